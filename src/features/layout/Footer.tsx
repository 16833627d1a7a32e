import { useLocation } from 'react-router-dom';
import { Isolate, ShopLink, useMessages, useStoreCopy } from '../../components/ui/PageLocale.tsx';
import { splitLocalePath } from '../../domain/index.ts';
import { storeConfig } from '../../config/store.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { InstagramIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '../../components/ui/icons.tsx';
import { contactLinks } from './contactLinks.ts';
import { CATALOG_ID, HERO_ID } from './navigation.ts';
import { SocialLinks } from './SocialLinks.tsx';

const footerLink = 'rounded-sm text-stone-700 underline-offset-4 hover:text-primary hover:underline';

/** #hero / #catalog: a plain anchor on the home page, a route link to them from other pages. */
function SectionLink({ id, children }: { id: string; children: string }) {
  const { pathname } = useLocation();
  if (splitLocalePath(pathname).path === '/') {
    return (
      <a href={`#${id}`} className={footerLink}>
        {children}
      </a>
    );
  }
  return (
    <ShopLink to={`/#${id}`} className={footerLink}>
      {children}
    </ShopLink>
  );
}

export function Footer() {
  const { brand, contact } = storeConfig;
  const copy = useStoreCopy();
  const { layout } = useMessages();
  return (
    <footer className="behind-dialogs border-t border-stone-200 bg-stone-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <img src={brand.logoUrl} alt={brand.name} width="240" height="60" loading="lazy" className="h-10 w-auto self-start" />
          {copy.brand.footerLines.map((line) => (
            <p key={line} className="text-sm text-stone-600">
              {line}
            </p>
          ))}
        </div>

        <nav aria-label={layout.footerNav}>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-stone-900">{layout.footerShop}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <SectionLink id={HERO_ID}>{layout.footerHome}</SectionLink>
            </li>
            <li>
              <SectionLink id={CATALOG_ID}>{layout.footerProducts}</SectionLink>
            </li>
            <li>
              <ShopLink to="/preorder" className={footerLink}>
                {layout.preorder}
              </ShopLink>
            </li>
            <li>
              <ShopLink to="/about" className={footerLink}>
                {layout.ourStory}
              </ShopLink>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-stone-900">{layout.contact}</h2>
          <address className="flex flex-col gap-2 text-sm not-italic">
            <span className="flex items-center gap-2 text-stone-700">
              <PinIcon className="shrink-0 text-primary" width={18} height={18} />
              {copy.contact.location}
            </span>
            <a href={contactLinks.phone()} className={`flex items-center gap-2 ${footerLink}`}>
              <PhoneIcon className="shrink-0 text-primary" width={18} height={18} />
              <Isolate>{contact.whatsappNumber}</Isolate>
            </a>
            <a href={contactLinks.instagram()} target="_blank" rel="noopener noreferrer" className={`flex items-center gap-2 ${footerLink}`}>
              <InstagramIcon className="shrink-0 text-primary" width={18} height={18} />
              <Isolate>@{contact.instagramHandle}</Isolate>
            </a>
            <a href={contactLinks.email()} className={`flex items-center gap-2 break-all ${footerLink}`}>
              <MailIcon className="shrink-0 text-primary" width={18} height={18} />
              {contact.email}
            </a>
          </address>
        </div>

        <div className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-900">{layout.followUs}</h2>
          <div className="flex gap-2">
            <SocialLinks linkClassName="flex-1" />
          </div>
          <a href={contactLinks.whatsapp()} target="_blank" rel="noopener noreferrer" className={buttonClass('default', 'md')}>
            <WhatsAppIcon />
            {layout.chatWithUs}
          </a>
        </div>
      </div>
      {/* The year of a page prerendered last December may differ from the shopper's clock. */}
      <div className="border-t border-stone-200 px-4 py-4 text-center text-xs text-stone-500" suppressHydrationWarning>
        {layout.copyright({ year: new Date().getFullYear(), brand: brand.name, tagline: copy.brand.tagline })}
      </div>
    </footer>
  );
}

import { Link, useLocation } from 'react-router-dom';
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
  if (pathname === '/') {
    return (
      <a href={`#${id}`} className={footerLink}>
        {children}
      </a>
    );
  }
  return (
    <Link to={{ pathname: '/', hash: `#${id}` }} className={footerLink}>
      {children}
    </Link>
  );
}

export function Footer() {
  const { brand, contact } = storeConfig;
  return (
    <footer className="border-t border-stone-200 bg-stone-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <img src={brand.logoUrl} alt={brand.name} width="240" height="60" loading="lazy" className="h-10 w-auto self-start" />
          {brand.footerLines.map((line) => (
            <p key={line} className="text-sm text-stone-600">
              {line}
            </p>
          ))}
        </div>

        <nav aria-label="Footer">
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-stone-900">Shop</h2>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <SectionLink id={HERO_ID}>Home</SectionLink>
            </li>
            <li>
              <SectionLink id={CATALOG_ID}>Products</SectionLink>
            </li>
            <li>
              <Link to="/preorder" className={footerLink}>
                Preorder
              </Link>
            </li>
            <li>
              <Link to="/about" className={footerLink}>
                Our Story
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-stone-900">Contact</h2>
          <address className="flex flex-col gap-2 text-sm not-italic">
            <span className="flex items-center gap-2 text-stone-700">
              <PinIcon className="shrink-0 text-primary" width={18} height={18} />
              {contact.location}
            </span>
            <a href={contactLinks.phone()} className={`flex items-center gap-2 ${footerLink}`}>
              <PhoneIcon className="shrink-0 text-primary" width={18} height={18} />
              {contact.whatsappNumber}
            </a>
            <a href={contactLinks.instagram()} target="_blank" rel="noopener noreferrer" className={`flex items-center gap-2 ${footerLink}`}>
              <InstagramIcon className="shrink-0 text-primary" width={18} height={18} />@{contact.instagramHandle}
            </a>
            <a href={contactLinks.email()} className={`flex items-center gap-2 break-all ${footerLink}`}>
              <MailIcon className="shrink-0 text-primary" width={18} height={18} />
              {contact.email}
            </a>
          </address>
        </div>

        <div className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-900">Follow us</h2>
          <div className="flex gap-2">
            <SocialLinks linkClassName="flex-1" />
          </div>
          <a href={contactLinks.whatsapp()} target="_blank" rel="noopener noreferrer" className={buttonClass('default', 'md')}>
            <WhatsAppIcon />
            Chat with Us
          </a>
        </div>
      </div>
      {/* The year of a page prerendered last December may differ from the shopper's clock. */}
      <div className="border-t border-stone-200 px-4 py-4 text-center text-xs text-stone-500" suppressHydrationWarning>
        © {new Date().getFullYear()} {brand.name}. {brand.tagline}
      </div>
    </footer>
  );
}

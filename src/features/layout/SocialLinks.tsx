import { storeConfig } from '../../config/store.ts';
import { ExternalLinkButton } from '../../components/ui/Button.tsx';
import { InstagramIcon, WhatsAppIcon } from '../../components/ui/icons.tsx';
import { contactLinks } from './contactLinks.ts';

/** The shop's Instagram and WhatsApp as labelled buttons (menu drawer, footer). */
export function SocialLinks({
  linkClassName = '',
  whatsappLabel = `${storeConfig.brand.name} on WhatsApp`,
}: {
  linkClassName?: string;
  whatsappLabel?: string;
}) {
  return (
    <>
      <ExternalLinkButton href={contactLinks.instagram()} variant="social" className={linkClassName} aria-label={`${storeConfig.brand.name} on Instagram`}>
        <InstagramIcon />
        <span>Instagram</span>
      </ExternalLinkButton>
      <ExternalLinkButton href={contactLinks.whatsapp()} variant="social" className={linkClassName} aria-label={whatsappLabel}>
        <WhatsAppIcon />
        <span>WhatsApp</span>
      </ExternalLinkButton>
    </>
  );
}

import { storeConfig } from '../../config/store.ts';
import { ExternalLinkButton } from '../../components/ui/Button.tsx';
import { InstagramIcon, WhatsAppIcon } from '../../components/ui/icons.tsx';
import { useMessages } from '../../components/ui/PageLocale.tsx';
import { contactLinks } from './contactLinks.ts';

/** The shop's Instagram and WhatsApp as labelled buttons (menu drawer, footer). */
export function SocialLinks({
  linkClassName = '',
  whatsappLabel,
}: {
  linkClassName?: string;
  whatsappLabel?: string;
}) {
  const { layout } = useMessages();
  const brand = storeConfig.brand.name;
  return (
    <>
      <ExternalLinkButton href={contactLinks.instagram()} variant="social" className={linkClassName} aria-label={layout.onInstagram({ brand })}>
        <InstagramIcon />
        <span>{layout.instagram}</span>
      </ExternalLinkButton>
      <ExternalLinkButton href={contactLinks.whatsapp()} variant="social" className={linkClassName} aria-label={whatsappLabel ?? layout.onWhatsApp({ brand })}>
        <WhatsAppIcon />
        <span>{layout.whatsapp}</span>
      </ExternalLinkButton>
    </>
  );
}

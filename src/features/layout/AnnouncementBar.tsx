import { freeDeliveryAnnouncement } from '../../domain/index.ts';
import { useLocale } from '../../components/ui/PageLocale.tsx';
import { useDelivery } from '../delivery/index.ts';

/**
 * 'Free Delivery On Orders Above $50': the default delivery zone's threshold, so the banner and
 * the fee charged can never disagree. While the terms are read (a page not prerendered) the bar
 * keeps its height; a default zone that is never free has no banner.
 */
export function AnnouncementBar() {
  const { terms } = useDelivery();
  const locale = useLocale();
  const text = terms ? freeDeliveryAnnouncement(terms, locale) : '\u00a0';
  if (text === null) return null;
  return <p className="bg-primary px-4 py-2 text-center text-sm font-medium text-primary-foreground">{text}</p>;
}

import { lazyWithPreload, useLazyReady } from '../../components/ui/lazyWithPreload.ts';
import { withScreenMessages } from '../../i18n/index.ts';
import { byLocale, type Locale } from '../../domain/locale.ts';
import { useLocale } from '../../components/ui/PageLocale.tsx';
import { useCartDrawerOpen } from './CartProvider.tsx';

// The drawer, its lines and totals are a separate chunk: a first visit that never opens the cart
// does not load them. A closed drawer shows nothing, so the prerendered page and hydration render
// nothing here either. Its words come with it, and the checkout's, whose dialog it opens (the
// dialog's loading state speaks them before the form's code is here), in the page's language.
const cartDrawerBodies = byLocale((locale) =>
  lazyWithPreload(
    withScreenMessages(locale, ['cart', 'checkout'], () => import('./CartDrawer.tsx').then((module) => ({ default: module.CartDrawer }))),
  ),
);

/**
 * Starts loading the drawer before it opens, on a sign that it will (a finger on the cart icon,
 * or a tap on it made before the page answered): on a slow phone that saves a round trip, and
 * the drawer then opens in the tap's own frame.
 */
export function preloadCartDrawer(locale: Locale): void {
  cartDrawerBodies[locale].prefetch();
}

/**
 * Resolves once the drawer's code is here (starting its download if nothing has): what else the
 * open drawer leads to (the checkout's code) waits for it, so it does not share the line with the
 * drawer's own last file on a slow phone.
 */
export function cartDrawerLoaded(locale: Locale): Promise<unknown> {
  return cartDrawerBodies[locale].preload();
}

/** The cart drawer, loaded the first time the cart opens and kept mounted from then on. */
export function CartDrawer({ onCheckout }: { onCheckout: () => void }) {
  const isOpen = useCartDrawerOpen();
  const CartDrawerBody = cartDrawerBodies[useLocale()];
  return useLazyReady(CartDrawerBody, isOpen) && <CartDrawerBody onCheckout={onCheckout} />;
}

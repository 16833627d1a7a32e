/** The cart feature's public API. Other features import from here, never from its files. */
export { CartProvider, useCart, useCartDrawerOpen, type CartApi, type CartActor } from './CartProvider.tsx';
export { CartDrawer, cartDrawerLoaded, preloadCartDrawer } from './LazyCartDrawer.tsx';
export { OrderTotals } from './OrderTotals.tsx';

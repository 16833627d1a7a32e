/**
 * The shop's pure rules: money, prices, stock, catalogue, cart, chat and messages.
 *
 * The start-up bundle takes a module re-exported here only when start-up code imports one of its
 * names (see scripts/vite/startupChunk.ts): the order messages (`orderMessages.ts`) and
 * the checkout's (`checkoutMessages.ts`) load with the screens that use them. The checkout's
 * own rules are imported from their files: `checkoutValidation.ts`, `serverErrors.ts` and
 * `orderSuccess.ts`.
 */
export * from './types.ts';
export * from './money.ts';
export * from './pricing.ts';
export * from './delivery.ts';
export * from './payment.ts';
export * from './stock.ts';
export * from './catalog.ts';
export * from './photos.ts';
export * from './catalogChanges.ts';
export * from './listingQuery.ts';
export * from './cart.ts';
export * from './cartStorage.ts';
export * from './cartLink.ts';
export * from './ids.ts';
export * from './chat.ts';
export * from './phone.ts';
export * from './orderMessages.ts';
export * from './text.ts';
export * from './messages.ts';
export * from './checkoutMessages.ts';
export * from './feeds.ts';
export * from './locale.ts';

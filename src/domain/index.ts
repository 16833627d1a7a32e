/**
 * The shop's pure rules: money, prices, stock, catalogue, cart, chat and messages.
 *
 * The checkout's own rules are imported from their files, not from here: `checkoutValidation.ts`,
 * `serverErrors.ts` and `orderSuccess.ts`. The start-up bundle takes every module this file
 * re-exports (see `oneStartupChunk` in vite.config.ts), and those three only the checkout and order
 * pages use, which load later.
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
export * from './orderMessages.ts';
export * from './text.ts';
export * from './messages.ts';
export * from './feeds.ts';
export * from './locale.ts';

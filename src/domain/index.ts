/** The shop's pure rules: money, prices, stock, catalogue, cart, chat, validation and messages. */
export * from './types';
export * from './money';
export * from './pricing';
export * from './stock';
export * from './catalog';
export * from './photos';
export * from './listingQuery';
export * from './cart';
export * from './cartStorage';
export * from './cartLink';
export * from './chat';
export * from './text';
export * from './checkoutValidation';
export * from './messages';
export * from './serverErrors';
export * from './orderSuccess';

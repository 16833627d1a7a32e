/** The storefront's state machines (XState v5). I/O comes in as injected actors and storage. */
export * from './types';
export * from './cart';
export * from './variantSelection';
export * from './discount';
export * from './checkout';
export * from './shopTerms';

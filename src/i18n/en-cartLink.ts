/** Words of the cart link page (`/cart?items=…`, lazily loaded): what opening a cart link did. */
export const enCartLink = {
  openingCart: 'Opening your cart…',
  linkMalformed:
    'This cart link is incomplete or damaged, so your cart is empty. Ask for the link again, or browse the shop.',
  linkUnknown: ({ count }: { count: number }) => `${count} item(s) in the link are no longer sold and were left out.`,
  linkUnavailable: ({ name }: { name: string }) => `${name}: the option in the link is no longer sold and was left out.`,
  linkOpened: 'Cart Opened',
  linkOpenedCount: ({ count }: { count: number }) => `${count} item(s) from the link are in your cart.`,
  linkNotRecognised: 'Cart Link Not Recognised',
};

export type CartLinkMessages = typeof enCartLink;

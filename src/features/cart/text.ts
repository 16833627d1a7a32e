/** Words of the cart feature: the drawer and the order totals it shares with the checkout. */
/** The cart drawer's own words. */
export const cartDrawerText = {
  title: (count: number) => `Shopping Cart (${count})`,
  empty: 'Your cart is empty',
  emptyHint: 'Browse the shop and add something you love.',
  continueShopping: 'Continue Shopping',
  freeDeliveryHint: (amount: string) => `Add ${amount} more for free delivery`,
  freeDeliveryReached: 'Your order ships free!',
  checkout: 'Checkout',
  sendOrder: 'Or send this order in a chat',
  clear: 'Clear Cart',
};

/** Labels of the order totals (the chat message has its own, in the domain's chatText). */
export const totalsText = {
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  deliveryTo: (area: string) => `Delivery to ${area}`,
  discount: (code: string) => `Discount (${code})`,
  /** A stored order's discount (its page does not name the code). */
  discountWithoutCode: 'Discount',
  total: 'Total',
};

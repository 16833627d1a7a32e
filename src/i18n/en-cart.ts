/** Words of the cart drawer and of the order totals it shares with the checkout and the order page (lazily loaded). */
export const enCart = {
  drawer: {
  title: (count: number) => `Shopping Cart (${count})`,
  empty: 'Your cart is empty',
  emptyHint: 'Browse the shop and add something you love.',
  continueShopping: 'Continue Shopping',
  freeDeliveryHint: ({ amount }: { amount: string }) => `Add ${amount} more for free delivery`,
  freeDeliveryReached: 'Your order ships free!',
  checkout: 'Checkout',
  sendOrder: 'Or send this order in a chat',
  clear: 'Clear Cart',
  cartItems: 'Cart items',
  remove: ({ name }: { name: string }) => `Remove ${name}`,
  },
  /** Labels of the order totals (the chat message has its own, in the domain's chatText). */
  totals: {
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  deliveryTo: ({ area }: { area: string }) => `Delivery to ${area}`,
  discount: ({ code }: { code: string }) => `Discount (${code})`,
  /** A stored order's discount (its page does not name the code). */
  discountWithoutCode: 'Discount',
  total: 'Total',
  free: 'FREE',
  },
};

export type CartMessages = typeof enCart;

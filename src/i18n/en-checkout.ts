/** Words of the order dialog (lazily loaded); its toasts and field messages are in en.ts's `notices`. */
export const enCheckout = {
  summaryHeading: 'Order summary',
  detailsHeading: 'Delivery details',
  total: 'Total',
  quantity: ({ quantity }: { quantity: number }) => `× ${quantity}`,
  /** Marks a line ordered as a preorder (no stock is taken; the shop calls when it arrives). */
  preorderTag: 'Preorder',
  /** Marks a line whose price the server changed since the cart was filled. */
  newPrice: 'New price',
  was: 'was',
  optional: '(optional)',
  required: 'required',
  phonePlaceholder: '+961 71 234 567',
  cityPlaceholder: 'Your area, e.g. Beirut',
  /** The City field's list of the shop's delivery areas. */
  areaList: 'Delivery areas',
  /** The list's last option: a place not on the list, delivered on the default zone's terms. */
  otherArea: ({ place }: { place: string }) => `Other area: ${place}`,
  /** Under the City field once the place is known: its fee and when it ships free. */
  deliveryStatus: ({ area, fee, freeFrom }: { area: string | null; fee: string; freeFrom: string | null }) =>
    `${area ? `Delivery to ${area}:` : 'Other area: delivery'} ${fee}${freeFrom ? `, free on orders of ${freeFrom} or more` : ''}.`,
  /** The shop has switched every delivery zone off. */
  noDelivery: 'We are not delivering at the moment. Please message us.',
  streetPlaceholder: 'Street, neighbourhood',
  notesPlaceholder: 'Delivery instructions, preferred time…',
  apply: 'Apply',
  removeDiscount: ({ code }: { code: string }) => `Remove discount code ${code}`,
  remove: 'Remove',
  appliedLabel: 'Applied:',
  submit: 'Complete Order',
  /** The chat checkout: the same order, placed, then sent in a chat. */
  chatCheckout: 'Or place it and send it to us in a chat:',
  orderOnWhatsApp: 'Order on WhatsApp',
  orderOnInstagram: 'Order on Instagram',
  /** After an order placed with the chat checkout on Instagram (its text cannot be prefilled). */
  instagramStepTitle: 'Send your order on Instagram',
  instagramStepText: 'Copy the order message and paste it into our Instagram chat.',
  instagramStepAction: 'Copy & open Instagram',
  /** The success toast's link to the order's private page. */
  viewOrder: 'View order',
  submitting: 'Submitting...',
  emptyCart: 'Your cart is empty. Add an item before completing your order.',
  /** Under the button: where the order goes. */
  savedNote: ({ sendEmail }: { sendEmail: boolean }): string =>
    sendEmail
      ? 'Your order is saved and sent to us by e-mail; we will call you to confirm.'
      : 'Your order is saved; we will call you to confirm.',
  paymentHeading: 'Payment',
};

export type CheckoutMessages = typeof enCheckout;

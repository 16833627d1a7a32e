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
  /** A saved order refused once sent (nothing was placed): back to the order to fix it. */
  backToCheckout: 'Back to your order',
  /** After a chat order placed once the line came back: WhatsApp opens only from a tap. */
  whatsappStepTitle: 'Send your order on WhatsApp',
  whatsappStepAction: 'Open WhatsApp',
  viewOrder: 'View order',
  submitting: 'Submitting...',
  emptyCart: 'Your cart is empty. Add an item before completing your order.',
  /** Under the button: where the order goes. */
  savedNote: ({ sendEmail }: { sendEmail: boolean }): string =>
    sendEmail
      ? 'Your order is saved and sent to us by e-mail; we will call you to confirm.'
      : 'Your order is saved; we will call you to confirm.',
  /** The box, unticked by default, that asks for each status change on WhatsApp (to the phone typed above). */
  whatsappUpdates: 'Send me order updates on WhatsApp',
  whatsappUpdatesHint: 'We will message the number above when your order is confirmed, on its way and delivered.',
  paymentHeading: 'Payment',
  /**
   * The discount's, the order's and the checkout form's toasts, notices and field messages, read
   * through src/domain/checkoutMessages.ts (browsing's and the cart's are in en.ts's `notices`).
   */
  notices: {
    applying: 'Applying...',
    discountApplied: 'Discount Applied!',
    discountAppliedDefault: 'Discount has been applied to your order.',
    discountRemoved: 'Discount Removed',
    invalidCode: { title: 'Invalid Code', description: 'The discount code you entered is not valid.' },
    expiredCode: { title: 'Expired Code', description: 'This discount code has expired.' },
    minimumNotMet: 'Minimum Order Not Met',
    minimumUnknown: 'This discount requires a higher minimum order.',
    minimumOf: ({ amount }: { amount: string }) => `This discount requires a minimum order of ${amount}.`,
    usageLimit: { title: 'Code Usage Limit Reached', description: 'This discount code has reached its usage limit.' },
    lookupFailed: { title: 'Error', description: 'Failed to apply discount code. Please try again.' },
    tooManyAttempts: 'Too Many Attempts',
    rateLimited: 'Too many attempts. Please wait a few minutes and try again.',

    missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields.' },
    invalidInformation: { title: 'Invalid Information', description: 'Please correct the highlighted fields.' },
    emptyCart: { title: 'Your cart is empty', description: 'Add an item before completing your order.' },
    submitFailed: { title: 'Error', description: 'Failed to submit order. Please try again.' },
    outOfStockTitle: 'Out of Stock',
    itemProblem: ({ name, message }: { name: string; message: string }) => `${name}: ${message}`,
    soldOut: ({ name }: { name: string }) => `${name} just sold out.`,
    pricesChanged: 'Prices Have Changed',
    areaChangedTitle: 'Delivery Area Changed',
    noConnection: 'No Connection',
    unreachable: 'We could not reach the shop. Your cart is kept. Please try again.',
    savedOffline: {
      title: 'Saved on your phone',
      description: 'No line right now. We will send your order as soon as the line is back: no need to order again.',
    },
    orderSubmitted: 'Order Submitted!',
    aboutSuccess: { title: 'Order Submitted!', description: "Thank you for your order. We can't wait for you to enjoy your MOMments!" },
    preorderSuccess: { title: 'Preorder Submitted!', description: "We'll contact you when items are available." },
    sentVia: {
      both: 'Sent via Email + WhatsApp',
      email: 'Sent via Email',
      whatsapp: 'Sent via WhatsApp',
      none: 'Order saved. No send channels enabled.',
    },

    priceChanged:
      'Some prices changed since you added these items. Please check the new total, then press Complete Order to order at these prices.',
    preorderOffer: 'You can preorder it instead: we will contact you when it is available. Or remove it from your order.',
    noneLeft: ({ name }: { name: string }) => `${name} is out of stock.`,
    fewerLeft: ({ name, available }: { name: string; available: number }) => `Only ${available} of ${name} left in stock.`,
    preorderInstead: 'Preorder instead',
    remove: ({ name }: { name: string }) => `Remove ${name}`,
    lowerQuantity: ({ available }: { available: number }) => `Order ${available} instead`,
    orderByChat: 'You can also send this order to the shop by chat:',

    fieldLabels: {
      name: 'Full name',
      phone: 'Phone number',
      city: 'City',
      street: 'Street address',
      building: 'Building',
      floor: 'Floor',
      notes: 'Additional notes',
      discountCode: 'Discount code',
    },
    required: ({ label }: { label: string }) => `${label} is required.`,
    tooLong: ({ label, max }: { label: string; max: number }) => `${label} must be at most ${max} characters.`,
    invalidPhone:
      'Please enter a phone number of 7 to 15 digits, e.g. 71 234 567, +961 71 234 567 or +44 20 7946 0958.',
    oneLineCharacters: ({ label }: { label: string }) =>
      `${label} must be one line of plain text, without line breaks or special characters.`,
    notesCharacters: ({ label }: { label: string }) => `${label} may hold line breaks but no other special characters.`,
    areaChanged: 'Delivery to this area has changed. Please choose your area again.',
    orderNumberLine: ({ orderNumber }: { orderNumber: string }) => `Order #${orderNumber}`,
  },
  /**
   * The words of the messages about an order (src/domain/orderMessages.ts: the cart, a placed order,
   * a question about one) and of how it is paid (src/domain/payment.ts): only the screens that
   * load this section send or show them. The product inquiry's are the start-up `chatMessage`.
   */
  orderMessage: {
    orderNumber: 'Order',
    customerHeading: 'Customer details',
    name: 'Name',
    phone: 'Phone',
    address: 'Address',
    building: 'Building',
    floor: 'Floor',
    /** Between the parts of an address. */
    separator: ', ',
    itemsHeading: 'Items',
    quantity: 'Qty',
    subtotal: 'Subtotal',
    delivery: 'Delivery',
    free: 'FREE',
    discount: 'Discount',
    total: 'Total',
    notes: 'Notes',
    /** Before the cart link that ends a quick chat message. */
    cartLink: 'Open this cart',
    /** Before the private order page's link. */
    orderPage: 'Order page',
    /** How an order is paid (src/domain/payment.ts): the checkout, the order page and the messages. */
    payment: {
      payment: 'Payment',
      cashOnDelivery: 'Cash on delivery',
      transferIntro: ({ orderNumber }: { orderNumber: string | null }) =>
        orderNumber
          ? `Or pay ahead by transfer, quoting order #${orderNumber}:`
          : 'Or pay ahead by transfer, quoting your order number (we send it with your order):',
    },
  },
};

export type CheckoutMessages = typeof enCheckout;

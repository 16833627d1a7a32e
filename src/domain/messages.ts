/**
 * Every user-facing string of the domain and machines: toasts (spec §8), inline validation
 * messages and chat-message labels. One place, so copy changes touch one file and tests can
 * import the exact strings. Copy the shop owner may change lives in store configuration instead.
 */
import type { StoreConfig } from '../config/store.ts';
import { formatPrice } from './money.ts';
import type { Cents, ErrorToast, OrderSuccessCopy, PageMode, Toast } from './types.ts';

function success(title: string, description?: string): Toast {
  return description === undefined ? { title, variant: 'default' } : { title, description, variant: 'default' };
}

function failure(title: string, description: string): ErrorToast {
  return { title, description, variant: 'destructive' };
}

// ── Stock ─────────────────────────────────────────────────────────────────────────────────────

const OUT_OF_STOCK_MESSAGE = 'Item out of stock';

/**
 * The stock refusal (spec §5): 'Item out of stock' when none are left; with units already in the
 * cart 'Only N item(s) available in stock. You already have M in your cart.'; otherwise
 * 'Only N item(s) available in stock'.
 */
export function stockMessage(available: number, inCart = 0): string {
  if (available <= 0) return OUT_OF_STOCK_MESSAGE;
  const only = `Only ${available} item(s) available in stock`;
  return inCart > 0 ? `${only}. You already have ${inCart} in your cart.` : only;
}

/** The note under a cart line. */
export const stockNotes = {
  preorder: "Preorder: we'll contact you when it is available.",
  inStock: (available: number) => (available <= 0 ? OUT_OF_STOCK_MESSAGE : `${available} in stock`),
};

// ── Cart ──────────────────────────────────────────────────────────────────────────────────────

export const cartToasts = {
  added: (name: string): Toast => success('Added to Cart', `${name} added to cart`),
  updated: (name: string): Toast => success('Updated Cart', `${name} quantity updated`),
  removed: (): Toast => success('Removed from Cart', 'Item removed from cart'),
  cleared: (): Toast => success('Cart Cleared', 'All items removed from cart'),
  cannotAdd: (message: string = OUT_OF_STOCK_MESSAGE): ErrorToast => failure('Cannot Add to Cart', message),
  cannotUpdate: (message: string): ErrorToast => failure('Cannot Update Quantity', message),
  /** After the cart was checked against the current catalogue and something had to change. */
  changed: (notes: readonly string[]): Toast => ({
    title: 'Your Cart Has Changed',
    description: notes.join(' '),
    variant: 'default',
  }),
};

/** Sentences for `cartToasts.changed`, one per reconciled line (name includes the variant). */
export const cartChangeNotes = {
  unavailable: (name: string) => `${name} is no longer available and was removed.`,
  outOfStock: (name: string) => `${name} is out of stock and was removed.`,
  quantityReduced: (name: string, from: number, to: number) =>
    `${name}: only ${to} left, quantity reduced from ${from} to ${to}.`,
  priceChanged: (name: string, from: Cents, to: Cents) =>
    `${name} now costs ${formatPrice(to)} (was ${formatPrice(from)}).`,
  nowPreorder: (name: string) => `${name} is now out of stock and will be preordered.`,
};

/** What opening a cart link did (src/domain/cartLink.ts). */
export const cartLinkNotes = {
  malformed: 'This cart link is incomplete or damaged, so your cart is empty. Ask for the link again, or browse the shop.',
  unknown: (count: number) => `${count} item(s) in the link are no longer sold and were left out.`,
  unavailable: (name: string) => `${name}: the option in the link is no longer sold and was left out.`,
};

export const cartLinkToasts = {
  /** The link's cart replaced this browser's cart; `notes` say what was left out or cut. */
  opened: (itemCount: number, notes: readonly string[]): Toast =>
    success('Cart Opened', [`${itemCount} item(s) from the link are in your cart.`, ...notes].join(' ')),
  malformed: (): Toast => success('Cart Link Not Recognised', cartLinkNotes.malformed),
};

// ── Variant choice ────────────────────────────────────────────────────────────────────────────

export const variantMessages = {
  /** The 'Select an option' dialog, confirming without a choice. */
  dialogRequired: 'Please select an option to continue.',
  /** Product page, inline under the selector. */
  pageInlineRequired: 'Please select a variant to continue.',
  /** Product page selector placeholder. */
  placeholder: 'Choose an option',
  /** Product page destructive toast. */
  requiredToast: (): ErrorToast => failure('Please select a variant', 'You must choose an option before adding to cart.'),
};

// ── Discount ──────────────────────────────────────────────────────────────────────────────────

export const APPLYING_LABEL = 'Applying...';

export const discountToasts = {
  applied: (description?: string | null): Toast =>
    success('Discount Applied!', description?.trim() || 'Discount has been applied to your order.'),
  removed: (): Toast => success('Discount Removed'),
  invalid: (): ErrorToast => failure('Invalid Code', 'The discount code you entered is not valid.'),
  expired: (): ErrorToast => failure('Expired Code', 'This discount code has expired.'),
  /** `minimum` in cents; without it the sentence still reads well. */
  minimumNotMet: (minimum: Cents | null): ErrorToast =>
    failure(
      'Minimum Order Not Met',
      minimum === null
        ? 'This discount requires a higher minimum order.'
        : `This discount requires a minimum order of ${formatPrice(minimum)}.`,
    ),
  usageLimit: (): ErrorToast => failure('Code Usage Limit Reached', 'This discount code has reached its usage limit.'),
  lookupFailed: (): ErrorToast => failure('Error', 'Failed to apply discount code. Please try again.'),
  rateLimited: (): ErrorToast => failure('Too Many Attempts', RATE_LIMITED_MESSAGE),
};

/** The shop throttles order and code calls per address (HTTP 429, rate_limited). */
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

// ── Checkout and orders ───────────────────────────────────────────────────────────────────────

export const orderToasts = {
  missingInformation: (): ErrorToast => failure('Missing Information', 'Please fill in all required fields.'),
  /** Fields are filled in but one is malformed (phone) or too long. */
  invalidInformation: (): ErrorToast => failure('Invalid Information', 'Please correct the highlighted fields.'),
  emptyCart: (): ErrorToast => failure('Your cart is empty', 'Add an item before completing your order.'),
  submitFailed: (): ErrorToast => failure('Error', 'Failed to submit order. Please try again.'),
  /** The server found a line asking for more than is left. */
  outOfStock: (available: number | null, itemName?: string | null): ErrorToast => {
    const message = available === null ? OUT_OF_STOCK_MESSAGE : stockMessage(available);
    return failure('Out of Stock', itemName ? `${itemName}: ${message}` : message);
  },
  /** The product was shown in stock but the last units are gone; the shopper may preorder it. */
  soldOut: (name: string): ErrorToast => failure('Out of Stock', `${name} just sold out.`),
  /** The server's prices differ from those the shopper saw; nothing was placed. */
  priceChanged: (): ErrorToast => failure('Prices Have Changed', checkoutNotices.priceChanged),
  rateLimited: (): ErrorToast => failure('Too Many Attempts', RATE_LIMITED_MESSAGE),
  /** The server does not deliver to the chosen area (any more): nothing was placed, the area is asked again. */
  areaChanged: (): ErrorToast => failure('Delivery Area Changed', fieldMessages.areaChanged),
  /** No answer in time: the order may or may not exist, so the same attempt is sent again next. */
  unreachable: (): ErrorToast => failure('No Connection', UNREACHABLE_MESSAGE),
  /** Which channels told the shop about the order (store configuration switches). */
  submitted: (notifications: StoreConfig['notifications']): Toast =>
    success('Order Submitted!', channelDescription(notifications)),
  /** The page's own success toast (spec §4 checkout flow). */
  pageSuccess: (mode: PageMode, orderSuccess: OrderSuccessCopy): Toast => {
    switch (mode) {
      case 'about':
        return success('Order Submitted!', "Thank you for your order. We can't wait for you to enjoy your MOMments!");
      case 'preorder':
        return success('Preorder Submitted!', "We'll contact you when items are available.");
      case 'home':
      case 'product':
        return success(orderSuccess.title, orderSuccess.description);
    }
  },
};

const UNREACHABLE_MESSAGE = 'We could not reach the shop. Your cart is kept. Please try again.';

/** What the order dialog says about a line or prices the server refused. */
export const checkoutNotices = {
  priceChanged: 'Some prices changed since you added these items. Please check the new total, then press Complete Order to order at these prices.',
  soldOut: (name: string) => `${name} just sold out.`,
  preorderOffer: 'You can preorder it instead: we will contact you when it is available. Or remove it from your order.',
  fewerLeft: (name: string, available: number) =>
    available <= 0 ? `${name} is out of stock.` : `Only ${available} of ${name} left in stock.`,
  preorderInstead: 'Preorder instead',
  remove: (name: string) => `Remove ${name}`,
  lowerQuantity: (available: number) => `Order ${available} instead`,
  orderByChat: 'You can also send this order to the shop by chat:',
};

function channelDescription({ sendEmail, sendWhatsApp }: StoreConfig['notifications']): string {
  if (sendEmail && sendWhatsApp) return 'Sent via Email + WhatsApp';
  if (sendEmail) return 'Sent via Email';
  if (sendWhatsApp) return 'Sent via WhatsApp';
  return 'Order saved. No send channels enabled.';
}

// ── Checkout form fields ──────────────────────────────────────────────────────────────────────

export const fieldLabels = {
  name: 'Full name',
  phone: 'Phone number',
  city: 'City',
  street: 'Street address',
  building: 'Building',
  floor: 'Floor',
  notes: 'Additional notes',
  discountCode: 'Discount code',
} as const;

export const fieldMessages = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  invalidPhone: 'Please enter a phone number of 7 to 15 digits, e.g. 71 234 567, +961 71 234 567 or +44 20 7946 0958.',
  oneLineCharacters: (label: string) => `${label} must be one line of plain text, without line breaks or special characters.`,
  notesCharacters: (label: string) => `${label} may hold line breaks but no other special characters.`,
  /** place_order refused the area (invalid_order {field: "area"}): its zone was switched off or it left the list. */
  areaChanged: 'Delivery to this area has changed. Please choose your area again.',
};

// ── Chat messages ─────────────────────────────────────────────────────────────────────────────

export const chatText = {
  orderNumber: 'Order',
  customerHeading: 'Customer details',
  name: 'Name',
  phone: 'Phone',
  address: 'Address',
  building: 'Building',
  floor: 'Floor',
  itemsHeading: 'Items',
  quantity: 'Qty',
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  free: 'FREE',
  discount: 'Discount',
  total: 'Total',
  notes: 'Notes',
  price: 'Price',
  was: 'was',
  description: 'Description',
  moreDetails: 'Could you please send me more details about this product?',
  /** Before the cart link that ends a quick chat message. */
  cartLink: 'Open this cart',
  /** Before the private order page's link. */
  orderPage: 'Order page',
};

/**
 * The toasts, inline validation messages and refusals the domain and the machines produce (spec
 * §5, §8), built from the interface catalogue in the document's language (src/i18n: the words
 * live there, in every language; this module gives them the shape the rules return). Chat
 * messages take their words from the catalogue's `chatMessage` (src/domain/chat.ts). Copy the
 * shop owner may change lives in store configuration instead.
 */
import type { StoreConfig } from '../config/store.ts';
import { documentMessages } from '../i18n/index.ts';
import { formatPrice } from './money.ts';
import type { Cents, ErrorToast, OrderSuccessCopy, PageMode, Toast } from './types.ts';

const text = () => documentMessages().notices;

function success(title: string, description?: string): Toast {
  return description === undefined ? { title, variant: 'default' } : { title, description, variant: 'default' };
}

function failure(title: string, description: string): ErrorToast {
  return { title, description, variant: 'destructive' };
}

function successOf(toast: { title: string; description?: string }): Toast {
  return success(toast.title, toast.description);
}

function failureOf(toast: { title: string; description?: string }): ErrorToast {
  return failure(toast.title, toast.description ?? '');
}

// ── Stock ─────────────────────────────────────────────────────────────────────────────────────

/**
 * The stock refusal (spec §5): 'Item out of stock' when none are left; with units already in the
 * cart 'Only N item(s) available in stock. You already have M in your cart.'; otherwise
 * 'Only N item(s) available in stock'.
 */
export function stockMessage(available: number, inCart = 0): string {
  if (available <= 0) return text().outOfStock;
  return inCart > 0 ? text().onlyAvailableWithCart({ available, inCart }) : text().onlyAvailable({ available });
}

/** The note under a cart line. */
export const stockNotes = {
  get preorder() {
    return text().stockPreorder;
  },
  inStock: (available: number) => (available <= 0 ? text().outOfStock : text().inStock({ available })),
};

// ── Cart ──────────────────────────────────────────────────────────────────────────────────────

export const cartToasts = {
  added: (name: string): Toast => successOf(text().added({ name })),
  updated: (name: string): Toast => successOf(text().updated({ name })),
  removed: (): Toast => successOf(text().removed),
  cleared: (): Toast => successOf(text().cleared),
  cannotAdd: (message: string = text().outOfStock): ErrorToast => failure(text().cannotAdd, message),
  cannotUpdate: (message: string): ErrorToast => failure(text().cannotUpdate, message),
  /** After the cart was checked against the current catalogue and something had to change. */
  changed: (notes: readonly string[]): Toast => ({
    title: text().cartChanged,
    description: notes.join(' '),
    variant: 'default',
  }),
};

/** Sentences for `cartToasts.changed`, one per reconciled line (name includes the variant). */
export const cartChangeNotes = {
  unavailable: (name: string) => text().changeUnavailable({ name }),
  outOfStock: (name: string) => text().changeOutOfStock({ name }),
  quantityReduced: (name: string, from: number, to: number) => text().changeQuantity({ name, from, to }),
  priceChanged: (name: string, from: Cents, to: Cents) =>
    text().changePrice({ name, from: formatPrice(from), to: formatPrice(to) }),
  nowPreorder: (name: string) => text().changePreorder({ name }),
};

/** What opening a cart link did (src/domain/cartLink.ts). */
export const cartLinkNotes = {
  get malformed() {
    return text().linkMalformed;
  },
  unknown: (count: number) => text().linkUnknown({ count }),
  unavailable: (name: string) => text().linkUnavailable({ name }),
};

export const cartLinkToasts = {
  /** The link's cart replaced this browser's cart; `notes` say what was left out or cut. */
  opened: (itemCount: number, notes: readonly string[]): Toast =>
    success(text().linkOpened, [text().linkOpenedCount({ count: itemCount }), ...notes].join(' ')),
  malformed: (): Toast => success(text().linkNotRecognised, text().linkMalformed),
};

// ── Variant choice ────────────────────────────────────────────────────────────────────────────

export const variantMessages = {
  /** The 'Select an option' dialog, confirming without a choice. */
  get dialogRequired() {
    return text().variantDialogRequired;
  },
  /** Product page, inline under the selector. */
  get pageInlineRequired() {
    return text().variantPageRequired;
  },
  /** Product page destructive toast. */
  requiredToast: (): ErrorToast => failureOf(text().variantRequired),
};

// ── Discount ──────────────────────────────────────────────────────────────────────────────────

export const discountToasts = {
  applied: (description?: string | null): Toast =>
    success(text().discountApplied, description?.trim() || text().discountAppliedDefault),
  removed: (): Toast => success(text().discountRemoved),
  invalid: (): ErrorToast => failureOf(text().invalidCode),
  expired: (): ErrorToast => failureOf(text().expiredCode),
  /** `minimum` in cents; without it the sentence still reads well. */
  minimumNotMet: (minimum: Cents | null): ErrorToast =>
    failure(text().minimumNotMet, minimum === null ? text().minimumUnknown : text().minimumOf({ amount: formatPrice(minimum) })),
  usageLimit: (): ErrorToast => failureOf(text().usageLimit),
  lookupFailed: (): ErrorToast => failureOf(text().lookupFailed),
  rateLimited: (): ErrorToast => failure(text().tooManyAttempts, text().rateLimited),
};

/** The shop throttles order and code calls per address (HTTP 429, rate_limited). */
export function rateLimitedMessage(): string {
  return text().rateLimited;
}

// ── Checkout and orders ───────────────────────────────────────────────────────────────────────

export const orderToasts = {
  missingInformation: (): ErrorToast => failureOf(text().missingInformation),
  /** Fields are filled in but one is malformed (phone) or too long. */
  invalidInformation: (): ErrorToast => failureOf(text().invalidInformation),
  emptyCart: (): ErrorToast => failureOf(text().emptyCart),
  submitFailed: (): ErrorToast => failureOf(text().submitFailed),
  /** The server found a line asking for more than is left. */
  outOfStock: (available: number | null, itemName?: string | null): ErrorToast => {
    const message = available === null ? text().outOfStock : stockMessage(available);
    return failure(text().outOfStockTitle, itemName ? text().itemProblem({ name: itemName, message }) : message);
  },
  /** The product was shown in stock but the last units are gone; the shopper may preorder it. */
  soldOut: (name: string): ErrorToast => failure(text().outOfStockTitle, text().soldOut({ name })),
  /** The server's prices differ from those the shopper saw; nothing was placed. */
  priceChanged: (): ErrorToast => failure(text().pricesChanged, text().priceChanged),
  rateLimited: (): ErrorToast => failure(text().tooManyAttempts, text().rateLimited),
  /** The server does not deliver to the chosen area (any more): nothing was placed, the area is asked again. */
  areaChanged: (): ErrorToast => failure(text().areaChangedTitle, text().areaChanged),
  /** No answer in time: the order may or may not exist, so the same attempt is sent again next. */
  unreachable: (): ErrorToast => failure(text().noConnection, text().unreachable),
  /** Which channels told the shop about the order (store configuration switches). */
  submitted: (notifications: StoreConfig['notifications']): Toast =>
    success(text().orderSubmitted, channelDescription(notifications)),
  /** The page's own success toast (spec §4 checkout flow). */
  pageSuccess: (mode: PageMode, orderSuccess: OrderSuccessCopy): Toast => {
    switch (mode) {
      case 'about':
        return successOf(text().aboutSuccess);
      case 'preorder':
        return successOf(text().preorderSuccess);
      case 'home':
      case 'product':
        return success(orderSuccess.title, orderSuccess.description);
    }
  },
};

/** What the order dialog says about a line or prices the server refused. */
export const checkoutNotices = {
  get priceChanged() {
    return text().priceChanged;
  },
  soldOut: (name: string) => text().soldOut({ name }),
  get preorderOffer() {
    return text().preorderOffer;
  },
  fewerLeft: (name: string, available: number) =>
    available <= 0 ? text().noneLeft({ name }) : text().fewerLeft({ name, available }),
  get preorderInstead() {
    return text().preorderInstead;
  },
  remove: (name: string) => text().remove({ name }),
  lowerQuantity: (available: number) => text().lowerQuantity({ available }),
  get orderByChat() {
    return text().orderByChat;
  },
};

function channelDescription({ sendEmail, sendWhatsApp }: StoreConfig['notifications']): string {
  const sentVia = text().sentVia;
  if (sendEmail && sendWhatsApp) return sentVia.both;
  if (sendEmail) return sentVia.email;
  if (sendWhatsApp) return sentVia.whatsapp;
  return sentVia.none;
}

// ── Checkout form fields ──────────────────────────────────────────────────────────────────────

export type FieldLabelKey = keyof ReturnType<typeof text>['fieldLabels'];

/** The checkout fields' names, in the document's language. */
export function fieldLabel(field: FieldLabelKey): string {
  return text().fieldLabels[field];
}

export const fieldMessages = {
  required: (label: string) => text().required({ label }),
  tooLong: (label: string, max: number) => text().tooLong({ label, max }),
  get invalidPhone() {
    return text().invalidPhone;
  },
  oneLineCharacters: (label: string) => text().oneLineCharacters({ label }),
  notesCharacters: (label: string) => text().notesCharacters({ label }),
  /** place_order refused the area (invalid_order {field: "area"}): its zone was switched off or it left the list. */
  get areaChanged() {
    return text().areaChanged;
  },
};

/** The line of the success toast naming the order ('Order #1a2b3c4d'). */
export function orderNumberLine(orderNumber: string): string {
  return text().orderNumberLine({ orderNumber });
}


/**
 * The toasts, inline validation messages and refusals the domain and the machines produce (spec
 * §5, §8), built from the interface catalogue in the document's language (src/i18n: the words
 * live there, in every language; this module gives them the shape the rules return). Chat
 * messages take their words from the catalogue's `chatMessage` (src/domain/chat.ts). Copy the
 * shop owner may change lives in store configuration instead.
 *
 * Here are those of browsing and the cart (start-up code); the discount's, the order's and the
 * checkout form's are in ./checkoutMessages.ts, which loads with the checkout.
 */
import { documentLocale, documentMessages, sectionFor } from '../i18n/index.ts';
import { formatPrice } from './money.ts';
import type { Cents, ErrorToast, Toast } from './types.ts';

/** The `notices` words in the document's language (read when something speaks, never at import). */
export const text = () => documentMessages().notices;

export function success(title: string, description?: string): Toast {
  return description === undefined ? { title, variant: 'default' } : { title, description, variant: 'default' };
}

export function failure(title: string, description: string): ErrorToast {
  return { title, description, variant: 'destructive' };
}

export function successOf(toast: { title: string; description?: string }): Toast {
  return success(toast.title, toast.description);
}

export function failureOf(toast: { title: string; description?: string }): ErrorToast {
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

/** The cart link page's words (loaded with that page) in the document's language. */
const linkText = () => sectionFor(documentLocale(), 'cartLink');

/** What opening a cart link did (src/domain/cartLink.ts). */
export const cartLinkNotes = {
  get malformed() {
    return linkText().linkMalformed;
  },
  unknown: (count: number) => linkText().linkUnknown({ count }),
  unavailable: (name: string) => linkText().linkUnavailable({ name }),
};

export const cartLinkToasts = {
  /** The link's cart replaced this browser's cart; `notes` say what was left out or cut. */
  opened: (itemCount: number, notes: readonly string[]): Toast =>
    success(linkText().linkOpened, [linkText().linkOpenedCount({ count: itemCount }), ...notes].join(' ')),
  malformed: (): Toast => success(linkText().linkNotRecognised, linkText().linkMalformed),
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

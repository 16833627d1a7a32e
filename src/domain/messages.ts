/**
 * The toasts, inline validation messages and refusals the domain and the machines produce (spec
 * §5, §8), built from the interface catalogue (src/i18n: the words live there, in every
 * language; this module gives them the shape the rules return) in the language each builder is
 * given: the page's, read once from its URL and passed down, never a module-level one. Chat
 * messages take their words from the catalogue's `chatMessage` (src/domain/chat.ts). Copy the
 * shop owner may change lives in store configuration instead.
 *
 * Here are those of browsing and the cart (start-up code); the discount's, the order's and the
 * checkout form's are in ./checkoutMessages.ts, which loads with the checkout.
 */
import { messagesFor, sectionFor } from '../i18n/index.ts';
import type { Locale } from './locale.ts';
import { formatPrice } from './money.ts';
import type { Cents, ErrorToast, Toast } from './types.ts';

/** The start-up `notices` words in `locale` (read when something speaks, never at import). */
export const noticesIn = (locale: Locale) => messagesFor(locale).notices;

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
export function stockMessage(locale: Locale, available: number, inCart = 0): string {
  const words = noticesIn(locale);
  if (available <= 0) return words.outOfStock;
  return inCart > 0 ? words.onlyAvailableWithCart({ available, inCart }) : words.onlyAvailable({ available });
}

/** The note under a cart line or a preorder product's button. */
export function stockNotes(locale: Locale) {
  const words = noticesIn(locale);
  return {
    preorder: words.stockPreorder,
    inStock: (available: number) => (available <= 0 ? words.outOfStock : words.inStock({ available })),
  };
}

// ── Cart ──────────────────────────────────────────────────────────────────────────────────────

export function cartToasts(locale: Locale) {
  const words = noticesIn(locale);
  return {
    added: (name: string): Toast => successOf(words.added({ name })),
    updated: (name: string): Toast => successOf(words.updated({ name })),
    removed: (): Toast => successOf(words.removed),
    cleared: (): Toast => successOf(words.cleared),
    cannotAdd: (message: string = words.outOfStock): ErrorToast => failure(words.cannotAdd, message),
    cannotUpdate: (message: string): ErrorToast => failure(words.cannotUpdate, message),
    /** After the cart was checked against the current catalogue and something had to change. */
    changed: (notes: readonly string[]): Toast => ({
      title: words.cartChanged,
      description: notes.join(' '),
      variant: 'default',
    }),
  };
}

/** Sentences for `cartToasts(locale).changed`, one per reconciled line (name includes the variant). */
export function cartChangeNotes(locale: Locale) {
  const words = noticesIn(locale);
  return {
    unavailable: (name: string) => words.changeUnavailable({ name }),
    outOfStock: (name: string) => words.changeOutOfStock({ name }),
    quantityReduced: (name: string, from: number, to: number) => words.changeQuantity({ name, from, to }),
    priceChanged: (name: string, from: Cents, to: Cents) => words.changePrice({ name, from: formatPrice(from), to: formatPrice(to) }),
    nowPreorder: (name: string) => words.changePreorder({ name }),
  };
}

/** What opening a cart link did (src/domain/cartLink.ts), in the cart link page's words (loaded with that page). */
export function cartLinkNotes(locale: Locale) {
  const words = sectionFor(locale, 'cartLink');
  return {
    malformed: words.linkMalformed,
    unknown: (count: number) => words.linkUnknown({ count }),
    unavailable: (name: string) => words.linkUnavailable({ name }),
  };
}

export function cartLinkToasts(locale: Locale) {
  const words = sectionFor(locale, 'cartLink');
  return {
    /** The link's cart replaced this browser's cart; `notes` say what was left out or cut. */
    opened: (itemCount: number, notes: readonly string[]): Toast =>
      success(words.linkOpened, [words.linkOpenedCount({ count: itemCount }), ...notes].join(' ')),
    malformed: (): Toast => success(words.linkNotRecognised, words.linkMalformed),
  };
}

// ── Variant choice ────────────────────────────────────────────────────────────────────────────

export function variantMessages(locale: Locale) {
  const words = noticesIn(locale);
  return {
    /** The 'Select an option' dialog, confirming without a choice. */
    dialogRequired: words.variantDialogRequired,
    /** Product page, inline under the selector. */
    pageInlineRequired: words.variantPageRequired,
    /** Product page destructive toast. */
    requiredToast: (): ErrorToast => failureOf(words.variantRequired),
  };
}

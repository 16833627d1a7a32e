/**
 * The toasts, notices and field messages of the discount, the order and the checkout form (spec
 * §5, §8), built like those of ./messages.ts, from the checkout's `notices` words in the
 * language each builder is given. Only the checkout and the order page speak them, so they are a module of
 * their own, out of the start-up code, and their words are the checkout's (src/i18n/en-checkout.ts:
 * a screen that speaks them lists the 'checkout' section among its words).
 */
import type { StoreConfig } from '../config/store.ts';
import { sectionFor } from '../i18n/index.ts';
import type { Locale } from './locale.ts';
import { failure, failureOf, noticesIn, stockMessage, success, successOf } from './messages.ts';
import { formatPrice } from './money.ts';
import type { Cents, ErrorToast, OrderSuccessCopy, PageMode, Toast } from './types.ts';

const checkoutNoticesIn = (locale: Locale) => sectionFor(locale, 'checkout').notices;

// ── Discount ──────────────────────────────────────────────────────────────────────────────────

export function discountToasts(locale: Locale) {
  const text = checkoutNoticesIn(locale);
  return {
    applied: (description?: string | null): Toast => success(text.discountApplied, description?.trim() || text.discountAppliedDefault),
    removed: (): Toast => success(text.discountRemoved),
    invalid: (): ErrorToast => failureOf(text.invalidCode),
    expired: (): ErrorToast => failureOf(text.expiredCode),
    /** `minimum` in cents; without it the sentence still reads well. */
    minimumNotMet: (minimum: Cents | null): ErrorToast =>
      failure(text.minimumNotMet, minimum === null ? text.minimumUnknown : text.minimumOf({ amount: formatPrice(minimum) })),
    usageLimit: (): ErrorToast => failureOf(text.usageLimit),
    lookupFailed: (): ErrorToast => failureOf(text.lookupFailed),
    rateLimited: (): ErrorToast => failure(text.tooManyAttempts, text.rateLimited),
  };
}

/** The shop throttles order and code calls per address (HTTP 429, rate_limited). */
export function rateLimitedMessage(locale: Locale): string {
  return checkoutNoticesIn(locale).rateLimited;
}

// ── Checkout and orders ───────────────────────────────────────────────────────────────────────

export function orderToasts(locale: Locale) {
  const text = checkoutNoticesIn(locale);
  return {
    missingInformation: (): ErrorToast => failureOf(text.missingInformation),
    /** Fields are filled in but one is malformed (phone) or too long. */
    invalidInformation: (): ErrorToast => failureOf(text.invalidInformation),
    emptyCart: (): ErrorToast => failureOf(text.emptyCart),
    submitFailed: (): ErrorToast => failureOf(text.submitFailed),
    /** The server found a line asking for more than is left. */
    outOfStock: (available: number | null, itemName?: string | null): ErrorToast => {
      const message = available === null ? noticesIn(locale).outOfStock : stockMessage(locale, available);
      return failure(text.outOfStockTitle, itemName ? text.itemProblem({ name: itemName, message }) : message);
    },
    /** The product was shown in stock but the last units are gone; the shopper may preorder it. */
    soldOut: (name: string): ErrorToast => failure(text.outOfStockTitle, text.soldOut({ name })),
    /** The server's prices differ from those the shopper saw; nothing was placed. */
    priceChanged: (): ErrorToast => failure(text.pricesChanged, text.priceChanged),
    rateLimited: (): ErrorToast => failure(text.tooManyAttempts, text.rateLimited),
    /** The server does not deliver to the chosen area (any more): nothing was placed, the area is asked again. */
    areaChanged: (): ErrorToast => failure(text.areaChangedTitle, text.areaChanged),
    /** No answer in time: the order may or may not exist, so the same attempt is sent again next. */
    unreachable: (): ErrorToast => failure(text.noConnection, text.unreachable),
    /** No line: the order is kept on the phone and sent when the line is back (nothing placed yet). */
    savedOffline: (): Toast => successOf(text.savedOffline),
    /** Which channels told the shop about the order (store configuration switches). */
    submitted: (notifications: StoreConfig['notifications']): Toast => success(text.orderSubmitted, channelDescription(text.sentVia, notifications)),
    /** The page's own success toast (spec §4 checkout flow). */
    pageSuccess: (mode: PageMode, orderSuccess: OrderSuccessCopy): Toast => {
      switch (mode) {
        case 'about':
          return successOf(text.aboutSuccess);
        case 'preorder':
          return successOf(text.preorderSuccess);
        case 'home':
        case 'product':
          return success(orderSuccess.title, orderSuccess.description);
      }
    },
  };
}

/** What the order dialog says about a line or prices the server refused. */
export function checkoutNotices(locale: Locale) {
  const text = checkoutNoticesIn(locale);
  return {
    priceChanged: text.priceChanged,
    soldOut: (name: string) => text.soldOut({ name }),
    preorderOffer: text.preorderOffer,
    fewerLeft: (name: string, available: number) => (available <= 0 ? text.noneLeft({ name }) : text.fewerLeft({ name, available })),
    preorderInstead: text.preorderInstead,
    remove: (name: string) => text.remove({ name }),
    lowerQuantity: (available: number) => text.lowerQuantity({ available }),
    orderByChat: text.orderByChat,
  };
}

type CheckoutNoticeWords = ReturnType<typeof checkoutNoticesIn>;

function channelDescription(sentVia: CheckoutNoticeWords['sentVia'], { sendEmail, sendWhatsApp }: StoreConfig['notifications']): string {
  if (sendEmail && sendWhatsApp) return sentVia.both;
  if (sendEmail) return sentVia.email;
  if (sendWhatsApp) return sentVia.whatsapp;
  return sentVia.none;
}

// ── Checkout form fields ──────────────────────────────────────────────────────────────────────

export type FieldLabelKey = keyof CheckoutNoticeWords['fieldLabels'];

/** A checkout field's name in `locale`. */
export function fieldLabel(locale: Locale, field: FieldLabelKey): string {
  return checkoutNoticesIn(locale).fieldLabels[field];
}

export function fieldMessages(locale: Locale) {
  const text = checkoutNoticesIn(locale);
  return {
    required: (label: string) => text.required({ label }),
    tooLong: (label: string, max: number) => text.tooLong({ label, max }),
    invalidPhone: text.invalidPhone,
    oneLineCharacters: (label: string) => text.oneLineCharacters({ label }),
    notesCharacters: (label: string) => text.notesCharacters({ label }),
    /** place_order refused the area (invalid_order {field: "area"}): its zone was switched off or it left the list. */
    areaChanged: text.areaChanged,
  };
}

/** The line of the success toast naming the order ('Order #1a2b3c4d'). */
export function orderNumberLine(locale: Locale, orderNumber: string): string {
  return checkoutNoticesIn(locale).orderNumberLine({ orderNumber });
}

/**
 * The interface's words in the shop's two languages (DESIGN.md §13): one typed catalogue per
 * language, no library. English (`en.ts` plus the lazily loaded screens' `en-<section>.ts`) is
 * the type; Arabic (`ar.ts`) must fill every key of it, so a missing Arabic string fails the type
 * check, not the shopper.
 *
 * English is always here (it is in the start-up chunk); Arabic is one chunk of its own, which an
 * Arabic page loads before it renders (src/main.tsx) and the build imports outright
 * (src/entry-server.tsx), so English pages never download it.
 */
import { englishCopy, storeConfig, type StoreCopy } from '../config/store.ts';
import type { Locale } from '../domain/locale.ts';
import type { CartMessages } from './en-cart.ts';
import type { CheckoutMessages } from './en-checkout.ts';
import type { OrderMessages } from './en-order.ts';
import type { ProductMessages } from './en-product.ts';
import { en, type StartupMessages } from './en.ts';

/** Every string of the interface: the start-up sections and those of the lazily loaded screens. */
export interface Messages extends StartupMessages {
  cart: CartMessages;
  checkout: CheckoutMessages;
  order: OrderMessages;
  product: ProductMessages;
}

/** The sections that load with their screen (English) or with the language (Arabic). */
export type ScreenSection = Exclude<keyof Messages, keyof StartupMessages>;

export type { StartupMessages };

/** What the Arabic chunk (`ar.ts`) brings: the interface's words and the owner's copy. */
export interface ArabicModule {
  ar: Messages;
  arabicStoreCopy: StoreCopy;
}

let arabic: ArabicModule | null = null;

/** Makes Arabic available (src/main.tsx after loading its chunk, the build at once). */
export function provideArabic(module: ArabicModule): void {
  arabic = module;
}

function arabicModule(): ArabicModule {
  if (!arabic) throw new Error('The Arabic catalogue is not loaded: provideArabic() runs before an Arabic page renders.');
  return arabic;
}

function arabicMessages(): Messages {
  return arabicModule().ar;
}

const englishStoreCopy = englishCopy(storeConfig);

/** The owner's copy (src/config) in `locale`. */
export function storeCopyFor(locale: Locale): StoreCopy {
  return locale === 'ar' ? arabicModule().arabicStoreCopy : englishStoreCopy;
}

/** The start-up sections in `locale`. */
export function messagesFor(locale: Locale): StartupMessages {
  return locale === 'ar' ? arabicMessages() : en;
}

/**
 * A lazily loaded screen's section in `locale`. The screen passes its English section (which it
 * imports, so English lands in the screen's chunk); Arabic comes whole with the Arabic chunk.
 */
export function sectionFor<K extends ScreenSection>(locale: Locale, key: K, english: Messages[K]): Messages[K] {
  return locale === 'ar' ? arabicMessages()[key] : english;
}

// The document's language. A page's language never changes while it is open: the language
// switch is a link that loads the other language's page, and every other link stays in the
// page's language. So the rules that speak without a React tree (toasts and validation built in
// src/domain and machines/) read the document's catalogue, set once before the page renders.
let pageLocale: Locale = 'en';

/** Set by src/main.tsx before the page renders; English until then (and in unit tests). */
export function setDocumentLocale(locale: Locale): void {
  pageLocale = locale;
}

/** The document's language: the one the domain's and the machines' toasts name products in. */
export function documentLocale(): Locale {
  return pageLocale;
}

/** The start-up sections in the document's language (for src/domain/messages.ts). */
export function documentMessages(): StartupMessages {
  return messagesFor(pageLocale);
}

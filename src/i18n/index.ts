/**
 * The interface's words in the shop's two languages (docs/decisions/0011-typed-word-catalogues.md): one typed catalogue per
 * language, no library. English (`en.ts` plus the lazily loaded screens' `en-<section>.ts`) is
 * the type; Arabic (`ar.ts` plus `ar-<section>.ts`) must fill every key of it, so a missing
 * Arabic string fails the type check, not the shopper.
 *
 * Each language's start-up words are a chunk of their own, which a page loads before it renders
 * (`loadLanguage`, src/main.tsx; the build modulepreloads it), so a page downloads its own
 * language's words only. A lazily loaded screen's words are one chunk per screen and language,
 * loaded beside the screen's code (`loadScreenMessages`), so an Arabic page never downloads the
 * English ones either; the owner's copy of those screens (about, preorder, order success:
 * src/config/screenCopy.ts) is such a section too. The build, scripts and unit tests have every
 * word at once (`./all.ts`).
 */
import { englishCopy, storeConfig, type StoreCopy } from '../config/store.ts';
import type { Locale } from '../domain/locale.ts';
import type { StartupMessages } from './en.ts';

/** A screen section's loaders, one per language; Arabic must have English's shape (the type check says which key is missing). */
function section<T>(en: () => Promise<T>, ar: () => Promise<NoInfer<T>>): Record<Locale, () => Promise<T>> {
  return { en, ar };
}

/**
 * The sections that load with their screen, one chunk per section and language (the build
 * modulepreloads a prerendered page's: src/app/routes.ts `wordModules`, which finds a section's
 * file as `src/i18n/<locale>-<section>.ts`). The one list of them: the types, the loaders and
 * `./all.ts` follow from it, so a new section is its two files and an entry here.
 */
const screenSections = {
  cart: section(
    () => import('./en-cart.ts').then((module) => module.enCart),
    () => import('./ar-cart.ts').then((module) => module.arCart),
  ),
  /** What opening a cart link did (the `/cart` page). */
  cartLink: section(
    () => import('./en-cartLink.ts').then((module) => module.enCartLink),
    () => import('./ar-cartLink.ts').then((module) => module.arCartLink),
  ),
  checkout: section(
    () => import('./en-checkout.ts').then((module) => module.enCheckout),
    () => import('./ar-checkout.ts').then((module) => module.arCheckout),
  ),
  /** The home page's listing: hero carousel, categories, search, filters, sort, results. */
  listing: section(
    () => import('./en-listing.ts').then((module) => module.enListing),
    () => import('./ar-listing.ts').then((module) => module.arListing),
  ),
  order: section(
    () => import('./en-order.ts').then((module) => module.enOrder),
    () => import('./ar-order.ts').then((module) => module.arOrder),
  ),
  product: section(
    () => import('./en-product.ts').then((module) => module.enProduct),
    () => import('./ar-product.ts').then((module) => module.arProduct),
  ),
  /** The about and preorder pages' own words. */
  pages: section(
    () => import('./en-pages.ts').then((module) => module.enPages),
    () => import('./ar-pages.ts').then((module) => module.arPages),
  ),
  /** The owner's copy of the about and preorder pages and the order-success toast (src/config/screenCopy.ts). */
  screenCopy: section(
    () => import('../config/screenCopy.ts').then((module) => module.englishScreenCopy),
    () => import('../config/screenCopy.ar.ts').then((module) => module.arabicScreenCopy),
  ),
  /**
   * The shop's replies in a WhatsApp order conversation. No page loads them: the WhatsApp
   * webhook's reply builders (src/domain/whatsappReplies.ts) import both files directly under Deno.
   */
  whatsapp: section(
    () => import('./en-whatsapp.ts').then((module) => module.enWhatsApp),
    () => import('./ar-whatsapp.ts').then((module) => module.arWhatsApp),
  ),
};

/** The sections that load with their screen. */
export type ScreenSection = keyof typeof screenSections;

const screenSectionNames = Object.keys(screenSections) as ScreenSection[];

// The table as a mapped type, so that a section's loader is typed by its name.
const sectionLoaders: { [K in ScreenSection]: Record<Locale, () => Promise<Messages[K]>> } = screenSections;

/** Every string of the interface: the start-up sections and those of the lazily loaded screens. */
export type Messages = StartupMessages & {
  [K in ScreenSection]: Awaited<ReturnType<(typeof screenSections)[K]['en']>>;
};

export type { StartupMessages };

/** What the Arabic start-up chunk (`ar.ts`) brings: the interface's words and the owner's copy. */
export interface ArabicModule {
  ar: StartupMessages;
  arabicStoreCopy: StoreCopy;
}

/** Screen sections in one language, as many as are here. */
export type ScreenMessages = { [K in ScreenSection]?: Messages[K] };

let english: StartupMessages | null = null;
let arabic: ArabicModule | null = null;
const screens: Record<Locale, ScreenMessages> = { en: {}, ar: {} };

/** Makes English available (src/main.tsx after loading its chunk, the build at once), with any screen sections already here. */
export function provideEnglish(messages: StartupMessages, sections: ScreenMessages = {}): void {
  english = messages;
  Object.assign(screens.en, sections);
}

/** Makes Arabic available (src/main.tsx after loading its chunk, the build at once), with any screen sections already here. */
export function provideArabic(module: ArabicModule, sections: ScreenMessages = {}): void {
  arabic = module;
  Object.assign(screens.ar, sections);
}

function notLoaded(what: string): Error {
  return new Error(`${what} is not loaded: loadLanguage() / loadScreenMessages() run before the page or screen renders.`);
}

function arabicModule(): ArabicModule {
  if (!arabic) throw notLoaded('The Arabic catalogue');
  return arabic;
}

/**
 * Loads a language's start-up words (its own chunk) and makes them available: src/main.tsx
 * awaits it before the page's first render, so hydration renders what the build rendered.
 */
export function loadLanguage(locale: Locale): Promise<void> {
  if (locale === 'ar') {
    return arabic
      ? Promise.resolve()
      : import('./ar.ts').then((module) => {
          provideArabic(module);
          module.preparePlurals('ar');
        });
  }
  return english ? Promise.resolve() : import('./en.ts').then((module) => provideEnglish(module.en));
}

function loadScreen<K extends ScreenSection>(locale: Locale, section: K): Promise<void> {
  const loaded = screens[locale];
  if (loaded[section]) return Promise.resolve();
  return sectionLoaders[section][locale]().then((words) => {
    loaded[section] = words;
  });
}

/** Loads the words of lazily loaded screens in `locale` (one chunk per section), to await beside the screen's code. */
export function loadScreenMessages(locale: Locale, sections: readonly ScreenSection[]): Promise<void> {
  return Promise.all(sections.map((section) => loadScreen(locale, section))).then(() => undefined);
}

/** A language's start-up words and every screen section's (src/i18n/all.ts, for the build, scripts and tests). */
export function loadAllWords(locale: Locale): Promise<void> {
  return Promise.all([loadLanguage(locale), loadScreenMessages(locale, screenSectionNames)]).then(() => undefined);
}

/**
 * A lazily loaded module's loader that also loads its screens' words in `locale`
 * (`loadScreenMessages`). A lazy component made once at module level is made once per language
 * (`byLocale`, src/domain/locale.ts): a page's language never changes while it is open (the
 * language switch loads the other language's page), so a page loads one.
 */
export function withScreenMessages<T>(locale: Locale, sections: readonly ScreenSection[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadScreenMessages(locale, sections)]).then(([module]) => module);
}

const englishStoreCopy = englishCopy(storeConfig);

/** The owner's copy (src/config) in `locale`. */
export function storeCopyFor(locale: Locale): StoreCopy {
  return locale === 'ar' ? arabicModule().arabicStoreCopy : englishStoreCopy;
}

/** The start-up sections in `locale`. */
export function messagesFor(locale: Locale): StartupMessages {
  if (locale === 'ar') return arabicModule().ar;
  if (!english) throw notLoaded('The English catalogue');
  return english;
}

/** A lazily loaded screen's section in `locale`, loaded beside the screen's code. */
export function sectionFor<K extends ScreenSection>(locale: Locale, key: K): Messages[K] {
  const words = screens[locale][key];
  if (!words) throw notLoaded(`The ${locale === 'ar' ? 'Arabic' : 'English'} words of the ${key} screen`);
  return words;
}

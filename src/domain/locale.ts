/**
 * The shop's two languages (docs/decisions/0007-language-in-the-url.md). The language lives in the URL only: English pages
 * where they always were, Arabic ones under `/ar`.
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** One of something per language (a lazily loaded screen with its words in that language). */
export function byLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return { en: make('en'), ar: make('ar') };
}

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ar';
}

/** The writing direction of a language, for `<html dir>` and anything that must follow it. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** A text as a page shows it, with the language it is really in. */
export interface LocalizedText {
  text: string;
  /** Differs from the page's language when the Arabic text is missing and English stands in. */
  lang: Locale;
}

/**
 * The owner's text in the page's language: on an Arabic page the Arabic twin (`<column>_ar`)
 * when it has one, else the English text marked as English, never a blank.
 */
export function localized(english: string, arabic: string | null | undefined, locale: Locale): LocalizedText {
  if (locale === 'ar' && arabic != null && arabic.trim() !== '') return { text: arabic, lang: 'ar' };
  return { text: english, lang: 'en' };
}

// Slashes and backslashes, plain or percent-encoded, at the start of a path: a browser reads
// `//host/…` and `/\host/…` as another site, and a host may decode `%2F` and `%5C` first.
const LEADING_SEPARATORS = /^(?:[/\\]|%2f|%5c)+/i;

/**
 * A path as a link inside the shop: its leading separators made one `/`, so a path from the
 * address bar (`/ar//evil.example/x`) never becomes a link to another site.
 */
export function sitePath(path: string): string {
  return path.replace(LEADING_SEPARATORS, '/');
}

/** The language a site path is in, and the path as the English page has it (always a site path). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/ar' || pathname === '/ar/') return { locale: 'ar', path: '/' };
  if (pathname.startsWith('/ar/')) return { locale: 'ar', path: sitePath(pathname.slice(3)) };
  return { locale: 'en', path: sitePath(pathname) };
}

/** A site path (an English one, query and hash allowed) in the given language: `/item/x` → `/ar/item/x`. */
export function localePath(path: string, locale: Locale): string {
  const own = sitePath(path);
  if (locale === 'en') return own;
  if (own === '/' || own.startsWith('/?') || own.startsWith('/#')) return `/ar${own.slice(1)}`;
  return `/ar${own}`;
}

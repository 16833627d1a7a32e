/**
 * Plurals through the platform's CLDR rules (`Intl.PluralRules`): English has two forms, Arabic
 * six (zero, one, two, few, many, other). A catalogue entry that counts names every form its
 * language has, so a missing one fails the type check. Same answers in Node (the build) and in
 * every browser: the categories are CLDR's, not ICU's formatting data.
 */
import type { Locale } from '../domain/locale.ts';

export interface PluralCategories {
  en: 'one' | 'other';
  ar: 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
}

export type PluralForms<L extends Locale> = Record<PluralCategories[L], string>;

const rules = new Map<Locale, Intl.PluralRules>();

function rulesOf(locale: Locale): Intl.PluralRules {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return rule;
}

/** The form of `forms` that `count` takes in `locale`: `plural('ar', 3, {…})` → `forms.few`. */
export function plural<L extends Locale>(locale: L, count: number, forms: PluralForms<L>): string {
  return forms[rulesOf(locale).select(count) as PluralCategories[L]];
}

/**
 * Creates a language's rules in a task of their own. The page's first `Intl` object starts the
 * platform's ICU data, and Arabic pages are the only ones that make one as they start (English
 * counts need no rules): 11–42 ms at 4× CPU in the first `plural()` call, inside a hydration
 * task. Called as the Arabic words arrive; if hydration asks first, it simply makes them itself.
 */
export function preparePlurals(locale: Locale): void {
  setTimeout(() => rulesOf(locale));
}

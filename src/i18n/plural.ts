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

/** The form of `forms` that `count` takes in `locale`: `plural('ar', 3, {…})` → `forms.few`. */
export function plural<L extends Locale>(locale: L, count: number, forms: PluralForms<L>): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return forms[rule.select(count) as PluralCategories[L]];
}

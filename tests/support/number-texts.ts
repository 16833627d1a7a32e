/**
 * Every text the shop writes from a number (prices, amounts in sentences, pounds beside dollars,
 * counts), in both languages, for a list of amounts: run by Node (what the build writes into
 * pages) and, bundled, by Chromium (what the page writes once its code runs), which must agree
 * (tests/e2e/numbers.test.ts).
 */
import { lbpBeside } from '../../src/domain/delivery.ts';
import { LOCALES } from '../../src/domain/locale.ts';
import { formatAmount, formatPounds, formatPrice } from '../../src/domain/money.ts';
import { messagesFor, sectionFor } from '../../src/i18n/index.ts';
import '../../src/i18n/all.ts';

/** A rate the shop has used (pounds per dollar). */
const LBP_PER_USD = 89_500;

/** `[what, text]` for each amount (cents, or a count where that is what is counted) in each language. */
export function numberTexts(amounts: readonly number[]): [string, string][] {
  return LOCALES.flatMap((locale) => {
    const words = messagesFor(locale);
    return amounts.flatMap((amount): [string, string][] => {
      const count = Math.abs(Math.trunc(amount));
      return [
        [`price ${amount}`, formatPrice(amount)],
        [`amount ${amount}`, formatAmount(amount)],
        [`pounds ${amount}`, formatPounds(amount)],
        [`${locale} pounds beside ${amount}`, lbpBeside(amount, LBP_PER_USD, locale) ?? ''],
        [`${locale} cart count ${count}`, words.layout.cart(count)],
        [`${locale} products found ${count}`, sectionFor(locale, 'listing').productsFound(count)],
      ];
    });
  });
}

// Bundled as a module for Chromium (tests/e2e/numbers.test.ts), where the page calls it from here.
(globalThis as { shopNumbers?: { numberTexts: typeof numberTexts } }).shopNumbers = { numberTexts };

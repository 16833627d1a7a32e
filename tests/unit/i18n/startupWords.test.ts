import { describe, expect, it } from 'vitest';
import { arabicScreenCopy } from '../../../src/config/screenCopy.ar.ts';
import { englishScreenCopy } from '../../../src/config/screenCopy.ts';
import { arabicStoreCopy } from '../../../src/config/store.ar.ts';
import { storeConfig } from '../../../src/config/store.ts';
import { ar } from '../../../src/i18n/ar.ts';
import { arCheckout } from '../../../src/i18n/ar-checkout.ts';
import { enCartLink } from '../../../src/i18n/en-cartLink.ts';
import { enCheckout } from '../../../src/i18n/en-checkout.ts';
import { arListing } from '../../../src/i18n/ar-listing.ts';
import { enListing } from '../../../src/i18n/en-listing.ts';
import { enPages } from '../../../src/i18n/en-pages.ts';
import { en } from '../../../src/i18n/en.ts';

/** Every string a value holds. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

// What every page downloads before it renders: the entry's store configuration and a language's
// start-up words (with the owner's Arabic start-up copy).
const startup = { en: strings([storeConfig, en]), ar: strings([storeConfig, ar, arabicStoreCopy]) };

describe('the start-up words', () => {
  it('hold none of the owner’s copy of the about and preorder pages and the order-success toast: those load with their screens', () => {
    for (const [locale, copy] of [['en', englishScreenCopy], ['ar', arabicScreenCopy]] as const) {
      // Its sentences: a short heading ('Our Story', 'Say hello') may also be an interface word (the menu's link).
      const screenTexts = strings(copy).filter((text) => text.length > 30);
      expect(screenTexts.length).toBeGreaterThanOrEqual(5);
      expect(startup[locale].filter((text) => screenTexts.includes(text))).toEqual([]);
    }
  });

  it('hold the product inquiry’s chat words only: the order messages’ words load with the checkout', () => {
    expect(Object.keys(en.chatMessage).sort()).toEqual(['description', 'moreDetails', 'price', 'was']);
    expect(Object.keys(ar.chatMessage).sort()).toEqual(['description', 'moreDetails', 'price', 'was']);
    for (const [locale, words] of [['en', enCheckout.orderMessage], ['ar', arCheckout.orderMessage]] as const) {
      const orderOnly = [words.customerHeading, words.payment.cashOnDelivery, words.payment.transferIntro({ orderNumber: '1a2b3c4d' }), words.cartLink];
      expect(startup[locale].filter((text) => orderOnly.includes(text))).toEqual([]);
    }
  });

  it('hold neither the about and preorder pages’ words nor the cart link page’s: those load with their screens', () => {
    // Where they were: the catalogue's section and the notices.
    for (const words of [en, ar]) {
      expect(Object.keys(words.catalog).filter((key) => key in enPages || key in enCartLink)).toEqual([]);
      expect(Object.keys(words.notices).filter((key) => key in enCartLink)).toEqual([]);
    }
  });

  it('hold none of the home listing’s words (its filters, sort, results and hero carousel): those load with the home page', () => {
    for (const [locale, listing] of [['en', enListing], ['ar', arListing]] as const) {
      const words = locale === 'en' ? en : ar;
      expect(Object.keys(words.catalog).filter((key) => key in listing)).toEqual([]);
      // Its longer words, wherever they might have gone ('All', 'View' may also be another screen's).
      const listingTexts = strings(listing).filter((text) => text.length > 12);
      expect(listingTexts.length).toBeGreaterThanOrEqual(15);
      expect(startup[locale].filter((text) => listingTexts.includes(text))).toEqual([]);
    }
  });
});

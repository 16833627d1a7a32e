import { describe, expect, it } from 'vitest';
import { arabicScreenCopy } from '../../../src/config/screenCopy.ar.ts';
import { englishScreenCopy } from '../../../src/config/screenCopy.ts';
import { englishCopy, storeConfig } from '../../../src/config/store.ts';
import { arabicStoreCopy } from '../../../src/config/store.ar.ts';
import { cartToasts, freeDeliveryAnnouncement, orderToasts, stockMessage } from '../../../src/domain/index.ts';
import { ar as arabicStartup } from '../../../src/i18n/ar.ts';
import { arCart } from '../../../src/i18n/ar-cart.ts';
import { arCartLink } from '../../../src/i18n/ar-cartLink.ts';
import { arCheckout } from '../../../src/i18n/ar-checkout.ts';
import { arListing } from '../../../src/i18n/ar-listing.ts';
import { arOrder } from '../../../src/i18n/ar-order.ts';
import { arPages } from '../../../src/i18n/ar-pages.ts';
import { arProduct } from '../../../src/i18n/ar-product.ts';
import { arWhatsApp } from '../../../src/i18n/ar-whatsapp.ts';
import { isolate } from '../../../src/i18n/bidi.ts';
import { enCart } from '../../../src/i18n/en-cart.ts';
import { enCartLink } from '../../../src/i18n/en-cartLink.ts';
import { enCheckout } from '../../../src/i18n/en-checkout.ts';
import { enListing } from '../../../src/i18n/en-listing.ts';
import { enOrder } from '../../../src/i18n/en-order.ts';
import { enPages } from '../../../src/i18n/en-pages.ts';
import { enProduct } from '../../../src/i18n/en-product.ts';
import { enWhatsApp } from '../../../src/i18n/en-whatsapp.ts';
import { en } from '../../../src/i18n/en.ts';
import { messagesFor, provideArabic, type Messages } from '../../../src/i18n/index.ts';
import { plural } from '../../../src/i18n/plural.ts';

const english: Messages = { ...en, cart: enCart, cartLink: enCartLink, checkout: enCheckout, listing: enListing, order: enOrder, product: enProduct, pages: enPages, screenCopy: englishScreenCopy, whatsapp: enWhatsApp };
// Arabic in its files (start-up `ar.ts`, one `ar-<section>.ts` per lazily loaded screen), whole.
const ar: Messages = { ...arabicStartup, cart: arCart, cartLink: arCartLink, checkout: arCheckout, listing: arListing, order: arOrder, product: arProduct, pages: arPages, screenCopy: arabicScreenCopy, whatsapp: arWhatsApp };

/** Every string a catalogue holds, by its path; functions are called with sample values. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (typeof value === 'function') {
    // One argument: named parameters (an object) or a count, which the proxy also is (as 7).
    const sample = new Proxy(
      {},
      {
        get: (_, key) =>
          key === Symbol.toPrimitive ? () => 7 : key === 'sendEmail' ? true : key === 'area' || key === 'freeFrom' ? 'Beirut' : 7,
      },
    );
    const result = value(sample);
    return leaves(Array.isArray(result) ? result.join('') : result, `${path}()`);
  }
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [];
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;
/**
 * Left as they are in Arabic: the other language's name, a phone number as typed, and the
 * patterns that only arrange their values (a title and the brand, "name: message", "× 3").
 */
const SAME_IN_BOTH = new Set([
  'layout.switchLanguage',
  'checkout.phonePlaceholder',
  'titles.withBrand()',
  'titles.homeWithBrand()',
  'layout.copyright()',
  'catalog.addToCartOf()',
  'catalog.variantOption()',
  'product.page.variantOption()',
  'checkout.notices.itemProblem()',
  'checkout.quantity()',
  'order.quantityTimesPrice()',
  'whatsapp.line()',
  'whatsapp.unavailable()',
]);

describe('the Arabic catalogue', () => {
  it('has every English string, each translated (Arabic letters, not the English text)', () => {
    const englishLeaves = new Map(leaves(english));
    const arabicLeaves = new Map(leaves(ar));
    expect([...arabicLeaves.keys()].sort()).toEqual([...englishLeaves.keys()].sort());
    const untranslated = [...arabicLeaves].filter(
      ([path, text]) => !SAME_IN_BOTH.has(path) && (text === englishLeaves.get(path) || !ARABIC_LETTER.test(text)),
    );
    expect(untranslated).toEqual([]);
  });

  it('names the switch in the other language', () => {
    expect(en.layout.switchLanguage).toBe('العربية');
    expect(ar.layout.switchLanguage).toBe('English');
  });

  it('has all the owner’s copy in Arabic', () => {
    const englishCopyLeaves = new Map(leaves(englishCopy(storeConfig)));
    const arabicCopyLeaves = leaves(arabicStoreCopy);
    expect(arabicCopyLeaves.map(([path]) => path).sort()).toEqual([...englishCopyLeaves.keys()].sort());
    expect(arabicCopyLeaves.filter(([, text]) => !ARABIC_LETTER.test(text))).toEqual([]);
  });

  it('counts in the six Arabic forms', () => {
    const forms = [0, 1, 2, 3, 11, 100].map((n) => ar.listing.productsFound(n));
    expect(forms).toEqual(['لا منتج متوفر', 'وجدنا منتجًا واحدًا', 'وجدنا منتجين', 'وجدنا 3 منتجات', 'وجدنا 11 منتجًا', 'وجدنا 100 منتج']);
    expect(ar.layout.cart(0)).toBe('السلة، فارغة');
    expect(ar.layout.cart(2)).toBe('السلة، قطعتان');
    expect(ar.layout.cart(5)).toBe('السلة، 5 قطع');
  });

  it('keeps prices, names and order numbers in their order inside Arabic text', () => {
    expect(ar.product.page.addToCart({ total: '$12.50' })).toBe(`أضف إلى السلة - ${isolate('$12.50')}`);
    expect(ar.order.title({ orderNumber: '1a2b3c4d' })).toBe('الطلب رقم \u2068#1a2b3c4d\u2069');
    expect(ar.order.quantityTimesPrice({ quantity: 3, unitPrice: '$5.00' })).toBe('\u20683 × $5.00\u2069');
  });
});

describe('plural()', () => {
  it('picks CLDR’s form for each count', () => {
    const forms = { zero: 'z', one: 'o', two: 't', few: 'f', many: 'm', other: 'x' };
    expect([0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103].map((n) => plural('ar', n, forms)).join('')).toBe('zotffmmxxxf');
    expect([0, 1, 2].map((n) => plural('en', n, { one: 'o', other: 'x' })).join('')).toBe('xox');
  });
});

describe('the language the domain is given', () => {
  it('in English is the spec’s words', () => {
    expect(stockMessage('en', 2, 1)).toBe('Only 2 item(s) available in stock. You already have 1 in your cart.');
    expect(cartToasts('en').added('Pan')).toEqual({ title: 'Added to Cart', description: 'Pan added to cart', variant: 'default' });
  });

  it('in Arabic speaks Arabic in the domain’s toasts and refusals', () => {
    provideArabic({ ar: arabicStartup, arabicStoreCopy });
    expect(stockMessage('ar', 2, 1)).toBe('المتوفر في المخزون قطعتان فقط. في سلتك قطعة واحدة منه.');
    expect(cartToasts('ar').added('Pan')).toEqual({ title: 'أُضيف إلى السلة', description: `أُضيف ${isolate('Pan')} إلى السلة`, variant: 'default' });
    expect(orderToasts('ar').missingInformation().description).toBe('يرجى تعبئة كل الحقول المطلوبة.');
  });

  it('announces free delivery in the page’s language, the amount isolated', () => {
    provideArabic({ ar: arabicStartup, arabicStoreCopy });
    const terms = { zones: [{ id: 'z', name: 'Lebanon', nameAr: null, fee: 300, freeThreshold: 5000, active: true }], areas: [], lbpPerUsd: 89500 };
    expect(freeDeliveryAnnouncement(terms as never, 'en')).toBe('Free Delivery On Orders Above $50');
    expect(freeDeliveryAnnouncement(terms as never, 'ar')).toBe(`توصيل مجاني للطلبات فوق ${isolate('$50')}`);
    expect(messagesFor('ar')).toBe(arabicStartup);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { storeConfig, type StoreConfig } from '../../../src/config/store';
import { arabicStoreCopy } from '../../../src/config/store.ar';
import {
  buildInquiryMessage,
  buildOrderMessage,
  buildOrderQuestionMessage,
  buildPlacedOrderMessage,
  CHAT_MESSAGE_LIMIT,
  orderPagePath,
  type CartLine,
} from '../../../src/domain';
import { ar } from '../../../src/i18n/ar';
import { isolateLatin } from '../../../src/i18n/bidi';
import { provideArabic } from '../../../src/i18n/index';
import { BEIRUT_RATE, makeProduct, makeVariant } from './fixtures';

// The bidi controls, spelled out so the expected bytes are visible.
const R = '\u200F'; // RIGHT-TO-LEFT MARK
const F = '\u2068'; // FIRST STRONG ISOLATE
const P = '\u2069'; // POP DIRECTIONAL ISOLATE

const config: StoreConfig = {
  ...storeConfig,
  siteUrl: 'https://shop.example',
  payment: { ...storeConfig.payment, transfers: [] },
};

const oneLitre = makeVariant({ id: 'v-1l', size: '1 L', price: 2500 });
const teapot = makeProduct({ id: 'teapot-1', name: 'Glass Teapot', nameAr: 'إبريق شاي', variants: [oneLitre] });
const utensils = makeProduct({ id: 'bamboo-2', name: 'Bamboo Utensil Set', nameAr: null, price: 1200 });
const mixedCart: CartLine[] = [
  { product: teapot, variant: oneLitre, quantity: 2 },
  { product: utensils, variant: null, quantity: 1 },
];

/** The text left once every isolate (U+2068…U+2069) is taken out. */
function outsideIsolates(text: string): string {
  return text.replace(/\u2068[^\u2068\u2069]*\u2069/g, '');
}

/**
 * The message starts with U+200F, every other line (bidi paragraph) starts with it or with an
 * Arabic letter, and no Latin letter or digit is outside an isolate.
 */
function expectRightToLeftSafe(message: string) {
  expect(message.startsWith(R)).toBe(true);
  for (const line of message.split('\n').filter((line) => line !== '')) expect(line).toMatch(/^(\u200F|\p{Script=Arabic})/u);
  expect(outsideIsolates(message)).not.toMatch(/[\p{Script=Latin}0-9]/u);
}

beforeAll(() => provideArabic({ ar, arabicStoreCopy }));

describe('chat messages from an Arabic page (DESIGN §13)', () => {
  it('writes the quick chat of a cart mixing Arabic and English names, byte for byte', () => {
    const message = buildOrderMessage(
      {
        lines: mixedCart,
        customer: { name: 'رنا حداد', phone: '+961 71 234 567', street: 'شارع الحمرا', building: 'Blue Tower', floor: '3', city: 'بيروت' },
        deliveryRate: BEIRUT_RATE,
        lbpPerUsd: 89500,
        locale: 'ar',
      },
      'whatsapp',
      config,
    );
    expect(message).toBe(
      [
        `${R}مرحبا ${F}MOMobel${P}! أود أن أطلب:`,
        '',
        `${R}*معلومات الزبون*`,
        `الاسم: رنا حداد`,
        `الهاتف: ${F}+961 71 234 567${P}`,
        `العنوان: شارع الحمرا، مبنى ${F}Blue Tower${P}، طابق ${F}3${P}، بيروت`,
        '',
        `${R}*المنتجات*`,
        `إبريق شاي (${F}1 L${P}) - الكمية ${F}2${P} - ${F}$50.00${P}`,
        `${R}${F}Bamboo Utensil Set${P} - الكمية ${F}1${P} - ${F}$12.00${P}`,
        '',
        `المجموع الفرعي: ${F}$62.00${P}`,
        `التوصيل: مجاني`,
        `${R}*المجموع: ${F}$62.00${P}* ≈ ${F}5,549,000${P} ل.ل.`,
        '',
        `الدفع: نقدًا عند الاستلام`,
        '',
        `شكرًا!`,
        '',
        `افتح هذه السلة: ${F}https://shop.example/ar/cart?items=teapot-1.v-1lx2,bamboo-2x1${P}`,
      ].join('\n'),
    );
    expectRightToLeftSafe(message);
  });

  it('asks about a product in Arabic, its Arabic page linked', () => {
    const jar = makeProduct({
      id: 'jar-3',
      name: 'Glass Jar',
      nameAr: 'مرطبان زجاجي',
      description: 'Airtight.',
      descriptionAr: 'محكم الإغلاق، سعة 500 مل.',
      price: 1250,
      salePrice: 990,
    });
    expect(buildInquiryMessage({ product: jar, locale: 'ar' }, 'whatsapp', config)).toBe(
      [
        `${R}مرحبا ${F}MOMobel${P}! أنا مهتم بهذا المنتج:`,
        '',
        `${R}*مرطبان زجاجي*`,
        `السعر: ${F}$9.90${P} (بدلًا من ${F}$12.50${P})`,
        '',
        `الوصف: محكم الإغلاق، سعة ${F}500${P} مل.`,
        '',
        `هل يمكنكم أن ترسلوا لي تفاصيل أكثر عن هذا المنتج؟`,
        '',
        `${R}${F}https://shop.example/ar/item/jar-3${P}`,
      ].join('\n'),
    );
  });

  it('sends a placed order with its Arabic order page, and a question about it', () => {
    const orderPath = orderPagePath('0b9f6c1e-1111-4222-8333-444455556666', 'k3y', 'ar');
    const placed = buildPlacedOrderMessage(
      {
        orderNumber: '0b9f6c1e',
        customerName: 'Rana',
        lines: [
          { itemName: 'إبريق شاي', variantLabel: '1 L', quantity: 2, total: 5000 },
          { itemName: 'Bamboo Utensil Set', variantLabel: null, quantity: 1, total: 1200 },
        ],
        total: 6200,
        lbpPerUsd: null,
        orderPath,
        locale: 'ar',
      },
      'instagram',
      { ...config, payment: { ...config.payment, transfers: [{ method: 'Whish Money', account: '+961 71 234 567' }] } },
    );
    expect(placed).toBe(
      [
        `${R}مرحبا ${F}MOMobel${P}! قدمت للتو هذا الطلب:`,
        '',
        `رقم الطلب ${F}#0b9f6c1e${P}`,
        `الاسم: ${F}Rana${P}`,
        `إبريق شاي (${F}1 L${P}) - الكمية ${F}2${P} - ${F}$50.00${P}`,
        `${R}${F}Bamboo Utensil Set${P} - الكمية ${F}1${P} - ${F}$12.00${P}`,
        '',
        `المجموع: ${F}$62.00${P}`,
        `الدفع: نقدًا عند الاستلام`,
        `أو ادفع مسبقًا بتحويل، مع ذكر الطلب ${F}#0b9f6c1e${P}:`,
        `${R}${F}Whish Money${P}: ${F}+961 71 234 567${P}`,
        '',
        `صفحة الطلب: ${F}https://shop.example/ar/order/0b9f6c1e-1111-4222-8333-444455556666?key=k3y${P}`,
      ].join('\n'),
    );
    const question = buildOrderQuestionMessage({ orderNumber: '0b9f6c1e', orderPath, locale: 'ar' }, 'whatsapp', config);
    expect(question).toBe(
      [
        `${R}مرحبا ${F}MOMobel${P}! عندي سؤال عن طلبي:`,
        '',
        `${R}*رقم الطلب ${F}#0b9f6c1e${P}*`,
        `صفحة الطلب: ${F}https://shop.example/ar/order/0b9f6c1e-1111-4222-8333-444455556666?key=k3y${P}`,
      ].join('\n'),
    );
  });

  it('keeps a 10-line cart of long names under the limit, every Latin run isolated', () => {
    const long = 'Extra Large Borosilicate Glass Storage Jar With Bamboo Lid And Airtight Silicone Seal';
    const longAr = 'مرطبان تخزين زجاجي كبير جدًا بغطاء من الخيزران وحلقة سيليكون محكمة الإغلاق للمطبخ والمؤونة';
    const lines: CartLine[] = Array.from({ length: 10 }, (_, index) => {
      const variant = makeVariant({ id: `v-${index}`, size: `${index + 1} L`, sizeAr: index % 3 === 0 ? `${index + 1} لتر` : null, price: 1999 });
      const product = makeProduct({ id: `p-${index}`, name: `${long} ${index}`, nameAr: index % 2 === 0 ? `${longAr} IKEA ${index}` : null, variants: [variant] });
      return { product, variant, quantity: 2 };
    });
    const message = buildOrderMessage(
      {
        lines,
        customer: { name: 'Rana Haddad', phone: '+961 71 234 567', street: 'Hamra Street, near ABC', building: 'Blue Tower', floor: '3', city: 'Beirut' },
        discount: { code: 'WELCOME10', discountType: 'percentage', discountValue: 10 },
        deliveryRate: BEIRUT_RATE,
        lbpPerUsd: 89500,
        locale: 'ar',
      },
      'whatsapp',
      config,
    );
    expect(message.length).toBeLessThan(CHAT_MESSAGE_LIMIT);
    expectRightToLeftSafe(message);
    expect(message).toContain(`${F}https://shop.example/ar/cart?items=`);
  });
});

describe('isolateLatin: every Latin run of a value isolated, and only those', () => {
  it.each([
    ['Glass Jar (1 L)', `${F}Glass Jar (1 L)${P}`],
    ['$12.50', `${F}$12.50${P}`],
    ['كوب IKEA 350 مل', `كوب ${F}IKEA 350${P} مل`],
    ['مرحبا MOMobel! أود', `مرحبا ${F}MOMobel${P}! أود`],
    ['مرطبان (Glass, 1 L) جديد', `مرطبان (${F}Glass, 1 L${P}) جديد`],
    ['إبريق شاي', 'إبريق شاي'],
    ['🫙', '🫙'],
  ])('%j → %j', (text, expected) => {
    expect(isolateLatin(text)).toBe(expected);
  });

  it('leaves no Latin letter or digit outside an isolate, whatever the mix (property)', () => {
    const pieces = ['كوب', ' ', 'IKEA', '350', 'مل', '، ', '(', ')', '$1.50', '-', '#', '+961 3', 'https://a.b/c?d=1', '!', 'é', '🫙', '\t', ':', '٫'];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let run = 0; run < 500; run += 1) {
      const text = Array.from({ length: 1 + (next() % 8) }, () => pieces[next() % pieces.length]).join('');
      expect(outsideIsolates(isolateLatin(text))).not.toMatch(/[\p{Script=Latin}0-9]/u);
    }
  });
});

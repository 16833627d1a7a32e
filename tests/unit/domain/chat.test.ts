import { describe, expect, it } from 'vitest';
import { storeConfig } from '../../../src/config/store';
import {
  buildInquiryMessage,
  buildOrderMessage,
  chatTarget,
  formatAddress,
  instagramDirectLink,
  instagramProfileLink,
  orderLineText,
  orderNumberFromId,
  productPath,
  productUrl,
  variantFromQuery,
  whatsappDigits,
  whatsappLink,
  type CartLine,
  type OrderMessageInput,
} from '../../../src/domain';
import { BEIRUT_RATE, makeLine, makeProduct, makeVariant } from './fixtures';

const large = makeVariant({ id: 'v-large', size: 'Large', price: 1250 });
const jars = makeProduct({ id: 'jars-1', name: 'Glass Storage Jars', variants: [large] });
const mug = makeProduct({ id: 'mug 2', name: 'Mug', price: 500, salePrice: 450 });
const lines: CartLine[] = [
  { product: jars, variant: large, quantity: 2 },
  { product: mug, variant: null, quantity: 3 },
];
const customer = {
  name: 'Rana Haddad',
  phone: '+961 71 234 567',
  city: 'Beirut',
  street: 'Hamra Street',
  building: 'Blue Tower',
  floor: '3',
  notes: 'Ring twice',
};

/** An order message's input delivered in Beirut ($3 below $50), in dollars only unless given. */
const order = (input: Omit<OrderMessageInput, 'deliveryRate' | 'lbpPerUsd'> & Partial<OrderMessageInput>): OrderMessageInput => ({
  deliveryRate: BEIRUT_RATE,
  lbpPerUsd: null,
  ...input,
});

const { whatsappNumber } = storeConfig.contact;

function textOf(link: string): string {
  return decodeURIComponent(link.slice(link.indexOf('?text=') + '?text='.length));
}

describe('order lines', () => {
  it("reads 'name (variant) - Qty N - $line total'", () => {
    expect(orderLineText(lines[0]!)).toBe('Glass Storage Jars (Large) - Qty 2 - $25.00');
  });

  it('has no parentheses without a variant', () => {
    expect(orderLineText(lines[1]!)).toBe('Mug - Qty 3 - $13.50');
  });
});

describe('buildOrderMessage', () => {
  it('builds the WhatsApp order with customer, lines, fee, discount, total in dollars and pounds, payment, notes, number and thanks', () => {
    const message = buildOrderMessage(
      order({ lines, customer, discount: { code: 'SAVE10', discountType: 'percentage', discountValue: 10 }, orderNumber: 'ab12cd34', lbpPerUsd: 89_500 }),
      'whatsapp',
      storeConfig,
    );
    expect(message).toBe(
      [
        'Hello MOMobel! I would like to place an order:',
        '',
        '*Order #ab12cd34*',
        '',
        '*Customer details*',
        'Name: Rana Haddad',
        'Phone: +961 71 234 567',
        'Address: Hamra Street, Building Blue Tower, Floor 3, Beirut',
        '',
        '*Items*',
        'Glass Storage Jars (Large) - Qty 2 - $25.00',
        'https://momobel.shop/item/jars-1?variant=v-large',
        'Mug - Qty 3 - $13.50',
        'https://momobel.shop/item/mug%202',
        '',
        'Subtotal: $38.50',
        'Delivery: $3.00',
        'Discount (SAVE10): -$3.85',
        '*Total: $37.65* ≈ LBP 3,370,000',
        '',
        'Payment: Cash on delivery',
        'Or pay ahead by transfer, quoting order #ab12cd34:',
        'Whish Money: +961 71 234 567 (MOMobel)',
        'OMT: to MOMobel, +961 71 234 567',
        '',
        'Notes: Ring twice',
        '',
        'Thank you!',
      ].join('\n'),
    );
  });

  it('gives Instagram the same text without asterisks', () => {
    const whatsapp = buildOrderMessage(order({ lines, customer }), 'whatsapp', storeConfig);
    const instagram = buildOrderMessage(order({ lines, customer }), 'instagram', storeConfig);
    expect(instagram).toBe(whatsapp.replaceAll('*', ''));
    expect(instagram).not.toContain('*');
  });

  it('states FREE delivery and the total at the threshold, and leaves out unknown parts', () => {
    const message = buildOrderMessage(order({ lines: [makeLine({ product: makeProduct({ name: 'Lamp', price: 5000 }) })] }), 'instagram', storeConfig);
    expect(message).toContain('Delivery: FREE');
    expect(message).toContain('Total: $50.00');
    expect(message).not.toContain('Customer details');
    expect(message).not.toContain('Discount');
    expect(message).not.toContain('Notes');
    expect(message).not.toContain('Order #');
    expect(message).not.toContain('LBP');
    // Before the order is placed, the transfer options ask for the number sent with it.
    expect(message).toContain('Payment: Cash on delivery\nOr pay ahead by transfer, quoting your order number');
    expect(message.startsWith(storeConfig.copy.chatOrderPrefix)).toBe(true);
    expect(message.endsWith(storeConfig.copy.chatThanks)).toBe(true);
  });

  it('charges $3.00 just below the threshold', () => {
    const message = buildOrderMessage(order({ lines: [makeLine({ product: makeProduct({ price: 4999 }) })] }), 'whatsapp', storeConfig);
    expect(message).toContain('Delivery: $3.00');
    expect(message).toContain('*Total: $52.99*');
  });

  it("charges the zone the order goes to, and leaves delivery out while the zones are not known", () => {
    const line = makeLine({ product: makeProduct({ price: 4999 }) });
    const tripoli = buildOrderMessage(order({ lines: [line], deliveryRate: { fee: 600, freeThreshold: 15_000 } }), 'whatsapp', storeConfig);
    expect(tripoli).toContain('Delivery: $6.00\n*Total: $55.99*');
    const unknown = buildOrderMessage(order({ lines: [line], deliveryRate: null }), 'whatsapp', storeConfig);
    expect(unknown).not.toContain('Delivery:');
    expect(unknown).toContain('*Total: $49.99*');
  });

  it('says cash on delivery only when the shop offers no transfers', () => {
    const message = buildOrderMessage(order({ lines, orderNumber: 'ab12cd34' }), 'whatsapp', { ...storeConfig, payment: { transfers: [] } });
    expect(message).toContain('\n\nPayment: Cash on delivery\n\nThank you!');
  });

  it('shows only the customer details that are known; explicit notes win', () => {
    const message = buildOrderMessage(order({ lines, customer: { name: '  Ali ', city: 'Baabda', notes: 'x' }, notes: 'Call first' }), 'instagram', storeConfig);
    expect(message).toContain('Customer details\nName: Ali\nAddress: Baabda');
    expect(message).not.toContain('Phone:');
    expect(message).toContain('Notes: Call first');
  });

  it('uses the configured prefix and thanks', () => {
    const copy = { ...storeConfig.copy, chatOrderPrefix: 'مرحبا!', chatThanks: 'شكرا 🙏' };
    const message = buildOrderMessage(order({ lines }), 'whatsapp', { ...storeConfig, copy });
    expect(message.split('\n')[0]).toBe('مرحبا!');
    expect(message.endsWith('شكرا 🙏')).toBe(true);
  });

  it('keeps unicode, emoji, RTL text and very long names through the wa.me link', () => {
    const longName = `${'Très long nom 🍽️ '.repeat(200)}end`;
    const arabic = makeProduct({ name: 'طقم أواني 🥄 مطبخ', price: 1000 });
    const family = makeProduct({ name: 'Family 👨‍👩‍👧‍👦 set', price: 100 });
    const message = buildOrderMessage(
      order({
        lines: [
          { product: arabic, variant: null, quantity: 1 },
          { product: makeProduct({ name: longName }), variant: null, quantity: 1 },
          { product: family, variant: null, quantity: 1 },
        ],
        customer: { name: 'رنا حداد', street: 'شارع الحمرا', city: 'بيروت', notes: '‏الطابق الثالث‏' },
      }),
      'whatsapp',
      storeConfig,
    );
    const link = whatsappLink(message, whatsappNumber);
    expect(link).toMatch(/^https:\/\/wa\.me\/96171234567\?text=/);
    expect(textOf(link)).toBe(message);
    expect(message).toContain('طقم أواني 🥄 مطبخ - Qty 1 - $10.00');
    expect(message).toContain(longName);
    expect(message).toContain('Family 👨‍👩‍👧‍👦 set');
    expect(message).toContain('Name: رنا حداد');
  });
});

describe('buildInquiryMessage', () => {
  it('names the product with its variant, price, short description, request and link', () => {
    const variant = makeVariant({ id: 'v1', size: '1 L', price: 1500, salePrice: 1200 });
    const product = makeProduct({
      id: 'p1',
      name: 'Glass Jar',
      description: '## Airtight\n\n**Borosilicate** glass with a [bamboo lid](https://x.y/lid).\n\n- Dishwasher safe',
      variants: [variant],
    });
    const message = buildInquiryMessage({ product, variant }, 'whatsapp', { ...storeConfig, siteUrl: 'https://shop.example' });
    expect(message).toBe(
      [
        'Hello MOMobel! I am interested in this product:',
        '',
        '*Glass Jar (1 L)*',
        'Price: $12.00 (was $15.00)',
        '',
        'Description: Airtight\n\nBorosilicate glass with a bamboo lid.\n\nDishwasher safe',
        '',
        'Could you please send me more details about this product?',
        '',
        'https://shop.example/item/p1?variant=v1',
      ].join('\n'),
    );
    expect(buildInquiryMessage({ product, variant }, 'instagram', storeConfig)).not.toContain('*');
  });

  it('keeps the description short and leaves out what is missing', () => {
    const product = makeProduct({ id: 'mug', name: 'Mug', price: 500, description: 'word '.repeat(200) });
    const message = buildInquiryMessage({ product }, 'instagram', storeConfig);
    const description = message.split('\n').find((line) => line.startsWith('Description: '))!;
    expect(Array.from(description.slice('Description: '.length)).length).toBeLessThanOrEqual(300);
    expect(description.endsWith('…')).toBe(true);
    expect(message).toContain('Mug\nPrice: $5.00\n');
    expect(message.endsWith('\n\nhttps://momobel.shop/item/mug')).toBe(true);
    expect(buildInquiryMessage({ product: makeProduct({ description: '' }) }, 'whatsapp', storeConfig)).not.toContain('Description');
  });

  it('survives emoji cut at the description limit', () => {
    const product = makeProduct({ name: 'مطبخ 🍳', description: '🍳'.repeat(400) });
    const message = buildInquiryMessage({ product }, 'whatsapp', storeConfig);
    expect(() => whatsappLink(message, whatsappNumber)).not.toThrow();
    expect(textOf(whatsappLink(message, whatsappNumber))).toBe(message);
  });
});

describe('product links', () => {
  it('carry the variant in the query, escaped, on the public site', () => {
    expect(productPath('p1')).toBe('/item/p1');
    expect(productPath('p 1', 'v/2')).toBe('/item/p%201?variant=v%2F2');
    expect(productUrl({ id: 'p1' }, { id: 'v1' }, 'https://shop.example/')).toBe('https://shop.example/item/p1?variant=v1');
    expect(productUrl({ id: 'p1' }, null, 'https://shop.example')).toBe('https://shop.example/item/p1');
  });

  it('open on the variant they name, and on none for an unknown one', () => {
    expect(variantFromQuery(jars, 'v-large')).toBe(large);
    expect(variantFromQuery(jars, 'gone')).toBeNull();
    expect(variantFromQuery(jars, null)).toBeNull();
  });

  it('end every inquiry, with the chosen variant', () => {
    const whatsapp = buildInquiryMessage({ product: jars, variant: large }, 'whatsapp', storeConfig);
    expect(whatsapp.split('\n').at(-1)).toBe('https://momobel.shop/item/jars-1?variant=v-large');
    expect(buildInquiryMessage({ product: jars }, 'instagram', storeConfig).split('\n').at(-1)).toBe('https://momobel.shop/item/jars-1');
  });
});

describe('links', () => {
  it('wa.me uses digits only', () => {
    expect(whatsappDigits('+961 71-234.567')).toBe('96171234567');
    expect(whatsappDigits('00961 71 234 567')).toBe('96171234567');
    expect(whatsappLink('Hi & bye?', '+961 (71) 234 567')).toBe('https://wa.me/96171234567?text=Hi%20%26%20bye%3F');
  });

  it('Instagram: direct message, profile fallback, text for the clipboard', () => {
    expect(instagramDirectLink(storeConfig.contact.instagramHandle)).toBe('https://ig.me/m/momobel.lb');
    expect(instagramProfileLink(storeConfig.contact.instagramHandle)).toBe('https://www.instagram.com/momobel.lb/');
    expect(instagramDirectLink(' @shop_x ')).toBe('https://ig.me/m/shop_x');
    expect(chatTarget('instagram', 'hello', storeConfig.contact)).toEqual({
      url: 'https://ig.me/m/momobel.lb',
      fallbackUrl: 'https://www.instagram.com/momobel.lb/',
      clipboardText: 'hello',
    });
    expect(chatTarget('whatsapp', 'hello', storeConfig.contact)).toEqual({
      url: 'https://wa.me/96171234567?text=hello',
      fallbackUrl: null,
      clipboardText: null,
    });
  });

  it('helpers: address and order number', () => {
    expect(formatAddress({})).toBeNull();
    expect(formatAddress({ street: 'Main', floor: '2', city: 'Baabda' })).toBe('Main, Floor 2, Baabda');
    expect(orderNumberFromId('6f1c2a9e-0000-4000-8000-12345678abcd')).toBe('5678abcd');
  });
});

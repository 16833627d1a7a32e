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
} from '../../../src/domain';
import { makeLine, makeProduct, makeVariant } from './fixtures';

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
  it('builds the WhatsApp order with customer, lines, fee, discount, total, notes, number and thanks', () => {
    const message = buildOrderMessage(
      { lines, customer, discount: { code: 'SAVE10', discountType: 'percentage', discountValue: 10 }, orderNumber: 'ab12cd34' },
      'whatsapp',
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
        '*Total: $37.65*',
        '',
        'Notes: Ring twice',
        '',
        'Thank you!',
      ].join('\n'),
    );
  });

  it('gives Instagram the same text without asterisks', () => {
    const whatsapp = buildOrderMessage({ lines, customer }, 'whatsapp');
    const instagram = buildOrderMessage({ lines, customer }, 'instagram');
    expect(instagram).toBe(whatsapp.replaceAll('*', ''));
    expect(instagram).not.toContain('*');
  });

  it('states FREE delivery and the total at the threshold, and leaves out unknown parts', () => {
    const message = buildOrderMessage({ lines: [makeLine({ product: makeProduct({ name: 'Lamp', price: 5000 }) })] }, 'instagram');
    expect(message).toContain('Delivery: FREE');
    expect(message).toContain('Total: $50.00');
    expect(message).not.toContain('Customer details');
    expect(message).not.toContain('Discount');
    expect(message).not.toContain('Notes');
    expect(message).not.toContain('Order #');
    expect(message.startsWith(storeConfig.copy.chatOrderPrefix)).toBe(true);
    expect(message.endsWith(storeConfig.copy.chatThanks)).toBe(true);
  });

  it('charges $3.00 just below the threshold', () => {
    const message = buildOrderMessage({ lines: [makeLine({ product: makeProduct({ price: 4999 }) })] }, 'whatsapp');
    expect(message).toContain('Delivery: $3.00');
    expect(message).toContain('*Total: $52.99*');
  });

  it('shows only the customer details that are known; explicit notes win', () => {
    const message = buildOrderMessage({ lines, customer: { name: '  Ali ', city: 'Baabda', notes: 'x' }, notes: 'Call first' }, 'instagram');
    expect(message).toContain('Customer details\nName: Ali\nAddress: Baabda');
    expect(message).not.toContain('Phone:');
    expect(message).toContain('Notes: Call first');
  });

  it('uses the configured prefix and thanks', () => {
    const copy = { ...storeConfig.copy, chatOrderPrefix: 'مرحبا!', chatThanks: 'شكرا 🙏' };
    const message = buildOrderMessage({ lines }, 'whatsapp', { ...storeConfig, copy });
    expect(message.split('\n')[0]).toBe('مرحبا!');
    expect(message.endsWith('شكرا 🙏')).toBe(true);
  });

  it('keeps unicode, emoji, RTL text and very long names through the wa.me link', () => {
    const longName = `${'Très long nom 🍽️ '.repeat(200)}end`;
    const arabic = makeProduct({ name: 'طقم أواني 🥄 مطبخ', price: 1000 });
    const family = makeProduct({ name: 'Family 👨‍👩‍👧‍👦 set', price: 100 });
    const message = buildOrderMessage(
      {
        lines: [
          { product: arabic, variant: null, quantity: 1 },
          { product: makeProduct({ name: longName }), variant: null, quantity: 1 },
          { product: family, variant: null, quantity: 1 },
        ],
        customer: { name: 'رنا حداد', street: 'شارع الحمرا', city: 'بيروت', notes: '‏الطابق الثالث‏' },
      },
      'whatsapp',
    );
    const link = whatsappLink(message);
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
    expect(buildInquiryMessage({ product, variant }, 'instagram')).not.toContain('*');
  });

  it('keeps the description short and leaves out what is missing', () => {
    const product = makeProduct({ id: 'mug', name: 'Mug', price: 500, description: 'word '.repeat(200) });
    const message = buildInquiryMessage({ product }, 'instagram');
    const description = message.split('\n').find((line) => line.startsWith('Description: '))!;
    expect(Array.from(description.slice('Description: '.length)).length).toBeLessThanOrEqual(300);
    expect(description.endsWith('…')).toBe(true);
    expect(message).toContain('Mug\nPrice: $5.00\n');
    expect(message.endsWith('\n\nhttps://momobel.shop/item/mug')).toBe(true);
    expect(buildInquiryMessage({ product: makeProduct({ description: '' }) }, 'whatsapp')).not.toContain('Description');
  });

  it('survives emoji cut at the description limit', () => {
    const product = makeProduct({ name: 'مطبخ 🍳', description: '🍳'.repeat(400) });
    const message = buildInquiryMessage({ product }, 'whatsapp');
    expect(() => whatsappLink(message)).not.toThrow();
    expect(textOf(whatsappLink(message))).toBe(message);
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
    const whatsapp = buildInquiryMessage({ product: jars, variant: large }, 'whatsapp');
    expect(whatsapp.split('\n').at(-1)).toBe('https://momobel.shop/item/jars-1?variant=v-large');
    expect(buildInquiryMessage({ product: jars }, 'instagram').split('\n').at(-1)).toBe('https://momobel.shop/item/jars-1');
  });
});

describe('links', () => {
  it('wa.me uses digits only', () => {
    expect(whatsappDigits('+961 71-234.567')).toBe('96171234567');
    expect(whatsappDigits('00961 71 234 567')).toBe('96171234567');
    expect(whatsappLink('Hi & bye?', '+961 (71) 234 567')).toBe('https://wa.me/96171234567?text=Hi%20%26%20bye%3F');
  });

  it('Instagram: direct message, profile fallback, text for the clipboard', () => {
    expect(instagramDirectLink()).toBe('https://ig.me/m/momobel.lb');
    expect(instagramProfileLink()).toBe('https://www.instagram.com/momobel.lb/');
    expect(instagramDirectLink(' @shop_x ')).toBe('https://ig.me/m/shop_x');
    expect(chatTarget('instagram', 'hello')).toEqual({
      url: 'https://ig.me/m/momobel.lb',
      fallbackUrl: 'https://www.instagram.com/momobel.lb/',
      clipboardText: 'hello',
    });
    expect(chatTarget('whatsapp', 'hello')).toEqual({
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

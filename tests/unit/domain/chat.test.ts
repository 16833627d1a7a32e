import { describe, expect, it } from 'vitest';
import { storeConfig } from '../../../src/config/store';
import {
  buildInquiryMessage,
  buildOrderMessage,
  buildOrderQuestionMessage,
  buildPlacedOrderMessage,
  cartLinkUrl,
  CHAT_MESSAGE_LIMIT,
  chatTarget,
  formatAddress,
  instagramDirectLink,
  instagramProfileLink,
  orderLineText,
  orderPagePath,
  productPath,
  productUrl,
  variantFromQuery,
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
    expect(orderLineText(lines[0]!, 'en')).toBe('Glass Storage Jars (Large) - Qty 2 - $25.00');
  });

  it('has no parentheses without a variant', () => {
    expect(orderLineText(lines[1]!, 'en')).toBe('Mug - Qty 3 - $13.50');
  });
});

describe('buildOrderMessage', () => {
  it('builds the WhatsApp order with customer, lines, fee, discount, total in dollars and pounds, payment, notes, thanks and one cart link', () => {
    const message = buildOrderMessage(
      order({ lines, customer, discount: { code: 'SAVE10', discountType: 'percentage', discountValue: 10 }, lbpPerUsd: 89_500 }),
      'whatsapp',
      storeConfig,
    );
    expect(message).toBe(
      [
        'Hello MOMobel! I would like to place an order:',
        '',
        '*Customer details*',
        'Name: Rana Haddad',
        'Phone: +961 71 234 567',
        'Address: Hamra Street, Building Blue Tower, Floor 3, Beirut',
        '',
        '*Items*',
        'Glass Storage Jars (Large) - Qty 2 - $25.00',
        'Mug - Qty 3 - $13.50',
        '',
        'Subtotal: $38.50',
        'Delivery: $3.00',
        'Discount (SAVE10): -$3.85',
        '*Total: $37.65* ≈ LBP 3,370,000',
        '',
        'Payment: Cash on delivery',
        '',
        'Notes: Ring twice',
        '',
        'Thank you!',
        '',
        'Open this cart: https://momobel.shop/cart?items=jars-1.v-largex2,mug%202x3',
      ].join('\n'),
    );
    // One link for the whole cart, none per product.
    expect(message.match(/https:\/\//g)).toHaveLength(1);
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
    // Nothing is placed yet: no order number for a transfer to quote, so cash on delivery only.
    expect(message).toContain('\n\nPayment: Cash on delivery\n\n');
    expect(message).not.toContain('transfer');
    expect(message.startsWith(storeConfig.copy.chatOrderPrefix)).toBe(true);
    expect(message).toContain(`\n\n${storeConfig.copy.chatThanks}\n\nOpen this cart: https://momobel.shop/cart?items=`);
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
    expect(message).toContain('\n\nشكرا 🙏\n\n');
  });

  it('keeps unicode, emoji and RTL text through the wa.me link, and cuts a name too long for a chat message', () => {
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
    const link = whatsappLink(message, whatsappNumber, storeConfig.phoneCountry);
    expect(link).toMatch(/^https:\/\/wa\.me\/96171234567\?text=/);
    expect(textOf(link)).toBe(message);
    expect(message).toContain('طقم أواني 🥄 مطبخ - Qty 1 - $10.00');
    // The cart link names the product exactly; its name in the text is cut to keep the message short.
    expect(message).toMatch(/\nTrès long nom 🍽️ [^\n]*… - Qty 1 - \$12\.50\n/u);
    expect(message).not.toContain('end - Qty');
    expect(message.length).toBeLessThan(CHAT_MESSAGE_LIMIT);
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
    expect(() => whatsappLink(message, whatsappNumber, storeConfig.phoneCountry)).not.toThrow();
    expect(textOf(whatsappLink(message, whatsappNumber, storeConfig.phoneCountry))).toBe(message);
  });
});

describe('product links', () => {
  it('carry the variant in the query, escaped, on the public site', () => {
    expect(productPath('p1')).toBe('/item/p1');
    expect(productPath('p 1', 'v/2')).toBe('/item/p%201?variant=v%2F2');
    expect(productUrl({ id: 'p1' }, { id: 'v1' }, 'https://shop.example/', 'en')).toBe('https://shop.example/item/p1?variant=v1');
    expect(productUrl({ id: 'p1' }, null, 'https://shop.example', 'en')).toBe('https://shop.example/item/p1');
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
  it('wa.me takes the number in international form, or lets WhatsApp ask when there is none', () => {
    expect(whatsappLink('Hi & bye?', '+961 (71) 234 567', storeConfig.phoneCountry)).toBe('https://wa.me/96171234567?text=Hi%20%26%20bye%3F');
    expect(whatsappLink('Hi', '03 123 456', storeConfig.phoneCountry)).toBe('https://wa.me/9613123456?text=Hi');
    expect(whatsappLink('Hi', 'call me', storeConfig.phoneCountry)).toBe('https://wa.me/?text=Hi');
  });

  it('Instagram: direct message, profile fallback, text for the clipboard', () => {
    expect(instagramDirectLink(storeConfig.contact.instagramHandle)).toBe('https://ig.me/m/momobel.lb');
    expect(instagramProfileLink(storeConfig.contact.instagramHandle)).toBe('https://www.instagram.com/momobel.lb/');
    expect(instagramDirectLink(' @shop_x ')).toBe('https://ig.me/m/shop_x');
    expect(chatTarget('instagram', 'hello', storeConfig)).toEqual({
      url: 'https://ig.me/m/momobel.lb',
      fallbackUrl: 'https://www.instagram.com/momobel.lb/',
      clipboardText: 'hello',
    });
    expect(chatTarget('whatsapp', 'hello', storeConfig)).toEqual({
      url: 'https://wa.me/96171234567?text=hello',
      fallbackUrl: null,
      clipboardText: null,
    });
  });

  it('helpers: address', () => {
    expect(formatAddress({}, 'en')).toBeNull();
    expect(formatAddress({ street: 'Main', floor: '2', city: 'Baabda' }, 'en')).toBe('Main, Floor 2, Baabda');
  });
});

describe('buildPlacedOrderMessage', () => {
  const order = {
    orderNumber: '5678abcd',
    customerName: 'Rana Haddad',
    lines: [
      { itemName: 'Glass Storage Jars', variantLabel: '1 L', quantity: 2, total: 1700 },
      { itemName: 'Bamboo Utensil Set', variantLabel: null, quantity: 1, total: 1190 },
    ],
    total: 3190,
    lbpPerUsd: null,
    orderPath: `/order/6f1c2a9e-0000-4000-8000-12345678abcd?key=${'k'.repeat(32)}`,
  };

  it('names the order number, each line, the total, the payment and the order page on the public site', () => {
    expect(buildPlacedOrderMessage(order, 'whatsapp', storeConfig)).toBe(
      [
        'Hello MOMobel! I just placed this order:',
        '',
        '*Order #5678abcd*',
        'Name: Rana Haddad',
        'Glass Storage Jars (1 L) - Qty 2 - $17.00',
        'Bamboo Utensil Set - Qty 1 - $11.90',
        '',
        '*Total: $31.90*',
        'Payment: Cash on delivery',
        'Or pay ahead by transfer, quoting order #5678abcd:',
        'Whish Money: +961 71 234 567 (MOMobel)',
        'OMT: to MOMobel, +961 71 234 567',
        '',
        `Order page: https://momobel.shop/order/6f1c2a9e-0000-4000-8000-12345678abcd?key=${'k'.repeat(32)}`,
      ].join('\n'),
    );
  });

  it('says cash on delivery only when the shop offers no transfers', () => {
    const message = buildPlacedOrderMessage(order, 'whatsapp', { ...storeConfig, payment: { transfers: [] } });
    expect(message).toContain('\n*Total: $31.90*\nPayment: Cash on delivery\n\nOrder page: ');
  });

  it('puts pounds beside the total at the rate the order was placed at', () => {
    expect(buildPlacedOrderMessage({ ...order, lbpPerUsd: 89_500 }, 'whatsapp', storeConfig)).toContain('\n*Total: $31.90* ≈ LBP 2,855,000\n');
  });

  it('has no asterisks on Instagram and leaves out an unknown name', () => {
    const message = buildPlacedOrderMessage({ ...order, customerName: null }, 'instagram', storeConfig);
    expect(message).not.toContain('*');
    expect(message).not.toContain('Name:');
    expect(message).toContain('Order #5678abcd\nGlass Storage Jars (1 L)');
  });
});

describe('orderPagePath', () => {
  it("opens the order's page in the order's language, as place_order's order_path does", () => {
    expect(orderPagePath('id-1', 'key_-1', 'en')).toBe('/order/id-1?key=key_-1');
    expect(orderPagePath('id-1', 'key_-1', 'en')).toBe('/order/id-1?key=key_-1');
    expect(orderPagePath('id-1', 'key_-1', 'ar')).toBe('/ar/order/id-1?key=key_-1');
  });
});

describe('buildOrderQuestionMessage', () => {
  it('names the order number and its private page', () => {
    const order = { orderNumber: '5678abcd', orderPath: `/order/6f1c2a9e-0000-4000-8000-12345678abcd?key=${'k'.repeat(32)}` };
    expect(buildOrderQuestionMessage(order, 'whatsapp', { ...storeConfig, siteUrl: 'https://shop.example' })).toBe(
      [
        'Hello MOMobel! I have a question about my order:',
        '',
        '*Order #5678abcd*',
        `Order page: https://shop.example/order/6f1c2a9e-0000-4000-8000-12345678abcd?key=${'k'.repeat(32)}`,
      ].join('\n'),
    );
    expect(buildOrderQuestionMessage(order, 'instagram', storeConfig)).not.toContain('*');
  });
});

describe('message length', () => {
  // The seed's longest names, each with one of its variants, ids as the database writes them (UUIDs).
  const names = [
    'Stackable Pantry Organizers',
    'Enamel Cast Iron Casserole',
    'Silicone Food Storage Bags',
    'Airtight Cereal Dispenser',
    'Stainless Steel Saucepan',
    'Stovetop Espresso Maker',
    'Bamboo Drawer Organizer',
    'Nesting Mixing Bowls',
    'Acacia Cutting Board',
    'Glass Storage Jars',
  ];
  const labels = ['Large', 'Terracotta', 'Medium', 'Sage Green', '1.5 L', 'Charcoal', 'White', 'Small', 'Cream', '1 L'];
  const uuid = (kind: number, index: number) => `${kind}0000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  const tenLines: CartLine[] = names.map((name, index) => {
    const variant = makeVariant({ id: uuid(4, index), size: labels[index]!, price: 1299 });
    return { product: makeProduct({ id: uuid(3, index), name, variants: [variant] }), variant, quantity: 2 };
  });
  const measured = (message: string) => {
    expect(message.length).toBeLessThan(CHAT_MESSAGE_LIMIT);
    return message;
  };

  it('a quick chat from the cart for a 10-line cart stays under 1,000 characters, every line whole', () => {
    for (const channel of ['whatsapp', 'instagram'] as const) {
      const message = measured(buildOrderMessage(order({ lines: tenLines }), channel, storeConfig));
      names.forEach((name, index) => expect(message).toContain(`\n${name} (${labels[index]}) - Qty 2 - $25.98\n`));
      expect(message.split('\n').at(-1)).toBe(`Open this cart: ${cartLinkUrl(tenLines, 'https://momobel.shop', 'en')}`);
    }
  });

  it('with the shopper\'s details too (the chat offered when the shop throttles orders) it stays under 1,000 characters', () => {
    for (const channel of ['whatsapp', 'instagram'] as const) {
      const message = measured(buildOrderMessage(order({ lines: tenLines, customer }), channel, storeConfig));
      expect(message).toContain('Address: Hamra Street, Building Blue Tower, Floor 3, Beirut');
      for (const label of labels) expect(message).toMatch(new RegExp(`\\(${label}\\) - Qty 2 - \\$25\\.98\\n`));
      expect(message.split('\n').at(-1)).toBe(`Open this cart: ${cartLinkUrl(tenLines, 'https://momobel.shop', 'en')}`);
    }
  });

  it('a chat checkout message for a 10-line order stays under 1,000 characters', () => {
    const lines = tenLines.map((line, index) => ({ itemName: line.product.name, variantLabel: labels[index]!, quantity: 2, total: 2598 }));
    const orderPath = `/order/${uuid(6, 1)}?key=${'k'.repeat(32)}`;
    for (const channel of ['whatsapp', 'instagram'] as const) {
      const message = measured(
        buildPlacedOrderMessage({ orderNumber: '00000001', customerName: customer.name, lines, total: 25980, lbpPerUsd: 89_500, orderPath }, channel, storeConfig),
      );
      for (const name of names) expect(message).toContain(`${name} (`);
      expect(message.endsWith(`https://momobel.shop${orderPath}`)).toBe(true);
    }
  });

  it('a product question stays under 1,000 characters, however long the description', () => {
    const product = makeProduct({ name: names[0], description: 'A very long description. '.repeat(100), variants: [tenLines[0]!.variant!] });
    measured(buildInquiryMessage({ product, variant: tenLines[0]!.variant }, 'whatsapp', storeConfig));
  });

  it('cuts product names, never variants or the link, when whole names would not fit', () => {
    const long = tenLines.map((line) => ({ ...line, product: { ...line.product, name: `${line.product.name} ${'with a very long name '.repeat(4)}` } }));
    const message = measured(buildOrderMessage(order({ lines: long }), 'whatsapp', storeConfig));
    expect(message).toMatch(/^Stackable Pantry[^\n]*… \(Large\) - Qty 2 - \$25\.98$/m);
    expect(message.split('\n').at(-1)).toBe(`Open this cart: ${cartLinkUrl(long, 'https://momobel.shop', 'en')}`);
  });
});

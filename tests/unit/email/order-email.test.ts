import { describe, expect, it } from 'vitest';
import { amountToCents, escapeHtml, formatMoney } from '../../../supabase/functions/_shared/format.ts';
import { lbpBeside } from '../../../src/domain/delivery.ts';
import { LBP_EXAMPLES } from '../../support/delivery-examples.ts';
import { MONEY_EXAMPLES } from '../../support/money-examples.ts';
import { orderSubject, renderOrderEmail, type EmailOrder, type EmailOrderItem } from '../../../supabase/functions/_shared/order-email.ts';

const order: EmailOrder = {
  id: '2aef218d-cfe5-4088-a8f3-37604f0b23ce',
  order_number: '4f0b23ce',
  created_at: '2026-11-22T10:05:00.000Z',
  channel: 'web',
  customer_name: 'Rania Haddad',
  customer_phone: '+961 71 234 567',
  customer_city: 'Beirut',
  customer_street: 'Hamra Street 12',
  customer_building: null,
  customer_floor: null,
  customer_notes: null,
  subtotal: 32.25,
  delivery_fee: 3,
  discount_code: null,
  discount_amount: 0,
  total_price: 35.25,
};

const items: EmailOrderItem[] = [
  { item_name: 'Glass Storage Jars', variant_label: null, quantity: 2, unit_price: 12.5, total_price: 25, is_preorder: false },
  { item_name: 'Ceramic Bud Vase', variant_label: 'Teal', quantity: 1, unit_price: '7.25', total_price: '7.25', is_preorder: true },
];

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('turns null and undefined into nothing and numbers into text', () => {
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(3)).toBe('3');
  });
});

describe('money', () => {
  it.each(MONEY_EXAMPLES.flatMap(({ cents, shown }) => [[cents / 100, shown], [(cents / 100).toFixed(2), shown]] as const))(
    '%j → %s (as the storefront writes it)',
    (amount, text) => {
      expect(formatMoney(amount)).toBe(text);
    },
  );

  it.each([
    [35.25, '$35.25'],
    ['35.2', '$35.20'],
    [0, '$0.00'],
    [0.29, '$0.29'],
    ['12.345', '$12.35'],
    [1234.5, '$1234.50'],
    ['-3', '-$3.00'],
    ['abc', '$0.00'],
    [Number.NaN, '$0.00'],
  ])('%j → %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('converts to cents on the decimal text', () => {
    expect(amountToCents(0.1 + 0.2)).toBe(30);
    expect(amountToCents('19.999')).toBe(2000);
    expect(amountToCents(null)).toBe(0);
  });
});

describe('subject', () => {
  it('is "New Order #<the order\'s number, as the database generated it> - $<total with 2 decimals>"', () => {
    expect(orderSubject(order)).toBe('New Order #4f0b23ce - $35.25');
    expect(orderSubject({ order_number: 'a1b2c3d4', total_price: '40' })).toBe('New Order #a1b2c3d4 - $40.00');
  });
});

describe('renderOrderEmail', () => {
  it('shows the order number, customer, lines and totals', () => {
    const email = renderOrderEmail(order, items);
    expect(email.subject).toBe('New Order #4f0b23ce - $35.25');
    const doc = parse(email.html);
    const body = doc.body.textContent ?? '';
    expect(doc.querySelector('h1')?.textContent).toBe('New order #4f0b23ce');
    for (const text of ['Rania Haddad', '+961 71 234 567', 'Hamra Street 12', 'Beirut', 'Glass Storage Jars', 'Ceramic Bud Vase', 'Teal']) {
      expect(body).toContain(text);
    }
    const rows = [...doc.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim()));
    expect(rows).toEqual([
      ['Glass Storage Jars', '2', '$12.50', '$25.00'],
      ['Ceramic Bud VaseTealPreorder', '1', '$7.25', '$7.25'],
    ]);
    const totals = [...doc.querySelectorAll('tfoot tr')].map((row) => row.textContent?.trim());
    expect(totals).toEqual(['Subtotal$32.25', 'Delivery$3.00', 'Total$35.25']);
    expect(body).toContain('1 of 2 lines are preorders: Ceramic Bud Vase (Teal). Nothing was taken from stock for them.');
    expect(doc.querySelector('a[href^="https://wa.me/"]')?.getAttribute('href')).toBe('https://wa.me/96171234567');
    expect(doc.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+96171234567');
    expect(body).toContain('22 Nov 2026, 12:05'); // Beirut time
    expect(body).not.toContain('Notes');
    expect(body).not.toContain('Discount');
  });

  it('shows FREE delivery, the discount with its code, building, floor and notes', () => {
    const email = renderOrderEmail(
      {
        ...order,
        subtotal: '60.00',
        delivery_fee: '0.00',
        discount_code: 'WELCOME10',
        discount_amount: '6.00',
        total_price: '54.00',
        customer_building: 'Azar Bldg',
        customer_floor: '3',
        customer_notes: 'Call first\nThe bell is broken',
      },
      items,
    );
    const doc = parse(email.html);
    const totals = [...doc.querySelectorAll('tfoot tr')].map((row) => row.textContent?.trim());
    expect(totals).toEqual(['Subtotal$60.00', 'DeliveryFREE', 'Discount (WELCOME10)-$6.00', 'Total$54.00']);
    expect(email.html).toContain('Call first<br>The bell is broken');
    expect(doc.body.textContent).toContain('Building: Azar Bldg');
    expect(doc.body.textContent).toContain('Floor: 3');
    expect(email.text).toContain('Delivery: FREE');
    expect(email.text).toContain('Discount (WELCOME10): -$6.00');
    expect(email.text).toContain('Notes\nCall first\nThe bell is broken');
    expect(email.subject).toBe('New Order #4f0b23ce - $54.00');
  });

  it('escapes every shopper-entered value, so nothing they type becomes markup', () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>"\'&';
    const email = renderOrderEmail(
      {
        ...order,
        customer_name: hostile,
        customer_phone: `+961 ${hostile}`,
        customer_city: hostile,
        customer_street: hostile,
        customer_building: hostile,
        customer_floor: hostile,
        customer_notes: hostile,
        discount_code: hostile,
        discount_amount: 1,
        channel: hostile,
      },
      [{ ...items[0]!, item_name: hostile, variant_label: hostile }],
    );
    const doc = parse(email.html);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect([...doc.querySelectorAll('*')].some((el) => [...el.attributes].some((a) => a.name.startsWith('on')))).toBe(false);
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    // The text part is plain text: the value as typed.
    expect(email.text).toContain(hostile);
    // The phone link keeps digits and + only.
    expect(doc.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+9611');
  });

  it('writes a plain-text part with the same content', () => {
    const { text } = renderOrderEmail(order, items);
    expect(text).toBe(
      [
        'New order #4f0b23ce',
        `22 Nov 2026, 12:05 · web · ${order.id}`,
        "Shopper's language: English",
        '',
        '1 of 2 lines are preorders: Ceramic Bud Vase (Teal). Nothing was taken from stock for them.',
        '',
        'Customer',
        'Rania Haddad',
        '+961 71 234 567',
        'Hamra Street 12',
        'Beirut',
        '',
        'Items',
        '- Glass Storage Jars - Qty 2 × $12.50 = $25.00',
        '- Ceramic Bud Vase (Teal) [PREORDER] - Qty 1 × $7.25 = $7.25',
        '',
        'Subtotal: $32.25',
        'Delivery: $3.00',
        'Total: $35.25',
        'Payment: Cash on delivery (a transfer paid ahead quotes #4f0b23ce)',
        'Confirmation: not confirmed yet',
        '',
        'Sent by the MOMobel web shop.',
        '',
      ].join('\n'),
    );
  });

  it('says so when every line is a preorder, naming them, with the names escaped', () => {
    const { html, text } = renderOrderEmail(order, [items[1]!, { ...items[1]!, item_name: 'Jar <b>', variant_label: null }]);
    expect(parse(html).body.textContent).toContain('Every line of this order is a preorder: Ceramic Bud Vase (Teal), Jar <b>. Nothing was taken from stock for them.');
    expect(html).not.toContain('Jar <b>');
    expect(text).toContain('Every line of this order is a preorder: Ceramic Bud Vase (Teal), Jar <b>.');
  });

  it('names the delivery area, shows the total in pounds at the rate the order was placed at, and says how it is paid', () => {
    const email = renderOrderEmail({ ...order, delivery_area: 'Tripoli', delivery_fee: 6, total_price: 38.25, lbp_per_usd: 89_500 }, items);
    const doc = parse(email.html);
    const totals = [...doc.querySelectorAll('tfoot tr')].map((row) => row.textContent?.trim());
    // 38.25 × 89,500 = 3,423,375 → the nearest 1,000.
    expect(totals).toEqual(['Subtotal$32.25', 'Delivery to Tripoli$6.00', 'Total$38.25', '≈ LBP 3,423,000']);
    expect(doc.body.textContent).toContain('Payment: Cash on delivery (a transfer paid ahead quotes #4f0b23ce)');
    expect(email.text).toContain('Delivery to Tripoli: $6.00\nTotal: $38.25 ≈ LBP 3,423,000\nPayment: Cash on delivery');
  });

  it("says whether the shopper confirmed the cash-on-delivery order from WhatsApp", () => {
    const waiting = renderOrderEmail(order, items);
    expect(parse(waiting.html).body.textContent).toContain('Confirmation: not confirmed yet');
    const confirmed = renderOrderEmail({ ...order, shopper_confirmed_at: '2026-12-01T10:00:00Z' }, items);
    expect(parse(confirmed.html).body.textContent).toContain('Confirmation: confirmed by the shopper');
    expect(confirmed.text).toContain('\nConfirmation: confirmed by the shopper\n');
  });
});

describe("an Arabic shopper's order (DESIGN §13): in the owner's language, naming the shopper's", () => {
  const F = '\u2068'; // FIRST STRONG ISOLATE
  const P = '\u2069'; // POP DIRECTIONAL ISOLATE
  const arabicOrder: EmailOrder = { ...order, locale: 'ar' };
  const arabicItems: EmailOrderItem[] = [
    { ...items[0]!, item_name_ar: 'مرطبانات تخزين زجاجية' },
    { ...items[1]!, item_name_ar: 'مزهرية سيراميك', variant_label_ar: 'فيروزي' },
    // No Arabic in the catalogue: the Arabic page showed the English name, and so does the e-mail.
    { item_name: 'Bamboo Tray', variant_label: 'Large', item_name_ar: null, variant_label_ar: null, quantity: 1, unit_price: 0, total_price: 0, is_preorder: false },
  ];

  it('says the shopper wrote in Arabic, and names each line in Arabic with the English beside it, byte for byte', () => {
    const { text, subject } = renderOrderEmail(arabicOrder, arabicItems);
    expect(subject).toBe('New Order #4f0b23ce - $35.25');
    expect(text.split('\n').slice(0, 5)).toEqual([
      'New order #4f0b23ce',
      `22 Nov 2026, 12:05 · web · ${order.id}`,
      "Shopper's language: Arabic — reply in Arabic",
      '',
      `1 of 3 lines are preorders: ${F}مزهرية سيراميك${P} / Ceramic Bud Vase (${F}فيروزي${P} / Teal). Nothing was taken from stock for them.`,
    ]);
    expect(text).toContain(
      [
        'Items',
        `- ${F}مرطبانات تخزين زجاجية${P} / Glass Storage Jars - Qty 2 × $12.50 = $25.00`,
        `- ${F}مزهرية سيراميك${P} / Ceramic Bud Vase (${F}فيروزي${P} / Teal) [PREORDER] - Qty 1 × $7.25 = $7.25`,
        '- Bamboo Tray (Large) - Qty 1 × $0.00 = $0.00',
        '',
      ].join('\n'),
    );
  });

  it('marks the Arabic names in the HTML as Arabic, isolated, with the English beside them', () => {
    const doc = parse(renderOrderEmail(arabicOrder, arabicItems).html);
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.body.textContent).toContain("Shopper's language: Arabic — reply in Arabic");
    const arabicNames = [...doc.querySelectorAll('tbody bdi')].map((bdi) => [bdi.getAttribute('lang'), bdi.getAttribute('dir'), bdi.textContent]);
    expect(arabicNames).toEqual([
      ['ar', 'rtl', 'مرطبانات تخزين زجاجية'],
      ['ar', 'rtl', 'مزهرية سيراميك'],
      ['ar', 'rtl', 'فيروزي'],
    ]);
    const rows = [...doc.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent?.trim());
    expect(rows).toEqual(['مرطبانات تخزين زجاجية / Glass Storage Jars', 'مزهرية سيراميك / Ceramic Bud Vaseفيروزي / TealPreorder', 'Bamboo TrayLarge']);
  });

  it('escapes Arabic names like every other value', () => {
    const { html } = renderOrderEmail(arabicOrder, [{ ...items[0]!, item_name_ar: 'جرة <b>"x"</b>' }]);
    expect(html).toContain('<bdi lang="ar" dir="rtl">جرة &lt;b&gt;&quot;x&quot;&lt;/b&gt;</bdi>');
  });

  it("an English shopper's order shows the English names alone, even when Arabic ones are stored", () => {
    const { text } = renderOrderEmail(order, arabicItems);
    expect(text).toContain("Shopper's language: English\n");
    expect(text).toContain('- Glass Storage Jars - Qty 2');
    expect(text).not.toMatch(/\p{Script=Arabic}/u);
  });
});

describe('pounds, on the table of cases the storefront and the database are tested on too', () => {
  it.each(LBP_EXAMPLES)('$usd dollars at $lbpPerUsd → $shown', ({ usd, lbpPerUsd, shown }) => {
    // An amount as PostgREST returns it (a number or a decimal string), written by the storefront's rule.
    expect(lbpBeside(amountToCents(usd), lbpPerUsd, 'en')).toBe(shown);
    expect(lbpBeside(amountToCents(String(usd)), lbpPerUsd, 'en')).toBe(shown);
  });

  it('shows none without a rate', () => {
    expect(lbpBeside(amountToCents(20), null, 'en')).toBeNull();
    expect(renderOrderEmail({ ...order, lbp_per_usd: undefined }, items).text).not.toContain('LBP');
  });
});

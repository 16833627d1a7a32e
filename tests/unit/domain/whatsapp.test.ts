import { describe, expect, it } from 'vitest';
import type { ShopTerms } from '../../../src/domain/delivery.ts';
import { characterCount } from '../../../src/domain/text.ts';
import { whatsappMessageProblems, type OutgoingWhatsApp } from '../../../src/domain/whatsappLimits.ts';
import {
  isCancelWord,
  languageWord,
  orderNote,
  replyLanguage,
  sellableCart,
  typedArea,
  usableProfileName,
  whatsappTotals,
  type WhatsAppCart,
  type WhatsAppLine,
} from '../../../src/domain/whatsappOrder.ts';
import { areaQuestionReply, placedReply, readChoice, summaryReply } from '../../../src/domain/whatsappReplies.ts';
import { DEMO_TERMS } from './fixtures';

const list = (rows: number, sections = 1, overrides: Partial<{ button: string; title: string; description: string }> = {}): OutgoingWhatsApp => ({
  type: 'interactive',
  interactive: {
    type: 'list',
    body: { text: 'Choose' },
    action: {
      button: overrides.button ?? 'Choose area',
      sections: Array.from({ length: sections }, (_, section) => ({
        title: `Zone ${section}`,
        rows: Array.from({ length: rows }, (_, row) => ({ id: `r${section}-${row}`, title: overrides.title ?? `Row ${row}`, description: overrides.description })),
      })),
    },
  },
});

const buttons = (titles: string[], body = 'Confirm?'): OutgoingWhatsApp => ({
  type: 'interactive',
  interactive: { type: 'button', body: { text: body }, action: { buttons: titles.map((title, index) => ({ type: 'reply', reply: { id: `b${index}`, title } })) } },
});

describe('whatsappMessageProblems (Meta’s limits)', () => {
  it('passes bodies within the limits, counting characters, not UTF-16 units', () => {
    expect(whatsappMessageProblems({ type: 'text', text: { body: '🍳'.repeat(4096) } })).toEqual([]);
    expect(whatsappMessageProblems(list(10))).toEqual([]);
    expect(whatsappMessageProblems(list(1, 10))).toEqual([]);
    expect(whatsappMessageProblems(buttons(['Confirm', 'Cancel', '🍳'.repeat(20)]))).toEqual([]);
  });

  it('names every limit a body breaks', () => {
    expect(whatsappMessageProblems({ type: 'text', text: { body: 'x'.repeat(4097) } })).toEqual(['text body is longer than 4096 characters (4097)']);
    expect(whatsappMessageProblems({ type: 'text', text: { body: '  ' } })).toEqual(['text body is empty']);
    expect(whatsappMessageProblems({ type: 'text', text: { body: 'half \uD83C' } })).toEqual(['text body holds half of a character (a lone surrogate)']);
    expect(whatsappMessageProblems(list(11))).toEqual(['a list has at most 10 rows in all (11)']);
    expect(whatsappMessageProblems(list(1, 11))).toContain('a list has at most 10 sections (11)');
    expect(whatsappMessageProblems(list(1, 1, { button: 'x'.repeat(21) }))).toEqual(['list button is longer than 20 characters (21)']);
    expect(whatsappMessageProblems(list(1, 1, { title: 'x'.repeat(25) }))).toEqual(['row 1 title is longer than 24 characters (25)']);
    expect(whatsappMessageProblems(list(1, 1, { description: 'x'.repeat(73) }))).toEqual(['row 1 description is longer than 72 characters (73)']);
    expect(whatsappMessageProblems(list(1, 1, { title: '' }))).toEqual(['row 1 title is empty']);
    expect(whatsappMessageProblems(buttons(['a', 'b', 'c', 'd']))).toEqual(['at most 3 reply buttons (4)']);
    expect(whatsappMessageProblems(buttons(['x'.repeat(21)]))).toEqual(['button 1 title is longer than 20 characters (21)']);
    expect(whatsappMessageProblems(buttons(['ok'], 'x'.repeat(1025)))).toEqual(['body is longer than 1024 characters (1025)']);
    const twice = buttons(['a', 'b']);
    if (twice.type === 'interactive' && twice.interactive.type === 'button') twice.interactive.action.buttons[1]!.reply.id = 'b0';
    expect(whatsappMessageProblems(twice)).toEqual(['button id "b0" is used twice']);
    expect(whatsappMessageProblems({ type: 'image' })).toEqual(['unsupported message type "image"']);
    expect(whatsappMessageProblems(null)).toEqual(['the body is not an object']);
  });
});

describe('the WhatsApp cart', () => {
  const line = { retailerId: 'v1', itemId: 'i1', variantId: 'v1', name: 'Mug', nameAr: null, variantLabel: null, variantLabelAr: null, unitPrice: 1250 };

  it('clips quantities with the web cart’s rule and names a line with no stock as sold out', () => {
    const cart = sellableCart({
      lines: [
        { ...line, available: null, requested: 0 },
        { ...line, retailerId: 'v2', itemId: 'i2', variantId: null, available: 3, requested: 1_000_000 },
        { ...line, retailerId: 'v3', itemId: 'i3', variantId: null, available: null, requested: -5 },
        { ...line, retailerId: 'v4', itemId: 'i4', variantId: null, available: null, requested: 2.7 },
        { ...line, retailerId: 'v5', itemId: 'i5', variantId: null, available: 0, requested: 1 },
      ],
      unavailable: [],
    });
    expect(cart.lines.map((kept) => [kept.itemId, kept.quantity, kept.limitedFrom])).toEqual([
      ['i1', 1, null],
      ['i2', 3, 1_000_000],
      ['i3', 1, null],
      ['i4', 2, null],
    ]);
    expect(cart.unavailable).toEqual([{ retailerId: 'v5', name: 'Mug', nameAr: null, reason: 'sold_out' }]);
  });

  it('totals with the zone’s fee, free from its threshold', () => {
    const lines = [{ ...line, quantity: 4, limitedFrom: null }] as WhatsAppLine[];
    const beirut = DEMO_TERMS.areas[0]!;
    expect(whatsappTotals(lines, DEMO_TERMS, beirut)).toEqual({ subtotal: 5000, deliveryFee: 0, total: 5000 });
    expect(whatsappTotals(lines.map((kept) => ({ ...kept, quantity: 3 })), DEMO_TERMS, beirut)).toEqual({ subtotal: 3750, deliveryFee: 300, total: 4050 });
  });

  it('finds a typed area by either language’s name', () => {
    expect(typedArea(DEMO_TERMS, ' achrafieh ')).toMatchObject({ kind: 'found', area: { id: 'area-achrafieh' } });
    expect(typedArea(DEMO_TERMS, 'الأشرفية')).toMatchObject({ kind: 'found', area: { id: 'area-achrafieh' } });
    expect(typedArea(DEMO_TERMS, 'jbeil')).toMatchObject({ kind: 'found', area: { id: 'area-jbeil' } });
    expect(typedArea(DEMO_TERMS, 'bei')).toMatchObject({ kind: 'several' });
    expect(typedArea(DEMO_TERMS, 'Paris')).toEqual({ kind: 'none' });
  });

  it('reads the steering words in either language', () => {
    expect(['cancel', 'CANCEL', ' Cancel. ', 'إلغاء', 'الغاء'].every(isCancelWord)).toBe(true);
    expect(isCancelWord('cancel my order please')).toBe(false);
    expect(languageWord('English')).toBe('en');
    expect(languageWord('عربي')).toBe('ar');
    expect(replyLanguage('en', 'مرحبا')).toBe('ar');
    expect(replyLanguage('ar', 'ok thanks')).toBe('ar');
    expect(replyLanguage('ar', 'english')).toBe('en');
    expect(replyLanguage('en', null)).toBe('en');
  });

  it('keeps a note within the checkout’s limits and a profile name only when the checkout would', () => {
    expect(orderNote('  ring twice\r\nplease\u202E  ')).toBe('ring twice\nplease');
    expect(orderNote('   ')).toBeNull();
    expect(orderNote(' عربي ')).toBeNull();
    expect(characterCount(orderNote('🍳 '.repeat(3000))!)).toBeLessThanOrEqual(1000);
    expect(usableProfileName(' Rana ')).toBe('Rana');
    expect(usableProfileName('\u202Eanaр')).toBeNull();
    expect(usableProfileName(null)).toBeNull();
  });
});

describe('the replies', () => {
  const cart = (count: number, name: string): WhatsAppCart => ({
    lines: Array.from({ length: count }, (_, index) => ({
      itemId: `i${index}`,
      variantId: null,
      name: `${name} ${index}`,
      nameAr: null,
      variantLabel: null,
      variantLabelAr: null,
      unitPrice: 999,
      quantity: 999,
      limitedFrom: null,
    })),
    unavailable: [],
  });

  it('cut names by characters, never inside an emoji, and keep the totals exact', () => {
    for (const locale of ['en', 'ar'] as const) {
      const big = cart(80, '🍳'.repeat(100));
      const totals = whatsappTotals(big.lines, DEMO_TERMS, DEMO_TERMS.areas[0]!);
      const reply = summaryReply({
        orderId: 'id',
        cart: big,
        totals,
        terms: DEMO_TERMS,
        area: DEMO_TERMS.areas[0]!,
        typedPlace: null,
        name: 'R',
        street: 's',
        building: null,
        note: '"'.repeat(5000),
        locale,
        notice: { kind: 'pricesChanged' },
      });
      expect(whatsappMessageProblems(reply)).toEqual([]);
      const body = reply.type === 'interactive' ? reply.interactive.body.text : '';
      expect(totals.total).toBe(80 * 999 * 999);
      expect(body).toContain('$798400.80');
      expect(body).toMatch(/…and \d+ more lines|صنف كمان/);
    }
  });

  it('list every area of a small shop, grouped by zone, and name areas as the shopper’s language does', () => {
    const reply = areaQuestionReply({ terms: DEMO_TERMS, locale: 'ar', cart: null });
    expect(whatsappMessageProblems(reply)).toEqual([]);
    if (reply.type !== 'interactive' || reply.interactive.type !== 'list') throw new Error('a list');
    expect(reply.interactive.action.sections.map((section) => section.title)).toEqual(['بيروت', 'جبل لبنان', 'الشمال والجنوب والبقاع', 'المناطق البعيدة']);
  });

  it('ask for the area as text when the shop lists none', () => {
    const terms: ShopTerms = { ...DEMO_TERMS, areas: [] };
    const reply = areaQuestionReply({ terms, locale: 'en', cart: null });
    expect(reply).toEqual({ type: 'text', text: { body: "Where should we deliver? Type your area's name, in English or Arabic." } });
  });

  it('read back the ids they give', () => {
    expect(readChoice('area:abc')).toEqual({ kind: 'area', areaId: 'abc' });
    expect(readChoice('areas:2')).toEqual({ kind: 'areaPage', page: 2 });
    expect(readChoice('confirm:1-2')).toEqual({ kind: 'confirm', orderId: '1-2' });
    expect(readChoice('building:none')).toEqual({ kind: 'noBuilding' });
    expect(readChoice('whatever')).toEqual({ kind: 'unknown' });
  });

  it('give the order number and its page, isolated in Arabic', () => {
    const reply = placedReply({ orderNumber: '1A2B3C4D', orderPath: '/ar/order/x?key=y', siteUrl: 'https://shop.example', locale: 'ar', moment: 'placed' });
    expect(reply.type === 'text' && reply.text.body).toContain('\u2068#1A2B3C4D\u2069');
    expect(reply.type === 'text' && reply.text.body).toContain('\u2068https://shop.example/ar/order/x?key=y\u2069');
  });
});

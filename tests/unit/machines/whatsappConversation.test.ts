import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  CONVERSATION_IDLE_MS,
  runConversationTurn,
  whatsappConversationMachine,
  type ConversationServices,
  type InboundTurn,
  type OutgoingWhatsApp,
  type PersistedConversation,
  type PricedWhatsAppCart,
  type PricedWhatsAppLine,
  type WhatsAppOrderRequest,
  type WhatsAppOrderResult,
} from '../../../machines/whatsappConversation.ts';
import type { DeliveryArea, ShopTerms } from '../../../src/domain/delivery.ts';
import { whatsappMessageProblems } from '../../../src/domain/whatsappLimits.ts';
import { DEMO_TERMS } from '../domain/fixtures';

// ── A shop behind fake services, written as plain functions ──

/** A product as the fake database prices it; `listed: false` is hidden from the shop. */
type ShopProduct = Omit<PricedWhatsAppLine, 'retailerId' | 'requested'> & { listed?: boolean };

const MUG_350: ShopProduct = {
  itemId: 'item-mug',
  variantId: 'variant-mug-350',
  name: 'Ceramic Mug',
  nameAr: 'كوب سيراميك',
  variantLabel: '350 ml',
  variantLabelAr: '350 مل',
  unitPrice: 1250,
  available: 20,
};
const KETTLE: ShopProduct = {
  itemId: 'item-kettle',
  variantId: null,
  name: 'Steel Kettle',
  nameAr: 'إبريق ستانلس',
  variantLabel: null,
  variantLabelAr: null,
  unitPrice: 2000,
  available: null,
};

/** The spec's cart: a variant ×2 and a product ×1, which Meta claimed at $0.01 each (never read). */
const SPEC_CART = [
  { retailerId: 'variant-mug-350', quantity: 2 },
  { retailerId: 'item-kettle', quantity: 1 },
];

function fakeShop(options: { terms?: ShopTerms; products?: Record<string, ShopProduct> } = {}) {
  const products: Record<string, ShopProduct> = options.products ?? { 'variant-mug-350': { ...MUG_350 }, 'item-kettle': { ...KETTLE } };
  let terms = options.terms ?? DEMO_TERMS;
  const orders = new Map<string, { request: WhatsAppOrderRequest; result: WhatsAppOrderResult }>();
  const attempts: WhatsAppOrderRequest[] = [];
  /** Refusals to answer first, in order, before pricing honestly. */
  const refusals: WhatsAppOrderResult[] = [];
  let nextId = 0;
  const byItem = (itemId: string, variantId: string | null) => Object.values(products).find((p) => p.itemId === itemId && p.variantId === variantId);

  const services: ConversationServices = {
    siteUrl: 'https://shop.example',
    newId: () => `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`,
    shopTerms: async () => terms,
    priceCart: async (items): Promise<PricedWhatsAppCart> => {
      const cart: PricedWhatsAppCart = { lines: [], unavailable: [] };
      for (const item of items) {
        const product = products[item.retailerId];
        if (!product) cart.unavailable.push({ retailerId: item.retailerId, name: null, nameAr: null, reason: 'unknown' });
        else if (product.listed === false) cart.unavailable.push({ retailerId: item.retailerId, name: product.name, nameAr: product.nameAr, reason: 'not_listed' });
        else {
          const { listed: _listed, ...priced } = product;
          cart.lines.push({ retailerId: item.retailerId, ...priced, requested: item.quantity });
        }
      }
      return cart;
    },
    placeOrder: async (request) => {
      attempts.push(request);
      const existing = orders.get(request.id);
      if (existing) return existing.result;
      const refusal = refusals.shift();
      if (refusal) return refusal;
      const subtotal = request.lines.reduce((sum, line) => sum + byItem(line.itemId, line.variantId)!.unitPrice * line.quantity, 0);
      const area = terms.areas.find((candidate) => candidate.name === request.customer.area);
      const zone = terms.zones.find((candidate) => candidate.id === area?.zoneId)!;
      const fee = zone.freeThreshold !== null && subtotal >= zone.freeThreshold ? 0 : zone.fee;
      if (subtotal + fee !== request.expectedTotal) return { ok: false, code: 'price_changed', details: { total_price: (subtotal + fee) / 100 } };
      const orderNumber = request.id.slice(-8).toUpperCase();
      const result: WhatsAppOrderResult = {
        ok: true,
        orderNumber,
        orderPath: `${request.locale === 'ar' ? '/ar' : ''}/order/${request.id}?key=k${orderNumber}`,
        total: subtotal + fee,
      };
      orders.set(request.id, { request, result });
      return result;
    },
  };
  return {
    services,
    products,
    orders: () => [...orders.values()].map((order) => order.request),
    attempts,
    refuseNext: (result: WhatsAppOrderResult) => refusals.push(result),
    setTerms: (next: ShopTerms) => (terms = next),
  };
}

const START = Date.UTC(2026, 10, 28, 9, 0, 0);

/** A shopper's side of the chat: each message is one turn, its conversation kept as JSON in between, as the function keeps it. */
function shopper(shop: ReturnType<typeof fakeShop>, profileName: string | null = 'Rana Haddad') {
  let stored: string | null = null;
  let clock = START;
  let sent = 0;
  const replies: OutgoingWhatsApp[] = [];
  async function turn(message: InboundTurn['message'], after = 60_000) {
    clock += after;
    const previous: PersistedConversation | null = stored === null ? null : JSON.parse(stored);
    const result = await runConversationTurn(previous, { messageId: `wamid.${++sent}`, from: '9613123456', profileName, at: clock, message }, shop.services);
    // A turn either answers or passes the message on to the owner, never both, never neither.
    expect(result.relay).toBe(result.reply === null);
    stored = result.conversation === null ? null : JSON.stringify(result.conversation);
    return result;
  }
  async function send(message: InboundTurn['message'], after = 60_000) {
    const { reply } = await turn(message, after);
    if (reply === null) throw new Error(`passed on to the owner, not answered: ${JSON.stringify(message)}`);
    expect(whatsappMessageProblems(reply)).toEqual([]);
    replies.push(reply);
    return reply;
  }
  return {
    replies,
    /** Whether the message went to the owner (no reply), the conversation left as it was. */
    relayed: async (message: InboundTurn['message'], after?: number) => (await turn(message, after)).relay,
    hasConversation: () => stored !== null,
    cart: (items: { retailerId: string; quantity: number }[] = SPEC_CART, text: string | null = null, after?: number) =>
      send({ kind: 'order', items, text }, after),
    text: (body: string, after?: number) => send({ kind: 'text', body }, after),
    tap: (choiceId: string, after?: number) => send({ kind: 'choice', choiceId }, after),
    send,
  };
}

function bodyOf(reply: OutgoingWhatsApp): string {
  return reply.type === 'text' ? reply.text.body : reply.interactive.body.text;
}

function rowsOf(reply: OutgoingWhatsApp) {
  if (reply.type !== 'interactive' || reply.interactive.type !== 'list') throw new Error(`not a list: ${JSON.stringify(reply)}`);
  return reply.interactive.action.sections.flatMap((section) => section.rows);
}

function buttonsOf(reply: OutgoingWhatsApp) {
  if (reply.type !== 'interactive' || reply.interactive.type !== 'button') throw new Error(`not buttons: ${JSON.stringify(reply)}`);
  return reply.interactive.action.buttons.map((button) => button.reply);
}

function confirmId(reply: OutgoingWhatsApp): string {
  const id = buttonsOf(reply).find((button) => button.id.startsWith('confirm:'))?.id;
  if (!id) throw new Error('no Confirm button');
  return id;
}

/** The conversation to its summary: the spec's cart, Beirut, a street, no building. */
async function toSummary(chat: ReturnType<typeof shopper>, cart = SPEC_CART) {
  await chat.cart(cart);
  await chat.tap('area:area-beirut');
  await chat.text('Hamra Street, near the bakery');
  return chat.tap('building:none');
}

const RLM = '\u200F';
const isolated = (text: string) => `\u2068${text}\u2069`;

describe('the WhatsApp conversation, as a shopper has it', () => {
  it('takes the spec’s cart to one order at the shop’s prices, in English', async () => {
    const shop = fakeShop();
    const chat = shopper(shop);

    const priced = await chat.cart();
    expect(bodyOf(priced)).toContain('2 × Ceramic Mug (350 ml): $25.00');
    expect(bodyOf(priced)).toContain('1 × Steel Kettle: $20.00');
    expect(bodyOf(priced)).toContain('Subtotal: $45.00');
    expect(bodyOf(priced)).toContain('Where should we deliver? Choose your area.');
    const rows = rowsOf(priced);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({ id: 'area:area-beirut', title: 'Beirut', description: 'Delivery $3, free from $50' });
    expect(rows.find((row) => row.id === 'area:area-bint-jbeil')?.description).toBe('Delivery $8');

    expect(bodyOf(await chat.tap('area:area-beirut'))).toBe('Beirut: Delivery $3, free from $50.\nNow type your street (and anything that helps us find it).');
    const building = await chat.text('  Hamra Street, near the bakery ');
    expect(buttonsOf(building)).toEqual([{ id: 'building:none', title: 'No building' }]);

    const summary = await chat.text('Bldg 7, 3rd floor');
    const summaryText = bodyOf(summary);
    expect(summaryText).toContain('Subtotal: $45.00\nDelivery to Beirut: $3.00\n*Total: $48.00*\n≈ LBP 4,296,000');
    expect(summaryText).toContain('For Rana Haddad, Hamra Street, near the bakery, Bldg 7, 3rd floor');
    expect(summaryText).toContain('Cash on delivery.');
    expect(buttonsOf(summary)).toEqual([
      { id: 'confirm:00000000-0000-4000-8000-000000000001', title: 'Confirm' },
      { id: 'cancel:00000000-0000-4000-8000-000000000001', title: 'Cancel' },
    ]);
    expect(shop.attempts).toEqual([]);

    const placed = await chat.tap(confirmId(summary));
    expect(bodyOf(placed)).toBe(
      "Thank you! Your order #00000001 is placed. We'll call you to confirm it.\nFollow it here: https://shop.example/order/00000000-0000-4000-8000-000000000001?key=k00000001",
    );
    expect(shop.orders()).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000001',
        customer: { name: 'Rana Haddad', phone: '+9613123456', area: 'Beirut', street: 'Hamra Street, near the bakery', building: 'Bldg 7, 3rd floor', notes: null },
        lines: [
          { itemId: 'item-mug', variantId: 'variant-mug-350', quantity: 2 },
          { itemId: 'item-kettle', variantId: null, quantity: 1 },
        ],
        locale: 'en',
        expectedTotal: 4800,
      },
    ]);
  });

  it('speaks Lebanese Arabic when the cart’s note is Arabic, with §13’s marks and isolates', async () => {
    const shop = fakeShop();
    const chat = shopper(shop);
    const priced = await chat.cart(SPEC_CART, 'بدي ياهن قبل الجمعة');
    expect(bodyOf(priced).startsWith(RLM)).toBe(true);
    expect(bodyOf(priced)).toContain(`${isolated('2')} × كوب سيراميك (${isolated('350')} مل): ${isolated('$25.00')}`);
    expect(bodyOf(priced)).toContain(`المجموع الفرعي: ${isolated('$45.00')}`);
    expect(rowsOf(priced)[1]).toEqual({ id: 'area:area-achrafieh', title: 'الأشرفية', description: `التوصيل ${isolated('$3')}، ببلاش من ${isolated('$50')}` });

    await chat.text('الأشرفية');
    await chat.text('شارع مار مخايل');
    const summary = await chat.tap('building:none');
    expect(bodyOf(summary)).toContain(`*المجموع: ${isolated('$48.00')}*`);
    expect(bodyOf(summary)).toContain(`≈ ${isolated('4,296,000')} ل.ل.`);
    expect(bodyOf(summary)).toContain(`ملاحظتك: بدي ياهن قبل الجمعة`);
    expect(buttonsOf(summary).map((button) => button.title)).toEqual(['تأكيد', 'إلغاء']);
    const placed = await chat.tap(confirmId(summary));
    expect(bodyOf(placed)).toBe(
      `${RLM}شكرًا! تسجّل طلبك ${isolated('#00000001')}. منتّصل فيك لنأكّده.\nتابعه من هون: ${isolated('https://shop.example/ar/order/00000000-0000-4000-8000-000000000001?key=k00000001')}`,
    );
    expect(shop.orders()[0]).toMatchObject({ locale: 'ar', customer: { area: 'Achrafieh', notes: 'بدي ياهن قبل الجمعة' }, expectedTotal: 4800 });
    // Every reply of the conversation starts right to left.
    expect(chat.replies.every((reply) => bodyOf(reply).startsWith(RLM))).toBe(true);
  });

  it('switches to Arabic on "عربي" and back on "English", asking the same step again', async () => {
    const chat = shopper(fakeShop());
    await chat.cart();
    const arabic = await chat.text('عربي');
    expect(bodyOf(arabic)).toBe(`${RLM}وين منوصّلك؟ نقّي منطقتك.`);
    expect(rowsOf(arabic)[0]?.title).toBe('بيروت');
    const english = await chat.text('English');
    expect(rowsOf(english)[0]?.title).toBe('Beirut');
  });

  it('ends at any step on "cancel", "إلغاء" or the Cancel button, with nothing ordered', async () => {
    const steps: ((chat: ReturnType<typeof shopper>) => Promise<unknown>)[] = [
      (chat) => chat.cart(),
      async (chat) => {
        await chat.cart();
        await chat.tap('area:area-jounieh');
      },
      async (chat) => {
        await chat.cart();
        await chat.tap('area:area-jounieh');
        await chat.text('Main road');
      },
      (chat) => toSummary(chat),
    ];
    for (const reach of steps) {
      for (const word of ['cancel', 'Cancel.', 'إلغاء', 'الغاء']) {
        const shop = fakeShop();
        const chat = shopper(shop);
        await reach(chat);
        const reply = await chat.text(word);
        expect(bodyOf(reply)).toMatch(/nothing was ordered or reserved|ما انطلب ولا انحجز شي/);
        expect(chat.hasConversation()).toBe(false);
        expect(shop.attempts).toEqual([]);
      }
    }
    const shop = fakeShop();
    const chat = shopper(shop);
    const summary = await toSummary(chat);
    const cancel = buttonsOf(summary).find((button) => button.id.startsWith('cancel:'))!;
    expect(bodyOf(await chat.tap(cancel.id))).toContain('Cancelled');
    expect(chat.hasConversation()).toBe(false);
    // After that, a Confirm of the cancelled summary orders nothing.
    expect(bodyOf(await chat.tap(confirmId(summary)))).toContain('That order is closed.');
    expect(shop.attempts).toEqual([]);
  });

  it('lets a new cart replace an unfinished one', async () => {
    const shop = fakeShop();
    const chat = shopper(shop);
    await chat.cart();
    await chat.tap('area:area-beirut');
    const replaced = await chat.cart([{ retailerId: 'item-kettle', quantity: 3 }]);
    expect(bodyOf(replaced)).toContain('3 × Steel Kettle: $60.00');
    expect(bodyOf(replaced)).not.toContain('Ceramic Mug');
    expect(rowsOf(replaced)).toHaveLength(6);
    await chat.tap('area:area-tripoli');
    await chat.text('Mina');
    const summary = await chat.tap('building:none');
    // $60 in the North zone: $6 delivery (free from $150).
    expect(bodyOf(summary)).toContain('Delivery to Tripoli: $6.00\n*Total: $66.00*');
    await chat.tap(confirmId(summary));
    expect(shop.orders()).toHaveLength(1);
    expect(shop.orders()[0]?.lines).toEqual([{ itemId: 'item-kettle', variantId: null, quantity: 3 }]);
  });

  it('expires after 24 h idle: the next message starts afresh, and an old Confirm orders nothing', async () => {
    const shop = fakeShop();
    const chat = shopper(shop);
    const summary = await toSummary(chat);
    const late = await chat.tap(confirmId(summary), CONVERSATION_IDLE_MS);
    expect(bodyOf(late)).toContain('That order is closed.');
    expect(bodyOf(late)).toContain('open our catalogue');
    expect(chat.hasConversation()).toBe(false);
    expect(shop.attempts).toEqual([]);

    // Just under 24 h keeps it.
    const kept = shopper(fakeShop());
    const keptSummary = await toSummary(kept);
    expect(bodyOf(await kept.tap(confirmId(keptSummary), CONVERSATION_IDLE_MS - 1))).toContain('is placed');
  });

  it('does not let a Confirm of an older summary confirm a new cart', async () => {
    const shop = fakeShop();
    const chat = shopper(shop);
    const first = await toSummary(chat);
    const second = await toSummary(chat, [{ retailerId: 'item-kettle', quantity: 1 }]);
    expect(confirmId(second)).not.toBe(confirmId(first));
    const stale = await chat.tap(confirmId(first));
    expect(bodyOf(stale)).toMatch(/^That summary is out of date\. Here is your order as it is now:\n\n\*Your order\*\n1 × Steel Kettle: \$20\.00/);
    expect(confirmId(stale)).toBe(confirmId(second));
    expect(shop.attempts).toEqual([]);
    await chat.tap(confirmId(second));
    expect(shop.orders().map((order) => order.lines)).toEqual([[{ itemId: 'item-kettle', variantId: null, quantity: 1 }]]);
  });

  it('answers a repeated Confirm with the same order', async () => {
    const shop = fakeShop();
    const chat = shopper(shop);
    const summary = await toSummary(chat);
    const placed = await chat.tap(confirmId(summary));
    const again = await chat.tap(confirmId(summary));
    expect(bodyOf(again)).toContain('Your order #00000001 is placed: https://shop.example/order/00000000-0000-4000-8000-000000000001?key=k00000001');
    expect(bodyOf(placed)).toContain('#00000001');
    expect(shop.orders()).toHaveLength(1);
    expect(bodyOf(await chat.text('cancel'))).toContain('To cancel it, open its page: https://shop.example/order/');
    expect(shop.orders()).toHaveLength(1);
  });

  it('shows a new summary at the new prices when place_order says the prices changed', async () => {
    const shop = fakeShop();
    const chat = shopper(shop);
    const summary = await toSummary(chat);
    shop.products['item-kettle']!.unitPrice = 2600;
    const repriced = await chat.tap(confirmId(summary));
    expect(bodyOf(repriced)).toMatch(/^Our prices changed since we showed you the total\. Here is your order at our prices now:/);
    // $51 from $50: delivery is free now.
    expect(bodyOf(repriced)).toContain('1 × Steel Kettle: $26.00');
    expect(bodyOf(repriced)).toContain('Delivery to Beirut: FREE\n*Total: $51.00*');
    expect(confirmId(repriced)).not.toBe(confirmId(summary));
    expect(shop.orders()).toEqual([]);
    await chat.tap(confirmId(repriced));
    expect(shop.orders()).toHaveLength(1);
    expect(shop.orders()[0]?.expectedTotal).toBe(5100);
  });

  it('names a product that ran short at Confirm and re-prices the cart', async () => {
    const shop = fakeShop();
    const chat = shopper(shop);
    const summary = await toSummary(chat);
    shop.products['variant-mug-350']!.available = 1;
    shop.refuseNext({ ok: false, code: 'out_of_stock', details: { item_id: 'item-mug', variant_id: 'variant-mug-350', item_name: 'Ceramic Mug', available: 1 } });
    const repriced = await chat.tap(confirmId(summary));
    expect(bodyOf(repriced)).toMatch(/^Ceramic Mug has just run short, so your cart is updated:/);
    expect(bodyOf(repriced)).toContain('1 × Ceramic Mug (350 ml): $12.50');
    expect(bodyOf(repriced)).toContain('Ceramic Mug: 1 is as many as we can sell.');
    await chat.tap(confirmId(repriced));
    expect(shop.orders()[0]?.lines[0]).toEqual({ itemId: 'item-mug', variantId: 'variant-mug-350', quantity: 1 });
  });

  it('says so when the shop is too busy, keeps the conversation, and places the order on the next Confirm', async () => {
    const shop = fakeShop();
    const chat = shopper(shop);
    const summary = await toSummary(chat);
    shop.refuseNext({ ok: false, code: 'rate_limited', details: {} });
    const busy = await chat.tap(confirmId(summary));
    expect(bodyOf(busy)).toMatch(/^We are getting many orders at once\. Please wait a minute, then tap Confirm again\./);
    expect(confirmId(busy)).toBe(confirmId(summary));
    expect(chat.hasConversation()).toBe(true);
    expect(bodyOf(await chat.tap(confirmId(busy)))).toContain('is placed');
    expect(shop.orders()).toHaveLength(1);
  });

  it('keeps the same order id after a failed call, so trying again cannot order twice', async () => {
    const shop = fakeShop();
    let fail = true;
    const placeOrder = shop.services.placeOrder;
    shop.services.placeOrder = async (request) => {
      const result = await placeOrder(request);
      if (fail) {
        fail = false;
        throw new Error('timed out after the order was written');
      }
      return result;
    };
    const chat = shopper(shop);
    const summary = await toSummary(chat);
    const failed = await chat.tap(confirmId(summary));
    expect(bodyOf(failed)).toMatch(/^Something went wrong on our side/);
    expect(confirmId(failed)).toBe(confirmId(summary));
    expect(bodyOf(await chat.tap(confirmId(failed)))).toContain('#00000001 is placed');
    expect(shop.orders()).toHaveLength(1);
  });

  it('answers a cart of unknown and unlisted products with what was left out, and no order', async () => {
    const shop = fakeShop({ products: { 'hidden-lamp': { ...KETTLE, itemId: 'item-lamp', name: 'Desk Lamp', nameAr: null, listed: false } } });
    const chat = shopper(shop);
    const reply = await chat.cart([
      { retailerId: 'never-sold', quantity: 1 },
      { retailerId: 'hidden-lamp', quantity: 2 },
    ]);
    expect(bodyOf(reply)).toBe(
      'Sorry, none of the products in your cart can be ordered now, so no order was made. See what we have: https://shop.example/\n\nLeft out:\nProduct never-sold (not in our shop)\nDesk Lamp (not for sale now)',
    );
    expect(chat.hasConversation()).toBe(false);
    expect(shop.attempts).toEqual([]);
  });

  it('names sold-out products, leaves them out and clips quantities as the web cart does', async () => {
    const shop = fakeShop({
      products: {
        'variant-mug-350': { ...MUG_350, available: 5 },
        'item-kettle': { ...KETTLE },
        'item-pan': { ...KETTLE, itemId: 'item-pan', name: 'Frying Pan', nameAr: 'مقلاية', available: 0 },
      },
    });
    const chat = shopper(shop);
    const reply = await chat.cart([
      { retailerId: 'variant-mug-350', quantity: 1_000_000 },
      { retailerId: 'item-kettle', quantity: 1_000_000 },
      { retailerId: 'item-pan', quantity: 1 },
      { retailerId: 'ghost', quantity: -4 },
    ]);
    expect(bodyOf(reply)).toContain('5 × Ceramic Mug (350 ml): $62.50');
    expect(bodyOf(reply)).toContain('999 × Steel Kettle: $19980.00');
    expect(bodyOf(reply)).toContain('Left out:\nProduct ghost (not in our shop)\nFrying Pan (sold out)');
    expect(bodyOf(reply)).toContain('Ceramic Mug: 5 is as many as we can sell.\nSteel Kettle: 999 is as many as we can sell.');
  });

  it('asks for a name only when the WhatsApp profile has none the checkout accepts', async () => {
    const shop = fakeShop();
    const chat = shopper(shop, '\u202Eevil');
    await chat.cart();
    await chat.tap('area:area-beirut');
    await chat.text('Hamra');
    expect(bodyOf(await chat.tap('building:none'))).toBe('Which name should we put on the order?');
    expect(bodyOf(await chat.text('x'.repeat(101)))).toBe('The name can be at most 100 characters. Please type it shorter.\n\nWhich name should we put on the order?');
    const summary = await chat.text('Rana');
    await chat.tap(confirmId(summary));
    expect(shop.orders()[0]?.customer.name).toBe('Rana');
  });

  it('checks the street as the checkout form does', async () => {
    const chat = shopper(fakeShop());
    await chat.cart();
    await chat.tap('area:area-beirut');
    expect(bodyOf(await chat.text('   '))).toMatch(/^The street is needed\. Please type it\./);
    expect(bodyOf(await chat.text('a'.repeat(201)))).toMatch(/^The street can be at most 200 characters\./);
    expect(bodyOf(await chat.text('Hamra\u2066 St'))).toMatch(/^The street must be one line of plain text\./);
    expect(buttonsOf(await chat.text('Hamra St'))[0]?.id).toBe('building:none');
  });

  it('passes on to the owner, never with the greeting, a question with no conversation, a message it cannot read, and text where a button is awaited', async () => {
    const chat = shopper(fakeShop());
    expect(await chat.relayed({ kind: 'text', body: 'kam se3ron l glass jars? w fi delivery 3a Jounieh?' })).toBe(true);
    expect(await chat.relayed({ kind: 'text', body: 'مرحبا' })).toBe(true);
    expect(chat.hasConversation()).toBe(false);
    // "English" alone, with nothing under way, is still told how to order.
    expect(bodyOf(await chat.text('English'))).toMatch(/^Hello! To order, open our catalogue here in the chat/);

    const area = await chat.cart();
    expect(await chat.relayed({ kind: 'unsupported', type: 'image' })).toBe(true);
    // The step under way stays: the area is still the question.
    expect(bodyOf(await chat.tap('area:area-beirut'))).toBe('Beirut: Delivery $3, free from $50.\nNow type your street (and anything that helps us find it).');
    expect(chat.hasConversation()).toBe(true);
    expect(rowsOf(area).length).toBeGreaterThan(0);
  });

  it('takes typed text as the answer while it asks for one, and passes on a question typed at the summary or after the order', async () => {
    const chat = shopper(fakeShop());
    const summary = await toSummary(chat);
    expect(await chat.relayed({ kind: 'text', body: 'Can you deliver after 6?' })).toBe(true);
    expect(bodyOf(await chat.tap(confirmId(summary)))).toContain('is placed');
    expect(await chat.relayed({ kind: 'text', body: 'When will it come?' })).toBe(true);
    expect(bodyOf(await chat.tap(confirmId(summary)))).toContain('Your order #00000001 is placed');
  });
});

// ── Areas: a list within Meta's limits, pages beyond 10, typed text beyond 100 ──

function manyAreas(count: number): ShopTerms {
  const areas: DeliveryArea[] = Array.from({ length: count }, (_, index) => ({
    id: `area-${index + 1}`,
    name: `Village ${index + 1}`,
    nameAr: `ضيعة ${index + 1}`,
    zoneId: DEMO_TERMS.zones[index % DEMO_TERMS.zones.length]!.id,
  }));
  areas.push({ id: 'area-zahle', name: 'Zahle', nameAr: 'زحلة', zoneId: 'zone-north' });
  return { ...DEMO_TERMS, areas };
}

/** A shopper of a shop with `count` areas, who has sent the spec's cart. */
function shopperAt(count: number) {
  const chat = shopper(fakeShop({ terms: manyAreas(count) }));
  return {
    tapAfterCart: async (choiceId: string) => {
      await chat.cart();
      return chat.tap(choiceId);
    },
  };
}

describe('choosing the area', () => {
  it('beyond 100 areas asks for the name as typed text and finds it in either language', async () => {
    const shop = fakeShop({ terms: manyAreas(150) });
    const chat = shopper(shop);
    const question = await chat.cart();
    expect(question.type).toBe('text');
    expect(bodyOf(question)).toContain("Where should we deliver? Type your area's name, in English or Arabic.");
    expect(bodyOf(await chat.text('zahle'))).toMatch(/^Zahle: Delivery \$6, free from \$150\./);

    const arabic = shopper(fakeShop({ terms: manyAreas(150) }));
    await arabic.cart();
    expect(bodyOf(await arabic.text('زحلة'))).toMatch(new RegExp(`^${RLM}زحلة: التوصيل ${isolated('\\$6')}`));
  });

  it('offers the few areas a typed name matches, and says when it matches none or too many', async () => {
    const chat = shopper(fakeShop({ terms: manyAreas(150) }));
    await chat.cart();
    const several = await chat.text('Village 14');
    // Village 14 is exact: taken at once.
    expect(bodyOf(several)).toMatch(/^Village 14: /);

    const other = shopper(fakeShop({ terms: manyAreas(150) }));
    await other.cart();
    const candidates = await other.text('age 15');
    expect(bodyOf(candidates)).toBe('Several areas match “age 15”: choose yours.');
    expect(rowsOf(candidates).map((row) => row.title)).toEqual(['Village 15', 'Village 150']);
    expect(bodyOf(await other.text('Villag'))).toBe('150 areas match “Villag”: type more of the name.');
    expect(bodyOf(await other.text('Atlantis'))).toBe("We have no area called “Atlantis”. Type your area's name again.");
    expect(bodyOf(await other.tap('area:area-120'))).toMatch(/^Village 120: /);
    expect(bodyOf(await shopperAt(150).tapAfterCart('area:unknown'))).toBe('Choose your area from the list, or type its name.');
  });

  it('pages a list of 11 to 100 areas, 9 at a time with a row for the next page', async () => {
    const chat = shopper(fakeShop({ terms: manyAreas(30) }));
    const first = await chat.cart();
    const rows = rowsOf(first);
    expect(rows).toHaveLength(10);
    expect(rows.at(-1)).toEqual({ id: 'areas:1', title: 'More areas…', description: 'Areas 10 to 18' });
    const last = await chat.tap('areas:3');
    expect(rowsOf(last).map((row) => row.title)).toEqual(['Village 28', 'Village 29', 'Village 30', 'Zahle']);
    expect(bodyOf(await chat.text('ضيعة 29'))).toMatch(new RegExp(`^${RLM}ضيعة ${isolated('29')}: `));
  });
});

// ── Meta's limits, whatever the shopper sends ──

describe('every reply within Meta’s limits', () => {
  it('holds for a long cart of long emoji names, a 5,000-character note and a million pieces, with exact totals', async () => {
    const products: Record<string, ShopProduct> = {};
    const cart: { retailerId: string; quantity: number }[] = [];
    for (let index = 0; index < 120; index++) {
      const id = `item-${index}`;
      products[id] = {
        itemId: id,
        variantId: null,
        name: `${'🍳'.repeat(30)} "Pan" ${index}\nwith a line break ${'x'.repeat(200)}`,
        nameAr: `مقلاية ${'🍳'.repeat(40)} ${index}`,
        variantLabel: null,
        variantLabelAr: null,
        unitPrice: 1999,
        available: null,
      };
      cart.push({ retailerId: id, quantity: index === 0 ? 1_000_000 : 1 });
    }
    for (const note of [`${'"quoted" 🍳\n'.repeat(400)}`, 'ملاحظة 🍳 "بين مزدوجين"\n'.repeat(250)]) {
      const shop = fakeShop({ products });
      const chat = shopper(shop, '🍳'.repeat(120));
      const priced = await chat.cart(cart, note);
      expect(bodyOf(priced)).toMatch(/…and 1\d\d more lines|…و\u2068?1\d\d\u2069? (صنف|أصناف) كمان/);
      await chat.tap('area:area-beirut');
      await chat.text(`${'🏠'.repeat(150)} "St"`);
      await chat.text('🏢'.repeat(80));
      const summary = await chat.text('🙂 Rana');
      // 999 + 119 pieces at $19.99, free delivery.
      expect(bodyOf(summary)).toContain('$22348.82');
      await chat.tap(confirmId(summary));
      expect(shop.orders()[0]?.expectedTotal).toBe((999 + 119) * 1999);
      expect(Array.from(shop.orders()[0]?.customer.notes ?? '').length).toBeLessThanOrEqual(1000);
      for (const reply of chat.replies) expect(whatsappMessageProblems(reply)).toEqual([]);
    }
  });
});

describe('the machine driven directly', () => {
  it('settles in a state that waits for the shopper, having emitted one reply per turn', async () => {
    const shop = fakeShop();
    const machine = whatsappConversationMachine().provide({
      actors: {
        priceCart: fromPromise(({ input }: { input: { items: { retailerId: string; quantity: number }[] } }) => shop.services.priceCart(input.items)),
        loadTerms: fromPromise(() => shop.services.shopTerms()),
        placeOrder: fromPromise(({ input }: { input: WhatsAppOrderRequest }) => shop.services.placeOrder(input)),
      },
    });
    const actor = createActor(machine).start();
    const replies: OutgoingWhatsApp[] = [];
    actor.on('reply', (event) => replies.push(event.message));
    const turn = (message: InboundTurn['message']) =>
      actor.send({ type: 'TURN', siteUrl: 'https://shop.example', turn: { messageId: 'w', from: '96171123456', profileName: 'Sami', at: START, message } });

    turn({ kind: 'order', items: SPEC_CART, text: null });
    expect(actor.getSnapshot().value).toBe('pricing');
    await waitFor(actor, (snapshot) => snapshot.matches('askingArea'));
    expect(replies).toHaveLength(1);
    turn({ kind: 'choice', choiceId: 'area:area-jbeil' });
    turn({ kind: 'text', body: 'Old souk road' });
    turn({ kind: 'choice', choiceId: 'building:none' });
    expect(actor.getSnapshot().value).toBe('summary');
    expect(replies).toHaveLength(4);
    turn({ kind: 'choice', choiceId: confirmId(replies[3]!) });
    await waitFor(actor, (snapshot) => snapshot.matches('placed'));
    expect(replies).toHaveLength(5);
    expect(shop.orders()[0]?.customer).toMatchObject({ phone: '+96171123456', area: 'Jbeil', name: 'Sami' });
  });
});

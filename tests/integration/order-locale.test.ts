/**
 * Orders in the shopper's language (docs/decisions/0010-orders-keep-the-shoppers-language.md), on the real stack: place_order takes
 * `locale`, stores it, answers the order page's path in it and get_order answers it; a bad locale
 * is refused before anything is written; a delivery area named in Arabic prices and stores as its
 * English name, and is the same attempt as its English name.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrderServices, getOrder } from '../../src/data/orders.ts';
import { sql } from '../support/clients.ts';
import { makeProduct } from '../unit/domain/fixtures.ts';
import { createItem, errorDetails, orderPayload, ordersApiForStack, placeOrderHttp, rpc, writeState, type CreatedItem } from './order-fixtures.ts';

let jar: CreatedItem; // $20

beforeAll(async () => {
  jar = await createItem({ name: 'Test Locale Jar', price: 20 });
});

const order = (extra: Record<string, unknown> = {}, customer: Record<string, unknown> = {}) => {
  const payload = orderPayload([{ item_id: jar.id, variant_id: null, quantity: 1 }], extra);
  return { ...payload, customer: { ...payload.customer, ...customer } };
};

async function stored(id: string) {
  const [row] = await sql<{ locale: string; delivery_area: string | null; delivery_fee: string }>(
    'select locale, delivery_area, delivery_fee from public.orders where id = $1',
    [id],
  );
  return row;
}

describe("place_order keeps the shopper's language", () => {
  it('an Arabic order is stored as such, answers its page under /ar, and get_order answers its language', async () => {
    const placed = order({ locale: 'ar' });
    const answer = await placeOrderHttp(placed);
    expect(answer.status).toBe(200);
    expect(answer.body.order_path).toBe(`/ar/order/${placed.id}?key=${answer.body.access_key}`);
    expect((await stored(placed.id))?.locale).toBe('ar');
    const page = await rpc('get_order', { p_id: placed.id, p_key: answer.body.access_key });
    expect(page.body).toMatchObject({ id: placed.id, locale: 'ar' });
  });

  it('lines keep the Arabic names an Arabic page showed, which place_order and get_order answer, whatever the catalogue says later', async () => {
    const mug = await createItem({ name: 'Test Locale Mug', price: 8, variants: [{ size: '350 ml', price: 8 }, { name: 'Sand', price: 9 }, { price: 10 }] });
    await sql(`update public.items set name_ar = 'كوب اختبار' where id = $1`, [mug.id]);
    await sql(`update public.item_variants set size_ar = '350 مل' where id = $1`, [mug.variantIds[0]]);
    await sql(`update public.item_variants set name_ar = 'رملي' where id = $1`, [mug.variantIds[1]]);
    const placed = orderPayload(mug.variantIds.map((variant_id) => ({ item_id: mug.id, variant_id, quantity: 1 })), { locale: 'ar' });
    const answer = await placeOrderHttp(placed);
    expect(answer.status).toBe(200);
    const names = (lines: any[]) => lines.map(({ item_name, variant_label, item_name_ar, variant_label_ar }) => ({ item_name, variant_label, item_name_ar, variant_label_ar }));
    const expected = [
      { item_name: 'Test Locale Mug', variant_label: '350 ml', item_name_ar: 'كوب اختبار', variant_label_ar: '350 مل' },
      { item_name: 'Test Locale Mug', variant_label: 'Sand', item_name_ar: 'كوب اختبار', variant_label_ar: 'رملي' },
      // "Variant N" has no Arabic twin.
      { item_name: 'Test Locale Mug', variant_label: 'Variant 3', item_name_ar: 'كوب اختبار', variant_label_ar: null },
    ];
    expect(names(answer.body.lines)).toEqual(expected);
    await sql(`update public.items set name_ar = null where id = $1`, [mug.id]);
    const page = await rpc('get_order', { p_id: placed.id, p_key: answer.body.access_key });
    expect(names(page.body.lines)).toEqual(expected);
    // The shop's data layer reads them into the order page's lines.
    const view = await getOrder(placed.id, answer.body.access_key, ordersApiForStack());
    expect(view.lines.map((line) => [line.itemNameAr, line.variantLabelAr])).toEqual(expected.map((line) => [line.item_name_ar, line.variant_label_ar]));
  });

  it.each([
    ['"en"', { locale: 'en' }],
    ['absent', {}],
    ['null', { locale: null }],
  ])('locale %s is English: the page as before', async (_label, extra) => {
    const placed = order(extra);
    const answer = await placeOrderHttp(placed);
    expect(answer.status).toBe(200);
    expect(answer.body.order_path).toBe(`/order/${placed.id}?key=${answer.body.access_key}`);
    expect((await stored(placed.id))?.locale).toBe('en');
    expect((await rpc('get_order', { p_id: placed.id, p_key: answer.body.access_key })).body.locale).toBe('en');
  });

  it.each([['fr'], ['AR'], [' ar'], [''], [3], [true], [['ar']], [{ code: 'ar' }]])(
    'refuses locale %j as invalid_order {field: "locale"}, and writes nothing',
    async (locale) => {
      const before = await writeState();
      const answer = await placeOrderHttp(order({ locale }));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('invalid_order');
      expect(errorDetails(answer)).toEqual({ field: 'locale', reason: 'unknown_locale' });
      expect(await writeState()).toEqual(before);
    },
  );

  it('the same attempt sent again from the other language is the same order, in the language it was placed in', async () => {
    const placed = order({ locale: 'ar' });
    const first = await placeOrderHttp(placed);
    const again = await placeOrderHttp({ ...placed, locale: 'en' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.body.order_path).toMatch(/^\/ar\/order\//);
    expect((await stored(placed.id))?.locale).toBe('ar');
    expect(await sql('select id from public.orders where id = $1', [placed.id])).toHaveLength(1);
  });

  it("the shop's data layer sends the page's language and reads it back", async () => {
    const api = ordersApiForStack();
    const product = makeProduct({ id: jar.id, name: jar.name, price: 2000 });
    const customer = { name: 'Rania Haddad', phone: '+961 71 234 567', city: 'Beirut', street: 'Hamra Street 12' };
    const request = { id: crypto.randomUUID(), customer, lines: [{ product, variant: null, quantity: 1 }], discountCode: null };
    const placed = await createOrderServices(api).placeOrder({ ...request, locale: 'ar' });
    expect(placed.orderPath).toBe(`/ar/order/${request.id}?key=${placed.accessKey}`);
    expect((await getOrder(placed.id, placed.accessKey, api)).locale).toBe('ar');
    const english = await createOrderServices(api).placeOrder({ ...request, id: crypto.randomUUID() });
    expect(english.orderPath).toMatch(/^\/order\//);
  });
});

describe('place_order takes a delivery area by its Arabic name', () => {
  it.each([
    ['بعبدا', 'Baabda', 4],
    ['  طرابلس ', 'Tripoli', 6],
    ['الأشرفية', 'Achrafieh', 3],
  ])('area %j: priced by its zone and stored as %j', async (area, english, fee) => {
    const placed = order({ locale: 'ar' }, { area });
    const answer = await placeOrderHttp(placed);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ delivery_area: english, delivery_fee: fee, total_price: 20 + fee });
    expect(await stored(placed.id)).toEqual({ locale: 'ar', delivery_area: english, delivery_fee: fee.toFixed(2) });
  });

  it('an Arabic name that is no listed area is refused like an English one, and nothing is written', async () => {
    const before = await writeState();
    const answer = await placeOrderHttp(order({ locale: 'ar' }, { area: 'بعبد' }));
    expect(answer.body.message).toBe('invalid_order');
    expect(errorDetails(answer)).toEqual({ field: 'area', reason: 'unknown_area' });
    expect(await writeState()).toEqual(before);
  });

  it('names the same attempt in either language: the Arabic and the English name are the same order, another area a conflict', async () => {
    const placed = order({}, { area: 'Baabda' });
    const first = await placeOrderHttp(placed);
    expect(first.status).toBe(200);
    const inArabic = await placeOrderHttp({ ...placed, customer: { ...placed.customer, area: 'بعبدا' } });
    expect(inArabic.body).toEqual(first.body);
    const other = await placeOrderHttp({ ...placed, customer: { ...placed.customer, area: 'طرابلس' } });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('idempotency_conflict');

    const arabicFirst = order({}, { area: 'جونيه' });
    const placedInArabic = await placeOrderHttp(arabicFirst);
    expect(placedInArabic.body.delivery_area).toBe('Jounieh');
    expect((await placeOrderHttp({ ...arabicFirst, customer: { ...arabicFirst.customer, area: 'Jounieh' } })).body).toEqual(placedInArabic.body);
  });
});

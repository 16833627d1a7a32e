/**
 * Delivery zones, areas and Lebanese pounds against the real stack (docs/decisions/0017-delivery-zones.md): what shoppers
 * may read, what the database refuses, and place_order() pricing delivery by the area's zone and
 * keeping the LBP rate with the order. The fee and LBP rules run on the same table of cases as the
 * storefront's unit tests (tests/support/delivery-examples.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, sql } from '../support/clients.ts';
import { FEE_EXAMPLES, LBP_EXAMPLES } from '../support/delivery-examples.ts';
import { createItem, errorDetails, orderPayload, placeOrderHttp, rpc, writeState, type CreatedItem } from './order-fixtures.ts';

/** A zone of this test's own, so switching it off or repricing it touches no seeded zone. */
const TEST_ZONE = randomUUID();
const TEST_AREA = `Test Area ${TEST_ZONE.slice(0, 8)}`;

let jar: CreatedItem; // $20
let rate: number | null;

async function setZone(fields: { fee?: number; free_threshold?: number | null; active?: boolean }) {
  const entries = Object.entries(fields);
  await sql(`update public.delivery_zones set ${entries.map(([key], index) => `${key} = $${index + 2}`).join(', ')} where id = $1`, [
    TEST_ZONE,
    ...entries.map(([, value]) => value),
  ]);
}

const order = (area: string | undefined, quantity = 1, extra: Record<string, unknown> = {}) =>
  orderPayload([{ item_id: jar.id, variant_id: null, quantity }], {
    customer: { name: 'Rania Haddad', phone: '+961 71 234 567', city: area || 'Qornet Chehwan', street: 'Main Road', ...(area === undefined ? {} : { area }) },
    ...extra,
  });

async function storedOrder(id: string) {
  const [row] = await sql<{ delivery_fee: string; delivery_area: string | null; lbp_per_usd: number | null; total_price: string }>(
    'select delivery_fee, delivery_area, lbp_per_usd, total_price from public.orders where id = $1',
    [id],
  );
  return row;
}

beforeAll(async () => {
  jar = await createItem({ name: 'Test Delivery Jar', price: 20 });
  [{ lbp_per_usd: rate }] = (await sql<{ lbp_per_usd: number | null }>('select lbp_per_usd from public.store_settings')) as [{ lbp_per_usd: number | null }];
  // Last in the shop's order: never the default zone.
  await sql(`insert into public.delivery_zones (id, name, fee, free_threshold, sort_order) values ($1, 'Test Zone', 5, 100, 1000)`, [TEST_ZONE]);
  await sql('insert into public.delivery_areas (name, zone_id) values ($1, $2)', [TEST_AREA, TEST_ZONE]);
});

afterEach(async () => {
  await sql('update public.store_settings set lbp_per_usd = $1', [rate]);
  await setZone({ fee: 5, free_threshold: 100, active: true });
});

afterAll(async () => {
  await sql('delete from public.delivery_areas where zone_id = $1', [TEST_ZONE]);
  await sql('delete from public.delivery_zones where id = $1', [TEST_ZONE]);
});

describe('delivery zones and areas, as shoppers read them', () => {
  it('the demo has Lebanon in zones, Beirut first ($3, free from $50), and shoppers read active zones with their areas', async () => {
    const { data, error } = await anonClient()
      .from('delivery_zones')
      .select('name, fee, free_threshold, delivery_areas(name)')
      .order('sort_order')
      .order('name');
    expect(error).toBeNull();
    expect(data![0]).toMatchObject({ name: 'Beirut', fee: 3, free_threshold: 50 });
    const areas = data!.flatMap((zone) => zone.delivery_areas.map((area) => area.name));
    for (const area of ['Beirut', 'Baabda', 'Metn', 'Kesrouan', 'Jbeil', 'Aley', 'Chouf', 'Tripoli', 'Saida', 'Tyre', 'Zahle', 'Nabatieh']) {
      expect(areas).toContain(area);
    }
    expect(data!.some((zone) => zone.free_threshold === null)).toBe(true);
    expect(new Set(data!.map((zone) => zone.fee)).size).toBeGreaterThan(2);
  });

  it('hides a switched-off zone and its areas from shoppers', async () => {
    const visible = async () => {
      const zones = await anonClient().from('delivery_zones').select('id').eq('id', TEST_ZONE);
      const areas = await anonClient().from('delivery_areas').select('name').eq('zone_id', TEST_ZONE);
      return [zones.data?.length, areas.data?.map((area) => area.name)];
    };
    expect(await visible()).toEqual([1, [TEST_AREA]]);
    await setZone({ active: false });
    expect(await visible()).toEqual([0, []]);
  });

  it('cannot be changed by shoppers', async () => {
    const shopper = anonClient();
    expect((await shopper.from('delivery_zones').update({ fee: 0 }).eq('id', TEST_ZONE)).error?.code).toBe('42501');
    expect((await shopper.from('delivery_zones').insert({ name: 'Mine', fee: 0 })).error?.code).toBe('42501');
    expect((await shopper.from('delivery_areas').insert({ name: 'Mine', zone_id: TEST_ZONE })).error?.code).toBe('42501');
    expect((await shopper.from('delivery_areas').delete().eq('zone_id', TEST_ZONE)).error?.code).toBe('42501');
    const [zone] = await sql<{ fee: string }>('select fee from public.delivery_zones where id = $1', [TEST_ZONE]);
    expect(zone!.fee).toBe('5.00');
  });

  it('refuses nonsense from the owner: negative fees and thresholds, blank names, an area named twice in any case', async () => {
    const refused = async (statement: string, params: unknown[]) => {
      await expect(sql(statement, params)).rejects.toMatchObject({ code: expect.stringMatching(/^23/) });
    };
    await refused('update public.delivery_zones set fee = -1 where id = $1', [TEST_ZONE]);
    await refused('update public.delivery_zones set free_threshold = -0.01 where id = $1', [TEST_ZONE]);
    await refused("insert into public.delivery_zones (name, fee) values ('  ', 1)", []);
    await refused('insert into public.delivery_areas (name, zone_id) values ($1, $2)', [TEST_AREA.toUpperCase(), TEST_ZONE]);
    await refused("insert into public.delivery_areas (name, zone_id) values ('Nowhere', $1)", [randomUUID()]);
  });
});

describe('the LBP rate', () => {
  it.each([0, -89_500])('refuses %i (0 or below)', async (value) => {
    await expect(sql('update public.store_settings set lbp_per_usd = $1', [value])).rejects.toMatchObject({ code: '23514' });
    const [row] = await sql<{ lbp_per_usd: number | null }>('select lbp_per_usd from public.store_settings');
    expect(row!.lbp_per_usd).toBe(rate);
  });

  it('empty turns pounds off: the order keeps no rate', async () => {
    await sql('update public.store_settings set lbp_per_usd = null');
    const placed = order('Beirut');
    expect((await placeOrderHttp(placed)).body).toMatchObject({ lbp_per_usd: null });
    expect((await storedOrder(placed.id))!.lbp_per_usd).toBeNull();
  });
});

describe('the fee and pound rules, on the table of cases the storefront is tested on too', () => {
  it.each(FEE_EXAMPLES)('private.delivery_fee: fee $fee, free from $freeThreshold, subtotal $subtotal → $expected', async ({ fee, freeThreshold, subtotal, expected }) => {
    const [row] = await sql<{ fee: string }>('select private.delivery_fee($1, $2, $3)::text as fee', [fee, freeThreshold, subtotal]);
    expect(Number(row!.fee)).toBe(expected);
  });

  it.each(FEE_EXAMPLES)('place_order in a zone: fee $fee, free from $freeThreshold, subtotal $subtotal → $expected', async ({ fee, freeThreshold, subtotal, expected }) => {
    await setZone({ fee, free_threshold: freeThreshold });
    const item = await createItem({ price: subtotal });
    const answer = await placeOrderHttp(orderPayload([{ item_id: item.id, variant_id: null, quantity: 1 }], { customer: { ...order(TEST_AREA).customer } }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ subtotal, delivery_fee: expected, delivery_area: TEST_AREA });
  });

  it.each(LBP_EXAMPLES)('private.lbp_amount: $usd dollars at $lbpPerUsd → $expected pounds', async ({ usd, lbpPerUsd, expected }) => {
    const [row] = await sql<{ lbp: string }>('select private.lbp_amount($1, $2)::text as lbp', [usd, lbpPerUsd]);
    expect(Number(row!.lbp)).toBe(expected);
  });

  it.each(LBP_EXAMPLES.filter(({ usd }) => usd > 0 && usd < 1000))('an order of $usd placed at $lbpPerUsd keeps the rate that gives $expected pounds', async ({ usd, lbpPerUsd, expected }) => {
    await sql('update public.store_settings set lbp_per_usd = $1', [lbpPerUsd]);
    await setZone({ fee: 0, free_threshold: null });
    const item = await createItem({ price: usd });
    const placed = orderPayload([{ item_id: item.id, variant_id: null, quantity: 1 }], { customer: { ...order(TEST_AREA).customer } });
    expect((await placeOrderHttp(placed)).body).toMatchObject({ total_price: usd, lbp_per_usd: lbpPerUsd });
    const [row] = await sql<{ lbp: string }>('select private.lbp_amount(total_price, lbp_per_usd)::text as lbp from public.orders where id = $1', [placed.id]);
    expect(Number(row!.lbp)).toBe(expected);
  });
});

describe('place_order prices delivery by the area', () => {
  it.each([
    ['Beirut', 'Beirut', 3],
    ['Tripoli', 'Tripoli', 6],
    ['  tripoli ', 'Tripoli', 6], // any letter case: stored as listed
    ['Baabda', 'Baabda', 4],
    ['Bint Jbeil', 'Bint Jbeil', 8],
  ])('area %j: stored as %j with its zone fee $%i', async (area, stored, fee) => {
    const placed = order(area);
    const answer = await placeOrderHttp(placed);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ subtotal: 20, delivery_fee: fee, total_price: 20 + fee, delivery_area: stored, lbp_per_usd: rate });
    expect(await storedOrder(placed.id)).toEqual({ delivery_fee: fee.toFixed(2), delivery_area: stored, lbp_per_usd: rate, total_price: (20 + fee).toFixed(2) });
  });

  it.each([[undefined], [null], [''], ['Other'], ['other area']])(
    "a place not on the list (area %j) is delivered on the default zone's terms, with no area stored",
    async (area) => {
      const placed = order(area as string | undefined);
      if (area === null) (placed.customer as unknown as Record<string, unknown>).area = null;
      const answer = await placeOrderHttp(placed);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ delivery_fee: 3, total_price: 23, delivery_area: null });
    },
  );

  it("a zone that never ships free charges its fee at any subtotal; the default zone's free threshold holds", async () => {
    expect((await placeOrderHttp(order('Bint Jbeil', 60))).body).toMatchObject({ subtotal: 1200, delivery_fee: 8 });
    expect((await placeOrderHttp(order('Beirut', 3))).body).toMatchObject({ subtotal: 60, delivery_fee: 0 });
    expect((await placeOrderHttp(order('Tripoli', 3))).body).toMatchObject({ subtotal: 60, delivery_fee: 6 });
  });

  it('refuses an area the shop does not deliver to, and writes nothing', async () => {
    const before = await writeState();
    const answer = await placeOrderHttp(order('Atlantis'));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('invalid_order');
    expect(errorDetails(answer)).toEqual({ field: 'area', reason: 'unknown_area' });
    expect(await writeState()).toEqual(before);
  });

  it('checks the area as customer text: not a string, too long, control characters', async () => {
    const customer = order('Beirut').customer;
    const send = (area: unknown) => placeOrderHttp({ ...order('Beirut'), customer: { ...customer, area } });
    expect(errorDetails(await send(3))).toEqual({ field: 'area', reason: 'not_a_string' });
    expect(errorDetails(await send('B'.repeat(81)))).toMatchObject({ field: 'area', reason: 'too_long' });
    expect(errorDetails(await send('Beirut\u202e'))).toEqual({ field: 'area', reason: 'control_characters' });
  });

  it('ignores a fee the client sends: the server prices delivery', async () => {
    const placed = order('Tripoli', 1, { delivery_fee: 0, fee: 0, free_threshold: 0 });
    (placed.customer as unknown as Record<string, unknown>).delivery_fee = 0;
    expect((await placeOrderHttp(placed)).body).toMatchObject({ delivery_fee: 6, total_price: 26 });
  });

  it('confirms the fee with the total: a total priced for another area is price_changed, and nothing is written', async () => {
    const before = await writeState();
    const answer = await placeOrderHttp(order('Tripoli', 1, { expected_total: 23 }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('price_changed');
    expect(errorDetails(answer)).toMatchObject({ expected_total: 23, total_price: 26, subtotal: 20, delivery_fee: 6 });
    expect(await writeState()).toEqual(before);
    expect((await placeOrderHttp(order('Tripoli', 1, { expected_total: 26 }))).status).toBe(200);
  });

  it('a zone repriced while the cart was open: price_changed with the new fee', async () => {
    const answer = await placeOrderHttp(order(TEST_AREA, 1, { expected_total: 25 }));
    expect(answer.status).toBe(200);
    await setZone({ fee: 7.5 });
    const repriced = await placeOrderHttp(order(TEST_AREA, 1, { expected_total: 25 }));
    expect(repriced.body.message).toBe('price_changed');
    expect(errorDetails(repriced)).toMatchObject({ delivery_fee: 7.5, total_price: 27.5 });
  });

  it('a zone switched off while the cart was open: its areas are refused (asked again), and nothing is written', async () => {
    await setZone({ active: false });
    const before = await writeState();
    const answer = await placeOrderHttp(order(TEST_AREA, 1, { expected_total: 25 }));
    expect(answer.body.message).toBe('invalid_order');
    expect(errorDetails(answer)).toEqual({ field: 'area', reason: 'unknown_area' });
    expect(await writeState()).toEqual(before);
  });

  it('names one attempt with its area: the same area is the same order, another area a conflict', async () => {
    const placed = order('Tripoli');
    const first = await placeOrderHttp(placed);
    expect((await placeOrderHttp(placed)).body).toEqual(first.body);
    const other = await placeOrderHttp({ ...placed, customer: { ...placed.customer, area: 'Beirut' } });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('idempotency_conflict');
  });
});

describe('an order keeps its area and its rate', () => {
  it('a later rate never changes a placed order; its page shows the area and the rate it was placed at', async () => {
    const placed = order('Tripoli');
    const answer = await placeOrderHttp(placed);
    await sql('update public.store_settings set lbp_per_usd = 100000');
    expect((await storedOrder(placed.id))!.lbp_per_usd).toBe(rate);
    const page = await rpc('get_order', { p_id: placed.id, p_key: answer.body.access_key });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ delivery_area: 'Tripoli', delivery_fee: 6, lbp_per_usd: rate, payment_method: 'cash_on_delivery' });
  });

  it('the page of an order to a place not on the list shows the place typed', async () => {
    const placed = order(undefined);
    const answer = await placeOrderHttp(placed);
    const page = await rpc('get_order', { p_id: placed.id, p_key: answer.body.access_key });
    expect(page.body).toMatchObject({ delivery_area: 'Qornet Chehwan', delivery_fee: 3 });
  });
});

describe('with one zone the shop behaves as the spec says', () => {
  it('one fee and one threshold for every order, and no order while no zone delivers', async () => {
    const zones = await sql<{ id: string; active: boolean }>('select id, active from public.delivery_zones');
    try {
      await sql(`update public.delivery_zones set active = (name = 'Beirut')`);
      expect((await placeOrderHttp(order(undefined, 2))).body).toMatchObject({ subtotal: 40, delivery_fee: 3, total_price: 43 });
      expect((await placeOrderHttp(order('Beirut', 3))).body).toMatchObject({ subtotal: 60, delivery_fee: 0, total_price: 60 });
      // The other zones' areas are no longer delivered to.
      expect(errorDetails(await placeOrderHttp(order('Tripoli')))).toEqual({ field: 'area', reason: 'unknown_area' });

      await sql('update public.delivery_zones set active = false');
      expect(errorDetails(await placeOrderHttp(order(undefined)))).toEqual({ field: 'area', reason: 'unknown_area' });
    } finally {
      for (const zone of zones) await sql('update public.delivery_zones set active = $2 where id = $1', [zone.id, zone.active]);
    }
  });
});

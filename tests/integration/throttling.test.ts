/**
 * Throttling of place_order and check_discount per client address, through the real gateway and
 * PostgREST: the address counted is the TCP peer the gateway appends to X-Forwarded-For, so a
 * client's own X-Forwarded-For entries change nothing. A second client address comes from
 * binding the request to another loopback address (127.0.0.2).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, stackInfo } from '../support/clients.ts';
import { createCode, createItem, orderPayload, type CreatedItem } from './order-fixtures.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/** POSTs to an RPC through the gateway with the anon key, from `from` (a loopback address). */
function call(name: string, args: unknown, options: { from?: string; headers?: Record<string, string>; method?: string } = {}): Promise<Answer> {
  const { apiUrl, anonKey } = stackInfo();
  const url = new URL(`${apiUrl}/rest/v1/rpc/${name}`);
  const body = JSON.stringify(args);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: options.method ?? 'POST',
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', ...options.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // keep the text
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
        });
      },
    );
    req.on('error', reject);
    if ((options.method ?? 'POST') === 'POST') req.write(body);
    req.end();
  });
}

const guess = (code: string, options: Parameters<typeof call>[2] = {}) => call('check_discount', { p_code: code, p_subtotal: 40 }, options);

function details(answer: Answer): Record<string, unknown> {
  return typeof answer.body?.details === 'string' ? (JSON.parse(answer.body.details) as Record<string, unknown>) : {};
}

function expectRateLimited(answer: Answer) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ message: 'rate_limited' });
  const retryAfter = details(answer).retry_after_seconds as number;
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect(answer.headers['retry-after']).toBe(String(retryAfter));
}

async function setLimits(orders: number | null, discountChecks: number | null) {
  await sql('update public.store_settings set order_limit_per_address = $1, discount_check_limit_per_address = $2', [orders, discountChecks]);
}

async function countedCalls(action: string): Promise<number> {
  const [row] = await sql<{ n: string }>('select count(*) as n from private.throttled_calls where action = $1', [action]);
  return Number(row!.n);
}

let unlimited: CreatedItem;
let defaults: { order_limit_per_address: number | null; discount_check_limit_per_address: number | null };

beforeAll(async () => {
  unlimited = await createItem({ name: 'Test Throttle Mug', price: 6 });
  // What the migration sets, read from the column defaults (the setup file has lifted the limits).
  const rows = await sql<{ column_name: string; column_default: string | null }>(
    `select column_name, column_default from information_schema.columns
     where table_schema = 'public' and table_name = 'store_settings'
       and column_name in ('order_limit_per_address', 'discount_check_limit_per_address')`,
  );
  const byName = Object.fromEntries(rows.map((row) => [row.column_name, row.column_default === null ? null : Number(row.column_default)]));
  defaults = {
    order_limit_per_address: byName.order_limit_per_address ?? null,
    discount_check_limit_per_address: byName.discount_check_limit_per_address ?? null,
  };
});

beforeEach(async () => {
  await sql('delete from private.throttled_calls');
  await setLimits(defaults.order_limit_per_address, defaults.discount_check_limit_per_address);
});

afterAll(async () => {
  await sql('delete from private.throttled_calls');
});

describe('throttling per client address', () => {
  it('defaults to 10 orders and 10 code checks per address per 10 minutes', () => {
    expect(defaults).toEqual({ order_limit_per_address: 10, discount_check_limit_per_address: 10 });
  });

  it('stops the 11th and 12th code guess with 429 rate_limited, whatever X-Forwarded-For the client writes', async () => {
    const answers: Answer[] = [];
    for (let i = 1; i <= 12; i++) {
      answers.push(await guess(`GUESS${i}`, { headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.${i}` } }));
    }
    for (const answer of answers.slice(0, 10)) expect(answer).toMatchObject({ status: 400, body: { message: 'invalid_code' } });
    for (const answer of answers.slice(10)) expectRateLimited(answer);

    // Past the limit a real code is refused too: the limit counts calls, not failures.
    const real = await createCode({ discount_type: 'percentage', discount_value: 10 });
    expectRateLimited(await guess(real, { headers: { 'x-forwarded-for': '192.0.2.77' } }));
    // Another address is not affected.
    expect(await guess(real, { from: '127.0.0.2' })).toMatchObject({ status: 200, body: { code: real, discount_amount: 4 } });
    expect(await countedCalls('check_discount')).toBe(11);
  });

  it('refuses an order flood from one address with 429 while another address still orders', async () => {
    const flood = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        call('place_order', { p_order: orderPayload([{ item_id: unlimited.id, variant_id: null, quantity: 1 }]) }, {
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        }),
      ),
    );
    expect(flood.filter((answer) => answer.status === 200)).toHaveLength(10);
    const refused = flood.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(4);
    refused.forEach(expectRateLimited);

    const placedIds = flood.filter((answer) => answer.status === 200).map((answer) => answer.body.id as string);
    const [stored] = await sql<{ n: string }>('select count(*) as n from public.orders where id = any($1::uuid[])', [placedIds]);
    expect(Number(stored!.n)).toBe(10);

    const other = await call('place_order', { p_order: orderPayload([{ item_id: unlimited.id, variant_id: null, quantity: 1 }]) }, { from: '127.0.0.2' });
    expect(other).toMatchObject({ status: 200, body: { status: 'pending' } });
  });

  it('counts only the orders that were placed: a refused order is rolled back with its count', async () => {
    await setLimits(2, null);
    for (let i = 0; i < 4; i++) {
      const invalid = await call('place_order', { p_order: orderPayload([]) });
      expect(invalid).toMatchObject({ status: 400, body: { message: 'invalid_order' } });
    }
    expect(await countedCalls('place_order')).toBe(0);
    for (let i = 0; i < 2; i++) {
      expect((await call('place_order', { p_order: orderPayload([{ item_id: unlimited.id, variant_id: null, quantity: 1 }]) })).status).toBe(200);
    }
    expectRateLimited(await call('place_order', { p_order: orderPayload([{ item_id: unlimited.id, variant_id: null, quantity: 1 }]) }));
  });

  it('turns off when the limits are null: nothing is refused and nothing is counted', async () => {
    await setLimits(null, null);
    for (let i = 0; i < 15; i++) expect((await guess(`OPEN${i}`)).status).toBe(400);
    for (let i = 0; i < 12; i++) {
      expect((await call('place_order', { p_order: orderPayload([{ item_id: unlimited.id, variant_id: null, quantity: 1 }]) })).status).toBe(200);
    }
    expect(await countedCalls('check_discount')).toBe(0);
    expect(await countedCalls('place_order')).toBe(0);
  });

  it('refuses the two functions over GET, where a call could not be counted', async () => {
    const { apiUrl, anonKey } = stackInfo();
    const response = await fetch(`${apiUrl}/rest/v1/rpc/check_discount?p_code=GUESS&p_subtotal=40`, { headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` } });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ message: 'method_not_allowed' });
  });

  it('throttles the catalogue changes a visit asks for: 300 per address by default, 429 past the limit', async () => {
    const [column] = await sql<{ column_default: string | null }>(
      `select column_default from information_schema.columns
       where table_schema = 'public' and table_name = 'store_settings' and column_name = 'catalog_changes_limit_per_address'`,
    );
    expect(column?.column_default).toBe('300');
    const found = await sql<{ catalog_changes_limit_per_address: number | null }>('select catalog_changes_limit_per_address from public.store_settings');
    await sql('update public.store_settings set catalog_changes_limit_per_address = 3');
    try {
      const changes = (options: Parameters<typeof call>[2] = {}) => call('catalog_changes', { p_store_id: '00000000-0000-4000-8000-000000000001' }, options);
      for (let i = 0; i < 3; i++) expect(await changes()).toMatchObject({ status: 200, body: { full: true } });
      expectRateLimited(await changes({ headers: { 'x-forwarded-for': '203.0.113.9' } }));
      expect(await changes({ from: '127.0.0.2' })).toMatchObject({ status: 200, body: { full: true } });
      expect(await countedCalls('catalog_changes')).toBe(4);
    } finally {
      await sql('update public.store_settings set catalog_changes_limit_per_address = $1', [found[0]!.catalog_changes_limit_per_address]);
    }
  });

  it('lets the service role through and leaves direct database calls as they were', async () => {
    await setLimits(1, 1);
    const { apiUrl, serviceRoleKey } = stackInfo();
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${apiUrl}/rest/v1/rpc/check_discount`, {
        method: 'POST',
        headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ p_code: 'OWNER', p_subtotal: 10 }),
      });
      expect(response.status).toBe(400);
    }
    await expect(sql(`select public.check_discount('NOPE', 10)`)).rejects.toMatchObject({ message: 'invalid_code', detail: '{}' });
    expect(await countedCalls('check_discount')).toBe(0);
  });

  it('prunes counted calls older than the 10-minute window', async () => {
    await sql(
      `insert into private.throttled_calls (action, client_address, called_at)
       select 'check_discount', '192.0.2.' || n, now() - interval '11 minutes' from generate_series(1, 30) as n`,
    );
    for (let i = 0; i < 3; i++) await guess(`PRUNE${i}`);
    const [row] = await sql<{ old: string; recent: string }>(
      `select count(*) filter (where called_at < now() - interval '10 minutes') as old,
              count(*) filter (where called_at >= now() - interval '10 minutes') as recent
       from private.throttled_calls`,
    );
    expect(Number(row!.old)).toBe(0);
    expect(Number(row!.recent)).toBe(3);
  });
});

/**
 * Fuzzing place_order(): several hundred malformed or unsellable orders, generated from a seeded
 * PRNG (so every run sends the same ones), through the gateway as a shopper. Each starts from a
 * valid order and gets at least one change that must make it fail (plus harmless noise such as
 * unknown keys and client-side prices), or is garbage from the start. Every answer must be a 4xx
 * — never a 500 — and nothing may be written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERROR_CODES } from '../../src/domain/serverErrors.ts';
import { createCode, createItem, CUSTOMER, rpc, writeState, type CreatedItem } from './order-fixtures.ts';

const SEED = 0x5eed_0dd5;
const CASES = 400;

/** mulberry32: a small, well-distributed 32-bit PRNG. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)]!;
  const chance = (p: number) => next() < p;
  const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[int(0, 15)]).join('');
  /** A random v4-shaped UUID no row has. */
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.,;:!?\'"<>&/\\{}[]()$%#@é漢😀\u200b';
  const text = (min: number, max: number) => Array.from({ length: int(min, max) }, () => pick([...alphabet])).join('');
  /** Non-blank text longer than `limit` characters. */
  const tooLong = (limit: number) => `${pick(['x', 'é', '😀', '漢'])}${text(limit, limit + 40).replace(/\s/g, 'y')}`;
  const blank = () => Array.from({ length: int(0, 6) }, () => pick([' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff'])).join('');
  const number = () => pick([0, -1, 1.5, -0.001, 1e300, -1e300, 2 ** 31, 2 ** 53 + 1, Number.MIN_VALUE, int(-1000, 100000), next() * 1000]);
  const json = (depth = 0): unknown => {
    const kind = int(0, depth > 2 ? 3 : 5);
    if (kind === 0) return null;
    if (kind === 1) return chance(0.5);
    if (kind === 2) return number();
    if (kind === 3) return pick([text(0, 12), uuid().toUpperCase().replace(/-/g, ''), `{${uuid()}}`, '', 'null', '1', uuid().slice(0, 35)]);
    if (kind === 4) return Array.from({ length: int(0, 4) }, () => json(depth + 1));
    return Object.fromEntries(Array.from({ length: int(0, 4) }, () => [text(1, 8), json(depth + 1)]));
  };
  /** Any JSON value that is not a string. */
  const nonString = (): unknown => {
    for (;;) {
      const value = json(1);
      if (typeof value !== 'string') return value;
    }
  };
  /** Any JSON value that is neither a string nor null. */
  const nonStringNonNull = (): unknown => {
    for (;;) {
      const value = nonString();
      if (value !== null) return value;
    }
  };
  return { next, int, pick, chance, uuid, text, tooLong, blank, number, json, nonString, nonStringNonNull };
}

type Payload = Record<string, any>;

let limited: CreatedItem; // 5 in stock
let unlimited: CreatedItem;
let sized: CreatedItem; // variants, one of them 2 in stock
let code: string;
let expiredCode: string;
let exhaustedCode: string;

beforeAll(async () => {
  limited = await createItem({ name: 'Fuzz Limited', price: 4.5, inventory: 5 });
  unlimited = await createItem({ name: 'Fuzz Unlimited', price: 7 });
  sized = await createItem({ name: 'Fuzz Sized', price: 9, variants: [{ size: 'S', price: 9, inventory: 2 }, { size: 'L', price: 11 }] });
  code = await createCode({ discount_type: 'percentage', discount_value: 10 });
  expiredCode = await createCode({ discount_type: 'fixed', discount_value: 1, expires_at: '2021-06-01T00:00:00Z' });
  exhaustedCode = await createCode({ discount_type: 'fixed', discount_value: 1, max_uses: 1, current_uses: 1 });
});

function validOrder(r: ReturnType<typeof prng>): Payload {
  const lines: Payload[] = [
    { item_id: limited.id, variant_id: null, quantity: r.int(1, 5) },
    { item_id: unlimited.id, variant_id: null, quantity: r.int(1, 999) },
    { item_id: sized.id, variant_id: sized.variantIds[1], quantity: r.int(1, 20) },
  ].filter(() => r.chance(0.7));
  if (lines.length === 0) lines.push({ item_id: unlimited.id, variant_id: null, quantity: 1 });
  const order: Payload = {
    id: randomUUIDFrom(r),
    customer: { ...CUSTOMER, ...(r.chance(0.5) ? { building: 'B1', floor: '2', notes: r.text(0, 50) } : {}) },
    items: lines,
  };
  if (r.chance(0.3)) order.discount_code = code;
  if (r.chance(0.3)) order.channel = r.pick(['web', 'whatsapp', 'instagram']);
  return order;
}

/** A fresh order id from the PRNG (deterministic, and never one that exists). */
function randomUUIDFrom(r: ReturnType<typeof prng>): string {
  return r.uuid();
}

const REQUIRED = ['name', 'phone', 'city', 'street'] as const;
const LIMITS = { name: 100, phone: 30, city: 80, street: 200, building: 80, floor: 20, notes: 1000 } as const;

/** Changes that each make a valid order fail. */
const breakers: ((order: Payload, r: ReturnType<typeof prng>) => void)[] = [
  (o, r) => (r.chance(0.3) ? delete o.id : (o.id = r.pick([r.nonString(), r.text(0, 40), r.uuid().replace(/-/g, ''), `${r.uuid()} `, r.uuid().slice(1)]))),
  (o, r) => (o.customer = r.pick([r.text(0, 10), r.number(), [CUSTOMER], true, null])),
  (o, r) => {
    const field = r.pick(REQUIRED);
    const how = r.int(0, 3);
    if (how === 0) delete o.customer[field];
    else if (how === 1) o.customer[field] = r.blank();
    else if (how === 2) o.customer[field] = r.nonString();
    else o.customer[field] = r.tooLong(LIMITS[field]);
  },
  (o, r) => {
    const field = r.pick(['building', 'floor', 'notes'] as const);
    o.customer[field] = r.chance(0.5) ? r.nonStringNonNull() : r.tooLong(LIMITS[field]);
  },
  (o, r) => (r.chance(0.2) ? delete o.items : (o.items = r.pick([r.nonStringNonNull(), r.text(0, 20), [], {}]))),
  (o, r) => (o.items = Array.from({ length: r.int(51, 80) }, () => ({ item_id: unlimited.id, variant_id: null, quantity: 1 }))),
  (o, r) => (o.items[r.int(0, o.items.length - 1)] = r.pick([r.text(0, 10), r.number(), null, [], true, r.uuid()])),
  (o, r) => (o.items[r.int(0, o.items.length - 1)].item_id = r.pick([r.nonString(), r.text(0, 36), r.uuid(), r.uuid().toUpperCase().slice(0, 30)])),
  (o, r) => {
    const line = o.items[r.int(0, o.items.length - 1)];
    if (r.chance(0.3)) delete line.quantity;
    else line.quantity = r.pick([0, -1, -999, 1000, 1e6, 1e300, 1.5, 0.999, '2', '1', null, true, [1], { n: 1 }, r.int(1000, 99999)]);
  },
  (o, r) => (o.items[r.int(0, o.items.length - 1)].variant_id = r.pick([r.uuid(), r.text(1, 20), r.number(), [], {}, true])),
  // A variant of another item (the limited or unlimited item has none), or none for an item that needs one.
  (o, r) => {
    if (r.chance(0.5)) o.items.push({ item_id: sized.id, variant_id: null, quantity: r.int(1, 3) });
    else o.items.push({ item_id: unlimited.id, variant_id: sized.variantIds[r.int(0, 1)], quantity: 1 });
  },
  // More than is in stock (the limited item has 5, the small variant 2).
  (o, r) => {
    if (r.chance(0.5)) o.items.push({ item_id: limited.id, variant_id: null, quantity: r.int(6, 999) });
    else o.items.push({ item_id: sized.id, variant_id: sized.variantIds[0], quantity: r.int(3, 999) });
  },
  // Duplicate lines whose merged quantity passes 999.
  (o, r) => {
    o.items = [
      { item_id: unlimited.id, variant_id: null, quantity: r.int(500, 999) },
      { item_id: unlimited.id, variant_id: null, quantity: 999 },
    ];
  },
  (o, r) =>
    (o.discount_code = r.pick([r.nonStringNonNull(), r.tooLong(50), `${r.text(1, 10).replace(/\s/g, '')}-NOPE`, expiredCode, exhaustedCode, code.toLowerCase()])),
  (o, r) => (o.channel = r.pick([r.nonStringNonNull(), 'fax', 'WEB', 'email', r.text(1, 10).replace(/\s/g, 'z'), r.tooLong(20)])),
];

/** Changes that keep a payload as valid (or invalid) as it was. */
const noise: ((order: Payload, r: ReturnType<typeof prng>) => void)[] = [
  (o, r) => (o[r.pick(['subtotal', 'total_price', 'delivery_fee', 'discount_amount', 'store_id', 'status', r.text(1, 8)])] = r.json()),
  (o, r) => {
    if (o.customer && typeof o.customer === 'object' && !Array.isArray(o.customer)) o.customer[r.pick(['email', 'zip', r.text(1, 8)])] = r.json();
  },
  (o, r) => {
    for (const line of Array.isArray(o.items) ? o.items : []) {
      if (line && typeof line === 'object' && !Array.isArray(line)) line[r.pick(['unit_price', 'total_price', 'price', 'name'])] = r.json();
    }
  },
];

function generate(): { label: string; body: unknown; raw?: boolean }[] {
  const r = prng(SEED);
  const cases: { label: string; body: unknown; raw?: boolean }[] = [];
  for (let i = 0; i < CASES; i++) {
    const roll = r.next();
    if (roll < 0.08) {
      // Not an order at all.
      cases.push({ label: `${i}: garbage p_order`, body: { p_order: r.pick([r.json(), r.text(0, 30), [validOrder(r)], r.number(), null]) } });
    } else if (roll < 0.12) {
      // Not even a well-formed call.
      cases.push({
        label: `${i}: raw body`,
        raw: true,
        body: r.pick([
          r.text(0, 40),
          '{"p_order": ',
          `{"p_order": ${JSON.stringify(validOrder(r)).slice(0, r.int(1, 60))}`,
          JSON.stringify({ order: validOrder(r) }),
          // PostgREST ignores keys that are no parameter, so the order itself must be broken here.
          JSON.stringify({ p_order: { ...validOrder(r), id: r.text(0, 10) }, extra: 1 }),
          JSON.stringify({ p_order: { ...validOrder(r), customer: { ...CUSTOMER, notes: 'nul \u0000 byte', name: '' } } }),
          '[]',
        ]),
      });
    } else {
      const order = validOrder(r);
      const changes = r.int(1, 3);
      const applied: number[] = [];
      for (let c = 0; c < changes; c++) {
        const index = r.int(0, breakers.length - 1);
        applied.push(index);
        try {
          breakers[index]!(order, r);
        } catch {
          // An earlier change left nothing to change (items is no longer a list): already broken.
        }
      }
      for (let n = r.int(0, 2); n > 0; n--) r.pick(noise)(order, r);
      cases.push({ label: `${i}: breakers ${applied.join(',')}`, body: { p_order: order } });
    }
  }
  return cases;
}

describe('place_order fuzzing', () => {
  it(`answers ${CASES} seeded malformed orders with 4xx only and writes nothing`, async () => {
    const cases = generate();
    expect(cases).toHaveLength(CASES);
    // Same seed, same requests.
    expect(JSON.stringify(generate())).toBe(JSON.stringify(cases));

    const before = await writeState();
    const results: { label: string; status: number; message: string; body: unknown }[] = [];
    const queue = [...cases];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const answer = await rpc('place_order', next.body, { raw: next.raw });
          results.push({ label: next.label, status: answer.status, message: String(answer.body?.message ?? ''), body: next.body });
        }
      }),
    );

    const notClientErrors = results.filter((r) => r.status < 400 || r.status >= 500);
    expect(notClientErrors.map((r) => `${r.label} → ${r.status} ${r.message}: ${JSON.stringify(r.body).slice(0, 300)}`)).toEqual([]);
    // Whatever reached the function failed with one of the stable codes.
    const fromFunction = results.filter((r) => r.status === 400 && (SERVER_ERROR_CODES as readonly string[]).includes(r.message));
    expect(fromFunction.length).toBeGreaterThan(CASES * 0.75);
    const codes = new Set(fromFunction.map((r) => r.message));
    for (const expected of ['invalid_order', 'missing_information', 'out_of_stock', 'invalid_code']) expect(codes).toContain(expected);

    expect(await writeState()).toEqual(before);
  }, 120_000);
});

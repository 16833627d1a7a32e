/**
 * `npm run bench:whatsapp`: how long a WhatsApp shopper waits after tapping Confirm for the reply
 * with their order's number (issue 46's "Done when"), over N conversations.
 *
 * Starts its own throwaway local stack (no shop; the sweeps off, so only the function's own path
 * is timed), adds two products, then for each conversation plays the shopper as the integration
 * tests do (tests/support/whatsapp-shopper.ts): a signed catalogue cart to whatsapp-webhook, the
 * area from the list, the street, the building, then Confirm. The time measured runs from posting
 * the Confirm delivery to the moment its reply is recorded as accepted by the Graph API sink
 * (the reply's private.outbox.sent_at, stamped by the database on the same clock): the webhook's answer, the
 * turn (lock, machine, place_order, commit), the send and its record. The
 * conversations run `--parallel` at a time (default 1: one shopper's wait, not a queue's).
 *
 *   npm run bench:whatsapp -- --conversations 50 --parallel 1
 *
 * Prints p50, p95 and the slowest, and writes them to bench/out/whatsapp.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { storeConfig } from '../src/config/store.ts';
import { confirmChoice, webhookKit } from '../tests/support/whatsapp-shopper.ts';
import { startThrowawayStack } from './throwawayStack.ts';

const { values: args } = parseArgs({
  options: {
    conversations: { type: 'string', default: '50' },
    parallel: { type: 'string', default: '1' },
  },
});
const conversations = Math.max(1, Number(args.conversations));
const parallel = Math.max(1, Number(args.parallel));
const outFile = join(dirname(fileURLToPath(import.meta.url)), 'out', 'whatsapp.json');
const say = (line: string) => console.log(`[bench:whatsapp] ${line}`);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

say('starting a throwaway stack…');
const stack = await startThrowawayStack('momobel-bench-whatsapp-', { app: 'none', ephemeral: false, orderEmailSweepSeconds: 0 });
const db = new pg.Pool({ connectionString: stack.info.dbUrl, max: 4 });
try {
  await db.query('update public.store_settings set order_limit_per_address = null');
  const mug = randomUUID();
  const pan = randomUUID();
  const panVariant = randomUUID();
  await db.query(`insert into public.items (id, store_id, name, price, sale_price) values ($1, $3, 'Bench mug', 9, 7.5), ($2, $3, 'Bench pan', 30, null)`, [mug, pan, storeConfig.storeId]);
  await db.query(`insert into public.item_variants (id, item_id, size, price, sale_price) values ($1, $2, '24 cm', 28, 25)`, [panVariant, pan]);
  const { rows: areas } = await db.query<{ id: string }>(
    'select a.id from public.delivery_areas a join public.delivery_zones z on z.id = a.zone_id and z.active order by z.sort_order, z.name, a.sort_order, a.name limit 1',
  );

  const kit = webhookKit({
    apiUrl: stack.info.apiUrl,
    appSecret: stack.info.whatsappAppSecret!,
    query: async (text, params) => (await db.query(text, params)).rows,
  });

  async function conversation(index: number): Promise<number> {
    const who = kit.shopper(`Bench shopper ${index + 1}`);
    const cart = who.cart([
      { retailerId: panVariant, quantity: 2 },
      { retailerId: mug, quantity: 1 },
    ]);
    const { summary } = await kit.toSummary(who, cart, areas[0]!.id, `Bench street ${index + 1}`);
    const started = Date.now();
    const confirm = await who.choose(confirmChoice(summary)!, 'button_reply');
    const reply = await kit.replyTo(confirm.wamid, 60_000);
    if (!/[0-9a-f]{8}/.test(JSON.stringify(reply.body))) throw new Error(`the reply to Confirm names no order: ${JSON.stringify(reply.body)}`);
    // The database stamps the reply's acceptance (same machine, same clock): no polling delay in the figure.
    const { rows } = await db.query<{ sent_at: Date }>('select sent_at from private.outbox where key = $1', [`reply:${confirm.wamid}`]);
    return rows[0]!.sent_at.getTime() - started;
  }

  // One untimed conversation first: the function's first load, plan caches, the pool.
  await conversation(-1);
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < conversations) times.push(await conversation(next++));
    }),
  );
  times.sort((a, b) => a - b);
  const result = {
    conversations,
    parallel,
    p50Ms: Math.round(percentile(times, 50)),
    p95Ms: Math.round(percentile(times, 95)),
    maxMs: Math.round(times[times.length - 1]!),
  };
  say(`Confirm → reply with the order number over ${conversations} conversations (${parallel} at a time): p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, slowest ${result.maxMs} ms`);
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await db.end();
  await stack.stop();
}

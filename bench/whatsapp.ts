/**
 * `npm run bench:whatsapp`: how long a WhatsApp shopper waits after tapping Confirm for the reply
 * with their order's number (issue 46's "Done when"), over N conversations; and, for the owner in
 * the chat (issue 56, budget p95 ≤ 2 s), the time from a shopper's question to the owner's copy,
 * and from the owner's reply to the shopper's copy, over the same number of questions.
 *
 * Starts its own throwaway local stack (no shop; the sweeps off, so only the function's own path
 * is timed), adds two products, then for each conversation plays the shopper as the integration
 * tests do (tests/support/whatsapp-shopper.ts): a signed catalogue cart to whatsapp-webhook, the
 * area from the list, the street, the building, then Confirm. The time measured runs from posting
 * the Confirm delivery to the moment its reply is recorded as accepted by the Graph API sink
 * (the outbox row's sent_at, stamped by the database on the same clock): the webhook's answer, the
 * turn (lock, machine, place_order, commit), the send and its record. The
 * conversations run `--parallel` at a time (default 1: one shopper's wait, not a queue's). The
 * relay's two figures run the same way: from posting the shopper's text (or the owner's reply to
 * its copy) to the sent_at of the copy (`relay:<wamid>:0`, `answer:<owner wamid>:0`), the owner's
 * window open (the owner wrote first), so each copy goes free-form at once.
 *
 *   npm run bench:whatsapp -- --conversations 50 --parallel 1
 *
 * Prints p50, p95 and the slowest of each, and writes them to bench/out/whatsapp.json.
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
    return (await sentAt(`reply:${confirm.wamid}`)) - started;
  }

  /** When the outbox message under `key` was accepted by the sink (the database's clock, the same machine's): no polling delay in the figure. */
  async function sentAt(key: string): Promise<number> {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
      const { rows } = await db.query<{ sent_at: Date | null }>('select sent_at from private.outbox where key = $1', [key]);
      if (rows[0]?.sent_at) return rows[0].sent_at.getTime();
    }
    throw new Error(`${key} was not sent within 60 s`);
  }

  const owner = kit.shopper('Owner', stack.info.ownerWhatsapp!);
  /** A shopper's question to the owner's copy, then the owner's reply to the shopper's copy. */
  async function question(index: number): Promise<[number, number]> {
    const who = kit.shopper(`Bench asker ${index + 1}`);
    const asked = Date.now();
    const { wamid } = await who.text(`kam se3ron l bench pan? (${index + 1})`);
    const copied = (await sentAt(`relay:${wamid}:0`)) - asked;
    const { rows } = await db.query<{ provider_id: string }>('select provider_id from private.outbox where key = $1', [`relay:${wamid}:0`]);
    const replied = Date.now();
    const answer = await owner.send({ type: 'text', text: { body: `$25, delivery tomorrow (${index + 1})` }, context: { from: stack.info.ownerWhatsapp, id: rows[0]!.provider_id } });
    return [copied, (await sentAt(`answer:${answer.wamid}:0`)) - replied];
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
  const figures = (samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return { p50Ms: Math.round(percentile(sorted, 50)), p95Ms: Math.round(percentile(sorted, 95)), maxMs: Math.round(sorted[sorted.length - 1]!) };
  };

  // The owner writes first, so the window is open; one untimed question warms the relay's path.
  await owner.text('good morning');
  await question(-1);
  const toOwner: number[] = [];
  const toShopper: number[] = [];
  let asked = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (asked < conversations) {
        const [copied, answered] = await question(asked++);
        toOwner.push(copied);
        toShopper.push(answered);
      }
    }),
  );

  const result = { conversations, parallel, ...figures(times), relay: { shopperToOwner: figures(toOwner), ownerToShopper: figures(toShopper), budgetP95Ms: 2000 } };
  say(`Confirm → reply with the order number over ${conversations} conversations (${parallel} at a time): p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, slowest ${result.maxMs} ms`);
  for (const [what, figure] of [['shopper’s message → owner’s copy', result.relay.shopperToOwner], ['owner’s reply → shopper’s copy', result.relay.ownerToShopper]] as const) {
    say(`${what} over ${conversations} questions: p50 ${figure.p50Ms} ms, p95 ${figure.p95Ms} ms, slowest ${figure.maxMs} ms (budget p95 ≤ 2000 ms)`);
  }
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await db.end();
  await stack.stop();
}

/**
 * Every message the shop sends goes out exactly once, through a power cut and through a channel
 * that was off (issues 34, 46 and 55): the owner's e-mail and WhatsApp message about every order,
 * and a reply to every message shoppers sent on WhatsApp, all on the one outbox
 * (docs/decisions/0045-one-outbox.md). Each test runs a stack of its own in a
 * child process (tests/support/stack-process.ts: durable PostgreSQL, sweeps every 3 s) that it
 * can kill whole: PostgreSQL, PostgREST, the functions and the gateway with both sinks (the
 * WhatsApp one playing Meta, statuses to whatsapp-webhook included), at once, with SIGKILL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { storeConfig } from '../../src/config/store.ts';
import { resolveStackDirs } from '../../supabase/local/paths.ts';
import { freePort } from '../../supabase/local/ports.ts';
import type { StackInfo } from '../../supabase/local/stack.ts';
import { listWhatsAppOutbox } from '../../supabase/local/whatsapp-sink.ts';
import { emailsFor, sleep, waitFor, whatsappFor } from '../support/notifications.ts';
import { WHATSAPP_DELIVERY } from '../support/outbox.ts';
import { newWamid, webhookKit } from '../support/whatsapp-shopper.ts';

interface RunningChild {
  child: ChildProcess;
  info: StackInfo;
}

let stateDir: string | undefined;
let running: RunningChild | undefined;

async function startChild(dir: string, ports: Record<string, number>, whatsapp: 'on' | 'off' = 'on'): Promise<RunningChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/stack-process.ts', dir, JSON.stringify(ports), ...(whatsapp === 'off' ? ['whatsapp-off'] : [])], {
    // Its own process group: one kill reaches it and every server it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const line = await waitFor('the stack to start', () => {
    if (child.exitCode !== null) throw new Error(`the stack exited with ${child.exitCode}:\n${output}`);
    return /^ready (.*)$/m.exec(output)?.[1];
  }, 120_000);
  running = { child, info: JSON.parse(line) as StackInfo };
  return running;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The power cut: every process of the stack dies at once, nothing gets to clean up. */
async function killWhole(child: ChildProcess): Promise<void> {
  process.kill(-child.pid!, 'SIGKILL');
  await exited(child);
  running = undefined;
}

async function stopChild(child: ChildProcess): Promise<void> {
  process.kill(child.pid!, 'SIGTERM');
  await exited(child);
  running = undefined;
}

async function query<T extends pg.QueryResultRow>(dbUrl: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

async function prepareShop(dbUrl: string): Promise<string> {
  const itemId = randomUUID();
  await query(dbUrl, 'insert into public.items (id, store_id, name, price, inventory) values ($1, $2, $3, 7, null)', [itemId, storeConfig.storeId, 'Power-cut test bowl']);
  // One address places every order here: lift the per-address limits.
  await query(dbUrl, 'update public.store_settings set order_limit_per_address = null, discount_check_limit_per_address = null');
  return itemId;
}

function post(info: StackInfo, path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  return fetch(`${info.apiUrl}${path}`, {
    method: 'POST',
    headers: { apikey: info.anonKey, authorization: `Bearer ${info.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
}

function orderPayload(itemId: string) {
  return {
    id: randomUUID(),
    customer: { name: 'Rania Haddad', phone: '+961 71 234 567', city: 'Beirut', street: 'Hamra Street 12' },
    items: [{ item_id: itemId, variant_id: null, quantity: 1 }],
    channel: 'web',
  };
}

afterEach(async () => {
  if (running) {
    process.kill(-running.child.pid!, 'SIGKILL');
    await exited(running.child);
    running = undefined;
  }
  if (stateDir) {
    // As root in a private temp folder, the cluster lives under the system temp folder instead.
    rmSync(resolveStackDirs(stateDir).pgDataDir, { recursive: true, force: true });
    rmSync(stateDir, { recursive: true, force: true });
  }
  stateDir = undefined;
});

async function freePorts() {
  return { app: await freePort(), api: await freePort(), db: await freePort(), rest: await freePort(), functions: await freePort() };
}

describe('a power cut in the middle of a rush', () => {
  it('loses no message and repeats none: after the restart every order has one e-mail and one WhatsApp message, every shopper message one reply, all within 5 minutes', async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'momobel-power-cut-'));
    const ports = await freePorts();
    const { child, info } = await startChild(stateDir, ports);
    const itemId = await prepareShop(info.dbUrl);

    // Shoppers order back to back; each browser asks for both notifications without waiting, as
    // the storefront does. Others write to the shop on WhatsApp at the same time, each message
    // answered by a reply. The cut comes while orders, messages, e-mails and replies are all in flight.
    const acknowledged: string[] = [];
    const written: string[] = [];
    const cut = new AbortController();
    const shopper = async () => {
      while (!cut.signal.aborted) {
        const order = orderPayload(itemId);
        try {
          const answer = await post(info, '/rest/v1/rpc/place_order', { p_order: order }, cut.signal);
          if (answer.status !== 200) continue;
          acknowledged.push(order.id);
          for (const name of ['send-order-email', 'send-order-whatsapp']) {
            post(info, `/functions/v1/${name}`, { order_id: order.id }, cut.signal).then((response) => response.body?.cancel(), () => {});
          }
        } catch {
          // the cut
        }
      }
    };
    const kit = webhookKit({ apiUrl: info.apiUrl, appSecret: info.whatsappAppSecret!, query: (text, params) => query(info.dbUrl, text, params) });
    const writer = async (index: number) => {
      const chat = kit.shopper(`Shopper ${index}`);
      for (let turn = 0; !cut.signal.aborted; turn++) {
        try {
          // Words the conversation answers itself (anything else is passed on to the owner: the next test).
          const sent = await chat.text(turn % 2 === 0 ? 'cancel' : 'إلغاء');
          if (sent.status === 200) written.push(sent.wamid);
        } catch {
          // the cut
        }
      }
    };
    const shoppers = [...Array.from({ length: 6 }, shopper), ...Array.from({ length: 3 }, (_, index) => writer(index))];
    await waitFor('a rush of orders and messages', () => acknowledged.length >= 40 && written.length >= 15, 90_000);
    await killWhole(child);
    cut.abort();
    await Promise.all(shoppers);
    const functionsLog = join(stateDir, 'logs', 'functions.log');
    const loggedBeforeTheCut = readFileSync(functionsLog, 'utf8').length;

    const restartedAt = Date.now();
    const restarted = await startChild(stateDir, ports);
    const { dbUrl } = restarted.info;
    const stored = (await query<{ id: string }>(dbUrl, 'select id from public.orders')).map((row) => row.id);
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
    const inbound = (await query<{ wamid: string }>(dbUrl, 'select wamid from public.whatsapp_messages')).map((row) => row.wamid);
    expect(inbound).toEqual(expect.arrayContaining(written));

    // No clock is moved on: the dead senders' leases (2 minutes) run out as they would, Meta's
    // statuses arrive as soon as the webhook is back, and the sweep (every 3 s) does the rest.
    const unmarked = async () =>
      Number((await query<{ n: string }>(dbUrl, `select count(*) as n from private.outbox where status <> 'sent'`))[0]!.n);
    const unanswered = async () =>
      Number((await query<{ n: string }>(dbUrl, `select count(*) as n from public.whatsapp_messages m where not exists (select from private.outbox r where r.key = 'reply:' || m.wamid)`))[0]!.n);
    await waitFor('every message to be sent and marked', async () => (await unmarked()) === 0 && (await unanswered()) === 0, 300_000 - (Date.now() - restartedAt)).catch(async (error: Error) => {
      const stuck = await query(dbUrl, `select key, status, attempts, last_error, lease_expires_at from private.outbox where status <> 'sent'`);
      throw new Error(`${error.message}: ${JSON.stringify(stuck)}`);
    });
    const allMarkedSeconds = Math.round((Date.now() - restartedAt) / 1000);
    await sleep(7_000); // two more sweeps

    // Every WhatsApp message of the outbox (an owner's template per order, a reply per shopper
    // message) is in the sink once, and its record names it. Without the status webhook, a message
    // the sink had accepted and whose sender died before recording it was sent again after the
    // restart (5 of 43 orders in one run); now its status records it first.
    const sink = listWhatsAppOutbox(restarted.info.whatsappOutboxDir);
    const whatsappRows = await query<{ key: string; provider_id: string }>(dbUrl, `select key, provider_id from private.outbox where channel = 'whatsapp'`);
    expect(whatsappRows).toHaveLength(stored.length + inbound.length);
    for (const row of whatsappRows) {
      expect(sink.filter((message) => message.callback_data === row.key).map((message) => message.id), row.key).toEqual([row.provider_id]);
    }
    for (const orderId of stored) expect(whatsappFor(restarted.info.whatsappOutboxDir, orderId), `order ${orderId}`).toHaveLength(1);
    for (const wamid of inbound) expect(sink.filter((message) => message.callback_data === `reply:${wamid}`), wamid).toHaveLength(1);

    // And one e-mail each: Resend's idempotency key makes the e-mail exactly-once.
    for (const orderId of stored) expect(emailsFor(restarted.info.outboxDir, orderId), `order ${orderId}`).toHaveLength(1);

    const afterTheCut = readFileSync(functionsLog, 'utf8').slice(loggedBeforeTheCut);
    const recordedByStatus = [...afterTheCut.matchAll(/recorded from Meta's statuses (.*)$/gm)].flatMap((line) => line[1]!.split(', '));
    const [{ attempts }] = (await query<{ attempts: number }>(dbUrl, `select count(*) filter (where attempts > 1)::int as attempts from private.outbox`)) as [{ attempts: number }];
    console.log(
      `power cut: ${acknowledged.length} orders acknowledged, ${stored.length} stored; ${written.length} shopper messages acknowledged, ${inbound.length} stored; ` +
        `${whatsappRows.length + stored.length} outbox messages (${stored.length} e-mails, ${stored.length} owner templates, ${inbound.length} replies), each sent once; ` +
        `all marked ${allMarkedSeconds} s after the restart began; ${attempts} claimed again after the cut (their sender had died); Meta's statuses recorded ` +
        `${recordedByStatus.filter((key) => key.endsWith(':owner_whatsapp')).length} owner messages and ${recordedByStatus.filter((key) => key.startsWith('reply:')).length} replies the cut had left unrecorded`,
    );
    expect(allMarkedSeconds).toBeLessThanOrEqual(300);
    await stopChild(restarted.child);
  }, 480_000);
});

describe('a power cut in the middle of a rush of shopper questions', () => {
  it('passes each of 50 shopper messages on to the owner exactly once, those Meta delivers again after the restart too', async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'momobel-relay-power-cut-'));
    const ports = await freePorts();
    const { child, info } = await startChild(stateDir, ports);
    const kit = webhookKit({ apiUrl: info.apiUrl, appSecret: info.whatsappAppSecret!, query: (text, params) => query(info.dbUrl, text, params) });
    const owner = info.ownerWhatsapp!;
    // The owner wrote this morning: the copies go free-form, at once.
    expect((await kit.shopper('Owner', owner).text('good morning')).status).toBe(200);

    // 10 shoppers write 5 questions each, back to back; the cut comes halfway through.
    const messages = Array.from({ length: 10 }, (_, writer) => ({ chat: kit.shopper(`Asker ${writer}`), wamids: Array.from({ length: 5 }, () => newWamid()) }));
    const acknowledged = new Set<string>();
    const cut = new AbortController();
    const writers = messages.map(async ({ chat, wamids }) => {
      for (const [turn, wamid] of wamids.entries()) {
        if (cut.signal.aborted) return;
        try {
          const sent = await chat.send({ type: 'text', text: { body: `kam se3ron? ${'🙂'.repeat(turn)}\nw fi delivery 3a Jounieh?` } }, { wamid });
          if (sent.status === 200) acknowledged.add(wamid);
        } catch {
          // the cut
        }
      }
    });
    await waitFor('half of the rush', () => acknowledged.size >= 25, 120_000);
    await killWhole(child);
    cut.abort();
    await Promise.all(writers);

    const restarted = await startChild(stateDir, ports);
    const { dbUrl } = restarted.info;
    const again = webhookKit({ apiUrl: restarted.info.apiUrl, appSecret: restarted.info.whatsappAppSecret!, query: (text, params) => query(dbUrl, text, params) });
    // Meta delivers again what it could not deliver, and some of what it could (at least once).
    for (const { chat, wamids } of messages) {
      const shopper = again.shopper(chat.name, chat.number);
      for (const [turn, wamid] of wamids.entries()) {
        if (acknowledged.has(wamid) && turn % 2 === 1) continue;
        expect((await shopper.send({ type: 'text', text: { body: `kam se3ron? ${'🙂'.repeat(turn)}\nw fi delivery 3a Jounieh?` } }, { wamid })).status).toBe(200);
      }
    }
    const all = messages.flatMap(({ wamids }) => wamids);
    // Everything, not only the copies: an acknowledgement whose sender died under the cut waits
    // out its lease (2 minutes) and may be the last one sent.
    const copiesSent = async () =>
      Number((await query<{ n: string }>(dbUrl, `select count(*) as n from private.outbox where key = any($1) and status = 'sent'`, [all.map((wamid) => `relay:${wamid}:0`)]))[0]!.n);
    const unsent = async () => Number((await query<{ n: string }>(dbUrl, `select count(*) as n from private.outbox where status <> 'sent'`))[0]!.n);
    await waitFor('every copy and acknowledgement sent and marked', async () => (await copiesSent()) === all.length && (await unsent()) === 0, 240_000);
    await sleep(7_000); // two more sweeps

    const sink = listWhatsAppOutbox(restarted.info.whatsappOutboxDir);
    for (const wamid of all) {
      const copies = sink.filter((message) => message.callback_data === `relay:${wamid}:0`);
      expect(copies.map((message) => message.to), wamid).toEqual([owner]);
    }
    // Nothing of the rush is left unsent, nor sent twice; one acknowledgement per shopper this hour.
    expect(await query(dbUrl, `select key, status, last_error from private.outbox where status <> 'sent'`)).toEqual([]);
    for (const { chat } of messages) expect(sink.filter((message) => message.to === chat.number), chat.number).toHaveLength(new Set(sink.filter((message) => message.to === chat.number).map((message) => message.callback_data)).size);
    console.log(`relay power cut: ${all.length} shopper messages, ${acknowledged.size} acknowledged before the cut; each passed on to the owner once`);
    await stopChild(restarted.child);
  }, 480_000);
});

describe('WhatsApp notification off (no secrets)', () => {
  it('leaves the shop as it was, says so once, and sends no old order when it is turned on', async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'momobel-whatsapp-off-'));
    const ports = await freePorts();
    const off = await startChild(stateDir, ports, 'off');
    const itemId = await prepareShop(off.info.dbUrl);

    const asked = orderPayload(itemId);
    expect((await post(off.info, '/rest/v1/rpc/place_order', { p_order: asked })).status).toBe(200);
    const answer = await post(off.info, '/functions/v1/send-order-whatsapp', { order_id: asked.id });
    expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 200, body: { sent: false, reason: 'off' } });
    const unasked = orderPayload(itemId);
    expect((await post(off.info, '/rest/v1/rpc/place_order', { p_order: unasked })).status).toBe(200);

    const status = async (dbUrl: string, orderId: string) =>
      (await query<{ whatsapp_status: string; whatsapp_last_error: string | null; notified_at: Date | null }>(dbUrl, WHATSAPP_DELIVERY, [orderId]))[0]!;
    await waitFor('the sweep to mark the order off and e-mail it', async () => {
      const row = await status(off.info.dbUrl, unasked.id);
      return row.whatsapp_status === 'off' && row.notified_at !== null;
    }, 60_000);
    for (const orderId of [asked.id, unasked.id]) {
      expect(await status(off.info.dbUrl, orderId)).toMatchObject({ whatsapp_status: 'off', whatsapp_last_error: expect.stringContaining('WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, OWNER_WHATSAPP are not set') });
      await waitFor('the e-mail', () => emailsFor(off.info.outboxDir, orderId).length === 1, 30_000);
    }
    const log = readFileSync(join(stateDir, 'logs', 'functions.log'), 'utf8');
    expect(log.match(/WhatsApp notification is off/g)).toHaveLength(1);
    await stopChild(off.child);

    // The secrets are set weeks later: the old orders stay off, a new one is sent.
    const on = await startChild(stateDir, ports);
    const fresh = orderPayload(itemId);
    expect((await post(on.info, '/rest/v1/rpc/place_order', { p_order: fresh })).status).toBe(200);
    await waitFor('the sweep to send the new order', async () => (await status(on.info.dbUrl, fresh.id)).whatsapp_status === 'sent', 60_000);
    await sleep(4_000);
    expect(whatsappFor(on.info.whatsappOutboxDir, fresh.id)).toHaveLength(1);
    for (const orderId of [asked.id, unasked.id]) {
      expect((await status(on.info.dbUrl, orderId)).whatsapp_status).toBe('off');
      expect(whatsappFor(on.info.whatsappOutboxDir, orderId)).toHaveLength(0);
    }
    await stopChild(on.child);
  }, 300_000);
});

describe("a power cut in the middle of the owner's rush through the orders (issue 57)", () => {
  it("sends each order's status messages to its shopper exactly once", async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'momobel-power-cut-status-'));
    const ports = await freePorts();
    const { child, info } = await startChild(stateDir, ports);
    const itemId = await prepareShop(info.dbUrl);

    // Web orders whose shoppers asked for updates and confirmed the cash order, each from its own number.
    const orders: string[] = [];
    for (let index = 0; index < 20; index++) {
      const order = { ...orderPayload(itemId), whatsapp_updates: true, customer: { ...orderPayload(itemId).customer, phone: `+961 71 ${String(100000 + index)}` } };
      const answer = await post(info, '/rest/v1/rpc/place_order', { p_order: order });
      expect(answer.status).toBe(200);
      await answer.body?.cancel();
      await query(info.dbUrl, "select private.apply_shopper_order_action(o.id, 'confirm', o.shopper_whatsapp) from public.orders o where o.id = $1", [order.id]);
      orders.push(order.id);
    }
    // The owner goes through them from WhatsApp while the sweep sends their messages; the cut
    // comes in the middle.
    const cut = new AbortController();
    const changed: string[] = [];
    const owner = async (share: string[]) => {
      const client = new pg.Client({ connectionString: info.dbUrl });
      // The cut ends the connection under a query: its rejection is the signal, the event is not.
      client.on('error', () => {});
      await client.connect();
      try {
        for (const status of ['confirmed', 'out_for_delivery', 'delivered']) {
          for (const id of share) {
            if (cut.signal.aborted) return;
            await client.query("select private.change_order_status($1, $2, 'owner_whatsapp')", [id, status]);
            changed.push(`${id}:${status}`);
            await sleep(150);
          }
        }
      } catch {
        // the cut
      } finally {
        await client.end().catch(() => {});
      }
    };
    const rush = [owner(orders.slice(0, 10)), owner(orders.slice(10))];
    await waitFor('the rush to be under way', () => changed.length >= 25, 90_000);
    await killWhole(child);
    cut.abort();
    await Promise.all(rush);

    const restarted = await startChild(stateDir, ports);
    const { dbUrl } = restarted.info;
    // After the restart the owner finishes the round: whatever the cut left is done now.
    for (const status of ['confirmed', 'out_for_delivery', 'delivered']) {
      for (const id of orders) await query(dbUrl, "select private.change_order_status($1, $2, 'owner_whatsapp')", [id, status]);
    }
    await waitFor('every status message to be sent and marked', async () =>
      Number((await query<{ n: string }>(dbUrl, "select count(*) as n from private.outbox where key like '%:status:%' and status <> 'sent'"))[0]!.n) === 0,
    300_000);
    await sleep(7_000); // two more sweeps
    const sink = listWhatsAppOutbox(restarted.info.whatsappOutboxDir);
    for (const id of orders) {
      for (const status of ['confirmed', 'out_for_delivery', 'delivered']) {
        const key = `order:${id}:status:${status}`;
        const rows = await query<{ provider_id: string }>(dbUrl, 'select provider_id from private.outbox where key = $1', [key]);
        expect(rows, key).toHaveLength(1);
        expect(sink.filter((message) => message.callback_data === key).map((message) => message.id), key).toEqual([rows[0]!.provider_id]);
      }
    }
    console.log(`power cut (status messages): ${changed.length} of ${orders.length * 3} changes before the cut; ${orders.length * 3} status messages, each sent once`);
    await stopChild(restarted.child);
  }, 480_000);
});

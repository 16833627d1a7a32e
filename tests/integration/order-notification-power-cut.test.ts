/**
 * The owner hears about every order, by e-mail and on WhatsApp, exactly once, through a power cut
 * and through a channel that was off (issues 34 and 46). Each test runs a stack of its own in a
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
  it('loses no order and repeats none: after the restart every order has one e-mail and one WhatsApp message', async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'momobel-power-cut-'));
    const ports = await freePorts();
    const { child, info } = await startChild(stateDir, ports);
    const itemId = await prepareShop(info.dbUrl);

    // Shoppers order back to back; each browser asks for both notifications without waiting, as
    // the storefront does. The cut comes while orders, e-mails and messages are all in flight.
    const acknowledged: string[] = [];
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
    const shoppers = Array.from({ length: 6 }, shopper);
    await waitFor('a rush of orders', () => acknowledged.length >= 40, 60_000);
    await killWhole(child);
    cut.abort();
    await Promise.all(shoppers);
    const functionsLog = join(stateDir, 'logs', 'functions.log');
    const loggedBeforeTheCut = readFileSync(functionsLog, 'utf8').length;

    const restarted = await startChild(stateDir, ports);
    const { dbUrl } = restarted.info;
    // Meta delivers a message's statuses within seconds, again and again while the webhook is
    // down: the sink (playing Meta) delivers those the cut interrupted as soon as the stack is back.
    await waitFor("Meta's statuses of every message to reach the webhook", () =>
      listWhatsAppOutbox(restarted.info.whatsappOutboxDir).every((message) => message.statuses.every((entry) => entry.done && entry.answer === 200)), 60_000);
    // Only then do the dead senders' claims (leases of 2 minutes) run out: let that time pass.
    await query(dbUrl, `update public.orders set email_lease_expires_at = now() where email_lease_expires_at > now()`);
    await query(dbUrl, `update public.orders set whatsapp_lease_expires_at = now() where whatsapp_lease_expires_at > now()`);

    const stored = (await query<{ id: string }>(dbUrl, 'select id from public.orders')).map((row) => row.id);
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
    const unsent = async (condition: string) =>
      Number((await query<{ n: string }>(dbUrl, `select count(*) as n from public.orders where ${condition}`))[0]!.n);
    await waitFor('every order to be sent on WhatsApp', async () => (await unsent(`whatsapp_status <> 'sent'`)) === 0, 120_000);
    await sleep(7_000); // two more sweeps

    // Every order (the acknowledged ones, and any whose answer the cut swallowed) has exactly one
    // WhatsApp message, and its record names it. Without the status webhook, an order the sink had
    // accepted and whose sender died before recording it was sent again after the restart (5 of
    // 43 in one run); now its status records it first.
    for (const orderId of stored) {
      const messages = whatsappFor(restarted.info.whatsappOutboxDir, orderId);
      const [{ whatsapp_message_id: recorded }] = (await query<{ whatsapp_message_id: string }>(dbUrl, 'select whatsapp_message_id from public.orders where id = $1', [orderId])) as [{ whatsapp_message_id: string }];
      expect(messages.map((message) => message.id), `order ${orderId}`).toEqual([recorded]);
    }
    const afterTheCut = readFileSync(functionsLog, 'utf8').slice(loggedBeforeTheCut);
    const recordedByStatus = afterTheCut.match(/recorded from Meta's statuses the owner's message about order/g)?.length ?? 0;
    console.log(`power cut: ${acknowledged.length} orders acknowledged, ${stored.length} stored, each sent on WhatsApp once; after the restart, Meta's statuses recorded ${recordedByStatus} messages the cut had left unrecorded`);

    // And one e-mail each: Resend's idempotency key makes the e-mail exactly-once.
    await waitFor('every order to be e-mailed', async () => (await unsent('notified_at is null')) === 0, 60_000).catch(async (error: Error) => {
      const stuck = await query(dbUrl, 'select id, email_attempts, email_last_error from public.orders where notified_at is null');
      throw new Error(`${error.message}: ${JSON.stringify(stuck)}`);
    });
    for (const orderId of stored) expect(emailsFor(restarted.info.outboxDir, orderId), `order ${orderId}`).toHaveLength(1);
    await stopChild(restarted.child);
  }, 300_000);
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
      (await query<{ whatsapp_status: string; whatsapp_last_error: string | null; notified_at: Date | null }>(dbUrl, 'select whatsapp_status, whatsapp_last_error, notified_at from public.orders where id = $1', [orderId]))[0]!;
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

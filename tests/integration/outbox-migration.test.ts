/**
 * The outbox's migrations (20261201200000 … 20261201200300) take over a deployed shop's messages:
 * none lost, none sent again. A database of its own on the test stack's cluster is built with
 * every migration before them, given messages in the old shape (the owner's e-mail and WhatsApp
 * columns on orders, whatsapp_replies) in every state they could be in, then migrated.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../supabase/local/paths.ts';
import { sql, stackInfo } from '../support/clients.ts';

const FIRST_OUTBOX_MIGRATION = '20261201200000';
const LAST_OUTBOX_MIGRATION = '20261201200300';
const migrations = readdirSync(migrationsDir).filter((file) => /^\d+_.+\.sql$/.test(file)).sort();
const before = migrations.filter((file) => file.split('_')[0]! < FIRST_OUTBOX_MIGRATION);
const outbox = migrations.filter((file) => file.split('_')[0]! >= FIRST_OUTBOX_MIGRATION && file.split('_')[0]! <= LAST_OUTBOX_MIGRATION);

const database = `outbox_migration_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
let client: pg.Client;

async function apply(files: string[]) {
  for (const file of files) {
    await client.query('begin');
    try {
      await client.query(readFileSync(join(migrationsDir, file), 'utf8'));
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw new Error(`${file}: ${(error as Error).message}`);
    }
  }
}

const storeId = '00000000-0000-4000-8000-000000000001';
const ids = { sent: randomUUID(), waiting: randomUUID(), failed: randomUUID(), off: randomUUID() };
const shopper = '96171234567';

/** An order as a deployed shop holds it, with its two messages' old records. */
async function oldOrder(id: string, minutesAgo: number, delivery: Record<string, unknown>) {
  const columns = Object.keys(delivery);
  await client.query(
    `insert into public.orders (id, store_id, customer_name, customer_phone, customer_city, customer_street, subtotal, delivery_fee, total_price, created_at${columns.map((c) => `, ${c}`).join('')})
     values ($1, $2, 'Rania Haddad', '+961 71 234 567', 'Beirut', 'Hamra Street 12', 10, 3, 13, now() - make_interval(mins => $3)${columns.map((_, i) => `, $${i + 4}`).join('')})`,
    [id, storeId, minutesAgo, ...Object.values(delivery)],
  );
}

async function oldReply(wamid: string, minutesAgo: number, reply: Record<string, unknown>) {
  await client.query(`insert into public.whatsapp_messages (wamid, wa_id, type, payload, sent_at, processed_at) values ($1, $2, 'text', '{}', now() - make_interval(mins => $3), now())`, [
    wamid,
    shopper,
    minutesAgo,
  ]);
  const columns = Object.keys(reply);
  await client.query(
    `insert into public.whatsapp_replies (inbound_wamid, wa_id, body, created_at${columns.map((c) => `, ${c}`).join('')})
     values ($1, $2, $3, now() - make_interval(mins => $4)${columns.map((_, i) => `, $${i + 5}`).join('')})`,
    [wamid, shopper, JSON.stringify({ type: 'text', text: { body: `Answer to ${wamid}` } }), minutesAgo, ...Object.values(reply)],
  );
}

beforeAll(async () => {
  await sql(`create database ${database}`);
  const url = new URL(stackInfo().dbUrl);
  url.pathname = `/${database}`;
  client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  // The roles' default privileges are per database, as the stack's own has them.
  await client.query(readFileSync(join(migrationsDir, '..', 'local', 'local-roles.sql'), 'utf8'));
  await apply(before);

  const hourAhead = new Date(Date.now() + 3_600_000);
  await oldOrder(ids.sent, 50, {
    notified_at: new Date(Date.now() - 49 * 60_000), email_attempts: 1, email_message_id: 're_sent', email_last_error: '500 earlier',
    whatsapp_status: 'sent', whatsapp_sent_at: new Date(Date.now() - 49 * 60_000), whatsapp_attempts: 2, whatsapp_message_id: 'wamid.owner-sent',
  });
  // Still being tried: the e-mail waits an hour after its fourth failure (the old lease held the
  // wait); the WhatsApp message was never claimed.
  await oldOrder(ids.waiting, 40, {
    email_attempts: 4, email_last_error: '500 internal', email_lease_expires_at: hourAhead, email_last_attempt_at: new Date(),
    whatsapp_status: 'waiting', whatsapp_attempts: 0,
  });
  await oldOrder(ids.failed, 30, {
    email_failed_at: new Date(), email_attempts: 10, email_last_error: 'Gave up after 10 attempts; the last: no answer within 10 s',
    whatsapp_status: 'failed', whatsapp_attempts: 1, whatsapp_last_error: '401 (#190) Error validating access token',
  });
  await oldOrder(ids.off, 20, { notified_at: new Date(), email_attempts: 1, email_message_id: 're_off', whatsapp_status: 'off', whatsapp_last_error: 'WhatsApp notification was off: WHATSAPP_TOKEN is not set' });

  await oldReply('wamid.in-sent', 15, { status: 'sent', sent_at: new Date(), attempts: 1, message_id: 'wamid.reply-sent' });
  await oldReply('wamid.in-waiting', 10, { status: 'waiting', attempts: 1, last_error: '500 (#131000) Something went wrong' });
  await oldReply('wamid.in-failed', 5, { status: 'failed', attempts: 1, last_error: '400 (#131026) Message undeliverable' });

  await apply(outbox);
}, 120_000);

afterAll(async () => {
  await client?.end();
  await sql(`drop database if exists ${database} with (force)`);
});

interface Row {
  key: string;
  channel: string;
  kind: string;
  recipient: string | null;
  order_id: string | null;
  request: unknown;
  status: string;
  attempts: number;
  lease_expires_at: Date | null;
  provider_id: string | null;
  last_error: string | null;
  sent_at: Date | null;
}

async function rows(): Promise<Row[]> {
  return (await client.query<Row>('select key, channel, kind, recipient, order_id, request, status, attempts, lease_expires_at, provider_id, last_error, sent_at from private.outbox order by id')).rows;
}

describe('the outbox migration', () => {
  it('moves every message across, oldest first, each in its state, with its attempts, error and provider id', async () => {
    const moved = await rows();
    const byKey = Object.fromEntries(moved.map((row) => [row.key, row]));
    expect(moved).toHaveLength(11);
    // E-mails, then WhatsApp messages, then replies; each oldest first.
    expect(moved.map((row) => row.key)).toEqual([
      ...[ids.sent, ids.waiting, ids.failed, ids.off].map((id) => `order:${id}:owner_email`),
      ...[ids.sent, ids.waiting, ids.failed, ids.off].map((id) => `order:${id}:owner_whatsapp`),
      'reply:wamid.in-sent',
      'reply:wamid.in-waiting',
      'reply:wamid.in-failed',
    ]);

    expect(byKey[`order:${ids.sent}:owner_email`]).toMatchObject({ channel: 'email', kind: 'owner_order_email', order_id: ids.sent, status: 'sent', attempts: 1, provider_id: 're_sent', last_error: '500 earlier', recipient: null, request: null });
    expect(byKey[`order:${ids.sent}:owner_whatsapp`]).toMatchObject({ channel: 'whatsapp', kind: 'owner_order_whatsapp', status: 'sent', attempts: 2, provider_id: 'wamid.owner-sent' });
    expect(byKey[`order:${ids.waiting}:owner_email`]).toMatchObject({ status: 'pending', attempts: 4, last_error: '500 internal', sent_at: null });
    expect(byKey[`order:${ids.waiting}:owner_email`]!.lease_expires_at!.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(byKey[`order:${ids.waiting}:owner_whatsapp`]).toMatchObject({ status: 'pending', attempts: 0, lease_expires_at: null });
    expect(byKey[`order:${ids.failed}:owner_email`]).toMatchObject({ status: 'failed', attempts: 10, last_error: expect.stringMatching(/^Gave up after 10 attempts/) });
    expect(byKey[`order:${ids.failed}:owner_whatsapp`]).toMatchObject({ status: 'failed', last_error: expect.stringMatching(/^401/) });
    expect(byKey[`order:${ids.off}:owner_email`]).toMatchObject({ status: 'sent', provider_id: 're_off' });
    expect(byKey[`order:${ids.off}:owner_whatsapp`]).toMatchObject({ status: 'off', last_error: expect.stringContaining('WHATSAPP_TOKEN') });
    expect(byKey['reply:wamid.in-sent']).toMatchObject({ channel: 'whatsapp', kind: 'conversation_reply', recipient: shopper, status: 'sent', provider_id: 'wamid.reply-sent', request: { type: 'text', text: { body: 'Answer to wamid.in-sent' } } });
    expect(byKey['reply:wamid.in-waiting']).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/^500/) });
    expect(byKey['reply:wamid.in-failed']).toMatchObject({ status: 'failed', last_error: expect.stringMatching(/^400/) });
  });

  it('sends again only what was still to send: a sweep claims the waiting messages that are due, and nothing sent, given up or off', async () => {
    await client.query('begin');
    try {
      const { rows: claimed } = await client.query<{ key: string }>(`select key from private.claim_outbox(p_limit => 100, p_owner_email => 'owner@momobel.local', p_owner_whatsapp => '96170000000')`);
      // The e-mail still waiting its hour is not due yet.
      expect(claimed.map((row) => row.key)).toEqual([`order:${ids.waiting}:owner_whatsapp`, 'reply:wamid.in-waiting']);
    } finally {
      await client.query('rollback');
    }
  });

  it("drops the old copies: the columns on orders, the replies' table, the claim and record functions", async () => {
    const { rows: columns } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'orders' and (column_name like 'email\\_%' or column_name like 'whatsapp\\_%' or column_name = 'notified_at')`,
    );
    expect(columns).toEqual([]);
    const { rows: tables } = await client.query(`select 1 from pg_catalog.pg_tables where schemaname = 'public' and tablename = 'whatsapp_replies'`);
    expect(tables).toEqual([]);
    const { rows: functions } = await client.query<{ proname: string }>(
      `select p.proname from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and (p.proname like 'claim\\_%' or p.proname like 'record\\_order\\_%' or p.proname like 'record\\_whatsapp\\_%' or p.proname = 'skip_order_whatsapp')`,
    );
    expect(functions).toEqual([]);
  });

  it('gives every order placed from then on its two messages, once', async () => {
    const id = randomUUID();
    await oldOrder(id, 0, {});
    await expect(client.query(`select private.enqueue_outbox('order:' || $1 || ':owner_email', 'email', 'owner_order_email', null, null, null, $1::uuid)`, [id])).resolves.toBeDefined();
    const { rows: messages } = await client.query<{ key: string; status: string }>('select key, status from private.outbox where order_id = $1 order by id', [id]);
    expect(messages).toEqual([
      { key: `order:${id}:owner_email`, status: 'pending' },
      { key: `order:${id}:owner_whatsapp`, status: 'pending' },
    ]);
  });
});

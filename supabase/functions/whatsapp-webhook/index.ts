// whatsapp-webhook: where Meta's WhatsApp Cloud API delivers what shoppers send the shop, and the
// shop answers them (docs/decisions/0029-ordering-in-the-whatsapp-chat.md, issue 46): a cart from the WhatsApp catalogue becomes a real
// order in the chat.
//
// Public (verify_jwt = false in supabase/config.toml): Meta calls it with no Supabase key. The
// signature is the authentication:
//   GET  ?hub.mode=subscribe&hub.verify_token=<WHATSAPP_VERIFY_TOKEN>&hub.challenge=<c>
//        Meta's subscription handshake: 200 with <c> as text/plain; any other GET 403.
//   POST a delivery, read only when X-Hub-Signature-256 is `sha256=<hex HMAC-SHA256 of the raw
//        body, keyed with WHATSAPP_APP_SECRET>` (compared in constant time), else 401 and nothing
//        is stored; a body that is not JSON 400. Every message is recorded once by its wamid,
//        every status of ours recorded, and the messages waiting for a writer's 24-hour window
//        released, then 200: Meta retries anything else for days. The conversation runs after the
//        answer (EdgeRuntime.waitUntil), each shopper's messages in the order sent, under their
//        conversation's row lock (conversation.ts), and each reply goes out at once.
//   POST {"sweep": true} with the project's anon (or service role) key as bearer: the sweep of
//        the shoppers' messages recorded but not processed (asked by the outbox's one sweep,
//        send-outbox). 200 { sweep: true, shoppers }.
// The gateway refuses a body over 1 MiB with 413 before it gets here; the function does too.
//
// Replies are outbox messages (docs/decisions/0045-one-outbox.md): the turn enqueues its reply
// under the key `reply:<the shopper's wamid>` in the transaction that stores it, and the outbox's
// dispatcher (_shared/outbox.deno.ts) sends it right after the commit, with the key as
// biz_opaque_callback_data; the outbox's sweep sends whatever that missed. A sender that died
// between Meta's answer and the record is covered by the status webhook: the reply's status,
// echoing its key, records it before the sweep would send it again.
//
// When a turn places an order the owner hears about it as for every order: its two messages were
// enqueued with the order, and are sent from here right after the reply.
//
// The owner in the chat (docs/decisions/0046-owner-in-the-chat.md, relay.ts): a message the
// conversation does not take as the answer to its open question is passed on to the owner
// (OWNER_WHATSAPP) instead of answered; a message from the owner's number never reaches the
// conversation: a reply to a passed-on message goes to that shopper, anything else gets a hint.
// Every one of those is an outbox message too, enqueued by the turn and sent after its commit.
// Meta's `smb_message_echoes` (the WhatsApp Business app on the same number) pause a shopper for
// 12 hours; a `failed` status of an owner's answer tells the owner, once.
//
// Off without WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN, WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID,
// SITE_URL or SUPABASE_DB_URL: every request is answered 503 (Meta keeps a delivery it could not
// make and retries it for days, so nothing a shopper sent is lost while the secrets are being
// set), and the log says why once. SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY
// and SUPABASE_DB_URL are provided by the platform (and by the local stack).

import pg from 'npm:pg@^8.23.1';
import { jsonResponse } from '../_shared/cors.ts';
import { mailer, outboxDispatcher } from '../_shared/outbox.deno.ts';
import { outboxKey } from '../_shared/outbox-keys.ts';
import { isSignedByMeta, readDelivery, SIGNATURE_HEADER, type Delivery } from '../_shared/whatsapp-inbound.ts';
import { env } from '../_shared/supabase.deno.ts';
import { recordOutboxStatuses } from '../_shared/whatsapp-status.ts';
import { MAX_PROCESS_ATTEMPTS, runOneTurn } from './conversation.ts';
import { storeConfig } from '../../../src/config/store.ts';
import { whatsappDigits } from '../../../src/domain/phone.ts';
import { DEFAULT_GRAPH_API_URL, DEFAULT_GRAPH_API_VERSION } from '../_shared/order-whatsapp.ts';
import { ownerLanguage } from '../_shared/relay-templates.ts';
import type { RelaySettings } from './relay.ts';

/** Meta's deliveries are a few KB; the gateway's ceiling (supabase/local/gateway.ts) holds here too. */
const MAX_BODY_BYTES = 1024 * 1024;
/** The sweep leaves a message this young to the delivery that is handling it. */
const SWEEP_MIN_AGE_SECONDS = 10;

type Settings =
  | { on: true; appSecret: string; verifyToken: string; dbUrl: string; siteUrl: string; relay: RelaySettings }
  | { on: false; off: string };

function readSettings(): Settings {
  const required = ['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN', 'WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'SITE_URL', 'SUPABASE_DB_URL'];
  const missing = required.filter((name) => !env(name));
  if (missing.length > 0) return { on: false, off: `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set` };
  return {
    on: true,
    appSecret: env('WHATSAPP_APP_SECRET')!,
    verifyToken: env('WHATSAPP_VERIFY_TOKEN')!,
    dbUrl: env('SUPABASE_DB_URL')!,
    siteUrl: env('SITE_URL')!,
    relay: {
      // Without OWNER_WHATSAPP the relays are enqueued all the same, and recorded off by the outbox.
      owner: whatsappDigits(env('OWNER_WHATSAPP') ?? '', storeConfig.phoneCountry),
      ownerLanguage: ownerLanguage(env),
      media: {
        graphUrl: `${(env('WHATSAPP_API_URL') ?? DEFAULT_GRAPH_API_URL).replace(/\/+$/, '')}/${env('WHATSAPP_API_VERSION') ?? DEFAULT_GRAPH_API_VERSION}`,
        token: env('WHATSAPP_TOKEN')!,
        phoneNumberId: env('WHATSAPP_PHONE_NUMBER_ID')!,
      },
    },
  };
}

const settings = readSettings();
// A few connections per worker: turns are short, and each shopper's wait on their own row lock.
const pool = settings.on ? new pg.Pool({ connectionString: settings.dbUrl, max: 4, idleTimeoutMillis: 10_000 }) : null;
const dispatcher = pool ? outboxDispatcher(pool) : null;

let offLogged = false;
function offResponse(off: string): Response {
  if (!offLogged) {
    offLogged = true;
    console.log(`whatsapp-webhook: WhatsApp ordering is off (${off}); deliveries are refused with 503 and Meta retries them.`);
  }
  return jsonResponse(503, { error: 'off', reason: off });
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index++) difference |= (a[index] ?? 0) ^ b[index]!;
  return difference === 0 && b.length > 0;
}

/** Work that goes on after the answer: the platform keeps the worker for it (locally the process lives on). */
function afterAnswer(work: () => Promise<unknown>): void {
  const running = work().catch((error) => console.error('whatsapp-webhook:', error));
  (globalThis as { EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void } }).EdgeRuntime?.waitUntil(running);
}

function handshake(url: URL, verifyToken: string): Response {
  const challenge = url.searchParams.get('hub.challenge');
  if (url.searchParams.get('hub.mode') === 'subscribe' && sameSecret(url.searchParams.get('hub.verify_token') ?? '', verifyToken) && challenge !== null) {
    return new Response(challenge, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  return new Response('Forbidden', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/** The body's bytes, or null past MAX_BODY_BYTES (read no further). */
async function readLimited(request: Request): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body ?? []) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

/** What a recorded delivery leaves to do after the answer: shoppers to answer, released messages to send. */
interface Recorded {
  shoppers: string[];
  released: string[];
}

/** Records the delivery's messages (once each) and statuses, and opens the writers' windows. */
async function record(db: pg.Pool, delivery: Delivery): Promise<Recorded> {
  if (delivery.messages.length > 0) {
    await db.query(
      `insert into public.whatsapp_messages (wamid, wa_id, profile_name, type, payload, sent_at)
       select m.wamid, m.wa_id, m.profile_name, m.type, m.payload, to_timestamp(m.sent_at / 1000.0)
       from jsonb_to_recordset($1::jsonb) as m(wamid text, wa_id text, profile_name text, type text, payload jsonb, sent_at double precision)
       on conflict (wamid) do nothing`,
      [JSON.stringify(delivery.messages.map((m) => ({ wamid: m.wamid, wa_id: m.waId, profile_name: m.profileName, type: m.type, payload: m.payload, sent_at: m.sentAt })))],
    );
  }
  // Coexistence: the owner wrote to a shopper from the WhatsApp Business app; the shop keeps quiet
  // for that shopper for 12 hours from that message.
  for (const echo of delivery.echoes) {
    await db.query(
      `insert into public.whatsapp_conversations (wa_id, paused_until) values ($1, to_timestamp($2 / 1000.0) + interval '12 hours')
       on conflict (wa_id) do update set paused_until = greatest(public.whatsapp_conversations.paused_until, excluded.paused_until)`,
      [echo.to, echo.sentAt],
    );
  }
  // Messages of ours a crash left unrecorded: recorded now, so no sweep sends them again.
  const recovered = await recordOutboxStatuses(db, delivery.statuses);
  if (recovered.length > 0) console.log(`whatsapp-webhook: recorded from Meta's statuses ${recovered.join(', ')}`);
  // A repeated delivery of a message a crash left waiting is a reason to take it now.
  const shoppers = [...new Set(delivery.messages.map((message) => message.waId))];
  const released: string[] = [];
  // A message Meta accepted and then could not deliver: what its kind calls for (an owner's answer: the owner told, once).
  for (const status of delivery.statuses) {
    if (status.status !== 'failed' || !status.callbackData) continue;
    const followUp = await dispatcher!.reportedFailed(status.callbackData);
    if (followUp) released.push(followUp);
  }
  for (const waId of shoppers) {
    const { rows } = await db.query<{ key: string }>('select key from private.release_whatsapp_window($1) as key', [waId]);
    released.push(...rows.map((row) => row.key));
  }
  return { shoppers, released };
}

/** The outbox message under `key`, sent now unless another sender has it (the outbox's sweep catches a miss). */
async function send(key: string): Promise<void> {
  await dispatcher!.dispatch(key).catch((error) => console.error(`whatsapp-webhook: sending ${key} failed (the outbox's sweep sends it)`, error));
}

/** Every waiting message of one shopper, oldest first, each reply sent as soon as its turn is stored. */
async function answerShopper(on: Extract<Settings, { on: true }>, db: pg.Pool, waId: string): Promise<void> {
  for (;;) {
    // A failed turn throws: its message waits for the sweep, which retries it MAX_PROCESS_ATTEMPTS times.
    const turn = await runOneTurn(db, on.siteUrl, on.relay, waId);
    if (!turn) return;
    for (const key of turn.keys) await send(key);
    if (turn.placedOrderId) {
      // The owner's e-mail waits for the outbox's sweep where no mail provider is set.
      await Promise.all([...(mailer() ? [outboxKey.ownerOrderEmail(turn.placedOrderId)] : []), outboxKey.ownerOrderWhatsApp(turn.placedOrderId)].map(send));
    }
  }
}

async function sweep(on: Extract<Settings, { on: true }>, db: pg.Pool): Promise<Response> {
  const { rows } = await db.query<{ wa_id: string }>(
    `select distinct wa_id from public.whatsapp_messages
     where processed_at is null and process_attempts < $1 and received_at <= now() - make_interval(secs => $2)`,
    [MAX_PROCESS_ATTEMPTS, SWEEP_MIN_AGE_SECONDS],
  );
  for (const { wa_id: waId } of rows) await answerShopper(on, db, waId).catch((error) => console.error(`whatsapp-webhook: sweep of ${waId}:`, error));
  return jsonResponse(200, { sweep: true, shoppers: rows.length });
}

function isSweepCaller(request: Request): boolean {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  return [env('SUPABASE_ANON_KEY'), env('SUPABASE_SERVICE_ROLE_KEY')].some((key) => key !== undefined && sameSecret(bearer, key));
}

Deno.serve(async (request: Request): Promise<Response> => {
  if (!settings.on || !pool) return offResponse(settings.on ? 'no database' : settings.off);
  const on = settings;
  const db = pool;
  if (request.method === 'GET') return handshake(new URL(request.url), on.verifyToken);
  if (request.method !== 'POST') return jsonResponse(405, { error: 'method_not_allowed' });

  const raw = await readLimited(request);
  if (!raw) return jsonResponse(413, { error: 'too_large', limit: MAX_BODY_BYTES });
  const signature = request.headers.get(SIGNATURE_HEADER);
  if (signature === null && isSweepCaller(request)) {
    try {
      return readSweep(raw) ? await sweep(on, db) : jsonResponse(400, { error: 'invalid_request' });
    } catch (error) {
      console.error('whatsapp-webhook: sweep:', error);
      return jsonResponse(500, { error: 'database_error' });
    }
  }
  if (!(await isSignedByMeta(raw, signature, on.appSecret))) return jsonResponse(401, { error: 'invalid_signature' });

  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return jsonResponse(400, { error: 'invalid_json' });
  }
  const delivery = readDelivery(body);
  if (!delivery) return jsonResponse(400, { error: 'invalid_json' });

  let recorded: Recorded;
  try {
    recorded = await record(db, delivery);
  } catch (error) {
    // Not recorded: Meta delivers it again.
    console.error('whatsapp-webhook: recording a delivery failed:', error);
    return jsonResponse(500, { error: 'database_error' });
  }
  afterAnswer(async () => {
    // In the order they were enqueued: what waited for the window goes before the new answers.
    for (const key of recorded.released) await send(key);
    await Promise.all(recorded.shoppers.map((waId) => answerShopper(on, db, waId)));
  });
  return jsonResponse(200, { received: delivery.messages.length, statuses: delivery.statuses.length });
});

/** Whether the body is the sweep's `{"sweep": true}`. */
function readSweep(raw: Uint8Array): boolean {
  try {
    return (JSON.parse(new TextDecoder().decode(raw)) as { sweep?: unknown } | null)?.sweep === true;
  } catch {
    return false;
  }
}

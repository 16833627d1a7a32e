/**
 * The one dispatcher of the outbox (docs/decisions/0045-one-outbox.md): every message the shop
 * sends, of every kind (outbox-kinds.ts), goes out through `dispatch(key)` (a fast path: the
 * browser after place_order, the webhook after a turn) or `sweep()` (the one sweep job).
 *
 * A message is claimed under a lease (private.claim_outbox), built by its kind's renderer when it
 * was enqueued without a request, chosen by Meta's window (chooseWhatsAppRequest), sent, and its
 * answer recorded at once in one statement (private.record_outbox): the shorter the gap between
 * the answer and the record, the smaller the one window in which a sent message is not known to
 * be sent. A sender that dies in it is covered twice: Resend answers a repeated Idempotency-Key
 * with the first message; Meta's status for a WhatsApp message, whose biz_opaque_callback_data is
 * the row's key, records it before its lease runs out (whatsapp-status.ts). Errors are stored and
 * logged without the secrets they may quote (redact-secrets.ts). A message that will not arrive
 * (refused, given up after its last retry, or reported failed by Meta: `reportedFailed`) leads to
 * what its kind's `whenFailed` says, once: the owner told that an answer did not reach a shopper.
 *
 * Channels: e-mail through Resend (RESEND_API_KEY, or locally the sink at RESEND_BASE_URL; without
 * either the e-mail waits), WhatsApp through the Cloud API (WHATSAPP_TOKEN and
 * WHATSAPP_PHONE_NUMBER_ID; without them a message is recorded 'off', never sent in a burst the
 * day the secrets are set). The owner's address is OWNER_EMAIL / OWNER_WHATSAPP.
 *
 * Deno only (npm: imports); `npm run typecheck:functions` checks it with the functions.
 */
import pg from 'npm:pg@^8.23.1';
import { Resend } from 'npm:resend@^6.38.0';
import { storeConfig } from '../../../src/config/store.ts';
import { whatsappDigits } from '../../../src/domain/phone.ts';
import { sweepInRounds, type SweepCounts } from './order-notification.ts';
import { DEFAULT_GRAPH_API_URL, DEFAULT_GRAPH_API_VERSION } from './order-whatsapp.ts';
import { chooseWhatsAppRequest, OUTBOX_KINDS, type ClaimedMessage, type FailedMessage, type OutboxStatus, type OwnerOrder, type RenderContext } from './outbox-kinds.ts';
import { withoutSecrets } from './redact-secrets.ts';
import { env } from './supabase.deno.ts';
import { messagesEndpoint, sendCloudApiMessage } from './whatsapp-send.ts';

/** How a claimed message ended: recorded as one of these. */
export type Outcome = 'sent' | 'sent_earlier' | 'retry' | 'failed' | 'off' | 'awaiting_window';

export type Dispatched = { claimed: true; outcome: Outcome } | { claimed: false; status: OutboxStatus | null };

/** Messages claimed per round of a sweep, and how long a sweep keeps claiming new rounds. */
const SWEEP_BATCH = 10;
const SWEEP_BUDGET_MS = 40_000;
/**
 * How long a send waits for the provider (both answer in well under a second). Far below the
 * claim's 120 s lease, so a sender never still waits when another may take the message.
 */
const SEND_TIMEOUT_MS = 10_000;
/** Resend accepts 2 requests a second per team by default; the local sink has no such limit. */
const RESEND_SPACING_MS = 600;
/** Resend's answer to an Idempotency-Key already used with another body: an earlier attempt sent the e-mail. */
const SENT_WITH_ANOTHER_BODY = 'invalid_idempotent_request';

let sharedPool: pg.Pool | null = null;

/** The functions' connection to the database (SUPABASE_DB_URL), one per worker. */
export function outboxPool(): pg.Pool {
  const dbUrl = env('SUPABASE_DB_URL');
  if (!dbUrl) throw new Error('SUPABASE_DB_URL is not set');
  sharedPool ??= new pg.Pool({ connectionString: dbUrl, max: 4, idleTimeoutMillis: 10_000 });
  return sharedPool;
}

/** The Resend client: the real API with a key, the local sink (RESEND_BASE_URL) without one; null: e-mail is not configured. */
export function mailer(): Resend | null {
  const apiKey = env('RESEND_API_KEY');
  const baseUrl = env('RESEND_BASE_URL');
  if (!apiKey && !baseUrl) return null;
  // The local sink only checks that a bearer token is present.
  return new Resend(apiKey ?? 're_local_outbox', baseUrl ? { baseUrl } : undefined);
}

type WhatsAppTransport = { on: true; token: string; endpoint: string } | { on: false; off: string };

function whatsappTransport(): WhatsAppTransport {
  const missing = ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'].filter((name) => !env(name));
  if (missing.length > 0) return { on: false, off: `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set` };
  const endpoint = messagesEndpoint(env('WHATSAPP_API_URL') ?? DEFAULT_GRAPH_API_URL, env('WHATSAPP_API_VERSION') ?? DEFAULT_GRAPH_API_VERSION, env('WHATSAPP_PHONE_NUMBER_ID')!);
  return { on: true, token: env('WHATSAPP_TOKEN')!, endpoint };
}

function describeFailure(failure: unknown): string {
  if (failure instanceof Error) return failure.message;
  if (failure && typeof failure === 'object') {
    const { statusCode, name, message } = failure as Record<string, unknown>;
    return [statusCode, name, message].filter((part) => part !== undefined && part !== null && part !== '').join(' ');
  }
  return String(failure);
}

/** What the owner's messages show, read as the renderers want it (numbers as numbers, times as ISO text). */
const ORDER_QUERY = `
  select to_jsonb(o) || jsonb_build_object('order_items', coalesce((
      select jsonb_agg(jsonb_build_object('item_name', i.item_name, 'variant_label', i.variant_label, 'item_name_ar', i.item_name_ar,
        'variant_label_ar', i.variant_label_ar, 'quantity', i.quantity, 'unit_price', i.unit_price, 'total_price', i.total_price,
        'is_preorder', i.is_preorder))
      from public.order_items i where i.order_id = o.id), '[]'::jsonb),
    'delivery_area_ar', (select a.name_ar from public.delivery_areas a where a.name = o.delivery_area)) as order
  from public.orders o where o.id = $1`;

interface Answer {
  outcome: Outcome;
  providerId?: string | null;
  error?: string | null;
  request?: Record<string, unknown> | null;
}

let offLogged = false;

/** The log says once per worker that WhatsApp is off, and why. */
function logOff(reason: string): void {
  if (offLogged) return;
  offLogged = true;
  console.log(`send-outbox: WhatsApp notification is off (${reason}); orders are e-mailed only.`);
}

export interface Dispatcher {
  /** Sends the message under `key` now, if it is due and nobody holds it. */
  dispatch(key: string): Promise<Dispatched>;
  /** The platform reported the message under `key` failed after accepting it: enqueues its kind's follow-up and returns its key, for the caller to send. */
  reportedFailed(key: string): Promise<string | null>;
  /** Sends every due message of `kinds` (all when omitted), oldest first, within the sweep's budget. */
  sweep(kinds?: readonly string[]): Promise<SweepCounts & { off: number; awaiting_window: number }>;
}

export function outboxDispatcher(db: pg.Pool = outboxPool()): Dispatcher {
  const resend = mailer();
  const whatsapp = whatsappTransport();
  const ownerEmail = env('OWNER_EMAIL') ?? 'owner@momobel.local';
  const ownerWhatsApp = whatsappDigits(env('OWNER_WHATSAPP') ?? '', storeConfig.phoneCountry);
  const spacing = env('RESEND_API_KEY') ? RESEND_SPACING_MS : 0;
  let lastEmailAt = 0;

  const context: RenderContext = {
    env,
    async order(orderId) {
      const { rows } = await db.query<{ order: OwnerOrder }>(ORDER_QUERY, [orderId]);
      return rows[0]?.order ?? null;
    },
    async profileName(waId) {
      const { rows } = await db.query<{ profile_name: string | null }>(
        'select m.profile_name from public.whatsapp_messages m where m.wa_id = $1 order by m.sent_at desc limit 1',
        [waId],
      );
      return rows[0]?.profile_name ?? null;
    },
  };

  /** The message a failed one's kind calls for (whenFailed), enqueued once under its key; returns the key. */
  async function followFailure(message: FailedMessage & { kind: string }): Promise<string | null> {
    const followUp = await OUTBOX_KINDS[message.kind]?.whenFailed?.(message, context);
    if (!followUp) return null;
    await db.query('select private.enqueue_outbox($1, $2, $3, $4, $5::jsonb)', [
      followUp.key,
      OUTBOX_KINDS[followUp.kind]?.channel ?? 'whatsapp',
      followUp.kind,
      followUp.recipient,
      JSON.stringify(followUp.request),
    ]);
    return followUp.key;
  }

  async function claim(key: string | null, kinds: readonly string[] | null): Promise<ClaimedMessage[]> {
    const { rows } = await db.query<ClaimedMessage>(
      `select id::float8 as id, key, channel, kind, recipient, order_id, request, template_request, attempts, created_at, window_open
       from private.claim_outbox(p_key => $1, p_kinds => $2, p_limit => $3, p_owner_email => $4, p_owner_whatsapp => $5)`,
      [key, kinds, SWEEP_BATCH, ownerEmail, ownerWhatsApp],
    );
    return rows;
  }

  async function sendEmail(request: Record<string, unknown>, idempotencyKey: string): Promise<Answer> {
    if (!resend) return { outcome: 'retry', error: 'neither RESEND_API_KEY nor RESEND_BASE_URL is set' };
    const wait = lastEmailAt + spacing - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastEmailAt = Date.now();
    const timeout = AbortSignal.timeout(SEND_TIMEOUT_MS);
    try {
      const { data, error } = await resend.emails.send(request as unknown as Parameters<Resend['emails']['send']>[0], { idempotencyKey, signal: timeout });
      if (error?.name === SENT_WITH_ANOTHER_BODY) {
        return { outcome: 'sent_earlier', error: `Sent by an earlier attempt, whose message Resend still holds under this message's key: ${describeFailure(error)}` };
      }
      if (timeout.aborted) return { outcome: 'retry', error: `no answer within ${SEND_TIMEOUT_MS / 1000} s` };
      if (error) return { outcome: 'retry', error: describeFailure(error) || 'unknown error' };
      return { outcome: 'sent', providerId: data?.id ?? null };
    } catch (error) {
      return { outcome: 'retry', error: timeout.aborted ? `no answer within ${SEND_TIMEOUT_MS / 1000} s` : describeFailure(error) || 'unknown error' };
    }
  }

  async function sendWhatsApp(message: ClaimedMessage, request: Record<string, unknown>, templateRequest: Record<string, unknown> | null): Promise<Answer> {
    if (!whatsapp.on) return { outcome: 'off', error: `WhatsApp notification was off: ${whatsapp.off}` };
    if (!message.recipient) return { outcome: 'off', error: 'WhatsApp notification was off: OWNER_WHATSAPP is not set' };
    const choice = chooseWhatsAppRequest(request, templateRequest, message.window_open === true);
    if ('wait' in choice) return { outcome: 'awaiting_window' };
    const outcome = await sendCloudApiMessage(
      whatsapp.endpoint,
      whatsapp.token,
      { messaging_product: 'whatsapp', recipient_type: 'individual', to: message.recipient, biz_opaque_callback_data: message.key, ...choice.send },
      SEND_TIMEOUT_MS,
    );
    // sendCloudApiMessage has taken out any secret the platform quoted.
    if ('description' in outcome) return { outcome: outcome.retry ? 'retry' : 'failed', error: outcome.description || 'unknown error' };
    return { outcome: 'sent', providerId: outcome.messageId };
  }

  /** Builds the request when the row has none, and sends it; never throws. */
  async function send(message: ClaimedMessage): Promise<Answer> {
    try {
      const kind = OUTBOX_KINDS[message.kind];
      if (!kind) throw new Error(`no renderer for the kind ${message.kind}`);
      let request = message.request;
      let templateRequest = message.template_request;
      let rendered: Record<string, unknown> | null = null;
      if (!request) {
        if (!kind.render) throw new Error(`${message.kind} is enqueued with its request, and ${message.key} has none`);
        const built = await kind.render(message, context);
        if ('off' in built) return { outcome: 'off', error: `WhatsApp notification was off: ${built.off}` };
        request = rendered = built.request;
        templateRequest = built.templateRequest ?? templateRequest;
      }
      const answer =
        message.channel === 'email'
          ? await sendEmail(request, kind.idempotencyKey?.(message) ?? message.key)
          : await sendWhatsApp(message, request, templateRequest);
      // A rendered request with a template beside it is not stored: the row keeps no template, so a
      // retry stored with only the free-form one would wait for a window instead of sending the
      // template. It is rendered again at the next attempt (the same tokens: they are signed from
      // the order's creation).
      return { ...answer, request: rendered && templateRequest ? null : rendered };
    } catch (error) {
      return { outcome: 'retry', error: (error as Error).message ?? String(error) };
    }
  }

  async function deliver(message: ClaimedMessage): Promise<Outcome> {
    const answer = await send(message);
    const error = answer.error ? withoutSecrets(answer.error) : null;
    // The record follows the answer at once, in one statement (see the header).
    await db
      .query('select private.record_outbox($1, $2, $3, $4, $5, $6)', [
        message.id,
        message.attempts,
        answer.outcome === 'sent_earlier' ? 'sent' : answer.outcome,
        answer.providerId ?? null,
        error,
        answer.request ?? null,
      ])
      // The lease covers a lost record: the message is claimed again, and the provider's answer
      // to the repeat (Resend's idempotency, Meta's status) keeps it to one.
      .catch((recordError: unknown) => console.error(`send-outbox: recording ${message.key} failed`, recordError));
    if (answer.outcome === 'off' && message.channel === 'whatsapp') logOff(error?.replace(/^WhatsApp notification was off: /, '') ?? '');
    else if (error && answer.outcome !== 'sent_earlier') console.error(`send-outbox: ${message.key}, attempt ${message.attempts}: ${error}${answer.outcome === 'failed' ? ' (not retried)' : ''}`);
    if ((answer.outcome === 'failed' || answer.outcome === 'retry') && OUTBOX_KINDS[message.kind]?.whenFailed) {
      await followIfGivenUp(message).catch((followError: unknown) => console.error(`send-outbox: the follow-up of ${message.key} failed`, followError));
    }
    return answer.outcome;
  }

  /** Refused for good, or a retry that was the last (record_outbox gave it up): its kind's follow-up, sent now. */
  async function followIfGivenUp(message: ClaimedMessage): Promise<void> {
    const { rows } = await db.query<{ status: OutboxStatus }>('select status from private.outbox where id = $1', [message.id]);
    if (rows[0]?.status !== 'failed') return;
    const followUp = await followFailure(message);
    if (followUp) await dispatch(followUp);
  }

  async function dispatch(key: string): Promise<Dispatched> {
    const [message] = await claim(key, null);
    if (message) return { claimed: true, outcome: await deliver(message) };
    const { rows } = await db.query<{ status: OutboxStatus }>('select status from private.outbox where key = $1', [key]);
    return { claimed: false, status: rows[0]?.status ?? null };
  }

  return {
    dispatch,
    async reportedFailed(key) {
      const { rows } = await db.query<{ key: string; kind: string; recipient: string | null }>('select key, kind, recipient from private.outbox where key = $1', [key]);
      return rows[0] ? followFailure(rows[0]) : null;
    },
    async sweep(kinds) {
      // E-mail without a provider waits (it is not off): its rows are left for a sweep that has one.
      const swept = (kinds ?? Object.keys(OUTBOX_KINDS)).filter((name) => resend || OUTBOX_KINDS[name]?.channel !== 'email');
      const tally = { off: 0, awaiting_window: 0 };
      const counts = await sweepInRounds(
        () => (swept.length > 0 ? claim(null, swept) : Promise.resolve([])),
        async (message) => {
          const outcome = await deliver(message);
          if (outcome === 'off' || outcome === 'awaiting_window') tally[outcome] += 1;
          return outcome !== 'retry' && outcome !== 'failed';
        },
        SWEEP_BUDGET_MS,
      );
      return { ...counts, ...tally };
    },
  };
}

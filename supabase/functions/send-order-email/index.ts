// send-order-email: tells the shop owner about every web order, exactly once.
//
// Two callers, one function:
//   POST { "order_id": "<uuid>" }  the fast path: the storefront calls it right after
//       place_order() succeeded (when storeConfig.notifications.sendEmail is on).
//   POST { "sweep": true }         the sweep: e-mails every order still waiting, whatever the
//       shopper's browser did (closed tab, lost connection, a crash of this function). Hosted
//       Supabase calls it once a minute with pg_cron + pg_net
//       (20261122121300_order_email_sweep_schedule.sql); the local stack runs a timer
//       (supabase/local/order-email-sweep.ts).
//
// Answers to the fast path, { sent, reason? }:
//   200 { sent: true }                           the e-mail went out
//   200 { sent: false, reason: "already_sent" }  it went out before (recorded, or as Resend's
//                                                idempotency conflict says)
//   200 { sent: false, reason: "in_progress" }   another sender holds the order, or a retry is
//                                                scheduled after a failure; the sweep finishes it
//   200 { sent: false, reason: "failed" }        given up after its last allowed attempt (see
//                                                orders.email_last_error)
//   400 { sent: false, reason: "invalid_request" }  body is neither { order_id: <uuid> } nor { sweep: true }
//   404 { sent: false, reason: "not_found" }     no order with that id
//   405 { sent: false, reason: "method_not_allowed" }
//   500 { sent: false, reason: "database_error" }
//   502 { sent: false, reason: "send_failed" }   Resend refused, could not be reached or did not
//                                                answer within SEND_TIMEOUT_MS; the failure is
//                                                recorded and the sweep retries, 10 attempts in all
//   503 { sent: false, reason: "not_configured" }  no RESEND_API_KEY and no RESEND_BASE_URL
// and to the sweep: 200 { sweep: true, claimed, sent, failed }.
//
// Exactly once: a sender first claims the order (public.claim_order_emails: a lease, so a sender
// that dies is replaced once the lease runs out), sends with the order id as Resend's
// Idempotency-Key (a repeated key within 24 hours returns the first message and sends nothing),
// then records the outcome (public.record_order_email: sent, or the error and when to retry, up
// to public.notification_retry_delay's 10 attempts, after which the order is given up:
// email_failed_at). Errors are stored and logged without the secrets they may quote
// (_shared/redact-secrets.ts).
// The e-mail is a function of the order alone (its links expire 30 days after the order was
// placed, not after the send), so a sender that dies between Resend's answer and the record is
// replaced by one that sends the same body, gets the first message's id and records it. Resend's
// 409 invalid_idempotent_request (the key already sent with another body, e.g. before a deploy
// changed the template) means the owner has an e-mail about the order: it is recorded as sent by
// an earlier attempt (public.record_order_email_sent_earlier), never retried, and the fast path
// answers already_sent.
//
// The e-mail is in the owner's language and says the shopper's (orders.locale); it names each line
// as the shopper saw it, from the names the line stored when ordered (order_items.item_name_ar,
// variant_label_ar), never from today's catalogue, so a retry sends the same body.
//
// The e-mail links the order's private page in the shopper's language (SITE_URL, the shop's
// public origin; what the customer sees) and carries the owner's one-tap actions (Confirm, Out for delivery, Delivered, Cancel): links to the
// order-action function signed with ORDER_ACTION_SECRET.
//
// Secrets: RESEND_API_KEY (hosted: `supabase secrets set`), OWNER_EMAIL (recipient),
// ORDER_FROM_EMAIL (sender, on a domain verified in Resend), ORDER_ACTION_SECRET and SITE_URL. Locally `npm start` leaves
// RESEND_API_KEY unset and points RESEND_BASE_URL at its mail sink, which keeps every message in
// .local/outbox/ and shows them at <api>/outbox. SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are
// provided by the platform (and by the local stack).
//
// npm: specifiers resolve from the project's node_modules locally (Deno finds package.json in the
// working directory), so the local stack needs no download beyond `npm install`.

import { Resend } from 'npm:resend@^6.38.0';
import { orderPagePath, orderPageUrl } from '../../../src/domain/chat.ts';
import { isLocale } from '../../../src/domain/locale.ts';
import { corsHeaders, jsonResponse } from '../_shared/cors.ts';
import { readNotifyCommand, sweepInRounds } from '../_shared/order-notification.ts';
import { withoutSecrets } from '../_shared/redact-secrets.ts';
import { orderActionLinks } from '../_shared/order-action-token.ts';
import { renderOrderEmail, type EmailOrder, type EmailOrderItem, type OrderEmailLinks } from '../_shared/order-email.ts';
import { env, supabaseClient } from '../_shared/supabase.deno.ts';

const ORDER_COLUMNS =
  'id, order_number, created_at, channel, customer_name, customer_phone, customer_city, customer_street, customer_building, customer_floor, customer_notes, subtotal, delivery_fee, discount_code, discount_amount, total_price, delivery_area, lbp_per_usd, locale, email_attempts, access_key';
const ITEM_COLUMNS = 'item_name, variant_label, item_name_ar, variant_label_ar, quantity, unit_price, total_price, is_preorder';

/** Orders claimed per round of a sweep, and how long a sweep keeps claiming new rounds (a
 * round with a failure is the last one). */
const SWEEP_BATCH = 10;
const SWEEP_BUDGET_MS = 40_000;
/** Resend accepts 2 requests a second per team by default; the local sink has no such limit. */
const RESEND_SPACING_MS = 600;
/**
 * How long a send waits for Resend (it answers in well under a second). Far below the claim's
 * 120 s lease, so a sender never still waits when another may take the order; a send cut off
 * here is repeated under the same Idempotency-Key, which Resend answers without a second e-mail.
 */
const SEND_TIMEOUT_MS = 10_000;

type ClaimedOrder = EmailOrder & { email_attempts: number; access_key: string; order_items: EmailOrderItem[] };

const supabase = supabaseClient('service_role');

/** The Resend client: the real API with a key, the local sink (RESEND_BASE_URL) without one. */
function mailer(): Resend | null {
  const apiKey = env('RESEND_API_KEY');
  const baseUrl = env('RESEND_BASE_URL');
  if (!apiKey && !baseUrl) return null;
  // The local sink only checks that a bearer token is present.
  return new Resend(apiKey ?? 're_local_outbox', baseUrl ? { baseUrl } : undefined);
}

/** Claims orders (one by id, or a round of waiting ones) with their lines. */
async function claim(orderId: string | null): Promise<ClaimedOrder[]> {
  const { data, error } = await supabase
    .rpc('claim_order_emails', orderId ? { p_order_id: orderId } : { p_limit: SWEEP_BATCH })
    .select(`${ORDER_COLUMNS}, order_items(${ITEM_COLUMNS})`);
  if (error) throw new Error(`claiming orders failed: ${error.message}`);
  return (data ?? []) as unknown as ClaimedOrder[];
}

function describeFailure(failure: unknown): string {
  if (failure instanceof Error) return failure.message;
  if (failure && typeof failure === 'object') {
    const { statusCode, name, message } = failure as Record<string, unknown>;
    return [statusCode, name, message].filter((part) => part !== undefined && part !== null && part !== '').join(' ');
  }
  return String(failure);
}

/**
 * The order page and the one-tap action links (order-action) for the owner's e-mail; none when
 * ORDER_ACTION_SECRET or SITE_URL is missing (the e-mail then goes out without them).
 */
async function ownerLinks(order: ClaimedOrder): Promise<OrderEmailLinks | undefined> {
  const secret = env('ORDER_ACTION_SECRET');
  const siteUrl = env('SITE_URL');
  if (!secret || !siteUrl) {
    console.error('send-order-email: ORDER_ACTION_SECRET or SITE_URL is not set; the e-mail has no order links');
    return undefined;
  }
  const functionsUrl = `${(env('SUPABASE_URL') ?? 'http://127.0.0.1:54321').replace(/\/+$/, '')}/functions/v1`;
  const locale = isLocale(order.locale) ? order.locale : 'en';
  return { orderPage: orderPageUrl(orderPagePath(order.id, order.access_key, locale), siteUrl), actions: await orderActionLinks(secret, functionsUrl, order) };
}

/** Resend's answer to an Idempotency-Key already used with another body: an earlier attempt sent the e-mail. */
const SENT_WITH_ANOTHER_BODY = 'invalid_idempotent_request';

type Delivery = 'sent' | 'sent_earlier' | 'failed';

/** Sends one claimed order's e-mail and records the outcome. */
async function deliver(resend: Resend, order: ClaimedOrder): Promise<Delivery> {
  // Lines are written in one statement and have no position of their own: list them by name.
  const items = [...order.order_items].sort(
    (a, b) => a.item_name.localeCompare(b.item_name) || (a.variant_label ?? '').localeCompare(b.variant_label ?? ''),
  );
  const email = renderOrderEmail(order, items, { links: await ownerLinks(order) });
  let messageId: string | null = null;
  let failure: string | null = null;
  let sentEarlier: string | null = null;
  const timeout = AbortSignal.timeout(SEND_TIMEOUT_MS);
  try {
    const { data, error } = await resend.emails.send(
      {
        from: env('ORDER_FROM_EMAIL') ?? 'MOMobel Orders <orders@momobel.local>',
        to: [env('OWNER_EMAIL') ?? 'owner@momobel.local'],
        subject: email.subject,
        html: email.html,
        text: email.text,
      },
      { idempotencyKey: order.id, signal: timeout },
    );
    if (error?.name === SENT_WITH_ANOTHER_BODY) sentEarlier = describeFailure(error);
    else if (timeout.aborted) failure = `no answer within ${SEND_TIMEOUT_MS / 1000} s`;
    else if (error) failure = describeFailure(error) || 'unknown error';
    else messageId = data?.id ?? null;
  } catch (error) {
    failure = timeout.aborted ? `no answer within ${SEND_TIMEOUT_MS / 1000} s` : describeFailure(error) || 'unknown error';
  }
  // Resend's error text can quote the API key: never store or log it.
  if (failure) failure = withoutSecrets(failure);
  if (sentEarlier) sentEarlier = withoutSecrets(sentEarlier);
  if (failure) console.error(`send-order-email: order ${order.id}, attempt ${order.email_attempts}: ${failure}`);

  const recorded =
    sentEarlier === null
      ? await supabase.rpc('record_order_email', {
          p_order_id: order.id,
          p_attempt: order.email_attempts,
          p_message_id: messageId,
          p_error: failure,
        })
      : await supabase.rpc('record_order_email_sent_earlier', { p_order_id: order.id, p_conflict: sentEarlier });
  // The lease covers a lost record: a sent order is then claimed again, and Resend answers the
  // repeated Idempotency-Key (the same body: the e-mail is a function of the order) with the
  // message already sent.
  if (recorded.error) console.error(`send-order-email: recording order ${order.id} failed`, recorded.error);
  return failure !== null ? 'failed' : sentEarlier !== null ? 'sent_earlier' : 'sent';
}

/** The sweep's rounds (sweepInRounds), its sends spaced as Resend's rate allows. */
async function sweep(resend: Resend): Promise<{ sweep: true; claimed: number; sent: number; failed: number }> {
  const spacing = env('RESEND_API_KEY') ? RESEND_SPACING_MS : 0;
  let lastSend = 0;
  const counts = await sweepInRounds(
    () => claim(null),
    async (order) => {
      const wait = lastSend + spacing - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastSend = Date.now();
      return (await deliver(resend, order)) !== 'failed';
    },
    SWEEP_BUDGET_MS,
  );
  return { sweep: true, ...counts };
}

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return jsonResponse(405, { sent: false, reason: 'method_not_allowed' });

  const command = await readNotifyCommand(request);
  if (!command) return jsonResponse(400, { sent: false, reason: 'invalid_request' });

  const resend = mailer();
  if (!resend) {
    console.error('send-order-email: neither RESEND_API_KEY nor RESEND_BASE_URL is set');
    return jsonResponse(503, { sent: false, reason: 'not_configured' });
  }

  try {
    if ('sweep' in command) return jsonResponse(200, await sweep(resend));

    const [order] = await claim(command.orderId);
    if (order) {
      const delivery = await deliver(resend, order);
      if (delivery === 'sent') return jsonResponse(200, { sent: true });
      if (delivery === 'sent_earlier') return jsonResponse(200, { sent: false, reason: 'already_sent' });
      return jsonResponse(502, { sent: false, reason: 'send_failed' });
    }
    const existing = await supabase.from('orders').select('notified_at, email_failed_at').eq('id', command.orderId).maybeSingle();
    if (existing.error) throw new Error(`reading the order failed: ${existing.error.message}`);
    if (!existing.data) return jsonResponse(404, { sent: false, reason: 'not_found' });
    const reason = existing.data.notified_at ? 'already_sent' : existing.data.email_failed_at ? 'failed' : 'in_progress';
    return jsonResponse(200, { sent: false, reason });
  } catch (error) {
    console.error('send-order-email:', error);
    return jsonResponse(500, { sent: false, reason: 'database_error' });
  }
});

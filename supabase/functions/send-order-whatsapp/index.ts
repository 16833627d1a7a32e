// send-order-whatsapp: tells the shop owner about every order on WhatsApp too (docs/decisions/0027-owner-whatsapp-template.md,
// issue 34), beside the e-mail and with its guarantees, through the WhatsApp Business Platform's
// Cloud API: one approved template message per order to the owner's number.
//
// Two callers, one function, as send-order-email:
//   POST { "order_id": "<uuid>" }  the fast path: the storefront calls it right after
//       place_order() succeeded, next to its call to send-order-email.
//   POST { "sweep": true }         the sweep: every order still waiting, whatever the browser did.
//       Hosted Supabase calls it once a minute with pg_cron + pg_net
//       (20261125140100_order_whatsapp_sweep_schedule.sql); the local stack runs a timer
//       (supabase/local/order-email-sweep.ts).
//
// Answers to the fast path, { sent, reason? }:
//   200 { sent: true }                           the message went out
//   200 { sent: false, reason: "already_sent" }  it went out before
//   200 { sent: false, reason: "in_progress" }   another sender holds the order, or a retry is
//                                                scheduled after a failure; the sweep finishes it
//   200 { sent: false, reason: "refused" }       the platform refused it for good earlier, or its
//                                                10 attempts ran out (see orders.whatsapp_last_error)
//   200 { sent: false, reason: "off" }           the channel is off: no WhatsApp secrets
//   400 { sent: false, reason: "invalid_request" }  body is neither { order_id: <uuid> } nor { sweep: true }
//   404 { sent: false, reason: "not_found" }     no order with that id
//   405 { sent: false, reason: "method_not_allowed" }
//   500 { sent: false, reason: "database_error" }
//   502 { sent: false, reason: "send_failed" }   the platform failed or did not answer; recorded,
//                                                the sweep retries
//   502 { sent: false, reason: "refused" }       the platform refused it (a bad token, a template
//                                                not approved …); recorded, never retried
// and to the sweep: 200 { sweep: true, claimed, sent, failed } (or { sweep: true, off } while off).
//
// Delivery: a sender claims the order (public.claim_order_whatsapp: a lease, so a sender that
// dies is replaced once the lease runs out), sends the template, then records the outcome at once
// in one statement (public.record_order_whatsapp: sent with the message id; failed and retried
// with backoff after a 5xx, a time-out, a 429 or a rate limit, 10 attempts in all
// (public.notification_retry_delay); failed for good after the last, or after any other
// refusal). Errors are stored and logged without the secrets they may quote
// (_shared/redact-secrets.ts). The Cloud API has no idempotency key: the message names its order
// (biz_opaque_callback_data `order:<id>`), and Meta's status webhook (whatsapp-webhook,
// _shared/whatsapp-status.ts) records a message that the platform accepted and whose sender died
// or gave up waiting (SEND_TIMEOUT_MS) before its record, before the lease runs out and the sweep
// would send it again. Nothing runs between the answer and the record but reading the answer.
//
// Off without WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID or OWNER_WHATSAPP (or without the buttons'
// ORDER_ACTION_SECRET and SITE_URL): the shop works as without this function, the log says so
// once, and orders placed meanwhile are marked 'off' (public.skip_order_whatsapp) rather than
// sent in a burst the day the secrets are set.
//
// Secrets: WHATSAPP_TOKEN (a permanent system-user token), WHATSAPP_PHONE_NUMBER_ID (the shop's
// sending number's id), OWNER_WHATSAPP (the owner's number, +961 …); optional
// WHATSAPP_TEMPLATE_LANGUAGE (en or ar, default en), WHATSAPP_API_VERSION (default
// DEFAULT_GRAPH_API_VERSION), WHATSAPP_API_URL (default https://graph.facebook.com; locally the
// stack's sink). ORDER_ACTION_SECRET and SITE_URL as for the e-mail; SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY are provided by the platform (and by the local stack).

import { corsHeaders, jsonResponse } from '../_shared/cors.ts';
import { signOrderAction, unixSeconds } from '../_shared/order-action-token.ts';
import { readNotifyCommand, sweepInRounds } from '../_shared/order-notification.ts';
import { orderPageButtonValue, ownerOrderMessage, whatsappSettings, type WhatsAppOrder } from '../_shared/order-whatsapp.ts';
import { env, supabaseClient } from '../_shared/supabase.deno.ts';
import { messagesEndpoint, sendCloudApiMessage, type SendOutcome } from '../_shared/whatsapp-send.ts';

const ORDER_COLUMNS = 'id, order_number, created_at, total_price, delivery_area, customer_city, lbp_per_usd, access_key, whatsapp_attempts';

/** Orders claimed per round of a sweep, and how long a sweep keeps claiming new rounds. */
const SWEEP_BATCH = 10;
const SWEEP_BUDGET_MS = 40_000;
/**
 * How long a send waits for the platform (it answers in well under a second). Far below the
 * claim's 120 s lease, so a sender never still waits when another may take the order.
 */
const SEND_TIMEOUT_MS = 10_000;

type ClaimedOrder = WhatsAppOrder & { created_at: string; access_key: string; whatsapp_attempts: number; order_items: { item_name: string }[] };

const settings = whatsappSettings(env);

const supabase = supabaseClient('service_role');

let offLogged = false;

/** While off: the order (or every waiting order) is marked 'off', and the log says why, once. */
async function skip(orderId: string | null, reason: string): Promise<number> {
  if (!offLogged) {
    offLogged = true;
    console.log(`send-order-whatsapp: WhatsApp notification is off (${reason}); orders are e-mailed only.`);
  }
  const { data, error } = await supabase.rpc('skip_order_whatsapp', { p_order_id: orderId, p_reason: `WhatsApp notification was off: ${reason}` });
  if (error) throw new Error(`marking orders off failed: ${error.message}`);
  return typeof data === 'number' ? data : 0;
}

/** Claims orders (one by id, or a round of waiting ones) with their lines. */
async function claim(orderId: string | null): Promise<ClaimedOrder[]> {
  const { data, error } = await supabase
    .rpc('claim_order_whatsapp', orderId ? { p_order_id: orderId } : { p_limit: SWEEP_BATCH })
    .select(`${ORDER_COLUMNS}, order_items(item_name)`);
  if (error) throw new Error(`claiming orders failed: ${error.message}`);
  return (data ?? []) as unknown as ClaimedOrder[];
}

/** Sends one claimed order's message and records the outcome. */
async function deliver(on: Extract<typeof settings, { on: true }>, order: ClaimedOrder): Promise<SendOutcome> {
  const message = ownerOrderMessage(on.to, order, order.order_items.length, {
    orderPage: orderPageButtonValue(order.id, order.access_key),
    // Valid for 30 days from the order, as the e-mail's buttons.
    confirmToken: await signOrderAction(env('ORDER_ACTION_SECRET') ?? '', order.id, 'confirmed', unixSeconds(order.created_at)),
  }, on.language);
  const outcome = await sendCloudApiMessage(messagesEndpoint(on.apiUrl, on.apiVersion, on.phoneNumberId), on.token, message, SEND_TIMEOUT_MS);
  // The record follows the answer at once, in one statement: the shorter this gap, the smaller
  // the one window in which a sent message is not known to be sent (see the header).
  // The Graph API's error text can quote the token: sendCloudApiMessage has taken it out.
  const failure = 'description' in outcome ? outcome : null;
  const recorded = await supabase.rpc('record_order_whatsapp', {
    p_order_id: order.id,
    p_attempt: order.whatsapp_attempts,
    p_message_id: failure ? null : (outcome as { messageId: string | null }).messageId,
    p_error: failure ? failure.description || 'unknown error' : null,
    p_retry: failure ? failure.retry : true,
  });
  if (failure) console.error(`send-order-whatsapp: order ${order.id}, attempt ${order.whatsapp_attempts}: ${failure.description}${failure.retry ? '' : ' (not retried)'}`);
  if (recorded.error) console.error(`send-order-whatsapp: recording order ${order.id} failed`, recorded.error);
  return outcome;
}

async function fastPath(on: Extract<typeof settings, { on: true }>, orderId: string): Promise<Response> {
  const [order] = await claim(orderId);
  if (order) {
    const outcome = await deliver(on, order);
    if (!('description' in outcome)) return jsonResponse(200, { sent: true });
    return jsonResponse(502, { sent: false, reason: outcome.retry ? 'send_failed' : 'refused' });
  }
  const existing = await supabase.from('orders').select('whatsapp_status').eq('id', orderId).maybeSingle();
  if (existing.error) throw new Error(`reading the order failed: ${existing.error.message}`);
  if (!existing.data) return jsonResponse(404, { sent: false, reason: 'not_found' });
  const reason = { sent: 'already_sent', failed: 'refused', off: 'off' }[existing.data.whatsapp_status as string] ?? 'in_progress';
  return jsonResponse(200, { sent: false, reason });
}

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return jsonResponse(405, { sent: false, reason: 'method_not_allowed' });

  const command = await readNotifyCommand(request);
  if (!command) return jsonResponse(400, { sent: false, reason: 'invalid_request' });

  try {
    if (!settings.on) {
      if ('sweep' in command) return jsonResponse(200, { sweep: true, off: await skip(null, settings.off) });
      await skip(command.orderId, settings.off);
      return jsonResponse(200, { sent: false, reason: 'off' });
    }
    const on = settings;
    if ('sweep' in command) {
      const counts = await sweepInRounds(() => claim(null), async (order) => !('description' in (await deliver(on, order))), SWEEP_BUDGET_MS);
      return jsonResponse(200, { sweep: true, ...counts });
    }
    return await fastPath(on, command.orderId);
  } catch (error) {
    console.error('send-order-whatsapp:', error);
    return jsonResponse(500, { sent: false, reason: 'database_error' });
  }
});

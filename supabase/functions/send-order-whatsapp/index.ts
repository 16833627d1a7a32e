// send-order-whatsapp: tells the shop owner about every order on WhatsApp too (docs/decisions/0027-owner-whatsapp-template.md,
// issue 34), beside the e-mail and with its guarantees, through the WhatsApp Business Platform's
// Cloud API: one approved template message per order to the owner's number.
//
// Two callers, one function, as send-order-email:
//   POST { "order_id": "<uuid>" }  the fast path: the storefront calls it right after
//       place_order() succeeded, next to its call to send-order-email.
//   POST { "sweep": true }         the sweep: every order still waiting, whatever the browser did.
//       The outbox's one sweep (send-outbox) sends these too; this one sends only the owner's
//       WhatsApp messages.
//
// Answers to the fast path, { sent, reason? }:
//   200 { sent: true }                           the message went out
//   200 { sent: false, reason: "already_sent" }  it went out before
//   200 { sent: false, reason: "in_progress" }   another sender holds the order, or a retry is
//                                                scheduled after a failure; the sweep finishes it
//   200 { sent: false, reason: "refused" }       the platform refused it for good earlier, or its
//                                                10 attempts ran out (see private.outbox.last_error)
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
// Delivery: the order's message is the outbox message `order:<id>:owner_whatsapp`, enqueued with
// the order (docs/decisions/0045-one-outbox.md), built by the outbox kind owner_order_whatsapp
// (_shared/outbox-kinds.ts) and sent by the outbox's one dispatcher (_shared/outbox.deno.ts): claimed
// under a lease, recorded at once after the platform's answer; retried with backoff after a 5xx, a
// time-out, a 429 or a rate limit, 10 attempts in all; failed for good after the last, or after
// any other refusal. The Cloud API has no idempotency key: the message carries its key as
// biz_opaque_callback_data, and Meta's status webhook (whatsapp-webhook, _shared/whatsapp-status.ts)
// records a message whose sender died before its record, before the sweep would send it again.
//
// Off without WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID or OWNER_WHATSAPP (or without the buttons'
// ORDER_ACTION_SECRET and SITE_URL): the shop works as without this function, the log says so
// once, and orders placed meanwhile are recorded 'off' rather than sent in a burst the day the
// secrets are set.
//
// Secrets: WHATSAPP_TOKEN (a permanent system-user token), WHATSAPP_PHONE_NUMBER_ID (the shop's
// sending number's id), OWNER_WHATSAPP (the owner's number, +961 …); optional
// WHATSAPP_TEMPLATE_LANGUAGE (en or ar, default en), WHATSAPP_API_VERSION (default
// DEFAULT_GRAPH_API_VERSION), WHATSAPP_API_URL (default https://graph.facebook.com; locally the
// stack's sink). ORDER_ACTION_SECRET and SITE_URL as for the e-mail; SUPABASE_URL and
// SUPABASE_DB_URL are provided by the platform (and by the local stack).

import { corsHeaders, jsonResponse } from '../_shared/cors.ts';
import { readNotifyCommand } from '../_shared/order-notification.ts';
import { outboxDispatcher, type Outcome } from '../_shared/outbox.deno.ts';
import { outboxKey } from '../_shared/outbox-keys.ts';

const dispatcher = outboxDispatcher();

/** The fast path's answer for a message this call sent, or tried to. */
const ANSWERS: Record<Outcome, [number, Record<string, unknown>]> = {
  sent: [200, { sent: true }],
  sent_earlier: [200, { sent: false, reason: 'already_sent' }],
  retry: [502, { sent: false, reason: 'send_failed' }],
  failed: [502, { sent: false, reason: 'refused' }],
  off: [200, { sent: false, reason: 'off' }],
  awaiting_window: [200, { sent: false, reason: 'in_progress' }],
};

/** …and for one it found sent, refused, off, or held by another sender. */
const STATUS_REASONS: Record<string, string> = { sent: 'already_sent', failed: 'refused', off: 'off' };

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return jsonResponse(405, { sent: false, reason: 'method_not_allowed' });

  const command = await readNotifyCommand(request);
  if (!command) return jsonResponse(400, { sent: false, reason: 'invalid_request' });

  try {
    if ('sweep' in command) {
      const { claimed, sent, failed, off } = await dispatcher.sweep(['owner_order_whatsapp']);
      return jsonResponse(200, { sweep: true, claimed, sent, failed, off });
    }
    const dispatched = await dispatcher.dispatch(outboxKey.ownerOrderWhatsApp(command.orderId));
    if (dispatched.claimed) return jsonResponse(...ANSWERS[dispatched.outcome]);
    if (dispatched.status === null) return jsonResponse(404, { sent: false, reason: 'not_found' });
    return jsonResponse(200, { sent: false, reason: STATUS_REASONS[dispatched.status] ?? 'in_progress' });
  } catch (error) {
    console.error('send-order-whatsapp:', error);
    return jsonResponse(500, { sent: false, reason: 'database_error' });
  }
});

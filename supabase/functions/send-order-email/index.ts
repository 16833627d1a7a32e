// send-order-email: tells the shop owner about every web order, exactly once.
//
// Two callers, one function:
//   POST { "order_id": "<uuid>" }  the fast path: the storefront calls it right after
//       place_order() succeeded (when storeConfig.notifications.sendEmail is on).
//   POST { "sweep": true }         the sweep: e-mails every order still waiting, whatever the
//       shopper's browser did (closed tab, lost connection, a crash of this function). Hosted
//       Supabase's one outbox sweep (send-outbox) sends these too; this one sends only the owner's
//       e-mails.
//
// Answers to the fast path, { sent, reason? }:
//   200 { sent: true }                           the e-mail went out
//   200 { sent: false, reason: "already_sent" }  it went out before (recorded, or as Resend's
//                                                idempotency conflict says)
//   200 { sent: false, reason: "in_progress" }   another sender holds the order, or a retry is
//                                                scheduled after a failure; the sweep finishes it
//   200 { sent: false, reason: "failed" }        given up after its last allowed attempt (see
//                                                private.outbox.last_error)
//   400 { sent: false, reason: "invalid_request" }  body is neither { order_id: <uuid> } nor { sweep: true }
//   404 { sent: false, reason: "not_found" }     no order with that id
//   405 { sent: false, reason: "method_not_allowed" }
//   500 { sent: false, reason: "database_error" }
//   502 { sent: false, reason: "send_failed" }   Resend refused, could not be reached or did not
//                                                answer within 10 s; the failure is
//                                                recorded and the sweep retries, 10 attempts in all
//   503 { sent: false, reason: "not_configured" }  no RESEND_API_KEY and no RESEND_BASE_URL
// and to the sweep: 200 { sweep: true, claimed, sent, failed }.
//
// Exactly once: the order's e-mail is the outbox message `order:<id>:owner_email`, enqueued with
// the order (docs/decisions/0045-one-outbox.md), and goes out through the outbox's one dispatcher
// (_shared/outbox.deno.ts): claimed under a lease, sent with the order id as Resend's Idempotency-Key
// (a repeated key within 24 hours returns the first message and sends nothing), recorded at once;
// retried by the one retry rule, 10 attempts in all, then given up. Errors are stored and logged
// without the secrets they may quote (_shared/redact-secrets.ts).
// The e-mail is a function of the order alone (its links expire 30 days after the order was
// placed, not after the send), so a sender that dies between Resend's answer and the record is
// replaced by one that sends the same body, gets the first message's id and records it. Resend's
// 409 invalid_idempotent_request (the key already sent with another body, e.g. before a deploy
// changed the template) means the owner has an e-mail about the order: it is recorded as sent by
// an earlier attempt, with a note, never retried, and the fast path answers already_sent.
//
// The e-mail is in the owner's language and says the shopper's (orders.locale); it names each line
// as the shopper saw it, from the names the line stored when ordered (order_items.item_name_ar,
// variant_label_ar), never from today's catalogue, so a retry sends the same body.
//
// The e-mail links the order's private page in the shopper's language (SITE_URL, the shop's
// public origin; what the customer sees) and carries the owner's one-tap actions (Confirm, Out for delivery, Delivered, Cancel): links to the
// order-action function signed with ORDER_ACTION_SECRET.
//
// The e-mail itself is built by the outbox kind owner_order_email (_shared/outbox-kinds.ts).
//
// Secrets: RESEND_API_KEY (hosted: `supabase secrets set`), OWNER_EMAIL (recipient),
// ORDER_FROM_EMAIL (sender, on a domain verified in Resend), ORDER_ACTION_SECRET and SITE_URL. Locally `npm start` leaves
// RESEND_API_KEY unset and points RESEND_BASE_URL at its mail sink, which keeps every message in
// .local/outbox/ and shows them at <api>/outbox. SUPABASE_URL and SUPABASE_DB_URL are provided by
// the platform (and by the local stack).
//
// npm: specifiers resolve from the project's node_modules locally (Deno finds package.json in the
// working directory), so the local stack needs no download beyond `npm install`.

import { corsHeaders, jsonResponse } from '../_shared/cors.ts';
import { readNotifyCommand } from '../_shared/order-notification.ts';
import { mailer, outboxDispatcher } from '../_shared/outbox.deno.ts';
import { outboxKey } from '../_shared/outbox-keys.ts';

const dispatcher = outboxDispatcher();

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return jsonResponse(405, { sent: false, reason: 'method_not_allowed' });

  const command = await readNotifyCommand(request);
  if (!command) return jsonResponse(400, { sent: false, reason: 'invalid_request' });

  if (!mailer()) {
    console.error('send-order-email: neither RESEND_API_KEY nor RESEND_BASE_URL is set');
    return jsonResponse(503, { sent: false, reason: 'not_configured' });
  }

  try {
    if ('sweep' in command) {
      const { claimed, sent, failed } = await dispatcher.sweep(['owner_order_email']);
      return jsonResponse(200, { sweep: true, claimed, sent, failed });
    }
    const dispatched = await dispatcher.dispatch(outboxKey.ownerOrderEmail(command.orderId));
    if (dispatched.claimed) {
      if (dispatched.outcome === 'sent') return jsonResponse(200, { sent: true });
      if (dispatched.outcome === 'sent_earlier') return jsonResponse(200, { sent: false, reason: 'already_sent' });
      return jsonResponse(502, { sent: false, reason: 'send_failed' });
    }
    if (dispatched.status === null) return jsonResponse(404, { sent: false, reason: 'not_found' });
    const reason = dispatched.status === 'sent' ? 'already_sent' : dispatched.status === 'failed' ? 'failed' : 'in_progress';
    return jsonResponse(200, { sent: false, reason });
  } catch (error) {
    console.error('send-order-email:', error);
    return jsonResponse(500, { sent: false, reason: 'database_error' });
  }
});

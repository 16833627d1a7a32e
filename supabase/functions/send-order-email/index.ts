// send-order-email: tells the shop owner about a new web order, once.
//
// POST { "order_id": "<uuid>" }  (the storefront calls it after place_order() succeeded, when
// storeConfig.notifications.sendEmail is on). Answers { sent, reason? }:
//   200 { sent: true }                          the e-mail went out
//   200 { sent: false, reason: "already_sent" } an earlier call sent it (or is sending it now)
//   400 { sent: false, reason: "invalid_request" }  body is not { order_id: <uuid> }
//   404 { sent: false, reason: "not_found" }    no order with that id
//   405 { sent: false, reason: "method_not_allowed" }
//   500 { sent: false, reason: "database_error" }
//   502 { sent: false, reason: "send_failed" }  the provider refused or could not be reached;
//                                               the claim is released, so calling again retries
//   503 { sent: false, reason: "not_configured" }  no RESEND_API_KEY and no RESEND_BASE_URL
//
// At most once per order: the function claims the order with one conditional UPDATE
// (notified_at is set only where it is still null, and the row comes back only to the caller
// that set it), so concurrent or repeated calls cannot both send. If sending then fails,
// notified_at is cleared again (only if it still holds this call's claim). Resend also gets an
// Idempotency-Key per order, so a retry after a lost answer does not send twice either.
//
// Secrets: RESEND_API_KEY (hosted: `supabase secrets set`), OWNER_EMAIL (recipient) and
// ORDER_FROM_EMAIL (sender, on a domain verified in Resend). Locally `npm start` leaves
// RESEND_API_KEY unset and points RESEND_BASE_URL at its mail sink, which keeps every message in
// .local/outbox/ and shows them at <api>/outbox. SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are
// provided by the platform (and by the local stack).
//
// npm: specifiers resolve from the project's node_modules locally (Deno finds package.json in the
// working directory), so the local stack needs no download beyond `npm install`.

import { createClient } from 'npm:@supabase/supabase-js@^2.109.0';
import { Resend } from 'npm:resend@^6.38.0';
import { corsHeaders, jsonResponse } from '../_shared/cors.ts';
import { renderOrderEmail, type EmailOrder, type EmailOrderItem } from '../_shared/order-email.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORDER_COLUMNS =
  'id, created_at, channel, customer_name, customer_phone, customer_city, customer_street, customer_building, customer_floor, customer_notes, subtotal, delivery_fee, discount_code, discount_amount, total_price, notified_at';
const ITEM_COLUMNS = 'item_name, variant_label, quantity, unit_price, total_price, is_preorder';

type OrderWithItems = EmailOrder & { notified_at: string | null; order_items: EmailOrderItem[] };

function env(name: string): string | undefined {
  const value = Deno.env.get(name)?.trim();
  return value ? value : undefined;
}

const supabase = createClient(env('SUPABASE_URL') ?? 'http://127.0.0.1:54321', env('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
  auth: { persistSession: false, autoRefreshToken: false },
});

/** The Resend client: the real API with a key, the local sink (RESEND_BASE_URL) without one. */
function mailer(): Resend | null {
  const apiKey = env('RESEND_API_KEY');
  const baseUrl = env('RESEND_BASE_URL');
  if (!apiKey && !baseUrl) return null;
  // The local sink only checks that a bearer token is present.
  return new Resend(apiKey ?? 're_local_outbox', baseUrl ? { baseUrl } : undefined);
}

async function readOrderId(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.json();
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
    const orderId = (body as Record<string, unknown>).order_id;
    return typeof orderId === 'string' && UUID.test(orderId) ? orderId.toLowerCase() : null;
  } catch {
    return null;
  }
}

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return jsonResponse(405, { sent: false, reason: 'method_not_allowed' });

  const orderId = await readOrderId(request);
  if (!orderId) return jsonResponse(400, { sent: false, reason: 'invalid_request' });

  const resend = mailer();
  if (!resend) {
    console.error('send-order-email: neither RESEND_API_KEY nor RESEND_BASE_URL is set');
    return jsonResponse(503, { sent: false, reason: 'not_configured' });
  }

  // Claim the order: only the call that moves notified_at from null gets the row back.
  const claimedAt = new Date().toISOString();
  const claim = await supabase
    .from('orders')
    .update({ notified_at: claimedAt })
    .eq('id', orderId)
    .is('notified_at', null)
    .select(`${ORDER_COLUMNS}, order_items(${ITEM_COLUMNS})`);
  if (claim.error) {
    console.error('send-order-email: claiming the order failed', claim.error);
    return jsonResponse(500, { sent: false, reason: 'database_error' });
  }
  const order = (claim.data as unknown as OrderWithItems[])[0];
  if (!order) {
    const existing = await supabase.from('orders').select('id').eq('id', orderId).maybeSingle();
    if (existing.error) return jsonResponse(500, { sent: false, reason: 'database_error' });
    return existing.data
      ? jsonResponse(200, { sent: false, reason: 'already_sent' })
      : jsonResponse(404, { sent: false, reason: 'not_found' });
  }

  // Lines are written in one statement and have no position of their own: list them by name.
  const items = [...order.order_items].sort(
    (a, b) => a.item_name.localeCompare(b.item_name) || (a.variant_label ?? '').localeCompare(b.variant_label ?? ''),
  );
  const email = renderOrderEmail(order, items);
  let failure: unknown = null;
  try {
    const { error } = await resend.emails.send(
      {
        from: env('ORDER_FROM_EMAIL') ?? 'MOMobel Orders <orders@momobel.local>',
        to: [env('OWNER_EMAIL') ?? 'owner@momobel.local'],
        subject: email.subject,
        html: email.html,
        text: email.text,
      },
      { idempotencyKey: `new-order-email/${order.id}` },
    );
    failure = error;
  } catch (error) {
    failure = error;
  }
  if (!failure) return jsonResponse(200, { sent: true });

  console.error(`send-order-email: sending the e-mail for order ${order.id} failed`, failure);
  const release = await supabase.from('orders').update({ notified_at: null }).eq('id', order.id).eq('notified_at', claimedAt);
  if (release.error) console.error('send-order-email: releasing the claim failed', release.error);
  return jsonResponse(502, { sent: false, reason: 'send_failed' });
});

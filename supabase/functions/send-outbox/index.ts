// send-outbox: the outbox's one sweep (docs/decisions/0045-one-outbox.md). Hosted Supabase calls it
// once a minute with pg_cron + pg_net (20261201200300_outbox_sweep_schedule.sql); the local stack
// runs a timer (supabase/local/outbox-sweep.ts).
//
//   POST { "sweep": true }  first has whatsapp-webhook take the shoppers' messages a crash left
//       unprocessed (each turn's reply is a message to send), then sends every outbox message that
//       is due, of every kind, oldest first, through the one dispatcher (_shared/outbox.deno.ts): the
//       owner's e-mails and WhatsApp messages no browser asked for, replies whose sender died,
//       retries whose wait is over, messages a number's window released.
//       200 { sweep: true, claimed, sent, failed, off, awaiting_window }
//   anything else: 400 { error: "invalid_request" }; 405 for another method.
// A sweep of the webhook that fails is logged and the outbox is swept all the same.
//
// verify_jwt stays on: the cron job sends the project's anon key. SUPABASE_URL, SUPABASE_ANON_KEY
// and SUPABASE_DB_URL are provided by the platform (and by the local stack); the channels'
// secrets are the senders' (send-order-email, send-order-whatsapp, whatsapp-webhook).

import { jsonResponse } from '../_shared/cors.ts';
import { readNotifyCommand } from '../_shared/order-notification.ts';
import { outboxDispatcher } from '../_shared/outbox.deno.ts';
import { env } from '../_shared/supabase.deno.ts';

const dispatcher = outboxDispatcher();

/** The webhook's own sweep: shoppers' messages recorded and never answered. */
async function sweepConversations(): Promise<void> {
  const key = env('SUPABASE_ANON_KEY') ?? '';
  const response = await fetch(`${env('SUPABASE_URL')}/functions/v1/whatsapp-webhook`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ sweep: true }),
    signal: AbortSignal.timeout(30_000),
  });
  // 503: WhatsApp ordering is off, nothing to take.
  if (!response.ok && response.status !== 503) console.error(`send-outbox: the conversations' sweep answered ${response.status}`);
  await response.body?.cancel();
}

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method !== 'POST') return jsonResponse(405, { error: 'method_not_allowed' });
  const command = await readNotifyCommand(request);
  if (!command || !('sweep' in command)) return jsonResponse(400, { error: 'invalid_request' });
  await sweepConversations().catch((error) => console.error("send-outbox: the conversations' sweep failed:", error));
  try {
    return jsonResponse(200, { sweep: true, ...(await dispatcher.sweep()) });
  } catch (error) {
    console.error('send-outbox:', error);
    return jsonResponse(500, { error: 'database_error' });
  }
});

/**
 * How Meta's status webhook records the shop's WhatsApp messages that a crash left unrecorded
 * (docs/decisions/0030-status-webhook-closes-duplicates.md, docs/decisions/0045-one-outbox.md).
 *
 * Every message the shop sends carries `biz_opaque_callback_data`: its outbox key
 * (`order:<id>:owner_whatsapp`, `reply:<inbound wamid>` …). Meta echoes it in each status update
 * (`entry[].changes[].value.statuses[]`: `id`, `status`, `recipient_id`,
 * `biz_opaque_callback_data`), a second or two after accepting the message. The webhook hands the
 * parsed statuses to `recordOutboxStatuses`, which records a message its sender died before
 * recording (private.record_outbox_status), before its lease runs out and a sweep would send it
 * again.
 *
 * Pure apart from the one database call it is given, so it runs under Deno (the webhook), Node
 * (the local sink and the tests) and the project's tsc.
 */

import { outboxKeyOfCallbackData } from './outbox-keys.ts';

/**
 * The statuses that mean Meta took the message: it was sent, then delivered, then read (they can
 * arrive in any order, and more than once). `failed` is not among them: Meta could not deliver it.
 */
export const ACCEPTED_STATUSES: readonly string[] = ['sent', 'delivered', 'read'];

/** One status as the webhook parsed it (whatsapp-inbound.ts's DeliveredStatus). */
export interface StatusOfOurs {
  id: string;
  status: string;
  callbackData: string | null;
}

/** The one database call this needs: node-postgres's `query` (a pg.Pool), as the webhook holds it. */
export interface StatusDatabase {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Records, for every `sent` / `delivered` / `read` status of a message of ours, that it went out,
 * unless it is recorded already. Returns the keys it marked (a crash had left them unrecorded),
 * for the log; a database error throws, so the webhook answers 5xx and Meta delivers the statuses
 * again.
 */
export async function recordOutboxStatuses(db: StatusDatabase, statuses: readonly StatusOfOurs[]): Promise<string[]> {
  const recorded: string[] = [];
  for (const status of statuses) {
    const key = outboxKeyOfCallbackData(status.callbackData);
    if (!key || !ACCEPTED_STATUSES.includes(status.status)) continue;
    const { rows } = await db.query('select private.record_outbox_status($1, $2) as recorded', [key, status.id]);
    if ((rows[0] as { recorded?: unknown } | undefined)?.recorded === true) recorded.push(key);
  }
  return recorded;
}

/**
 * How Meta's status webhook records the owner's messages that a crash left unrecorded
 * (docs/decisions/0030-status-webhook-closes-duplicates.md, issue 46).
 *
 * Every message the shop sends carries `biz_opaque_callback_data`: `order:<order id>` for the
 * owner's template (here), `reply:<inbound wamid>` for a reply to a shopper (whatsapp-inbound.ts).
 * Meta echoes it in each status update (`entry[].changes[].value.statuses[]`: `id`, `status`,
 * `recipient_id`, `biz_opaque_callback_data`). The webhook hands the parsed statuses to
 * `recordOrderStatuses`, which records those naming an order (public.record_order_whatsapp_status),
 * and handles the `reply:` ones itself.
 *
 * Pure apart from the one database call it is given, so it runs under Deno (the webhook), Node
 * (the local sink and the tests) and the project's tsc.
 */

import { UUID_PATTERN } from './format.ts';

/** How the owner's message names its order in biz_opaque_callback_data (replies: whatsapp-inbound.ts). */
export const ORDER_CALLBACK_PREFIX = 'order:';

export function orderCallbackData(orderId: string): string {
  return `${ORDER_CALLBACK_PREFIX}${orderId}`;
}

/** The order an owner's message was sent about, or null for any other callback data. */
export function orderOfCallbackData(callbackData: unknown): string | null {
  if (typeof callbackData !== 'string' || !callbackData.startsWith(ORDER_CALLBACK_PREFIX)) return null;
  const orderId = callbackData.slice(ORDER_CALLBACK_PREFIX.length);
  return UUID_PATTERN.test(orderId) ? orderId.toLowerCase() : null;
}

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
 * Records, for every `sent` / `delivered` / `read` status of an owner message (`order:<id>`),
 * that the order's message went out, unless it is recorded already
 * (public.record_order_whatsapp_status). Other statuses (replies, failures) are left to the
 * caller. Returns the orders it marked (a crash had left them unrecorded), for the log; a
 * database error throws, so the webhook answers 5xx and Meta delivers the statuses again.
 */
export async function recordOrderStatuses(db: StatusDatabase, statuses: readonly StatusOfOurs[]): Promise<string[]> {
  const recorded: string[] = [];
  for (const status of statuses) {
    const orderId = orderOfCallbackData(status.callbackData);
    if (!orderId || !ACCEPTED_STATUSES.includes(status.status)) continue;
    const { rows } = await db.query('select public.record_order_whatsapp_status($1, $2) as recorded', [orderId, status.id]);
    if ((rows[0] as { recorded?: unknown } | undefined)?.recorded === true) recorded.push(orderId);
  }
  return recorded;
}

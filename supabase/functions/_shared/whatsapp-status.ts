/**
 * What every message the shop sends on WhatsApp says it is for, and how Meta's status webhook
 * records the owner's messages that a crash left unrecorded (DESIGN.md §16–§17, issue 46).
 *
 * Every message carries `biz_opaque_callback_data`: `order:<order id>` for the owner's template,
 * `reply:<inbound wamid>` for a reply to a shopper. Meta echoes it in each status update
 * (`entry[].changes[].value.statuses[]`: `id`, `status`, `recipient_id`,
 * `biz_opaque_callback_data`). The webhook hands the parsed `statuses[]` to
 * `recordOrderStatuses`, which records those naming an order (public.record_order_whatsapp_status,
 * service role), and handles the `reply:` ones itself.
 *
 * Pure apart from the one database call it is given, so it runs under Deno (the webhook), Node
 * (the local sink and the tests) and the project's tsc.
 */

import { UUID_PATTERN } from './format.ts';

/** Meta's limit on `biz_opaque_callback_data`. */
export const CALLBACK_DATA_MAX_LENGTH = 512;

/** What a message is for, as its `biz_opaque_callback_data` says. */
export type MessagePurpose = { kind: 'order'; orderId: string } | { kind: 'reply'; inboundMessageId: string };

export function orderCallbackData(orderId: string): string {
  return `order:${orderId}`;
}

export function replyCallbackData(inboundMessageId: string): string {
  return `reply:${inboundMessageId}`;
}

/** The purpose a message was sent with, or null for anything the shop did not write. */
export function readCallbackData(value: unknown): MessagePurpose | null {
  if (typeof value !== 'string' || value.length > CALLBACK_DATA_MAX_LENGTH) return null;
  const order = /^order:(.+)$/.exec(value)?.[1];
  if (order !== undefined) return UUID_PATTERN.test(order) ? { kind: 'order', orderId: order.toLowerCase() } : null;
  const reply = /^reply:(\S+)$/.exec(value)?.[1];
  return reply !== undefined ? { kind: 'reply', inboundMessageId: reply } : null;
}

/**
 * The statuses that mean Meta took the message: it was sent, then delivered, then read (they can
 * arrive in any order, and more than once). `failed` is not among them: Meta could not deliver it.
 */
export const ACCEPTED_STATUSES: readonly string[] = ['sent', 'delivered', 'read'];

/** One status update as Meta sends it; only the fields read here. */
export interface WhatsAppStatus {
  id: string;
  status: string;
  recipient_id?: string;
  biz_opaque_callback_data?: string;
}

/** The one database call this needs: supabase-js's `rpc`, with the service role key. */
export interface StatusDatabase {
  rpc(fn: 'record_order_whatsapp_status', args: { p_order_id: string; p_message_id: string }): PromiseLike<{ data: unknown; error: { message: string } | null }>;
}

export interface RecordedStatuses {
  /** Orders this delivery marked sent (a crash had left them unrecorded). */
  recorded: string[];
  /** Database errors; Meta should deliver again (the webhook answers 5xx). */
  errors: string[];
}

/**
 * Records, for every `sent` / `delivered` / `read` status of an owner message (`order:<id>`),
 * that the order's message went out, unless it is recorded already. Anything else in
 * `statuses` (replies, failures, entries that are not objects) is skipped here.
 */
export async function recordOrderStatuses(db: StatusDatabase, statuses: readonly unknown[]): Promise<RecordedStatuses> {
  const result: RecordedStatuses = { recorded: [], errors: [] };
  for (const entry of statuses) {
    if (entry === null || typeof entry !== 'object') continue;
    const status = entry as Partial<Record<keyof WhatsAppStatus, unknown>>;
    const purpose = readCallbackData(status.biz_opaque_callback_data);
    if (purpose?.kind !== 'order' || typeof status.id !== 'string' || !ACCEPTED_STATUSES.includes(String(status.status))) continue;
    const { data, error } = await db.rpc('record_order_whatsapp_status', { p_order_id: purpose.orderId, p_message_id: status.id });
    if (error) result.errors.push(`order ${purpose.orderId}: ${error.message}`);
    else if (data === true) result.recorded.push(purpose.orderId);
  }
  return result;
}

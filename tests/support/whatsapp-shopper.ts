/**
 * A shopper on WhatsApp, played against the real local stack as Meta plays the webhook's caller:
 * each message is wrapped in the Cloud API's delivery envelope, signed with the stack's app secret
 * (X-Hub-Signature-256) and POSTed to whatsapp-webhook; the shop's replies are read where they
 * went, the local sink's outbox, and from the replies table.
 */
import { randomBytes } from 'node:crypto';
import { signDelivery, SIGNATURE_HEADER } from '../../supabase/functions/_shared/whatsapp-inbound.ts';
import { sql, stackInfo } from './clients.ts';
import { waitFor } from './notifications.ts';

export const webhookUrl = () => `${stackInfo().apiUrl}/functions/v1/whatsapp-webhook`;

let lastSecond = Math.floor(Date.now() / 1000);
/** Meta's timestamps are seconds; each test message gets a later one, so a shopper's order is clear. */
function nextTimestamp(): string {
  lastSecond = Math.max(lastSecond + 1, Math.floor(Date.now() / 1000));
  return String(lastSecond);
}

export const newWamid = () => `wamid.${randomBytes(24).toString('base64url')}`;

/** A fresh shopper number (Lebanese mobile digits, as wa_id: international, no +). */
export function newShopperNumber(): string {
  return `9617${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** The envelope Meta posts: one entry, one change, the shopper's contact and messages, or statuses. */
export function deliveryOf(value: { contacts?: unknown[]; messages?: unknown[]; statuses?: unknown[] }): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '100000000000000',
        changes: [
          {
            field: 'messages',
            value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '96170000000', phone_number_id: '100000000000001' }, ...value },
          },
        ],
      },
    ],
  };
}

/** POSTs a raw body to the webhook, signed with `secret` (the stack's by default; null: unsigned). */
export async function postToWebhook(body: string, secret: string | null = stackInfo().whatsappAppSecret): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret !== null) headers[SIGNATURE_HEADER] = await signDelivery(body, secret);
  const response = await fetch(webhookUrl(), { method: 'POST', headers, body });
  return { status: response.status, body: await response.text() };
}

export type ShopperMessage = Record<string, unknown> & { type: string };

export interface Shopper {
  number: string;
  name: string;
  /** Sends one message (`text`, `order`, `interactive` …) and returns its wamid and the webhook's status. */
  send(message: ShopperMessage, options?: { wamid?: string }): Promise<{ wamid: string; status: number }>;
  text(body: string): Promise<{ wamid: string; status: number }>;
  /** Taps a list row or reply button by its id. */
  choose(id: string, kind?: 'list_reply' | 'button_reply'): Promise<{ wamid: string; status: number }>;
  cart(items: { retailerId: string; quantity: number; price?: number }[], text?: string): Promise<{ wamid: string; status: number }>;
}

export function shopper(name = 'Rania Haddad', number = newShopperNumber()): Shopper {
  const send: Shopper['send'] = async (message, options = {}) => {
    const wamid = options.wamid ?? newWamid();
    const body = JSON.stringify(
      deliveryOf({ contacts: [{ profile: { name }, wa_id: number }], messages: [{ from: number, id: wamid, timestamp: nextTimestamp(), ...message }] }),
    );
    const { status } = await postToWebhook(body);
    return { wamid, status };
  };
  return {
    number,
    name,
    send,
    text: (body) => send({ type: 'text', text: { body } }),
    choose: (id, kind = 'list_reply') => send({ type: 'interactive', interactive: { type: kind, [kind]: { id, title: id } } }),
    cart: (items, text) =>
      send({
        type: 'order',
        order: {
          catalog_id: '900000000000000',
          ...(text === undefined ? {} : { text }),
          product_items: items.map((item) => ({ product_retailer_id: item.retailerId, quantity: item.quantity, item_price: item.price ?? 0.01, currency: 'USD' })),
        },
      }),
  };
}

export interface StoredReply {
  inbound_wamid: string;
  wa_id: string;
  body: { type: string; text?: { body: string }; interactive?: Record<string, unknown> } & Record<string, unknown>;
  status: string;
  attempts: number;
  message_id: string | null;
  last_error: string | null;
}

/** The shop's replies to a shopper, in the order of the messages they answer. */
export async function repliesTo(number: string): Promise<StoredReply[]> {
  return sql<StoredReply>(
    `select r.inbound_wamid, r.wa_id, r.body, r.status, r.attempts, r.message_id, r.last_error
     from public.whatsapp_replies r join public.whatsapp_messages m on m.wamid = r.inbound_wamid
     where r.wa_id = $1 order by m.sent_at, m.received_at`,
    [number],
  );
}

/** The reply to one message once it went out (sent by the function), within `timeoutMs`. */
export async function replyTo(wamid: string, timeoutMs = 30_000): Promise<StoredReply> {
  return waitFor(
    `the reply to ${wamid}`,
    async () => (await sql<StoredReply>(`select * from public.whatsapp_replies where inbound_wamid = $1 and status = 'sent'`, [wamid]))[0],
    timeoutMs,
  );
}

/** Everything a reply says, for matching words: the text, or the interactive body with its rows' and buttons' titles. */
export function replyText(reply: StoredReply): string {
  return JSON.stringify(reply.body);
}

/**
 * A shopper on WhatsApp, played against a real local stack as Meta plays the webhook's caller:
 * each message goes through the local sink's `/graph/_sink/inbound`, which wraps it in the Cloud
 * API's delivery envelope, signs it with the stack's app secret (X-Hub-Signature-256), POSTs it to
 * whatsapp-webhook and, as Meta, opens the number's 24-hour window; the shop's replies are read
 * from the replies table once sent. `postToWebhook` posts a raw body straight to the webhook, for
 * deliveries the sink would not make (unsigned, forged, malformed). Free of vitest, so the
 * WhatsApp bench (bench/whatsapp.ts) plays the same shopper as the integration tests.
 */
import { randomBytes } from 'node:crypto';
import { signDelivery, SIGNATURE_HEADER } from '../../supabase/functions/_shared/whatsapp-inbound.ts';
import { whatsappMessageProblems } from '../../src/domain/whatsappLimits.ts';
import { waitFor } from './notifications.ts';
import { REPLY, REPLY_COLUMNS } from './outbox.ts';

/** What the kit needs of a stack: its gateway, its app secret, and SQL as the database owner. */
export interface WebhookStack {
  apiUrl: string;
  appSecret: string;
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface StoredReply extends Record<string, unknown> {
  inbound_wamid: string;
  wa_id: string;
  body: { type: string; text?: { body: string }; interactive?: Record<string, unknown> } & Record<string, unknown>;
  status: string;
  attempts: number;
  message_id: string | null;
  last_error: string | null;
}

export type Sent = { wamid: string; status: number };

export interface Shopper {
  number: string;
  name: string;
  /** Sends one message (`text`, `order`, `interactive` …); `wamid` repeats an earlier delivery. */
  send(message: Record<string, unknown> & { type: string }, options?: { wamid?: string }): Promise<Sent>;
  text(body: string): Promise<Sent>;
  /** Taps a list row or reply button by its id. */
  choose(id: string, kind?: 'list_reply' | 'button_reply'): Promise<Sent>;
  cart(items: { retailerId: string; quantity: number; price?: number }[], text?: string): Promise<Sent>;
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

let lastSecond = Math.floor(Date.now() / 1000);
/** Meta's timestamps are seconds; each message gets a later one, so a shopper's order is clear. */
function nextTimestamp(): string {
  lastSecond = Math.max(lastSecond + 1, Math.floor(Date.now() / 1000));
  return String(lastSecond);
}

/** The list rows and reply buttons a reply offers, by id and title. */
export function choices(reply: StoredReply): { id: string; title: string }[] {
  type Row = { id: string; title: string };
  const action = (reply.body.interactive as { action?: { sections?: { rows?: Row[] }[]; buttons?: { reply: Row }[] } } | undefined)?.action;
  return [...(action?.sections?.flatMap((section) => section.rows ?? []) ?? []), ...(action?.buttons?.map((button) => button.reply) ?? [])];
}

export const confirmChoice = (summary: StoredReply) => choices(summary).find((choice) => choice.id.startsWith('confirm:'))?.id ?? null;

export function webhookKit(stack: WebhookStack) {
  const webhookUrl = `${stack.apiUrl}/functions/v1/whatsapp-webhook`;

  /** POSTs a raw body to the webhook, signed with `secret` (the stack's by default; null: unsigned). */
  async function postToWebhook(body: string, secret: string | null = stack.appSecret): Promise<{ status: number; body: string }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (secret !== null) headers[SIGNATURE_HEADER] = await signDelivery(body, secret);
    const response = await fetch(webhookUrl, { method: 'POST', headers, body });
    return { status: response.status, body: await response.text() };
  }

  function shopper(name = 'Rania Haddad', number = newShopperNumber()): Shopper {
    const send: Shopper['send'] = async (message, options = {}) => {
      const wamid = options.wamid ?? newWamid();
      const response = await fetch(`${stack.apiUrl}/graph/_sink/inbound`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ from: number, name, message: { from: number, id: wamid, timestamp: nextTimestamp(), ...message } }),
      });
      await response.body?.cancel();
      return { wamid, status: response.status };
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

  /** The reply to one message once it went out, within `timeoutMs`. */
  const replyTo = (wamid: string, timeoutMs = 30_000): Promise<StoredReply> =>
    waitFor(
      `the reply to ${wamid}`,
      async () => (await stack.query<StoredReply>(`${REPLY} and m.status = 'sent'`, [wamid]))[0],
      timeoutMs,
    );

  /** The shop's replies to a shopper, in the order of the messages they answer. */
  const repliesTo = (number: string): Promise<StoredReply[]> =>
    stack.query<StoredReply>(
      `select ${REPLY_COLUMNS} from private.outbox m join public.whatsapp_messages inbound on m.key = 'reply:' || inbound.wamid
       where m.recipient = $1 order by inbound.sent_at, inbound.received_at`,
      [number],
    );

  /** Sends `step` and waits for its reply, which must have been accepted and be within Meta's limits. */
  async function answered(step: Promise<Sent>): Promise<StoredReply> {
    const { wamid, status } = await step;
    if (status !== 200) throw new Error(`the webhook answered ${status} to ${wamid}`);
    const reply = await replyTo(wamid);
    const problems = whatsappMessageProblems(reply.body);
    if (problems.length > 0) throw new Error(`the reply to ${wamid} breaks Meta's limits: ${problems.join('; ')}`);
    return reply;
  }

  /**
   * From a cart to the summary with its Confirm button: the area `areaId` from the list, then the
   * street and the building as typed text. Returns the summary and every reply on the way.
   */
  async function toSummary(who: Shopper, cart: Promise<Sent>, areaId: string, street = 'Hamra Street 12', building = 'Bldg 5, 3rd floor') {
    const seen = [await answered(cart)];
    for (let step = 0; step < 6; step++) {
      const reply = seen[seen.length - 1]!;
      const offered = choices(reply);
      if (confirmChoice(reply)) return { summary: reply, seen };
      if (offered.some((choice) => choice.id === `area:${areaId}`)) seen.push(await answered(who.choose(`area:${areaId}`)));
      else if (offered.some((choice) => choice.id === 'building:none')) seen.push(await answered(who.text(building)));
      else seen.push(await answered(who.text(street)));
    }
    throw new Error(`no summary: ${seen.map((reply) => JSON.stringify(reply.body)).join('\n')}`);
  }

  return { webhookUrl, postToWebhook, shopper, replyTo, repliesTo, answered, toSummary };
}

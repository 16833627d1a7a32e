/**
 * The kinds of message the shop sends, each a key and a renderer (docs/decisions/0045-one-outbox.md):
 * adding a kind is adding an entry here, not a table, functions or a sweep. The dispatcher
 * (outbox.deno.ts) claims a row of `private.outbox`, builds its request with the kind's renderer when
 * the row was enqueued without one, chooses what to send by Meta's window, and records the answer.
 *
 * Pure apart from the order its renderers are given, so it runs under Deno (the functions), Node
 * (the tests) and the project's tsc.
 */

import { orderPagePath, orderPageUrl } from '../../../src/domain/chat.ts';
import { isLocale } from '../../../src/domain/locale.ts';
import { nextOwnerActions, OWNER_ORDER_ACTIONS, ownerOrderChatMessage, type OwnerRefs } from '../../../src/domain/orderUpdates.ts';
import { notDeliveredNotice } from '../../../src/domain/ownerRelay.ts';
import { orderActionLinks, signOrderAction, unixSeconds, type OrderAction } from './order-action-token.ts';
import { renderOrderEmail, type EmailOrder, type EmailOrderItem } from './order-email.ts';
import { chatOrderOf, ORDER_LIFE_KINDS } from './order-life-kinds.ts';
import { orderPageButtonValue, ownerOrderMessage, whatsappSettings, type WhatsAppOrder } from './order-whatsapp.ts';
import { answeredWamidOf, relayKey } from './outbox-keys.ts';
import { ownerLanguage } from './relay-templates.ts';
import { customerName } from './whatsapp-inbound.ts';

export type OutboxChannel = 'email' | 'whatsapp';

export type OutboxStatus = 'pending' | 'awaiting_window' | 'sent' | 'failed' | 'off';

/** A claimed row, as private.claim_outbox returns it. */
export interface ClaimedMessage {
  id: number;
  key: string;
  channel: OutboxChannel;
  kind: string;
  /** Null only when the owner's address was not known to the claim (the channel is off). */
  recipient: string | null;
  order_id: string | null;
  request: Record<string, unknown> | null;
  template_request: Record<string, unknown> | null;
  attempts: number;
  created_at: string;
  /** WhatsApp: whether the recipient wrote in the last 24 hours (private.whatsapp_window_open); null for e-mail. */
  window_open: boolean | null;
}

/** What the owner's messages are made from: the order with its lines. */
export type OwnerOrder = EmailOrder & WhatsAppOrder & { access_key: string; order_items: EmailOrderItem[] };

export interface RenderContext {
  env(name: string): string | undefined;
  /** The order a row is about, with its lines; null when it is gone. */
  order(orderId: string): Promise<OwnerOrder | null>;
  /** The WhatsApp profile name a number last wrote with; null when it never wrote or gave none. */
  profileName(waId: string): Promise<string | null>;
}

/** A renderer's answer: the request to store and send (with a template for a closed window), or why the kind is off. */
export type Rendered = { request: Record<string, unknown>; templateRequest?: Record<string, unknown> | null } | { off: string };

/** A message another one's failure calls for, enqueued once under its key. */
export interface FollowUp {
  key: string;
  kind: string;
  /** Null: the owner. */
  recipient: string | null;
  request: Record<string, unknown>;
}

/** What a kind's failure hook is told of the message that failed. */
export type FailedMessage = Pick<ClaimedMessage, 'key' | 'recipient'>;

export interface OutboxKind {
  channel: OutboxChannel;
  /**
   * What a message of this kind leads to once it is known not to arrive: refused for good, given
   * up after the last retry, or reported failed by the platform after it was accepted.
   */
  whenFailed?(message: FailedMessage, context: RenderContext): Promise<FollowUp | null>;
  /** Builds the request of a row enqueued without one; a kind always enqueued with its request has none. */
  render?(message: ClaimedMessage, context: RenderContext): Promise<Rendered>;
  /** Resend's Idempotency-Key for an e-mail; the row's key unless the kind says otherwise. */
  idempotencyKey?(message: ClaimedMessage): string;
}

const FUNCTIONS_PATH = '/functions/v1';

function functionsUrl(env: RenderContext['env']): string {
  return `${(env('SUPABASE_URL') ?? 'http://127.0.0.1:54321').replace(/\/+$/, '')}${FUNCTIONS_PATH}`;
}

async function orderOf(message: ClaimedMessage, context: RenderContext): Promise<OwnerOrder> {
  const order = message.order_id ? await context.order(message.order_id) : null;
  if (!order) throw new Error(`${message.key}: the order is gone`);
  return order;
}

/**
 * The owner's e-mail about a new order. Its body is a function of the order alone (the action
 * links expire 30 days after the order was placed), so a retry after a crash sends the same body
 * and Resend answers the repeated Idempotency-Key (the order id) with the first message.
 */
async function renderOwnerOrderEmail(message: ClaimedMessage, context: RenderContext): Promise<Rendered> {
  const { env } = context;
  const order = await orderOf(message, context);
  // Lines are written in one statement and have no position of their own: list them by name.
  const items = [...order.order_items].sort(
    (a, b) => a.item_name.localeCompare(b.item_name) || (a.variant_label ?? '').localeCompare(b.variant_label ?? ''),
  );
  const secret = env('ORDER_ACTION_SECRET');
  const siteUrl = env('SITE_URL');
  if (!secret || !siteUrl) console.error('send-order-email: ORDER_ACTION_SECRET or SITE_URL is not set; the e-mail has no order links');
  const locale = isLocale(order.locale) ? order.locale : 'en';
  const links =
    secret && siteUrl
      ? { orderPage: orderPageUrl(orderPagePath(order.id, order.access_key, locale), siteUrl), actions: await orderActionLinks(secret, functionsUrl(env), order) }
      : undefined;
  const email = renderOrderEmail(order, items, { links });
  return {
    request: {
      from: env('ORDER_FROM_EMAIL') ?? 'MOMobel Orders <orders@momobel.local>',
      to: [message.recipient ?? env('OWNER_EMAIL') ?? 'owner@momobel.local'],
      subject: email.subject,
      html: email.html,
      text: email.text,
    },
  };
}

/** The Cloud API's envelope, which the dispatcher adds to every request at the send. */
function withoutEnvelope(message: Record<string, unknown>): Record<string, unknown> {
  const { messaging_product: _product, recipient_type: _type, to: _to, biz_opaque_callback_data: _callback, ...request } = message;
  return request;
}

/**
 * The owner's message about a new order: inside the owner's 24-hour window a free-form message
 * with the next actions as reply buttons, which costs no template (issue 57); otherwise the
 * approved template, with Confirm and Cancel as quick replies. Either way the owner's tap comes
 * back to the webhook, signed for that action on that order.
 */
async function renderOwnerOrderWhatsApp(message: ClaimedMessage, context: RenderContext): Promise<Rendered> {
  const settings = whatsappSettings(context.env);
  if (!settings.on) return { off: settings.off };
  const order = await orderOf(message, context);
  const secret = context.env('ORDER_ACTION_SECRET') ?? '';
  // Valid for 30 days from the order, as the e-mail's buttons.
  const sign = (action: OrderAction) => signOrderAction(secret, order.id, action, unixSeconds(order.created_at));
  const [confirmToken, cancelToken] = await Promise.all([sign('confirmed'), sign('cancelled')]);
  const template = ownerOrderMessage(
    settings.to,
    order,
    order.order_items.length,
    { orderPage: orderPageButtonValue(order.id, order.access_key), confirmToken, cancelToken },
    settings.language,
  );
  const chat = chatOrderOf(order as Parameters<typeof chatOrderOf>[0], settings.language);
  const refs: OwnerRefs = {};
  for (const action of nextOwnerActions(chat.status)) refs[action] = await sign(OWNER_ORDER_ACTIONS[action]);
  return {
    request: ownerOrderChatMessage(chat, refs, context.env('SITE_URL') ?? '', settings.language),
    templateRequest: withoutEnvelope(template),
  };
}

/**
 * The owner in the chat (issue 56), each enqueued with its request by a shopper's or the owner's
 * turn (whatsapp-webhook/relay.ts): the owner's copy of a shopper message and its template while
 * the owner's window is closed, the shopper's acknowledgement, the chat checkout's answer, the
 * owner's answer and its template while the shopper's window is closed, the owner's hint, and the
 * owner's notice that an answer was not delivered.
 */
export const RELAY_KINDS = ['owner_relay', 'owner_relay_notice', 'shopper_ack', 'order_answer', 'owner_answer', 'owner_answer_notice', 'owner_hint', 'owner_undelivered'] as const;
export type RelayKind = (typeof RELAY_KINDS)[number];

/**
 * The owner told, once, that an answer (or the template that announces it) did not reach the
 * shopper: the notice's key names the owner's message, so every part that fails tells it once.
 */
async function ownerToldAnswerUndelivered(message: FailedMessage, context: RenderContext): Promise<FollowUp | null> {
  const ownerWamid = answeredWamidOf(message.key);
  if (!ownerWamid || !message.recipient) return null;
  const shopper = { name: customerName(await context.profileName(message.recipient)), waId: message.recipient };
  return { key: relayKey.undelivered(ownerWamid), kind: 'owner_undelivered', recipient: null, request: notDeliveredNotice(shopper, ownerLanguage(context.env)) };
}

const RELAY_KIND_ENTRIES: Record<RelayKind, OutboxKind> = {
  ...(Object.fromEntries(RELAY_KINDS.map((kind) => [kind, { channel: 'whatsapp' }])) as Record<RelayKind, OutboxKind>),
  owner_answer: { channel: 'whatsapp', whenFailed: ownerToldAnswerUndelivered },
  owner_answer_notice: { channel: 'whatsapp', whenFailed: ownerToldAnswerUndelivered },
};

export const OUTBOX_KINDS: Record<string, OutboxKind> = {
  owner_order_email: { channel: 'email', render: renderOwnerOrderEmail, idempotencyKey: (message) => message.order_id ?? message.key },
  owner_order_whatsapp: { channel: 'whatsapp', render: renderOwnerOrderWhatsApp },
  // Enqueued with its request by the turn that answered the shopper (whatsapp-webhook).
  conversation_reply: { channel: 'whatsapp' },
  ...RELAY_KIND_ENTRIES,
  // The shopper's confirmation and status messages, the owner's notices of the shopper's taps (issue 57).
  ...ORDER_LIFE_KINDS,
};

/** Which request goes out, by Meta's 24-hour window (see the decision page). */
export type WhatsAppChoice = { send: Record<string, unknown> } | { wait: true };

/**
 * A template is always allowed. A free-form message goes while the recipient's window is open;
 * when it is closed, its template instead; with none, it waits for the recipient to write.
 */
export function chooseWhatsAppRequest(request: Record<string, unknown>, templateRequest: Record<string, unknown> | null | undefined, windowOpen: boolean): WhatsAppChoice {
  if (request.type === 'template' || windowOpen) return { send: request };
  return templateRequest ? { send: templateRequest } : { wait: true };
}

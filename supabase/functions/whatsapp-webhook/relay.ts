/**
 * The owner in the chat (docs/decisions/0046-owner-in-the-chat.md), inside a message's turn
 * (conversation.ts): on the turn's connection and in its transaction, so what a message leads to
 * is enqueued in the outbox (docs/decisions/0045-one-outbox.md) exactly once with the message's
 * processed mark, keyed by the message it answers; the webhook sends the keys after the commit,
 * the outbox's sweep whatever that missed.
 *
 * - A shopper's message the conversation passed on: the owner's copy (`relay:<wamid>:<n>`, one
 *   per part, src/domain/ownerRelay.ts), the template `shopper_message_owner` first while the
 *   owner's 24-hour window is closed (`relay:<wamid>:notice`; the copies then wait in the outbox
 *   for the owner's Show tap, which opens the window), and the shopper's acknowledgement
 *   (`ack:<number>:<hour>`, so one an hour) or, for the chat checkout's message, its order's
 *   number, status and total (`order-answer:<wamid>`), the order then sending its status changes
 *   to that shopper.
 * - The owner's message: a reply (`context.id`) to a copy or notice the shop sent goes to that
 *   shopper (`answer:<owner wamid>:<n>`; the template `shop_reply` first while the shopper's
 *   window is closed, `answer:<owner wamid>:notice`, the answer following when they write); a
 *   message that replies to nothing known gets the one-line hint (`hint:<owner wamid>`). A reply
 *   that cannot be delivered is said to the owner once (`undelivered:<owner wamid>`): here when its
 *   media cannot be fetched, by the outbox when it is refused, given up or reported failed (the
 *   answer kinds' `whenFailed`, _shared/outbox-kinds.ts).
 */
import type pg from 'npm:pg@^8.23.1';
import {
  acknowledgement,
  acknowledgementKey,
  answerPreview,
  CAPTION_MAX,
  notDeliveredNotice,
  orderAnswer,
  ownerHint,
  relayParts,
  relayPreview,
  shownNumber,
  siteMessageOf,
  splitText,
  takesCaption,
  TEXT_BODY_MAX,
  type RecognisedMessage,
  type RelayPart,
  type ShopperMessage,
} from '../../../src/domain/ownerRelay.ts';
import { isLocale, type Locale } from '../../../src/domain/locale.ts';
import { toCents } from '../../../src/domain/money.ts';
import { characterCount } from '../../../src/domain/text.ts';
import { replyLanguage } from '../../../src/domain/whatsappOrder.ts';
import type { TemplateLanguage } from '../_shared/order-whatsapp.ts';
import type { RelayKind } from '../_shared/outbox-kinds.ts';
import { shopperMessageOwnerRequest, shopReplyRequest, SHOW_PAYLOAD_PREFIX } from '../_shared/relay-templates.ts';
import { relayKey } from '../_shared/outbox-keys.ts';
import { customerName, quotedMessageId, shopperMessageOf } from '../_shared/whatsapp-inbound.ts';
import { copyMedia, type GraphMediaSettings } from './graph-media.ts';

export interface RelaySettings {
  /** The owner's number in international digits (OWNER_WHATSAPP); null: no owner, the relays are recorded off. */
  owner: string | null;
  /** The language the owner reads the shop in (WHATSAPP_TEMPLATE_LANGUAGE). */
  ownerLanguage: TemplateLanguage;
  media: GraphMediaSettings;
}

/** A recorded message waiting for its turn, as the turn reads it (public.whatsapp_messages). */
export interface RelayedMessage {
  wamid: string;
  wa_id: string;
  profile_name: string | null;
  type: string;
  payload: Record<string, unknown>;
  sent_at: Date;
}

type Client = pg.PoolClient | pg.Pool;

/** One outbox message, once per key (a repeated turn enqueues nothing twice); recipient null is the owner. */
async function enqueue(client: Client, key: string, kind: RelayKind, recipient: string | null, request: object): Promise<string> {
  await client.query("select private.enqueue_outbox($1, 'whatsapp', $2, $3, $4::jsonb)", [key, kind, recipient, JSON.stringify(request)]);
  return key;
}

async function windowOpen(client: Client, phone: string | null): Promise<boolean> {
  if (!phone) return false;
  const { rows } = await client.query<{ open: boolean }>('select private.whatsapp_window_open($1) as open', [phone]);
  return rows[0]?.open === true;
}

/** The relay's parts as Cloud API bodies: media fetched and uploaded again, or its one line when that fails. */
async function sendableParts(parts: RelayPart[], media: GraphMediaSettings): Promise<object[]> {
  const bodies: object[] = [];
  for (const part of parts) {
    if (part.type !== 'media') {
      bodies.push(part);
      continue;
    }
    const id = await copyMedia(media, part.mediaId, part.fileName);
    if (!id) {
      bodies.push(...part.fallback);
      continue;
    }
    bodies.push({ type: part.media, [part.media]: { id, ...(part.caption ? { caption: part.caption } : {}), ...(part.fileName ? { filename: part.fileName } : {}) } });
  }
  return bodies;
}

/**
 * The chat checkout's message matched to its order by the private link's key, and that order
 * marked as wanting updates on the sender's number (private.follow_order_from_chat, in the turn's
 * transaction with the answer), with whether its updates go to that number; null when the key
 * names none, which changes nothing.
 */
async function recognisedOrder(client: Client, text: string, sender: string): Promise<RecognisedMessage | null> {
  const site = siteMessageOf(text);
  if (!site) return null;
  if (site.kind !== 'order') return site;
  type OrderRow = { order_number: string; status: Extract<RecognisedMessage, { kind: 'order' }>['status']; total_price: string | number; locale: string | null; updates_here: boolean };
  const { rows } = await client.query<OrderRow>(
    'select order_number, status, total_price, locale, updates_here from private.follow_order_from_chat($1, $2, $3)',
    [site.orderId, site.accessKey, sender],
  );
  const order = rows[0];
  if (!order) return null;
  return { kind: 'order', orderNumber: order.order_number, status: order.status, total: toCents(order.total_price), locale: isLocale(order.locale) ? order.locale : 'en', updatesHere: order.updates_here };
}

function textOf(message: ShopperMessage): string | null {
  if (message.kind === 'text') return message.body;
  if (message.kind === 'media') return message.caption;
  return null;
}

/** A shopper's message passed on to the owner, and the shopper told; returns the keys to send, in order. */
export async function relayShopperMessage(client: Client, settings: RelaySettings, message: RelayedMessage, conversationLocale: Locale | null): Promise<string[]> {
  const content = shopperMessageOf(message.type, message.payload);
  const shopper = { name: customerName(message.profile_name), waId: message.wa_id };
  const recognised = content.kind === 'text' ? await recognisedOrder(client, content.body, message.wa_id) : null;
  const parts = await sendableParts(relayParts({ shopper, message: content, locale: settings.ownerLanguage, recognised }), settings.media);
  // The language the shopper writes in is the one the shop answers them in from now on: this
  // acknowledgement, and the owner's answer's template once their window has closed.
  const locale = replyLanguage(conversationLocale ?? 'en', textOf(content));
  if (locale !== (conversationLocale ?? 'en')) await client.query('update public.whatsapp_conversations set locale = $2 where wa_id = $1', [message.wa_id, locale]);
  const keys: string[] = [];
  if (!(await windowOpen(client, settings.owner))) {
    const notice = shopperMessageOwnerRequest(settings.ownerLanguage, { name: shopper.name, number: shownNumber(shopper.waId) }, relayPreview(content, settings.ownerLanguage), message.wamid);
    keys.push(await enqueue(client, relayKey.ownerNotice(message.wamid), 'owner_relay_notice', null, notice));
  }
  for (const [index, part] of parts.entries()) keys.push(await enqueue(client, relayKey.part(message.wamid, index), 'owner_relay', null, part));
  if (recognised?.kind === 'order') {
    keys.push(await enqueue(client, relayKey.orderAnswer(message.wamid), 'order_answer', message.wa_id, orderAnswer(recognised)));
  } else if (settings.owner) {
    // Without an owner's number the copies are recorded off: telling the shopper they were passed on would not be true.
    keys.push(await enqueue(client, acknowledgementKey(message.wa_id, message.sent_at.getTime()), 'shopper_ack', message.wa_id, acknowledgement(locale)));
  }
  return keys;
}

/** The shopper a message of the shop's names: the one a relay or its notice was about. */
async function shopperOfOurMessage(client: Client, providerId: string): Promise<{ waId: string; name: string | null; locale: Locale | null } | null> {
  const { rows } = await client.query<{ wa_id: string; profile_name: string | null; locale: string | null }>(
    `select m.wa_id, m.profile_name, c.locale
     from private.outbox o
     join public.whatsapp_messages m on o.key like 'relay:%' and m.wamid = substring(o.key from '^relay:(.+):(?:[0-9]+|notice)$')
     left join public.whatsapp_conversations c on c.wa_id = m.wa_id
     where o.provider_id = $1
     limit 1`,
    [providerId],
  );
  const row = rows[0];
  return row ? { waId: row.wa_id, name: customerName(row.profile_name), locale: isLocale(row.locale) ? row.locale : null } : null;
}

/** The owner's words as text messages, in pieces past Meta's 4,096 characters. */
const textBodies = (text: string): Record<string, unknown>[] => splitText(text, TEXT_BODY_MAX).map((body) => ({ type: 'text', text: { body, preview_url: /https?:\/\//.test(body) } }));

/** What of the owner's message goes to the shopper: Cloud API bodies, or null when it is not an answer (a reaction, a tap). */
async function answerBodies(content: ShopperMessage, media: GraphMediaSettings): Promise<Record<string, unknown>[] | 'undeliverable' | null> {
  switch (content.kind) {
    case 'text':
      return content.body.trim() === '' ? null : textBodies(content.body);
    case 'media': {
      if (!content.mediaId) return 'undeliverable';
      const id = await copyMedia(media, content.mediaId, content.fileName);
      if (!id) return 'undeliverable';
      const caption = takesCaption(content.media) ? content.caption : null;
      // A caption past Meta's 1,024 characters goes first, whole, as text (as a shopper's long caption does).
      const fits = caption !== null && characterCount(caption) <= CAPTION_MAX;
      const before = caption !== null && !fits ? textBodies(caption) : [];
      return [...before, { type: content.media, [content.media]: { id, ...(fits ? { caption } : {}), ...(content.fileName && content.media === 'document' ? { filename: content.fileName } : {}) } }];
    }
    case 'location':
      return [{ type: 'location', location: { latitude: content.latitude, longitude: content.longitude, ...(content.name ? { name: content.name } : {}), ...(content.address ? { address: content.address } : {}) } }];
    default:
      return null;
  }
}

/** A message from the owner's number; returns the keys to send, in order. */
export async function handleOwnerMessage(client: Client, settings: RelaySettings, message: RelayedMessage): Promise<string[]> {
  // The Show tap's work (the owner's window opened, what waited released) is done when it is recorded.
  const button = message.payload.button as { payload?: unknown } | undefined;
  if (message.type === 'button' && typeof button?.payload === 'string' && button.payload.startsWith(SHOW_PAYLOAD_PREFIX)) return [];
  const content = shopperMessageOf(message.type, message.payload);
  const quoted = quotedMessageId(message.payload);
  const shopper = quoted ? await shopperOfOurMessage(client, quoted) : null;
  const hint = async () => [await enqueue(client, relayKey.hint(message.wamid), 'owner_hint', null, ownerHint(settings.ownerLanguage))];
  if (!shopper) return content.kind === 'text' || content.kind === 'media' || content.kind === 'location' ? hint() : [];
  const bodies = await answerBodies(content, settings.media);
  if (bodies === null) return [];
  if (bodies === 'undeliverable') {
    return [await enqueue(client, relayKey.undelivered(message.wamid), 'owner_undelivered', null, notDeliveredNotice(shopper, settings.ownerLanguage))];
  }
  const keys: string[] = [];
  if (!(await windowOpen(client, shopper.waId))) {
    const language = shopper.locale ?? 'en';
    keys.push(await enqueue(client, relayKey.shopperNotice(message.wamid), 'owner_answer_notice', shopper.waId, shopReplyRequest(language, answerPreview(content, language))));
  }
  for (const [index, body] of bodies.entries()) keys.push(await enqueue(client, relayKey.answer(message.wamid, index), 'owner_answer', shopper.waId, body));
  return keys;
}

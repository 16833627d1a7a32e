/**
 * The order's life in the chat (issue 57), as Cloud API bodies (`OutgoingWhatsApp`) that always
 * satisfy Meta's limits (./whatsappLimits.ts: ≤ 3 reply buttons, titles ≤ 20 characters):
 *
 * - The owner acts from WhatsApp: the owner's order message with the next actions as reply
 *   buttons (Confirm and Cancel while pending, Out for delivery and Cancel once confirmed,
 *   Delivered once out for delivery), and one short answer to every tap (applied with the next
 *   buttons, already done, not allowed now, a forged or expired button, a tap from another
 *   number).
 * - The shopper hears each step: the free-form status message is the owner's manual one
 *   (./statusReply.ts: the number, the status, the private page's link, in the order's language);
 *   outside the window the template `order_update` carries the same three facts.
 * - Cash on delivery confirmed by the shopper: the confirmation (number, cash total with pounds
 *   when the order has a rate, area) with Confirm and Cancel quick replies, the answers to those
 *   taps, and what the owner hears of them ("confirmed by the shopper" / "not confirmed yet").
 *
 * A button's id (a reply button's `id`, a template quick reply's `payload`) is `<action>:<ref>`:
 * the action, then a reference the server checks before it does anything (the order's signed
 * action token, supabase/functions/_shared/order-action-token.ts), so a forged, altered or
 * expired id, or one naming another order, changes nothing. The ref is a token, never a bare
 * order id: the ordering conversation's own `confirm:<order id>` (./whatsappReplies.ts) never
 * reads as an owner's action.
 *
 * The owner's messages are in the owner's language, the shopper's in the order's; Arabic follows
 * the chat messages' bidi rules (./chat.ts). Words: src/i18n/en-orderUpdates.ts and
 * ar-orderUpdates.ts, imported directly (the edge functions run this under Deno). The amounts'
 * pounds and the status sentences come from the interface's catalogue, so a Deno caller imports
 * src/i18n/all.ts first, as order-action does.
 */
import { arOrderUpdates } from '../i18n/ar-orderUpdates.ts';
import { enOrderUpdates, type OrderUpdateMessages } from '../i18n/en-orderUpdates.ts';
import { chatValue, finishChatText, orderPagePath, orderPageUrl } from './chat.ts';
import { lbpBeside } from './delivery.ts';
import type { Locale } from './locale.ts';
import { formatPrice } from './money.ts';
import { buildStatusReplyMessage, type RepliedStatus } from './statusReply.ts';
import type { Cents, OrderStatus } from './types.ts';
import { WHATSAPP_LIMITS, type OutgoingWhatsApp, type WhatsAppReplyButton } from './whatsappLimits.ts';

export function orderUpdateWords(locale: Locale): OrderUpdateMessages {
  return locale === 'ar' ? arOrderUpdates : enOrderUpdates;
}

// ── Button ids ──

/** What the owner's buttons do, by the status each sets (the e-mail's one-tap links set the same). */
export const OWNER_ORDER_ACTIONS = {
  confirm: 'confirmed',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  cancel: 'cancelled',
} as const satisfies Record<string, RepliedStatus>;

export type OwnerOrderAction = keyof typeof OWNER_ORDER_ACTIONS;

/** The shopper's two quick replies on the cash-on-delivery confirmation. */
export const SHOPPER_ORDER_ACTIONS = ['shopper_confirm', 'shopper_cancel'] as const;
export type ShopperOrderAction = (typeof SHOPPER_ORDER_ACTIONS)[number];

export type OrderButtonAction = OwnerOrderAction | ShopperOrderAction;

/** A signed token: `<base64url payload>.<base64url signature>`. */
const REF_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * Longest ref a button carries: a reply button's id may hold 256 characters (Meta), the longest
 * action and its colon take 17, and a token of ours is about 150.
 */
export const ORDER_REF_MAX_LENGTH = WHATSAPP_LIMITS.buttonId - 'out_for_delivery:'.length;

export function orderButtonId(action: OrderButtonAction, ref: string): string {
  if (!REF_PATTERN.test(ref) || ref.length > ORDER_REF_MAX_LENGTH) throw new RangeError(`not an order button reference: ${ref.slice(0, 40)}`);
  return `${action}:${ref}`;
}

export type OrderButton =
  | { who: 'owner'; action: OwnerOrderAction; ref: string }
  | { who: 'shopper'; action: ShopperOrderAction; ref: string };

const isOwnerAction = (action: string): action is OwnerOrderAction => Object.hasOwn(OWNER_ORDER_ACTIONS, action);
const isShopperAction = (action: string): action is ShopperOrderAction => (SHOPPER_ORDER_ACTIONS as readonly string[]).includes(action);

/** What a tapped button's id or payload says, or null when it is none of the order's buttons (its ref still has to be checked). */
export function readOrderButton(id: unknown): OrderButton | null {
  if (typeof id !== 'string') return null;
  const colon = id.indexOf(':');
  if (colon < 0) return null;
  const action = id.slice(0, colon);
  const ref = id.slice(colon + 1);
  if (!REF_PATTERN.test(ref) || ref.length > ORDER_REF_MAX_LENGTH) return null;
  if (isOwnerAction(action)) return { who: 'owner', action, ref };
  if (isShopperAction(action)) return { who: 'shopper', action, ref };
  return null;
}

/** The owner's next actions on an order in `status`, in the order the buttons show them. */
export function nextOwnerActions(status: OrderStatus): OwnerOrderAction[] {
  switch (status) {
    case 'pending':
      return ['confirm', 'cancel'];
    case 'confirmed':
      return ['out_for_delivery', 'cancel'];
    case 'out_for_delivery':
      return ['delivered'];
    default:
      return [];
  }
}

// ── What the messages say about an order ──

/** An order as these messages name it; the server reads it from public.orders. */
export interface ChatOrder {
  id: string;
  orderNumber: string;
  accessKey: string;
  status: OrderStatus;
  total: Cents;
  /** The LBP rate it was placed at; null: no pounds. */
  lbpPerUsd: number | null;
  /** The listed area's name in the reader's language, or the place the shopper typed. */
  area: string;
  lineCount: number;
  /** When the shopper confirmed the cash-on-delivery order from WhatsApp; null: not yet. */
  shopperConfirmedAt: string | null;
}

/**
 * An order's area in the reader's language: a listed area's Arabic name (delivery_areas.name_ar)
 * for an Arabic reader where the list has one, else its English name as the order keeps it; an
 * order with no listed area names the place the shopper typed.
 */
export function orderAreaName(order: { listed: string | null; listedArabic: string | null; typed: string }, locale: Locale): string {
  if (!order.listed) return order.typed;
  return (locale === 'ar' && order.listedArabic) || order.listed;
}

/** The owner's signed refs for the order's actions (the server signs them); a button is shown only with its ref. */
export type OwnerRefs = Partial<Record<OwnerOrderAction, string>>;
export type ShopperRefs = Record<ShopperOrderAction, string>;

const orderValue = (order: Pick<ChatOrder, 'orderNumber'>, locale: Locale) => chatValue(`#${order.orderNumber}`, locale);

/** `$26.80 (≈ LBP 2,399,000)`: the total, with pounds when the order has a rate; in Arabic each number isolated. */
function cashAmount(order: Pick<ChatOrder, 'total' | 'lbpPerUsd'>, locale: Locale): string {
  const dollars = chatValue(formatPrice(order.total), locale);
  const pounds = lbpBeside(order.total, order.lbpPerUsd, locale);
  return pounds ? `${dollars} (${pounds})` : dollars;
}

/** A template variable holds no direction controls (Meta's rules, templateParameter): the template's own text sets the direction. */
const withoutIsolates = (value: string) => value.replace(/[\u2066-\u2069]/g, '');

/** "confirmed by the shopper" or "not confirmed yet", in the reader's language. */
export function shopperConfirmationWords(order: Pick<ChatOrder, 'shopperConfirmedAt'>, locale: Locale): string {
  const words = orderUpdateWords(locale);
  return order.shopperConfirmedAt ? words.shopperConfirmed : words.shopperNotConfirmed;
}

function text(body: string, locale: Locale): OutgoingWhatsApp {
  return { type: 'text', text: { body: finishChatText(body, locale) } };
}

/** A body with reply buttons, or plain text when there is no button to offer. */
function withButtons(body: string, locale: Locale, buttons: { id: string; title: string }[]): OutgoingWhatsApp {
  if (buttons.length === 0) return text(body, locale);
  const reply: WhatsAppReplyButton[] = buttons.slice(0, WHATSAPP_LIMITS.replyButtons).map(({ id, title }) => ({ type: 'reply', reply: { id, title } }));
  return { type: 'interactive', interactive: { type: 'button', body: { text: finishChatText(body, locale) }, action: { buttons: reply } } };
}

function ownerButtons(status: OrderStatus, refs: OwnerRefs, locale: Locale): { id: string; title: string }[] {
  const words = orderUpdateWords(locale);
  return nextOwnerActions(status).flatMap((action) => {
    const ref = refs[action];
    return ref ? [{ id: orderButtonId(action, ref), title: words.ownerButtons[action] }] : [];
  });
}

// ── To the owner ──

/**
 * The owner's order message inside the owner's window (a free-form message costs no template):
 * number, total, area, payment, lines, whether the shopper confirmed, the order page's link, and
 * the next actions as buttons.
 */
export function ownerOrderChatMessage(order: ChatOrder, refs: OwnerRefs, siteUrl: string, locale: Locale): OutgoingWhatsApp {
  const words = orderUpdateWords(locale);
  const value = (raw: string) => chatValue(raw, locale);
  const link = orderPageUrl(orderPagePath(order.id, order.accessKey, locale), siteUrl);
  const body = [
    words.newOrder({ order: orderValue(order, locale) }),
    words.total({ amount: cashAmount(order, locale) }),
    words.area({ area: value(order.area) }),
    words.payment,
    words.lines({ count: value(String(order.lineCount)) }),
    words.confirmation({ confirmation: shopperConfirmationWords(order, locale) }),
    words.open({ link: value(link) }),
  ].join('\n');
  return withButtons(body, locale, ownerButtons(order.status, refs, locale));
}

/** What came of the owner's tap (apply_order_action's outcomes, and the checks before it). */
export type OwnerTapOutcome =
  | { outcome: 'applied' | 'already_done'; order: ChatOrder }
  | { outcome: 'not_allowed'; order: ChatOrder; wanted: RepliedStatus }
  | { outcome: 'not_found' | 'invalid' | 'expired' | 'not_owner' };

/**
 * The one short answer to the owner's tap. After a change the next actions come as buttons, with
 * whether the shopper confirmed; nothing else changes anything, and says so.
 */
export function ownerTapAnswer(result: OwnerTapOutcome, refs: OwnerRefs, locale: Locale): OutgoingWhatsApp {
  const words = orderUpdateWords(locale);
  switch (result.outcome) {
    case 'applied': {
      const { order } = result;
      const body = [
        words.applied({ order: orderValue(order, locale), status: words.status[order.status] }),
        words.confirmation({ confirmation: shopperConfirmationWords(order, locale) }),
      ].join('\n');
      return withButtons(body, locale, ownerButtons(order.status, refs, locale));
    }
    case 'already_done':
      return text(words.alreadyDone({ order: orderValue(result.order, locale), status: words.status[result.order.status] }), locale);
    case 'not_allowed':
      return text(
        words.notAllowed({ order: orderValue(result.order, locale), status: words.status[result.order.status], wanted: words.status[result.wanted] }),
        locale,
      );
    case 'not_found':
      return text(words.unknownOrder, locale);
    case 'invalid':
      return text(words.invalidButton, locale);
    case 'expired':
      return text(words.expiredButton, locale);
    case 'not_owner':
      return text(words.notForThisNumber, locale);
  }
}

/** What the owner hears when the shopper confirmed or cancelled from WhatsApp; after a confirm, the next actions come too. */
export function ownerShopperNotice(order: ChatOrder, what: 'confirmed' | 'cancelled', refs: OwnerRefs, locale: Locale): OutgoingWhatsApp {
  const words = orderUpdateWords(locale);
  const number = orderValue(order, locale);
  if (what === 'cancelled') return text(words.shopperCancelledNotice({ order: number }), locale);
  return withButtons(words.shopperConfirmedNotice({ order: number }), locale, ownerButtons(order.status, refs, locale));
}

// ── To the shopper ──

/** The status message inside the shopper's window: the owner's manual message, sent by the shop. */
export function shopperStatusMessage(order: Pick<ChatOrder, 'id' | 'orderNumber' | 'accessKey'>, status: RepliedStatus, siteUrl: string, locale: Locale): OutgoingWhatsApp {
  return { type: 'text', text: { body: buildStatusReplyMessage({ ...order, locale }, status, siteUrl) } };
}

/** `order_update`'s variables: {{1}} the number, {{2}} the status words, {{3}} the private page's link after `<site>/order/` (`/ar/order/` in Arabic). */
export function orderUpdateParameters(order: Pick<ChatOrder, 'id' | 'orderNumber' | 'accessKey'>, status: RepliedStatus, locale: Locale): [string, string, string] {
  return [order.orderNumber, orderUpdateWords(locale).status[status], orderPagePath(order.id, order.accessKey, 'en').slice('/order/'.length)];
}

/** The cash-on-delivery confirmation inside the shopper's window: number, cash total, area, and the two quick replies. */
export function shopperConfirmMessage(order: ChatOrder, refs: ShopperRefs, locale: Locale): OutgoingWhatsApp {
  const words = orderUpdateWords(locale);
  const body = words.confirmQuestion({ order: orderValue(order, locale), amount: cashAmount(order, locale), area: chatValue(order.area, locale) });
  return withButtons(
    body,
    locale,
    SHOPPER_ORDER_ACTIONS.map((action) => ({ id: orderButtonId(action, refs[action]), title: words.shopperButtons[action] })),
  );
}

/** `order_confirm_shopper`'s variables: {{1}} the number, {{2}} the cash total (pounds when set), {{3}} the area. */
export function orderConfirmParameters(order: ChatOrder, locale: Locale): [string, string, string] {
  return [order.orderNumber, withoutIsolates(cashAmount(order, locale)), order.area];
}

/** What came of the shopper's tap. */
export type ShopperTapOutcome =
  | { outcome: 'confirmed' | 'already_confirmed' | 'cancelled' | 'already_cancelled' | 'too_late'; order: ChatOrder }
  | { outcome: 'invalid' | 'not_yours' };

/** The one short answer to the shopper's tap, in the order's language. */
export function shopperTapAnswer(result: ShopperTapOutcome, locale: Locale): OutgoingWhatsApp {
  const words = orderUpdateWords(locale);
  switch (result.outcome) {
    case 'invalid':
      return text(words.shopperInvalidButton, locale);
    case 'not_yours':
      return text(words.shopperNotYourOrder, locale);
    case 'confirmed':
      return text(words.shopperConfirmedAnswer({ order: orderValue(result.order, locale) }), locale);
    case 'already_confirmed':
      return text(words.shopperAlreadyConfirmed({ order: orderValue(result.order, locale) }), locale);
    case 'cancelled':
      return text(words.shopperCancelledAnswer({ order: orderValue(result.order, locale) }), locale);
    case 'already_cancelled':
      return text(words.shopperAlreadyCancelled({ order: orderValue(result.order, locale) }), locale);
    case 'too_late':
      return text(words.shopperTooLate({ order: orderValue(result.order, locale), status: words.status[result.order.status] }), locale);
  }
}

/**
 * A tap on one of an order's buttons (issue 57): the owner's Confirm, Out for delivery, Delivered
 * or Cancel (a template's quick reply, `button.payload`, or a reply button,
 * `interactive.button_reply.id`), or the shopper's Confirm order or Cancel order on the
 * cash-on-delivery confirmation. Applied in the turn's transaction, under the order's row lock,
 * so it counts once: a repeated delivery or a second tap answers "already …".
 *
 * Nothing changes unless the button's signed token is ours, unexpired and for this very action on
 * this order (order-action-token.ts), and the tap comes from the owner's number (OWNER_WHATSAPP,
 * as digits) for the owner's buttons, from the order's own number (orders.shopper_whatsapp) for the
 * shopper's. Every tap gets one short answer (src/domain/orderUpdates.ts), the `reply:<wamid>` of
 * the conversation's replies, sent by the webhook once the turn is committed; the owner hears of
 * the shopper's Confirm or Cancel as an `owner_order_notice`.
 */
import type pg from 'npm:pg@^8.23.1';
// The answers' words and amounts come from the interface's catalogue, in both languages.
import '../../../src/i18n/all.ts';
import { storeConfig } from '../../../src/config/store.ts';
import { isLocale, type Locale } from '../../../src/domain/locale.ts';
import {
  nextOwnerActions,
  OWNER_ORDER_ACTIONS,
  ownerShopperNotice,
  ownerTapAnswer,
  readOrderButton,
  shopperTapAnswer,
  type OrderButton,
  type OwnerRefs,
  type OwnerTapOutcome,
  type ShopperTapOutcome,
} from '../../../src/domain/orderUpdates.ts';
import { whatsappDigits } from '../../../src/domain/phone.ts';
import type { OutgoingWhatsApp } from '../../../src/domain/whatsappLimits.ts';
import { signOrderAction, unixSeconds, verifyOrderAction, verifyShopperAction } from '../_shared/order-action-token.ts';
import { chatOrderOf, orderLifeKey } from '../_shared/order-life-kinds.ts';
import type { OwnerOrder } from '../_shared/outbox-kinds.ts';
import { outboxKey } from '../_shared/outbox-keys.ts';
import { ownerLanguage } from '../_shared/relay-templates.ts';

type Env = (name: string) => string | undefined;

/** The id a tapped button sent: a template's quick reply or a reply button; null for anything else. */
function tappedId(type: string, payload: Record<string, unknown>): string | null {
  if (type === 'button') return ((payload.button as { payload?: unknown } | undefined)?.payload as string | undefined) ?? null;
  if (type === 'interactive') return ((payload.interactive as { button_reply?: { id?: unknown } } | undefined)?.button_reply?.id as string | undefined) ?? null;
  return null;
}

type LifeOrder = OwnerOrder & { status: Parameters<typeof nextOwnerActions>[0]; shopper_confirmed_at: string | null };

async function readOrder(client: pg.PoolClient, orderId: string): Promise<LifeOrder | null> {
  const { rows } = await client.query<{ order: LifeOrder }>(
    `select to_jsonb(o) || jsonb_build_object('order_items', coalesce((select jsonb_agg(jsonb_build_object('item_name', i.item_name)) from public.order_items i where i.order_id = o.id), '[]'::jsonb)) as order
     from public.orders o where o.id = $1`,
    [orderId],
  );
  return rows[0]?.order ?? null;
}

/** The owner's signed buttons for what can come next. */
async function ownerRefs(secret: string, order: LifeOrder): Promise<OwnerRefs> {
  const refs: OwnerRefs = {};
  for (const action of nextOwnerActions(order.status)) {
    refs[action] = await signOrderAction(secret, order.id, OWNER_ORDER_ACTIONS[action], unixSeconds(order.created_at));
  }
  return refs;
}

async function enqueue(client: pg.PoolClient, key: string, recipient: string | null, request: OutgoingWhatsApp, kind: string, orderId: string | null): Promise<void> {
  await client.query("select private.enqueue_outbox($1, 'whatsapp', $2, $3, $4::jsonb, null, $5)", [key, kind, recipient, JSON.stringify(request), orderId]);
}

async function ownerTap(client: pg.PoolClient, tap: Extract<OrderButton, { who: 'owner' }>, from: string, env: Env, secret: string): Promise<{ answer: OutgoingWhatsApp; keys: string[] }> {
  const language = ownerLanguage(env);
  const owner = whatsappDigits(env('OWNER_WHATSAPP') ?? '', storeConfig.phoneCountry);
  const answer = (result: OwnerTapOutcome, refs: OwnerRefs = {}) => ({ answer: ownerTapAnswer(result, refs, language), keys: [] });
  if (!owner || from !== owner) return answer({ outcome: 'not_owner' });
  const check = await verifyOrderAction(secret, tap.ref);
  const status = OWNER_ORDER_ACTIONS[tap.action];
  if (!check.ok) return answer({ outcome: check.reason });
  if (check.claim.action !== status) return answer({ outcome: 'invalid' });
  const { rows } = await client.query<{ result: { outcome: 'applied' | 'already_done' | 'not_allowed' | 'not_found' } }>(
    "select private.change_order_status($1, $2, 'owner_whatsapp') as result",
    [check.claim.orderId, status],
  );
  const outcome = rows[0]!.result.outcome;
  const order = outcome === 'not_found' ? null : await readOrder(client, check.claim.orderId);
  if (!order) return answer({ outcome: 'not_found' });
  const chat = chatOrderOf(order, language);
  if (outcome === 'not_allowed') return answer({ outcome, order: chat, wanted: status });
  if (outcome === 'already_done') return answer({ outcome, order: chat });
  // The shopper's message about the change, if the order wants one, goes out with the answer (the sweep is the safety net).
  return { ...answer({ outcome, order: chat }, await ownerRefs(secret, order)), keys: [orderLifeKey.shopperStatus(order.id, status)] };
}

async function shopperTap(client: pg.PoolClient, tap: Extract<OrderButton, { who: 'shopper' }>, from: string, env: Env, secret: string): Promise<{ answer: OutgoingWhatsApp; keys: string[] }> {
  const check = await verifyShopperAction(secret, tap.ref);
  if (!check.ok || check.claim.action !== tap.action) return { answer: shopperTapAnswer({ outcome: 'invalid' }, 'en'), keys: [] };
  const { rows } = await client.query<{ result: { outcome: string } }>('select private.apply_shopper_order_action($1, $2, $3) as result', [
    check.claim.orderId,
    tap.action === 'shopper_confirm' ? 'confirm' : 'cancel',
    from,
  ]);
  const outcome = rows[0]!.result.outcome;
  const order = outcome === 'not_found' ? null : await readOrder(client, check.claim.orderId);
  if (!order) return { answer: shopperTapAnswer({ outcome: 'invalid' }, 'en'), keys: [] };
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en';
  if (outcome === 'not_yours') return { answer: shopperTapAnswer({ outcome: 'not_yours' }, locale), keys: [] };
  const chat = chatOrderOf(order, locale);
  const answer = shopperTapAnswer({ outcome: outcome as Exclude<ShopperTapOutcome['outcome'], 'invalid' | 'not_yours'>, order: chat }, locale);
  if (outcome !== 'confirmed' && outcome !== 'cancelled') return { answer, keys: [] };
  // The owner hears of it once, whatever repeats: the notice's key names the order and what happened.
  const what = outcome;
  const key = orderLifeKey.ownerShopperNotice(order.id, what);
  await enqueue(client, key, null, ownerShopperNotice(chat, what, await ownerRefs(secret, order), ownerLanguage(env)), 'owner_order_notice', order.id);
  return { answer, keys: [key] };
}

/**
 * Applies a tap on an order's button within the turn's transaction and enqueues its answer
 * (`reply:<wamid>`) and any notice to the owner. Returns the keys to send after the commit beside
 * the answer, or null when the message is no such tap (the conversation takes it).
 */
export async function takeOrderTap(
  client: pg.PoolClient,
  message: { wamid: string; wa_id: string; type: string; payload: Record<string, unknown> },
  env: Env,
): Promise<{ keys: string[] } | null> {
  const tap = readOrderButton(tappedId(message.type, message.payload));
  const secret = env('ORDER_ACTION_SECRET');
  if (!tap || !secret) return null;
  const { answer, keys } = tap.who === 'owner' ? await ownerTap(client, tap, message.wa_id, env, secret) : await shopperTap(client, tap, message.wa_id, env, secret);
  await enqueue(client, outboxKey.conversationReply(message.wamid), message.wa_id, answer, 'conversation_reply', null);
  return { keys };
}

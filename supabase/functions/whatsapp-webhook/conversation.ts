/**
 * One shopper's waiting messages through the conversation machine (docs/decisions/0029-ordering-in-the-whatsapp-chat.md): each in the
 * order the shopper sent it, under the conversation row's lock, in one transaction that stores
 * the machine's new snapshot, the reply (an outbox message) and the message's processed mark. The machine's services
 * (pricing, the shop's terms, placing the order) run on that transaction's connection, so an
 * order placed by a turn that fails later is rolled back with it, and the turn's retry places it
 * again under the same id.
 */
import type pg from 'npm:pg@^8.23.1';
import { toDeliveryZone, type ZoneRow } from '../../../src/data/deliveryRows.ts';
import type { ShopTerms } from '../../../src/domain/delivery.ts';
import { toCents, toDollars } from '../../../src/domain/money.ts';
import {
  runConversationTurn,
  type ConversationServices,
  type PricedWhatsAppCart,
  type WhatsAppOrderRequest,
  type WhatsAppOrderResult,
} from '../../../machines/whatsappConversation.ts';
import type { OutgoingWhatsApp } from '../../../src/domain/whatsappLimits.ts';
import { outboxKey } from '../_shared/outbox-keys.ts';
import { customerName, inboundContent } from '../_shared/whatsapp-inbound.ts';
import { storeConfig } from '../../../src/config/store.ts';
import { isLocale } from '../../../src/domain/locale.ts';
import { isOwnerNumber } from '../../../src/domain/ownerRelay.ts';
import { handleOwnerMessage, relayShopperMessage, type RelayedMessage, type RelaySettings } from './relay.ts';

/** Turns that may fail on one message before it is left aside (whatsapp_messages.process_attempts). */
export const MAX_PROCESS_ATTEMPTS = 5;

/** What one turn left to do once committed: the outbox messages to send, in order, and the order it placed, if any. */
export interface CommittedTurn {
  inboundWamid: string;
  keys: string[];
  placedOrderId: string | null;
}

// The shop's terms as src/data/delivery.ts reads them: active zones in the shop's order (the
// first is the default zone), each zone's areas in their order, and the LBP rate.
const TERMS_QUERY = `
  select coalesce((
      select json_agg(json_build_object('id', z.id, 'name', z.name, 'name_ar', z.name_ar, 'fee', z.fee,
          'free_threshold', z.free_threshold, 'areas', coalesce((
            select json_agg(json_build_object('id', a.id, 'name', a.name, 'name_ar', a.name_ar, 'zone_id', a.zone_id)
              order by a.sort_order, a.name)
            from public.delivery_areas a where a.zone_id = z.id), '[]'::json))
        order by z.sort_order, z.name, z.id)
      from public.delivery_zones z where z.active), '[]'::json) as zones,
    (select s.lbp_per_usd from public.store_settings s) as lbp_per_usd`;

type ZoneWithAreas = ZoneRow & { areas: { id: string; name: string; name_ar: string | null; zone_id: string }[] };

async function readShopTerms(client: pg.PoolClient): Promise<ShopTerms> {
  const { rows } = await client.query<{ zones: ZoneWithAreas[]; lbp_per_usd: number | null }>(TERMS_QUERY);
  const zones = rows[0]?.zones ?? [];
  return {
    zones: zones.map(toDeliveryZone),
    areas: zones.flatMap((zone) => zone.areas.map((area) => ({ id: area.id, name: area.name, nameAr: area.name_ar, zoneId: area.zone_id }))),
    lbpPerUsd: rows[0]?.lbp_per_usd ?? null,
  };
}

/** place_order's refusal: its stable code as the message, its specifics as JSON in the detail. */
function refusal(error: unknown): WhatsAppOrderResult {
  const { message, detail, code } = error as { message?: string; detail?: string; code?: string };
  if (code !== 'P0001') throw error;
  let details: unknown = null;
  try {
    details = detail ? JSON.parse(detail) : null;
  } catch {
    details = detail ?? null;
  }
  return { ok: false, code: message ?? 'unknown', details };
}

/** The machine's services on the turn's connection; `placed` learns the id of an order placed. */
function services(client: pg.PoolClient, siteUrl: string, placed: { orderId: string | null }): ConversationServices {
  return {
    siteUrl,
    async priceCart(items) {
      const { rows } = await client.query<{ cart: PricedWhatsAppCart }>('select public.price_whatsapp_cart($1::jsonb) as cart', [
        JSON.stringify(items.map((item) => ({ retailer_id: item.retailerId, quantity: item.quantity }))),
      ]);
      return rows[0]!.cart;
    },
    shopTerms: () => readShopTerms(client),
    async placeOrder(request: WhatsAppOrderRequest) {
      const payload = {
        id: request.id,
        customer: {
          name: request.customer.name,
          phone: request.customer.phone,
          city: request.customer.area,
          area: request.customer.area,
          street: request.customer.street,
          building: request.customer.building,
          notes: request.customer.notes,
        },
        items: request.lines.map((line) => ({ item_id: line.itemId, variant_id: line.variantId, quantity: line.quantity })),
        channel: 'whatsapp',
        locale: request.locale,
        expected_total: toDollars(request.expectedTotal),
      };
      // A refusal rolls back place_order's own work only: the turn goes on to answer it.
      await client.query('savepoint place_order');
      try {
        const { rows } = await client.query<{ answer: { id: string; order_number: string; order_path: string; total_price: number | string } }>(
          'select public.place_order($1::jsonb) as answer',
          [JSON.stringify(payload)],
        );
        await client.query('release savepoint place_order');
        const answer = rows[0]!.answer;
        placed.orderId = answer.id;
        return { ok: true, orderNumber: answer.order_number, orderPath: answer.order_path, total: toCents(answer.total_price) };
      } catch (error) {
        await client.query('rollback to savepoint place_order');
        return refusal(error);
      }
    },
    newId: () => crypto.randomUUID(),
  };
}

/** The language the machine's snapshot holds, for the owner's reading of the table; null if none. */
function snapshotLocale(snapshot: unknown): 'en' | 'ar' | null {
  const locale = (snapshot as { context?: { locale?: unknown } } | null)?.context?.locale;
  return locale === 'en' || locale === 'ar' ? locale : null;
}

/**
 * Takes the shopper's oldest waiting message under the conversation's lock and runs it through
 * the machine, all in one transaction. Returns what to do after the commit, or null when nothing
 * waits. A failed turn changes nothing but the message's attempt count and error, and throws.
 */
export async function runOneTurn(pool: pg.Pool, siteUrl: string, relay: RelaySettings, waId: string): Promise<CommittedTurn | null> {
  const client = await pool.connect();
  let wamid: string | null = null;
  try {
    await client.query('begin');
    // The row is the shopper's lock: created on their first message, then locked by every turn.
    await client.query('insert into public.whatsapp_conversations (wa_id) values ($1) on conflict (wa_id) do nothing', [waId]);
    const conversation = await client.query<{ snapshot: unknown; locale: string | null; paused: boolean }>(
      'select snapshot, locale, coalesce(paused_until > now(), false) as paused from public.whatsapp_conversations where wa_id = $1 for update',
      [waId],
    );
    const waiting = await client.query<RelayedMessage>(
      `select wamid, wa_id, profile_name, type, payload, sent_at from public.whatsapp_messages
       where wa_id = $1 and processed_at is null and process_attempts < $2
       order by sent_at, received_at, wamid limit 1`,
      [waId, MAX_PROCESS_ATTEMPTS],
    );
    const message = waiting.rows[0];
    if (!message) {
      await client.query('commit');
      return null;
    }
    wamid = message.wamid;
    const processed = () => client.query('update public.whatsapp_messages set processed_at = now() where wamid = $1', [message.wamid]);
    // Only the owner's number speaks to shoppers as the shop; the same message from any other is a shopper's.
    // A shopper the owner is talking to from the WhatsApp Business app (coexistence) hears nothing from the shop.
    const byOwner = relay.owner !== null && isOwnerNumber(message.wa_id, relay.owner, storeConfig.phoneCountry);
    if (byOwner || conversation.rows[0]?.paused) {
      const keys = byOwner ? await handleOwnerMessage(client, relay, message) : [];
      await processed();
      await client.query('commit');
      return { inboundWamid: message.wamid, keys, placedOrderId: null };
    }
    const placed = { orderId: null as string | null };
    const { conversation: next, reply, relay: passOn } = await runConversationTurn(
      conversation.rows[0]?.snapshot ?? null,
      {
        messageId: message.wamid,
        from: message.wa_id,
        profileName: customerName(message.profile_name),
        at: message.sent_at.getTime(),
        message: inboundContent(message.type, message.payload),
      },
      services(client, siteUrl, placed),
    );
    await client.query('update public.whatsapp_conversations set snapshot = $2::jsonb, locale = coalesce($3, locale), updated_at = now() where wa_id = $1', [
      waId,
      next === null ? null : JSON.stringify(next),
      snapshotLocale(next),
    ]);
    const keys: string[] = [];
    if (reply) {
      await client.query("select private.enqueue_outbox($1, 'whatsapp', 'conversation_reply', $2, $3::jsonb)", [
        outboxKey.conversationReply(message.wamid),
        waId,
        JSON.stringify(reply satisfies OutgoingWhatsApp),
      ]);
      keys.push(outboxKey.conversationReply(message.wamid));
    }
    if (passOn) {
      const locale = conversation.rows[0]?.locale;
      keys.push(...(await relayShopperMessage(client, relay, message, snapshotLocale(next) ?? (isLocale(locale) ? locale : null))));
    }
    await processed();
    await client.query('commit');
    return { inboundWamid: message.wamid, keys, placedOrderId: placed.orderId };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    // On the turn's own connection: asking the pool for another while holding this one could wait
    // for ever when every connection is a failing turn.
    if (wamid) {
      await client
        .query('update public.whatsapp_messages set process_attempts = process_attempts + 1, last_error = left($2, 1000) where wamid = $1', [
          wamid,
          (error as Error).message ?? String(error),
        ])
        .catch(() => {});
    }
    throw error;
  } finally {
    client.release();
  }
}

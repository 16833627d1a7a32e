/**
 * What each outbox message is for, as its key says (docs/decisions/0045-one-outbox.md): one message
 * per key, and the key is also the WhatsApp message's biz_opaque_callback_data, which Meta echoes
 * in its statuses. Pure, for Deno, Node and the project's tsc.
 */

export const outboxKey = {
  ownerOrderEmail: (orderId: string) => `order:${orderId}:owner_email`,
  ownerOrderWhatsApp: (orderId: string) => `order:${orderId}:owner_whatsapp`,
  conversationReply: (inboundWamid: string) => `reply:${inboundWamid}`,
};

/** The owner in the chat's messages (docs/decisions/0046-owner-in-the-chat.md, whatsapp-webhook/relay.ts). */
export const relayKey = {
  part: (wamid: string, index: number) => `relay:${wamid}:${index}`,
  ownerNotice: (wamid: string) => `relay:${wamid}:notice`,
  orderAnswer: (wamid: string) => `order-answer:${wamid}`,
  answer: (ownerWamid: string, index: number) => `answer:${ownerWamid}:${index}`,
  shopperNotice: (ownerWamid: string) => `answer:${ownerWamid}:notice`,
  hint: (ownerWamid: string) => `hint:${ownerWamid}`,
  undelivered: (ownerWamid: string) => `undelivered:${ownerWamid}`,
};

/** The owner's wamid an answer key names (`answer:<wamid>:<n | notice>`), or null. */
export function answeredWamidOf(key: string): string | null {
  return /^answer:(.+):(?:\d+|notice)$/.exec(key)?.[1] ?? null;
}

/** Meta's limit on biz_opaque_callback_data, and the outbox's on a key. */
export const OUTBOX_KEY_MAX_LENGTH = 512;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ORDER_KEY = new RegExp(`^order:(${UUID}):[a-z_]+$`, 'i');
/** The callback data the owner's template carried before the outbox: `order:<id>`. */
const PRE_OUTBOX_ORDER_CALLBACK = new RegExp(`^order:(${UUID})$`, 'i');

/** The order a key of an order's message names (`order:<id>:<what>`), or null. */
export function orderOfOutboxKey(key: unknown): string | null {
  return typeof key === 'string' ? (ORDER_KEY.exec(key)?.[1]?.toLowerCase() ?? null) : null;
}

/**
 * The outbox key a status's biz_opaque_callback_data names, or null for none. Messages sent
 * before the outbox named the owner's template `order:<id>`; their late statuses still count.
 */
export function outboxKeyOfCallbackData(callbackData: unknown): string | null {
  if (typeof callbackData !== 'string' || callbackData.length === 0 || callbackData.length > OUTBOX_KEY_MAX_LENGTH) return null;
  const preOutbox = PRE_OUTBOX_ORDER_CALLBACK.exec(callbackData);
  return preOutbox ? outboxKey.ownerOrderWhatsApp(preOutbox[1]!.toLowerCase()) : callbackData;
}

/**
 * The owner's one-tap order actions (docs/decisions/0022-owner-actions-signed-links.md, issue 19): the links in the new-order e-mail
 * to the order-action function, and the signed tokens they carry.
 *
 * A token is `<payload>.<signature>`: the payload is base64url JSON {o: order id, s: the status
 * the action sets, e: expiry in Unix seconds}, the signature base64url HMAC-SHA256 of the payload
 * text with the server secret ORDER_ACTION_SECRET. The expiry is 30 days after the order was
 * placed, not after the e-mail was sent: the links, and so the whole e-mail, are a function of
 * the order alone, and a send retried after a crash repeats the first one byte for byte under the
 * same Idempotency-Key (send-order-email). Whoever holds the link may do exactly that
 * action on exactly that order until it expires; changing any character of the payload (another
 * order, another action, a later expiry) breaks the signature. A token does not need to be
 * single-use: the status rule (pending → confirmed → out_for_delivery → delivered, cancelled
 * from any but delivered, never back) lets each action happen once per order.
 *
 * Web Crypto only, so it runs the same under Deno (the functions) and Node 20 (tests, tsc). The
 * order page's own link is src/domain/chat.ts's orderPageUrl.
 */

/** The statuses an owner's link sets, in the order the e-mail lists them. */
export const ORDER_ACTIONS = ['confirmed', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** How long an e-mail's links work, counted from the order's creation. */
export const ORDER_ACTION_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * What each action is called on its button and link, in the owner's language. What the shopper is
 * told after it is in the shopper's language: src/domain/statusReply.ts.
 */
export const ORDER_ACTION_COPY: Record<OrderAction, { label: string; done: string }> = {
  confirmed: { label: 'Confirm', done: 'confirmed' },
  out_for_delivery: { label: 'Out for delivery', done: 'out for delivery' },
  delivered: { label: 'Delivered', done: 'delivered' },
  cancelled: { label: 'Cancel', done: 'cancelled' },
};

export interface OrderActionClaim {
  orderId: string;
  action: OrderAction;
  /** Unix seconds. */
  expiresAt: number;
}

export type TokenCheck = { ok: true; claim: OrderActionClaim } | { ok: false; reason: 'invalid' | 'expired' };

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** Unix seconds of a timestamp as the database gives it (`2026-11-25T14:00:00.123456+00:00`). */
export function unixSeconds(timestamp: string): number {
  const milliseconds = Date.parse(timestamp);
  if (Number.isNaN(milliseconds)) throw new Error(`not a timestamp: ${timestamp}`);
  return Math.floor(milliseconds / 1000);
}

/** A signed token for one action on one order, valid for 30 days from `issuedAt` (Unix seconds: the order's creation). */
export async function signOrderAction(secret: string, orderId: string, action: OrderAction, issuedAt: number): Promise<string> {
  const payload = toBase64Url(encoder.encode(JSON.stringify({ o: orderId, s: action, e: issuedAt + ORDER_ACTION_TTL_SECONDS })));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload)));
  return `${payload}.${toBase64Url(signature)}`;
}

/**
 * Checks a token's signature (in constant time: crypto.subtle.verify) and then its expiry. A
 * forged, altered or malformed token is 'invalid'; a genuine one past its date is 'expired'.
 */
export async function verifyOrderAction(secret: string, token: string, now = Math.floor(Date.now() / 1000)): Promise<TokenCheck> {
  const [payload, signatureText, ...rest] = token.split('.');
  const signature = fromBase64Url(signatureText ?? '');
  if (!secret || !payload || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  if (!(await crypto.subtle.verify('HMAC', await hmacKey(secret), signature as BufferSource, encoder.encode(payload)))) return { ok: false, reason: 'invalid' };
  let claim: unknown;
  try {
    claim = JSON.parse(new TextDecoder().decode(fromBase64Url(payload) ?? new Uint8Array()));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { o, s, e } = (claim ?? {}) as Record<string, unknown>;
  if (typeof o !== 'string' || !(ORDER_ACTIONS as readonly unknown[]).includes(s) || typeof e !== 'number') return { ok: false, reason: 'invalid' };
  if (e <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claim: { orderId: o, action: s as OrderAction, expiresAt: e } };
}

/** The order-action link for a token, under the project's functions URL (`<SUPABASE_URL>/functions/v1`). */
export function orderActionUrl(functionsUrl: string, token: string): string {
  return `${functionsUrl.replace(/\/+$/, '')}/order-action?token=${encodeURIComponent(token)}`;
}

/** The four action links of one order, in ORDER_ACTIONS order, working for 30 days after it was placed (`created_at`). */
export async function orderActionLinks(
  secret: string,
  functionsUrl: string,
  order: { id: string; created_at: string },
): Promise<{ action: OrderAction; label: string; url: string }[]> {
  const issuedAt = unixSeconds(order.created_at);
  return Promise.all(
    ORDER_ACTIONS.map(async (action) => ({
      action,
      label: ORDER_ACTION_COPY[action].label,
      url: orderActionUrl(functionsUrl, await signOrderAction(secret, order.id, action, issuedAt)),
    })),
  );
}

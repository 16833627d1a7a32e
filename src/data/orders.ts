/**
 * Orders and discount codes, the browser's side: the one contract of the place_order and
 * check_discount RPCs and the send-order-email function. The request and answer shapes below are
 * what travels (snake_case, money in dollars); the mapping functions turn them into and out of the
 * domain's types (OrderRequest, PlacedOrder, CheckedDiscount: camelCase, money in cents), and
 * `orderServices` offers the calls in domain types, which is all the machines ever see.
 *
 * Every failure is thrown as an OrderServiceError `{ code, details }`: `code` is one of the
 * server's stable codes (SERVER_ERROR_CODES: invalid_order, missing_information, out_of_stock,
 * invalid_code, expired_code, minimum_not_met, usage_limit, price_changed, idempotency_conflict,
 * rate_limited) with the server's JSON specifics as
 * `details`, or 'network' for anything else (no connection, an unexpected status, an answer that
 * makes no sense), which the error catalogue (src/domain/serverErrors.ts) turns into the
 * operation's generic toast.
 */
import {
  asObject,
  isPreorderLine,
  isServerErrorCode,
  jsonObject,
  toCents,
  toCentsOrNull,
  toDollars,
  type Cents,
  type CheckedDiscount,
  type Customer,
  type DiscountType,
  type OrderRequest,
  type PlacedOrder,
  type ServerErrorCode,
} from '../domain/index.ts';
import type { FunctionsClient } from '@supabase/functions-js';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { supabase } from './client.ts';
import type { Database, Json } from './database.types.ts';

// ── What travels ──────────────────────────────────────────────────────────────────────────────

/** One line of the place_order payload. Prices are never sent: the server reads them itself. */
export interface OrderLinePayload {
  item_id: string;
  variant_id: string | null;
  quantity: number;
  /** The shopper chose to preorder a product shown as out of stock; without it a sold-out line fails. */
  preorder?: boolean;
}

/** The place_order payload; `id` is generated once per checkout attempt and reused on retry. */
export interface OrderPayload {
  id: string;
  customer: Customer;
  items: OrderLinePayload[];
  discount_code?: string | null;
  channel?: 'web' | 'whatsapp' | 'instagram';
  /** The total the shopper saw, in dollars: a different server total fails with price_changed. */
  expected_total?: number | null;
}

/** One line of place_order's answer (and of price_changed's details), money in dollars. */
export interface PlacedOrderLine {
  item_id: string | null;
  variant_id: string | null;
  item_name: string;
  variant_label: string | null;
  quantity: number;
  unit_price: number | string;
  total_price: number | string;
  is_preorder: boolean;
}

/** place_order's answer; money in dollars, as the database computed it. */
export interface PlacedOrderResult {
  id: string;
  /** The short number the shop and the shopper quote (the id's last 8 characters). */
  order_number: string;
  subtotal: number | string;
  delivery_fee: number | string;
  discount_amount: number | string;
  total_price: number | string;
  status: string;
  lines: PlacedOrderLine[];
}

/** What the discount box asks: a code and the cart subtotal in cents. */
export interface DiscountCheckRequest {
  code: string;
  subtotal: Cents;
}

/** check_discount's answer; discount_amount in dollars, never more than the subtotal. */
export interface DiscountCheckResult {
  code: string;
  description: string | null;
  discount_type: DiscountType;
  /** Percent for 'percentage', dollars for 'fixed'. */
  discount_value: number | string;
  discount_amount: number | string;
}

/** send-order-email's answer (also when nothing was sent). */
export interface NotifyOwnerResult {
  sent: boolean;
  /** already_sent, not_found, ... */
  reason?: string;
}

/** A failed call, as the machines read it (readServerError). */
export class OrderServiceError extends Error {
  readonly code: ServerErrorCode | 'network';
  readonly details: Record<string, unknown>;

  constructor(code: ServerErrorCode | 'network', details: Record<string, unknown> = {}, message: string = code) {
    super(message);
    this.name = 'OrderServiceError';
    this.code = code;
    this.details = details;
  }
}

/** What this module needs of the client (src/data/client.ts); tests pass one for their stack. */
export interface OrdersClient {
  rpc: PostgrestClient<Database>['rpc'];
  functions: Pick<FunctionsClient, 'invoke'>;
}

type RpcAnswer = { data: unknown; error: unknown; status?: number };

/**
 * A PostgREST error → OrderServiceError. Our functions raise with the stable code as `message`
 * and JSON in `details` (HTTP 400); anything else (PostgREST's own errors, a failed fetch) is
 * 'network', with what is known kept in `details`.
 */
export function toOrderServiceError(error: unknown, status?: number): OrderServiceError {
  const record = asObject(error);
  if (isServerErrorCode(record.message)) return new OrderServiceError(record.message, jsonObject(record.details));
  const message = typeof record.message === 'string' ? record.message : error instanceof Error ? error.message : String(error);
  return new OrderServiceError(
    'network',
    {
      message,
      ...(typeof record.code === 'string' && record.code ? { sqlstate: record.code } : {}),
      ...(status ? { status } : {}),
    },
    message,
  );
}

/** Awaits an RPC and returns its JSON answer, or throws an OrderServiceError. */
async function rpcResult<T>(fn: string, call: () => PromiseLike<RpcAnswer>): Promise<T> {
  let result: RpcAnswer;
  try {
    result = await call();
  } catch (error) {
    throw toOrderServiceError(error);
  }
  if (result.error) throw toOrderServiceError(result.error, result.status);
  if (result.data === null || typeof result.data !== 'object') {
    throw new OrderServiceError('network', { message: `${fn} answered without a result`, status: result.status });
  }
  return result.data as T;
}

/** The answer body of a failed function call (FunctionsHttpError keeps the Response in `context`). */
async function functionErrorBody(error: unknown): Promise<Record<string, unknown>> {
  const context = asObject(error).context;
  if (context instanceof Response) {
    try {
      return { status: context.status, ...asObject(await context.clone().json()) };
    } catch {
      return { status: context.status };
    }
  }
  return {};
}

export interface OrdersApi {
  /** Places the order (place_order RPC). Replaying the same payload id returns the same order. */
  placeOrder(payload: OrderPayload): Promise<PlacedOrderResult>;
  /** Checks a discount code against a subtotal in cents (check_discount RPC); consumes nothing. */
  checkDiscount(request: DiscountCheckRequest): Promise<DiscountCheckResult>;
  checkDiscount(code: string, subtotalCents: Cents): Promise<DiscountCheckResult>;
  /**
   * Asks send-order-email to tell the owner about an order. Whether to ask at all is the checkout
   * machine's decision (notifications.sendEmail). A failure throws; the checkout only logs it,
   * since the order is placed either way.
   */
  notifyOwner(request: { order_id: string } | string): Promise<NotifyOwnerResult>;
}

/** The calls bound to a client; the app uses `ordersApi` below. */
export function createOrdersApi(client: OrdersClient = supabase): OrdersApi {
  return {
    placeOrder(payload) {
      return rpcResult<PlacedOrderResult>('place_order', () => client.rpc('place_order', { p_order: payload as unknown as Json }));
    },

    checkDiscount(request: DiscountCheckRequest | string, subtotalCents?: Cents) {
      const { code, subtotal } = typeof request === 'string' ? { code: request, subtotal: subtotalCents ?? 0 } : request;
      return rpcResult<DiscountCheckResult>('check_discount', () =>
        client.rpc('check_discount', { p_code: code, p_subtotal: toDollars(subtotal) }),
      );
    },

    async notifyOwner(request) {
      const orderId = typeof request === 'string' ? request : request.order_id;
      let result: { data: unknown; error: unknown };
      try {
        result = await client.functions.invoke('send-order-email', { body: { order_id: orderId } });
      } catch (error) {
        throw toOrderServiceError(error);
      }
      if (result.error) {
        const body = await functionErrorBody(result.error);
        const message = typeof body.reason === 'string' ? `send-order-email: ${body.reason}` : `send-order-email: ${toOrderServiceError(result.error).message}`;
        throw new OrderServiceError('network', body, message);
      }
      const data = asObject(result.data);
      return typeof data.reason === 'string' ? { sent: data.sent === true, reason: data.reason } : { sent: data.sent === true };
    },
  };
}

const ordersApi: OrdersApi = createOrdersApi();

// ── Domain ↔ wire ─────────────────────────────────────────────────────────────────────────────

/** The place_order payload of an order request. The storefront always orders through the web. */
export function orderPayloadFrom(request: OrderRequest): OrderPayload {
  const code = request.discountCode?.trim();
  return {
    id: request.id,
    customer: request.customer,
    items: request.lines.map((line) => ({
      item_id: line.product.id,
      variant_id: line.variant?.id ?? null,
      quantity: line.quantity,
      ...(isPreorderLine(line) ? { preorder: true } : {}),
    })),
    ...(code ? { discount_code: code } : {}),
    channel: 'web',
    ...(request.expectedTotal === undefined || request.expectedTotal === null ? {} : { expected_total: toDollars(request.expectedTotal) }),
  };
}

function safeCents(value: number | string): Cents | null {
  try {
    return toCentsOrNull(value);
  } catch {
    return null;
  }
}

/** place_order's answer in cents. A nonsense amount reads as null rather than failing a placed order. */
export function placedOrderFrom(answer: PlacedOrderResult): PlacedOrder {
  return {
    id: answer.id,
    subtotal: safeCents(answer.subtotal),
    deliveryFee: safeCents(answer.delivery_fee),
    discountAmount: safeCents(answer.discount_amount),
    total: safeCents(answer.total_price),
    status: answer.status,
  };
}

/** check_discount's answer as the domain's discount, or null when the answer is unusable. */
export function checkedDiscountFrom(answer: DiscountCheckResult): CheckedDiscount | null {
  try {
    const description = answer.description?.trim() || null;
    if (answer.discount_type === 'percentage') {
      const percent = Number(answer.discount_value);
      if (!Number.isFinite(percent)) return null;
      return { code: answer.code, description, rule: { discountType: 'percentage', discountValue: percent } };
    }
    if (answer.discount_type === 'fixed') {
      return { code: answer.code, description, rule: { discountType: 'fixed', discountValue: toCents(answer.discount_value) } };
    }
  } catch {
    // toCents throws on a non-numeric value: the answer is unusable.
  }
  return null;
}

// ── The calls in domain types (the machines' injected actors) ─────────────────────────────────

export interface OrderServices {
  /** Places the order; replaying the same request id returns the same order. */
  placeOrder(request: OrderRequest): Promise<PlacedOrder>;
  /** Checks a code against a subtotal; an unusable answer fails as 'network'. */
  checkDiscount(request: DiscountCheckRequest): Promise<CheckedDiscount>;
  /** Tells the owner about a placed order. */
  notifyOwner(orderId: string): Promise<NotifyOwnerResult>;
}

/** The domain-typed calls over an OrdersApi (the app's, or a test stack's). */
export function createOrderServices(api: OrdersApi = ordersApi): OrderServices {
  return {
    placeOrder: async (request) => placedOrderFrom(await api.placeOrder(orderPayloadFrom(request))),
    async checkDiscount(request) {
      const checked = checkedDiscountFrom(await api.checkDiscount(request));
      if (!checked) throw new OrderServiceError('network', {}, 'check_discount answered with an unusable discount');
      return checked;
    },
    notifyOwner: (orderId) => api.notifyOwner(orderId),
  };
}

export const orderServices: OrderServices = createOrderServices();

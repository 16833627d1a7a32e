/**
 * Orders and discount codes, the browser's side: the place_order and check_discount RPCs and the
 * send-order-email function (DESIGN §4). Shaped for the checkout and discount machines' injected
 * actors (machines/checkout.ts, machines/discount.ts; wired in src/features/checkout/services.ts).
 *
 * Every failure is thrown as an OrderServiceError `{ code, details }`: `code` is one of the
 * server's stable codes (SERVER_ERROR_CODES: invalid_order, missing_information, out_of_stock,
 * invalid_code, expired_code, minimum_not_met, usage_limit) with the server's JSON specifics as
 * `details`, or 'network' for anything else (no connection, an unexpected status), which the
 * error catalogue (src/domain/serverErrors.ts) turns into the operation's generic toast.
 */
import { storeConfig, type StoreConfig } from '../config/store.ts';
import { SERVER_ERROR_CODES, toDollars, type Cents, type Customer, type DiscountType, type ServerErrorCode } from '../domain/index.ts';
import type { FunctionsClient } from '@supabase/functions-js';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { supabase } from './client.ts';
import type { Database, Json } from './database.types.ts';

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

/** What the discount machine asks: a code and the cart subtotal in cents. */
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
  /** already_sent, disabled (notifications.sendEmail is off), ... */
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

function isServerErrorCode(value: unknown): value is ServerErrorCode {
  return typeof value === 'string' && (SERVER_ERROR_CODES as readonly string[]).includes(value);
}

function asObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The JSON object PostgREST passes along as `details` (a string), or {}. */
function parseDetails(details: unknown): Record<string, unknown> {
  if (typeof details !== 'string') return asObject(details);
  try {
    return asObject(JSON.parse(details));
  } catch {
    return {};
  }
}

/**
 * A PostgREST error → OrderServiceError. Our functions raise with the stable code as `message`
 * and JSON in `details` (HTTP 400); anything else (PostgREST's own errors, a failed fetch) is
 * 'network', with what is known kept in `details`.
 */
export function toOrderServiceError(error: unknown, status?: number): OrderServiceError {
  const record = asObject(error);
  if (isServerErrorCode(record.message)) return new OrderServiceError(record.message, parseDetails(record.details));
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
   * Asks send-order-email to tell the owner about an order. Does nothing (`{ sent: false,
   * reason: 'disabled' }`) when notifications.sendEmail is off. A failure throws; the checkout
   * only logs it, since the order is placed either way.
   */
  notifyOwner(request: { order_id: string } | string): Promise<NotifyOwnerResult>;
}

/** The calls bound to a client and notification switches; the app uses `ordersApi` below. */
export function createOrdersApi(
  client: OrdersClient = supabase,
  notifications: StoreConfig['notifications'] = storeConfig.notifications,
): OrdersApi {
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
      if (!notifications.sendEmail) return { sent: false, reason: 'disabled' };
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

export const ordersApi: OrdersApi = createOrdersApi();

/** Places the order: the checkout machine's `placeOrder` actor. */
export function placeOrder(payload: OrderPayload): Promise<PlacedOrderResult> {
  return ordersApi.placeOrder(payload);
}

/** Checks a discount code: the discount machine's `checkDiscount` actor. */
export function checkDiscount(request: DiscountCheckRequest): Promise<DiscountCheckResult>;
export function checkDiscount(code: string, subtotalCents: Cents): Promise<DiscountCheckResult>;
export function checkDiscount(request: DiscountCheckRequest | string, subtotalCents: Cents = 0): Promise<DiscountCheckResult> {
  return typeof request === 'string' ? ordersApi.checkDiscount(request, subtotalCents) : ordersApi.checkDiscount(request);
}

/** Tells the owner about a placed order: the checkout machine's `notifyOwner` actor. */
export function notifyOwner(request: { order_id: string } | string): Promise<NotifyOwnerResult> {
  return ordersApi.notifyOwner(request);
}

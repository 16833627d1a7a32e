/**
 * The error catalogue: maps the stable codes raised by the `place_order` and `check_discount`
 * RPCs (DESIGN §4) to the toasts of spec §8. Anything unrecognised — a network failure, a
 * PostgREST error without one of our codes — gets the generic toast of the operation.
 */
import { discountToasts, orderToasts } from './messages';
import { toCentsOrNull } from './money';
import type { ErrorToast } from './types';

export const SERVER_ERROR_CODES = [
  'missing_information',
  'out_of_stock',
  'invalid_code',
  'expired_code',
  'minimum_not_met',
  'usage_limit',
  'invalid_order',
] as const;

export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** A failure read from whatever was thrown: one of our codes, or 'network' for everything else. */
export interface ServerError {
  code: ServerErrorCode | 'network';
  details: Record<string, unknown>;
}

export function isServerErrorCode(value: unknown): value is ServerErrorCode {
  return typeof value === 'string' && (SERVER_ERROR_CODES as readonly string[]).includes(value);
}

/** The codes that say a discount code does not qualify (as opposed to a lookup that failed). */
const DISCOUNT_CODE_ERRORS: readonly ServerError['code'][] = ['invalid_code', 'expired_code', 'minimum_not_met', 'usage_limit'];

/** The code was refused for what it is (unknown, expired, under its minimum, used up). */
export function isDiscountCodeError(code: ServerError['code']): boolean {
  return DISCOUNT_CODE_ERRORS.includes(code);
}

/** `value` if it is a plain JSON object, else {}. */
export function asObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The object a JSON string (PostgREST's `details`) holds, or `value` itself if it is an object, else {}. */
export function jsonObject(value: unknown): Record<string, unknown> {
  if (typeof value !== 'string') return asObject(value);
  try {
    return asObject(JSON.parse(value));
  } catch {
    return {};
  }
}

/**
 * Reads `{ code, details }` from a thrown value. The data layer is meant to throw
 * `{ code, details }` already, but a raw PostgREST error (`message` holding our code, `code`
 * holding the SQLSTATE, `details` a JSON string) is understood too.
 */
export function readServerError(error: unknown): ServerError {
  const record = jsonObject(error);
  const code = [record.code, record.message].find(isServerErrorCode);
  return { code: code ?? 'network', details: jsonObject(record.details) };
}

function numberish(value: unknown): number | string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return value;
  return null;
}

function nonBlankText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The minimum order of a 'minimum_not_met' error (`min_order_amount`, dollars) in cents, or null. */
export function minimumFromDetails(details: Record<string, unknown>): number | null {
  return toCentsOrNull(numberish(details.min_order_amount));
}

/** How many an 'out_of_stock' error says are left (`available`), or null. */
function availableFromDetails(details: Record<string, unknown>): number | null {
  const available = numberish(details.available);
  return available === null ? null : Math.max(0, Math.floor(Number(available)));
}

/** Toast for a discount-code error met while applying a code or placing an order, or null. */
function discountCodeToast(error: ServerError): ErrorToast | null {
  switch (error.code) {
    case 'invalid_code':
      return discountToasts.invalid();
    case 'expired_code':
      return discountToasts.expired();
    case 'minimum_not_met':
      return discountToasts.minimumNotMet(minimumFromDetails(error.details));
    case 'usage_limit':
      return discountToasts.usageLimit();
    default:
      return null;
  }
}

/** The toast for a failed Apply (check_discount); anything else is a lookup failure. */
export function discountErrorToast(error: unknown): ErrorToast {
  return discountCodeToast(readServerError(error)) ?? discountToasts.lookupFailed();
}

/**
 * The toast for a failed order (place_order). A code that went bad between Apply and Complete
 * Order shows the discount toast; everything unrecognised is 'Failed to submit order'.
 */
export function orderErrorToast(error: unknown): ErrorToast {
  const serverError = readServerError(error);
  switch (serverError.code) {
    case 'missing_information':
      return orderToasts.missingInformation();
    case 'out_of_stock':
      return orderToasts.outOfStock(
        availableFromDetails(serverError.details),
        nonBlankText(serverError.details.item_name),
      );
    default:
      return discountCodeToast(serverError) ?? orderToasts.submitFailed();
  }
}

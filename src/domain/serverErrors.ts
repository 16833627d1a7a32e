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

function isServerErrorCode(value: unknown): value is ServerErrorCode {
  return typeof value === 'string' && (SERVER_ERROR_CODES as readonly string[]).includes(value);
}

function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      return asRecord(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * Reads `{ code, details }` from a thrown value. The data layer is meant to throw
 * `{ code, details }` already, but a raw PostgREST error (`message` holding our code, `code`
 * holding the SQLSTATE, `details` a JSON string) is understood too.
 */
export function readServerError(error: unknown): ServerError {
  const record = asRecord(error);
  const code = [record.code, record.message].find(isServerErrorCode);
  return { code: code ?? 'network', details: asRecord(record.details) };
}

function firstNumberish(details: Record<string, unknown>, keys: readonly string[]): number | string | null {
  for (const key of keys) {
    const value = details[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return value;
  }
  return null;
}

function firstString(details: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = details[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** The minimum order of a 'minimum_not_met' error (dollars in `details`) in cents, or null. */
export function minimumFromDetails(details: Record<string, unknown>): number | null {
  return toCentsOrNull(firstNumberish(details, ['min_order_amount', 'minimum', 'minimum_amount', 'min_amount']));
}

function availableFromDetails(details: Record<string, unknown>): number | null {
  const available = firstNumberish(details, ['available', 'available_quantity', 'inventory']);
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
        firstString(serverError.details, ['item_name', 'name']),
      );
    default:
      return discountCodeToast(serverError) ?? orderToasts.submitFailed();
  }
}

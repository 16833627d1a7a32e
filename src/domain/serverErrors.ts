/**
 * The error catalogue: maps the stable codes raised by the `place_order` and `check_discount`
 * RPCs (DESIGN §4) to the toasts of spec §8. Anything unrecognised — a network failure, a
 * PostgREST error without one of our codes — gets the generic toast of the operation.
 */
import { OPTIONAL_FIELDS, REQUIRED_FIELDS, type CustomerField, type FieldErrors } from './checkoutValidation.ts';
import { discountToasts, fieldLabel, fieldMessages, orderToasts } from './checkoutMessages.ts';
import type { Locale } from './locale.ts';
import { toCentsOrNull } from './money.ts';
import type { Cents, ErrorToast } from './types.ts';

export const SERVER_ERROR_CODES = [
  'missing_information',
  'out_of_stock',
  'invalid_code',
  'expired_code',
  'minimum_not_met',
  'usage_limit',
  'invalid_order',
  'price_changed',
  'idempotency_conflict',
  'rate_limited',
  // get_order: no order with that id and key (the same for a wrong key and an unknown id).
  'not_found',
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
function discountCodeToast(locale: Locale, error: ServerError): ErrorToast | null {
  const toasts = discountToasts(locale);
  switch (error.code) {
    case 'invalid_code':
      return toasts.invalid();
    case 'expired_code':
      return toasts.expired();
    case 'minimum_not_met':
      return toasts.minimumNotMet(minimumFromDetails(error.details));
    case 'usage_limit':
      return toasts.usageLimit();
    default:
      return null;
  }
}

/** The toast for a failed Apply (check_discount); anything else is a lookup failure. */
export function discountErrorToast(locale: Locale, error: unknown): ErrorToast {
  const serverError = readServerError(error);
  if (serverError.code === 'rate_limited') return discountToasts(locale).rateLimited();
  return discountCodeToast(locale, serverError) ?? discountToasts(locale).lookupFailed();
}

/** A line the server could not sell as asked ('out_of_stock' details). */
export interface StockProblem {
  itemId: string;
  variantId: string | null;
  /** The product's name, with the variant's label when there is one. */
  name: string | null;
  /** Units left; 0 when sold out. */
  available: number;
  /** The product is shown as out of stock: the shopper may preorder it instead. */
  preorderAvailable: boolean;
}

/** The line an 'out_of_stock' error is about, or null when the details do not say. */
export function stockProblemFrom(details: Record<string, unknown>): StockProblem | null {
  if (typeof details.item_id !== 'string') return null;
  const itemName = nonBlankText(details.item_name);
  const label = nonBlankText(details.variant_label);
  return {
    itemId: details.item_id,
    variantId: typeof details.variant_id === 'string' ? details.variant_id : null,
    name: itemName && label ? `${itemName} (${label})` : itemName,
    available: availableFromDetails(details) ?? 0,
    preorderAvailable: details.preorder_available === true,
  };
}

/** One line as the server prices it now ('price_changed' details). */
export interface RepricedLine {
  itemId: string;
  variantId: string | null;
  quantity: number;
  unitPrice: Cents;
  total: Cents;
}

/** The order as the server would place it now, after a 'price_changed' refusal. */
export interface PriceChange {
  lines: RepricedLine[];
  subtotal: Cents;
  deliveryFee: Cents;
  discountAmount: Cents;
  total: Cents;
}

/** The new prices of a 'price_changed' error, or null when the details are unusable. */
export function priceChangeFrom(details: Record<string, unknown>): PriceChange | null {
  const cents = (value: unknown) => toCentsOrNull(numberish(value));
  const total = cents(details.total_price);
  if (total === null || !Array.isArray(details.lines)) return null;
  const lines: RepricedLine[] = [];
  for (const raw of details.lines) {
    const line = asObject(raw);
    const unitPrice = cents(line.unit_price);
    const lineTotal = cents(line.total_price);
    if (typeof line.item_id !== 'string' || unitPrice === null || lineTotal === null) return null;
    lines.push({
      itemId: line.item_id,
      variantId: typeof line.variant_id === 'string' ? line.variant_id : null,
      quantity: typeof line.quantity === 'number' ? line.quantity : 0,
      unitPrice,
      total: lineTotal,
    });
  }
  return {
    lines,
    subtotal: cents(details.subtotal) ?? lines.reduce((sum, line) => sum + line.total, 0),
    deliveryFee: cents(details.delivery_fee) ?? 0,
    discountAmount: cents(details.discount_amount) ?? 0,
    total,
  };
}

/**
 * The toast for a failed order (place_order). A code that went bad between Apply and Complete
 * Order shows the discount toast; everything unrecognised is 'Failed to submit order'.
 */
export function orderErrorToast(locale: Locale, error: unknown): ErrorToast {
  const serverError = readServerError(error);
  const toasts = orderToasts(locale);
  switch (serverError.code) {
    case 'missing_information':
      return toasts.missingInformation();
    case 'invalid_order':
      if (serverError.details.field === 'area') return toasts.areaChanged();
      return fieldErrorFrom(locale, serverError.details) ? toasts.invalidInformation() : toasts.submitFailed();
    case 'out_of_stock': {
      const problem = stockProblemFrom(serverError.details);
      if (problem?.preorderAvailable && problem.name) return toasts.soldOut(problem.name);
      return toasts.outOfStock(availableFromDetails(serverError.details), problem?.name ?? nonBlankText(serverError.details.item_name));
    }
    case 'price_changed':
      return toasts.priceChanged();
    case 'rate_limited':
      return toasts.rateLimited();
    default:
      return discountCodeToast(locale, serverError) ?? toasts.submitFailed();
  }
}

/**
 * The field a server refused an order for ('invalid_order' {field, reason}) with what it expects,
 * or null. The browser checks the same rules first; this covers a server that is stricter.
 */
export function fieldErrorFrom(locale: Locale, details: Record<string, unknown>): FieldErrors | null {
  const field = details.field;
  const messages = fieldMessages(locale);
  // The area is asked in the City field: the shop stopped delivering there (or never did).
  if (field === 'area') return { city: messages.areaChanged };
  if (typeof field !== 'string' || ![...REQUIRED_FIELDS, ...OPTIONAL_FIELDS].includes(field as CustomerField)) return null;
  const customerField = field as CustomerField;
  const label = fieldLabel(locale, customerField);
  if (details.reason === 'format' && customerField === 'phone') return { phone: messages.invalidPhone };
  if (details.reason === 'control_characters') {
    return { [customerField]: customerField === 'notes' ? messages.notesCharacters(label) : messages.oneLineCharacters(label) };
  }
  return null;
}

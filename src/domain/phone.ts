/**
 * Phone numbers as shoppers type them, and the international form WhatsApp needs.
 *
 * Shoppers here write their number the Lebanese way, "03 123 456" or "71 123 456"; visitors and
 * the diaspora write "+33 6 12 34 56 78" or "0044 20 7946 0958". The checkout and place_order
 * accept all of them (isValidPhone), the order keeps what was typed (the owner reads it as the
 * shopper wrote it), and every wa.me link and Cloud API recipient is built from
 * whatsappDigits(): the country code and the number, digits only.
 */
import type { StoreConfig } from '../config/store.ts';

/** How the shop's country writes its numbers (store configuration: `phoneCountry`). */
export type PhoneCountry = StoreConfig['phoneCountry'];

/** Digits 0-9 with spaces, dots, dashes and parentheses, after an optional leading + or 00. */
const PHONE_SHAPE = /^(?:\+|00)?[0-9 .()-]+$/;
const INTERNATIONAL_PREFIX = /^(?:\+|00)/;
/** The national trunk prefix, written before a number dialled within the country (03 123 456). */
const TRUNK_PREFIX = '0';

/**
 * A phone number the shop can call back: 7-15 digits after an optional leading + or 00, with
 * spaces, dots, dashes and parentheses between them. Lebanese local forms (03 123 456,
 * 71 234 567), +961 / 00961 and numbers from abroad (+44 20 7946 0958) all pass, since diaspora
 * and visitors order gifts for family here. place_order applies the same rule.
 */
export function isValidPhone(phone: string): boolean {
  const trimmed = phone.trim();
  if (!PHONE_SHAPE.test(trimmed)) return false;
  const digits = trimmed.replace(INTERNATIONAL_PREFIX, '').replace(/[^0-9]/g, '').length;
  return digits >= 7 && digits <= 15;
}

/**
 * The number in international form, digits only ("9613123456"), as wa.me links and the Cloud
 * API's `to` want it; null when it is not a phone number (isValidPhone).
 * - `+…` and `00…` are international already; a trunk 0 kept after the shop's own country code
 *   ("+961 03 123 456") is dropped, as a dialler drops it.
 * - Anything else is a number dialled within the shop's country: its trunk 0 dropped ("03 123 456"
 *   → 3123456) and the country code put before it, when what is left is as long as a national
 *   number there ("71 123 456" → 96171123456); a number already starting with the country code
 *   ("961 71 123 456") is kept as it is.
 * - Digits that are neither are taken as an international number written without its +.
 */
export function whatsappDigits(phone: string, country: PhoneCountry): string | null {
  const typed = phone.trim();
  if (!isValidPhone(typed)) return null;
  const digits = typed.replace(INTERNATIONAL_PREFIX, '').replace(/\D/g, '');
  const ownCodeThenTrunk = country.callingCode + TRUNK_PREFIX;
  if (INTERNATIONAL_PREFIX.test(typed)) {
    return digits.startsWith(ownCodeThenTrunk) ? country.callingCode + digits.slice(ownCodeThenTrunk.length) : digits;
  }
  const national = digits.startsWith(TRUNK_PREFIX) ? digits.slice(TRUNK_PREFIX.length) : digits;
  if (country.nationalLengths.includes(national.length)) return country.callingCode + national;
  return digits;
}

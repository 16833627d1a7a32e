/**
 * Delivery and money as a Beirut shop has them (docs/decisions/0017-delivery-zones.md): delivery priced by the zone of
 * the shopper's area, and totals shown in Lebanese pounds beside dollars.
 *
 * The terms come from the database (delivery_zones, delivery_areas, store_settings.lbp_per_usd)
 * through src/data/delivery.ts; nothing here has a default of its own. place_order() applies the
 * same rules on the server (private.delivery_fee, private.lbp_amount), and one table of cases
 * (tests/support/delivery-examples.ts) tests both.
 */
import { messagesFor } from '../i18n/index.ts';
import type { Locale } from './locale.ts';
import { formatAmount, formatLbp, formatPounds } from './money.ts';
import type { Cents } from './types.ts';

/** What delivery costs in one zone: a fee, free from a subtotal on (never, when null). */
export interface DeliveryRate {
  fee: Cents;
  freeThreshold: Cents | null;
}

export interface DeliveryZone extends DeliveryRate {
  id: string;
  name: string;
  /** null shows the English name on Arabic pages. */
  nameAr: string | null;
}

/** A place the checkout offers (Beirut, Baabda, Tripoli…), delivered on its zone's terms. */
export interface DeliveryArea {
  id: string;
  name: string;
  /** null shows the English name on Arabic pages; place_order accepts either name. */
  nameAr: string | null;
  zoneId: string;
}

/** The shop's delivery and currency terms, as the owner set them in the database. */
export interface ShopTerms {
  /** The active zones, in the shop's order: the first is the default zone. */
  zones: readonly DeliveryZone[];
  /** The areas of those zones, in the order the checkout lists them. */
  areas: readonly DeliveryArea[];
  /** Lebanese pounds for one dollar; null: dollars only. */
  lbpPerUsd: number | null;
}

/** The zone of areas not on the list, whose threshold the announcement banner states. */
export function defaultZone(terms: ShopTerms): DeliveryZone | null {
  return terms.zones[0] ?? null;
}

/** How names are compared: trimmed, any letter case (the database's unique index is on lower(name)). */
function comparable(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

/** The names an area goes by, compared as names are: its English name, and its Arabic one if it has one. */
function comparableNames(area: DeliveryArea): string[] {
  return area.nameAr === null ? [comparable(area.name)] : [comparable(area.name), comparable(area.nameAr)];
}

/**
 * The listed area with this name, English or Arabic (any letter case), or null for a place not on
 * the list. An English name wins over another area's Arabic one, as in place_order().
 */
export function findArea(terms: ShopTerms, name: string | null | undefined): DeliveryArea | null {
  if (!name) return null;
  const wanted = comparable(name);
  return (
    terms.areas.find((area) => comparable(area.name) === wanted) ??
    terms.areas.find((area) => area.nameAr !== null && comparable(area.nameAr) === wanted) ??
    null
  );
}

/** The areas whose English or Arabic name contains what was typed (all of them for nothing typed), in list order. */
export function matchingAreas(terms: ShopTerms, typed: string): DeliveryArea[] {
  const wanted = comparable(typed);
  return terms.areas.filter((area) => comparableNames(area).some((name) => name.includes(wanted)));
}

/** The zone that delivers to an area: its own, or the default zone for a place not on the list. */
export function zoneForArea(terms: ShopTerms, area: DeliveryArea | null): DeliveryZone | null {
  const own = area ? terms.zones.find((zone) => zone.id === area.zoneId) : undefined;
  return own ?? defaultZone(terms);
}

/** The zone that delivers to what the shopper typed as their city (see findArea, zoneForArea). */
export function zoneForCity(terms: ShopTerms, city: string | null | undefined): DeliveryZone | null {
  return zoneForArea(terms, findArea(terms, city));
}

/** 0 (shown FREE) at or above the zone's free threshold, otherwise its fee. */
export function deliveryFee(subtotal: Cents, rate: DeliveryRate): Cents {
  return rate.freeThreshold !== null && subtotal >= rate.freeThreshold ? 0 : rate.fee;
}

/** How much more makes delivery free (0 once it is); null where delivery is never free. */
export function amountToFreeDelivery(subtotal: Cents, rate: DeliveryRate): Cents | null {
  return rate.freeThreshold === null ? null : Math.max(0, rate.freeThreshold - subtotal);
}

// ── Lebanese pounds ───────────────────────────────────────────────────────────────────────────

/**
 * A dollar amount in Lebanese pounds at a rate (pounds per dollar, a whole number), rounded to
 * the nearest 1,000 pounds, halves up. Integer arithmetic: cents × rate is exact.
 */
export function toLbp(amount: Cents, lbpPerUsd: number): number {
  return Math.round((amount * lbpPerUsd) / 100_000) * 1000;
}

/**
 * `≈ LBP 1,790,000` for a dollar amount (on Arabic pages `≈ 1,790,000 ل.ل.`, the same digits), or
 * null when the shop shows no pounds.
 */
export function lbpBeside(amount: Cents, lbpPerUsd: number | null, locale: Locale): string | null {
  if (lbpPerUsd === null) return null;
  const pounds = toLbp(amount, lbpPerUsd);
  return locale === 'en' ? formatLbp(pounds) : messagesFor(locale).common.poundsBeside({ amount: formatPounds(pounds) });
}

/** The announcement banner: the default zone's free-delivery threshold, or null when it has none. */
export function freeDeliveryAnnouncement(terms: ShopTerms, locale: Locale): string | null {
  const threshold = defaultZone(terms)?.freeThreshold ?? null;
  return threshold === null ? null : messagesFor(locale).layout.freeDelivery({ amount: formatAmount(threshold) });
}

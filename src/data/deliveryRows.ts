/**
 * Delivery zone rows → domain zones: the columns a zone is read with, the shop's order of zones
 * (the first is the default zone, as place_order() takes it), and the mapping. Free of browser
 * and Vite globals, with explicit `.ts` imports, so that the catalog-feed edge function (Deno)
 * reads the default zone exactly as the checkout does.
 */
import { toCents, toCentsOrNull } from '../domain/money.ts';
import type { DeliveryZone } from '../domain/delivery.ts';
import type { Database } from './database.types.ts';

export type ZoneRow = Pick<Database['public']['Tables']['delivery_zones']['Row'], 'id' | 'name' | 'name_ar' | 'fee' | 'free_threshold'>;

export const ZONE_COLUMNS = 'id, name, name_ar, fee, free_threshold';

/** Active zones only, by sort_order, then name, then id: the default zone comes first. */
export const ZONE_ORDER = ['sort_order', 'name', 'id'] as const;

export function toDeliveryZone(row: ZoneRow): DeliveryZone {
  return {
    id: row.id,
    name: row.name,
    nameAr: row.name_ar,
    fee: toCents(row.fee),
    freeThreshold: toCentsOrNull(row.free_threshold),
  };
}

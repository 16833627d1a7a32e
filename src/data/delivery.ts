/**
 * The shop's delivery and currency terms, read from the database: the active delivery zones with
 * their areas, and the LBP rate (store_settings.lbp_per_usd). The owner edits them in the
 * dashboard; place_order() prices orders with the same rows, so what the checkout shows is what
 * the server charges.
 */
import type { DeliveryArea, ShopTerms } from '../domain/index.ts';
import type { Database } from './database.types.ts';
import { toDeliveryZone, ZONE_COLUMNS, ZONE_ORDER, type ZoneRow as ZoneColumns } from './deliveryRows.ts';
import { restSelect } from './rest.ts';

type Tables = Database['public']['Tables'];
type AreaRow = Pick<Tables['delivery_areas']['Row'], 'id' | 'name' | 'name_ar' | 'zone_id' | 'sort_order'>;
type ZoneRow = ZoneColumns & { delivery_areas: AreaRow[] };
type SettingsRow = Pick<Tables['store_settings']['Row'], 'lbp_per_usd'>;

class TermsReadError extends Error {
  constructor(what: string, cause: { message: string }) {
    super(`Could not load ${what}: ${cause.message}`);
    this.name = 'TermsReadError';
  }
}

/** The rows the terms are read from. */
export interface TermsRows {
  zones: ZoneRow[];
  settings: SettingsRow[];
}

/**
 * The terms from their rows: the zones in the order they came (the first is the default zone),
 * each zone's areas in their order, and the rate. The full read below and the catalogue's changes
 * (src/data/catalog.ts) both map with it.
 */
export function toShopTerms({ zones, settings }: TermsRows): ShopTerms {
  return {
    zones: zones.map(toDeliveryZone),
    areas: zones.flatMap((row) =>
      [...row.delivery_areas]
        .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name))
        .map((area): DeliveryArea => ({ id: area.id, name: area.name, nameAr: area.name_ar, zoneId: area.zone_id })),
    ),
    lbpPerUsd: settings[0]?.lbp_per_usd ?? null,
  };
}

/**
 * The zones in the shop's order (sort_order, then name: the first is the default zone, as
 * place_order() takes it), each zone's areas in their order, and the rate; two parallel requests.
 */
export async function fetchShopTerms(): Promise<ShopTerms> {
  const [zones, settings] = await Promise.all([
    restSelect<ZoneRow>('delivery_zones', {
      select: `${ZONE_COLUMNS}, delivery_areas(id, name, name_ar, zone_id, sort_order)`,
      active: 'eq.true',
      order: ZONE_ORDER.join(','),
    }),
    restSelect<SettingsRow>('store_settings', { select: 'lbp_per_usd' }),
  ]);
  if (zones.error) throw new TermsReadError('the delivery zones', zones.error);
  if (settings.error) throw new TermsReadError('the store settings', settings.error);
  return toShopTerms({ zones: zones.data, settings: settings.data });
}

/**
 * The build's delivery terms with their areas (assets/delivery-<hash>.json, see
 * writeDeliveryTerms in scripts/prerender/writePages.ts): a prerendered page embeds the terms
 * without the areas, which only the cart and the checkout use, and reads them from here when
 * those ask. A static file of a few KB, cached for ever, never a live read.
 */
export async function fetchDeliveryTermsFile(url: string): Promise<ShopTerms> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the delivery areas: ${response.status} ${response.statusText}`);
  const terms = (await response.json()) as Partial<ShopTerms> | null;
  if (!terms || !Array.isArray(terms.zones) || !Array.isArray(terms.areas)) throw new Error('Could not load the delivery areas: the file is not delivery terms');
  return { zones: terms.zones, areas: terms.areas, lbpPerUsd: terms.lbpPerUsd ?? null };
}

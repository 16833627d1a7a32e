import type { Catalog, ShopTerms } from '../domain/index.ts';
import type { InitialCatalog } from '../features/catalog/index.ts';

/**
 * What a prerendered page carries: its part of the catalogue (see pageCatalog), where the whole
 * is, and the shop's delivery zones and LBP rate (the banner and the prices show them). The
 * delivery areas, which only the cart and the checkout use, are not in the page (at 5,000
 * products they were ~7 KB of each of ~10,000 pages): `terms.areas` is empty and
 * `deliveryAreasUrl` names the build's file that has them (see machines/shopTerms.ts).
 */
export type EmbeddedCatalog = InitialCatalog & { terms?: ShopTerms | null; deliveryAreasUrl?: string | null };

/** The terms as a page embeds them: without the areas, which load from `deliveryAreasUrl` when the cart or the checkout asks. */
export function embeddedTerms(terms: ShopTerms): ShopTerms {
  return { zones: terms.zones, areas: [], lbpPerUsd: terms.lbpPerUsd };
}

/** The id of the <script type="application/json"> a prerendered page carries its data in. */
export const EMBEDDED_CATALOG_ID = 'catalog-data';

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can appear in it. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function isTerms(value: unknown): value is ShopTerms {
  const terms = value as ShopTerms | null;
  return typeof terms === 'object' && terms !== null && Array.isArray(terms.zones) && Array.isArray(terms.areas);
}

function isCatalog(value: unknown): value is Catalog {
  const catalog = value as Catalog | null;
  return typeof catalog === 'object' && catalog !== null && Array.isArray(catalog.products) && Array.isArray(catalog.categories);
}

/** The data a prerendered page was built with, or null (a plain client-rendered page, or broken data). */
export function readEmbeddedCatalog(doc: Document = document): EmbeddedCatalog | null {
  const text = doc.getElementById(EMBEDDED_CATALOG_ID)?.textContent;
  if (!text) return null;
  try {
    const embedded = JSON.parse(text) as Partial<EmbeddedCatalog>;
    if (!isCatalog(embedded.catalog)) return null;
    return {
      catalog: { ...embedded.catalog, subcategories: embedded.catalog.subcategories ?? [] },
      complete: embedded.complete === true,
      partFor: typeof embedded.partFor === 'string' ? embedded.partFor : null,
      listedCount: typeof embedded.listedCount === 'number' ? embedded.listedCount : null,
      snapshotUrl: typeof embedded.snapshotUrl === 'string' ? embedded.snapshotUrl : null,
      version: typeof embedded.version === 'number' ? embedded.version : null,
      ...(isTerms(embedded.terms) ? { terms: { ...embedded.terms, lbpPerUsd: embedded.terms.lbpPerUsd ?? null } } : {}),
      ...(typeof embedded.deliveryAreasUrl === 'string' ? { deliveryAreasUrl: embedded.deliveryAreasUrl } : {}),
    };
  } catch {
    return null;
  }
}

import type { Catalog } from '../domain/index.ts';

/** The id of the <script type="application/json"> a prerendered page carries its catalogue in. */
export const EMBEDDED_CATALOG_ID = 'catalog-data';

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can appear in it. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The catalogue a prerendered page was built with, or null (a plain client-rendered page, or broken data). */
export function readEmbeddedCatalog(doc: Document = document): Catalog | null {
  const text = doc.getElementById(EMBEDDED_CATALOG_ID)?.textContent;
  if (!text) return null;
  try {
    const catalog = JSON.parse(text) as Catalog;
    return Array.isArray(catalog.products) && Array.isArray(catalog.categories) ? catalog : null;
  } catch {
    return null;
  }
}

/**
 * The build's catalogue snapshot (assets/catalog-<hash>.json, scripts/prerender/writePages.ts):
 * what it holds, and the protocol of the worker that reads it off the main thread
 * (catalogSnapshot.worker.ts). Free of browser globals, so the worker and the page share it.
 */
import { searchIndexer, type SearchIndexBatch } from '../domain/search.ts';
import type { VersionedCatalog } from '../domain/catalogChanges.ts';
import type { Catalog, Category, Product, Subcategory } from '../domain/types.ts';

/** The snapshot file's JSON as a catalogue with its version, or null when it is not one. */
export function readCatalogSnapshot(json: unknown): VersionedCatalog | null {
  const snapshot = json as (Catalog & { version?: unknown }) | null;
  if (typeof snapshot !== 'object' || snapshot === null || !Array.isArray(snapshot.products) || !Array.isArray(snapshot.categories)) return null;
  const { version, ...catalog } = snapshot;
  return { catalog: { ...catalog, subcategories: catalog.subcategories ?? [] }, version: typeof version === 'number' ? version : null };
}

/**
 * Products per message: each message is deserialized in a task of its own on the page's thread,
 * in time proportional to its products (at 250, 20–25 ms a message on a 4× slower CPU under load,
 * the first search's longest tasks but for the results' own).
 */
export const SNAPSHOT_BATCH_SIZE = 100;

/** What the page asks the worker: the snapshot's URL, absolute (a worker's base URL is its own file's). */
export interface SnapshotRequest {
  url: string;
}

/** What the worker answers: the products in batches (with their index for search), then the rest, or why it failed. */
export type SnapshotMessage =
  | { type: 'products'; products: Product[]; index: SearchIndexBatch }
  | { type: 'done'; categories: Category[]; subcategories: Subcategory[]; version: number | null }
  | { type: 'failed'; message: string };

/**
 * What the worker does with a request: reads the snapshot at `url` and posts it as
 * SnapshotMessages (the products in batches, each with its index for search, then the rest), or
 * one `failed`.
 */
export async function postCatalogSnapshot(url: string, post: (message: SnapshotMessage) => void): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const snapshot = readCatalogSnapshot(await response.json());
    if (!snapshot) throw new Error('not a catalogue');
    const { products, categories, subcategories } = snapshot.catalog;
    const indexForSearch = searchIndexer();
    for (let start = 0; start < products.length; start += SNAPSHOT_BATCH_SIZE) {
      const batch = products.slice(start, start + SNAPSHOT_BATCH_SIZE);
      post({ type: 'products', products: batch, index: indexForSearch(batch) });
    }
    post({ type: 'done', categories, subcategories, version: snapshot.version });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}

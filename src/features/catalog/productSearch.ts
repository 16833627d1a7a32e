import { useEffect, useSyncExternalStore } from 'react';
import type { ProductSearch } from '../../domain/index.ts';

/**
 * The search matcher (src/domain/search.ts), loaded when a search is coming (the box focused, a
 * query in the URL), not with the start-up code: its rules and tables cost the first paint bytes
 * that only a search needs. The snapshot's reader imports it too, so on a page that reads the
 * whole catalogue it comes with that.
 */
let matcher: ProductSearch | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function loadProductSearch(): Promise<void> {
  loading ??= import('../../domain/search.ts').then(({ searchProducts }) => {
    matcher = searchProducts;
    for (const listener of listeners) listener();
  }).catch(() => {
    // Offline, or a deploy replaced the file: the next focus or search tries again.
    loading = null;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The matcher once it has loaded (null until then); `wanted` starts loading it. */
export function useProductSearch(wanted: boolean): ProductSearch | null {
  const search = useSyncExternalStore(subscribe, () => matcher, () => null);
  useEffect(() => {
    if (wanted) void loadProductSearch();
  }, [wanted]);
  return search;
}

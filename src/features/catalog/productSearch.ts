import { useEffect, useSyncExternalStore } from 'react';

/** The matcher and the sold-out matches' section (searchCode.ts). */
export type SearchCode = typeof import('./searchCode.ts');

/**
 * The search matcher (src/domain/search.ts), loaded when a search is coming (the box focused, a
 * query in the URL), not with the start-up code: its rules and tables cost the first paint bytes
 * that only a search needs. The snapshot's reader imports it too, so on a page that reads the
 * whole catalogue it comes with that. With it comes the section of the sold-out products a search
 * found (SoldOutMatches.tsx), which nothing but a search shows.
 */
let loaded: SearchCode | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function loadProductSearch(): Promise<void> {
  loading ??= import('./searchCode.ts').then((code) => {
    loaded = code;
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

/** The search's code once it has loaded (null until then); `wanted` starts loading it. */
export function useProductSearch(wanted: boolean): SearchCode | null {
  const search = useSyncExternalStore(subscribe, () => loaded, () => null);
  useEffect(() => {
    if (wanted) void loadProductSearch();
  }, [wanted]);
  return search;
}

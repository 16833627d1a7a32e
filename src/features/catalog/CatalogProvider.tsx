import { createContext, useCallback, useContext, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { catalogLoaderMachine } from '../../../machines/catalogLoader.ts';
import { fetchCatalog, fetchCatalogSnapshot } from '../../data/catalog.ts';
import type { Catalog } from '../../domain/index.ts';
import { whenIdle } from '../../components/ui/whenIdle.ts';

export interface CatalogState {
  status: 'loading' | 'ready' | 'failed';
  catalog: Catalog | null;
  /** false while `catalog` holds only what the prerendered page embedded (see loadAll). */
  complete: boolean;
  /** Whether `catalog` was read from the database since the page opened (not the build's copy). */
  live: boolean;
  /** How many products the unfiltered listing holds while only its first page is here; null otherwise. */
  listedCount: number | null;
  /** The page whose part of the catalogue is here (while not complete); null otherwise. */
  partFor: string | null;
  error: string | null;
  retry: () => void;
  /** Fetches the whole catalogue now (the shopper searches or filters before it arrived on its own). */
  loadAll: () => void;
}

/** What a prerendered page embedded: its part of the catalogue, or the whole of it. */
export interface InitialCatalog {
  catalog: Catalog;
  complete: boolean;
  /** The page (path) the part was chosen for. */
  partFor: string | null;
  listedCount: number | null;
  snapshotUrl: string | null;
}

const CatalogContext = createContext<CatalogState | null>(null);
/** Asks for the catalogue: the first component that shows it (see useCatalog). */
const CatalogDemandContext = createContext<(() => void) | null>(null);

/**
 * Loads the store's catalogue once for every page (items with categories and variants), as soon
 * as a component that shows it asks (useCatalog): a page that shows no product (the private
 * order page) renders without downloading it.
 */
export function CatalogProvider({
  children,
  load = fetchCatalog,
  loadSnapshot,
  initial = null,
}: {
  children: ReactNode;
  load?: () => Promise<Catalog>;
  loadSnapshot?: (url: string) => Promise<Catalog>;
  /** Embedded by the prerendered page; completed and refreshed from the database once the page is interactive. */
  initial?: InitialCatalog | null;
}) {
  const snapshotUrl = initial?.snapshotUrl ?? null;
  const actor = useActorRef(
    catalogLoaderMachine.provide({
      actors: {
        loadCatalog: fromPromise(() => load()),
        ...(snapshotUrl ? { loadSnapshot: fromPromise(() => (loadSnapshot ?? fetchCatalogSnapshot)(snapshotUrl)) } : {}),
      },
    }),
    { input: { initialCatalog: initial?.catalog ?? null, complete: initial?.complete ?? true, loadOnDemand: true } },
  );
  const hasInitial = initial !== null;
  const [demanded, setDemanded] = useState(false);
  const demand = useCallback(() => setDemanded(true), []);
  useEffect(() => {
    if (!demanded) return;
    if (!hasInitial) {
      actor.send({ type: 'LOAD' });
      return;
    }
    // The rest of the catalogue and live prices and stock matter before the shopper searches or
    // checks out, not before the first paint: wait until the browser is idle so loading them
    // never competes with hydration.
    return whenIdle(() => actor.send({ type: 'REFRESH' }));
  }, [actor, demanded, hasInitial]);
  const status = useSelector(actor, (s) => (s.matches('failed') ? 'failed' : s.context.catalog ? 'ready' : 'loading'));
  const catalog = useSelector(actor, (s) => s.context.catalog);
  const complete = useSelector(actor, (s) => s.context.complete);
  const live = useSelector(actor, (s) => s.context.live);
  const error = useSelector(actor, (s) => s.context.error);
  const listedCount = complete ? null : (initial?.listedCount ?? null);
  const partFor = complete ? null : (initial?.partFor ?? null);
  const value = useMemo<CatalogState>(
    () => ({
      status,
      catalog,
      complete,
      live,
      listedCount,
      partFor,
      error,
      retry: () => actor.send({ type: 'RETRY' }),
      loadAll: () => {
        const snapshot = actor.getSnapshot();
        if (!snapshot.context.complete && snapshot.matches('ready')) actor.send({ type: 'REFRESH' });
      },
    }),
    [actor, status, catalog, complete, live, listedCount, partFor, error],
  );
  // The whole catalogue arriving, or a live refresh, renders every page that shows products again:
  // as a deferred value that render is interruptible (no long task), and typing goes first.
  const deferred = useDeferredValue(value);
  return (
    <CatalogDemandContext.Provider value={demand}>
      <CatalogContext.Provider value={deferred}>{children}</CatalogContext.Provider>
    </CatalogDemandContext.Provider>
  );
}

/** The catalogue as far as it has loaded, without asking for it (nothing here shows products). */
export function useLoadedCatalog(): CatalogState {
  const value = useContext(CatalogContext);
  if (!value) throw new Error('useCatalog must be used inside <CatalogProvider>');
  return value;
}

/** The catalogue, for a component that shows it: the first one to mount starts loading it. */
export function useCatalog(): CatalogState {
  const demand = useContext(CatalogDemandContext);
  useEffect(() => demand?.(), [demand]);
  return useLoadedCatalog();
}

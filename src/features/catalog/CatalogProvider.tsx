import { createContext, useCallback, useContext, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { providedOnce } from '../../../machines/builtOnFirstUse.ts';
import { catalogLoaderMachine } from '../../../machines/catalogLoader.ts';
import { fetchCatalogChanges, fetchCatalogSnapshot, fetchVersionedCatalog } from '../../data/catalog.ts';
import type { Catalog, CatalogChangesAnswer, ShopTerms, VersionedCatalog } from '../../domain/index.ts';
import { whenIdle } from '../../components/ui/whenIdle.ts';

export interface CatalogState {
  status: 'loading' | 'ready' | 'failed';
  catalog: Catalog | null;
  /** false while `catalog` holds only what the prerendered page embedded (see loadAll). */
  complete: boolean;
  /** Whether `catalog` is the whole shop as the database has it now (read, or the build's copy brought up to date). */
  live: boolean;
  /** The delivery terms the catalogue's changes carried, when they changed since the build; else null. */
  liveTerms: ShopTerms | null;
  /** How many products the unfiltered listing holds while only its first page is here; null otherwise. */
  listedCount: number | null;
  /** The page whose part of the catalogue is here (while not complete); null otherwise. */
  partFor: string | null;
  error: string | null;
  retry: () => void;
  /** Completes the page's part with the whole catalogue (the shopper searches, filters, looks further, or has a cart to check). */
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
  /** The database version the build read the catalogue at (what changed since is asked for); null: unknown. */
  version: number | null;
}

const CatalogContext = createContext<CatalogState | null>(null);

/** Asks for the catalogue: the first component that shows it (see useCatalog). */
const CatalogDemandContext = createContext<(() => void) | null>(null);

/**
 * The catalogue loader with a provider's loaders (`provide` builds a whole new machine): built
 * when the first provider mounts and again only for other loaders, so neither on every render
 * nor for every page the build renders (providedOnce).
 */
const providedCatalogLoader = providedOnce(
  (
    load: () => Promise<VersionedCatalog>,
    loadSnapshot: (url: string) => Promise<VersionedCatalog>,
    loadChanges: (since: number | null) => Promise<CatalogChangesAnswer>,
    snapshotUrl: string | null,
  ) =>
    catalogLoaderMachine().provide({
      actors: {
        loadCatalog: fromPromise(() => load()),
        loadChanges: fromPromise(({ input }: { input: { since: number | null } }) => loadChanges(input.since)),
        ...(snapshotUrl ? { loadSnapshot: fromPromise(() => loadSnapshot(snapshotUrl)) } : {}),
      },
    }),
);

/**
 * The store's catalogue for every page (items with categories and variants). A prerendered page
 * starts with its part, embedded, and asks once the browser is idle for what changed since the
 * build (one small read, docs/decisions/0016-live-catalogue-changes.md); the whole catalogue (the build's snapshot) comes only
 * when something needs it (loadAll). Without embedded data it is read as soon as a component
 * that shows it asks (useCatalog): a page that shows no product (the private order page) renders
 * without downloading it.
 */
export function CatalogProvider({
  children,
  load = fetchVersionedCatalog,
  loadSnapshot = fetchCatalogSnapshot,
  loadChanges = fetchCatalogChanges,
  initial = null,
}: {
  children: ReactNode;
  load?: () => Promise<VersionedCatalog>;
  loadSnapshot?: (url: string) => Promise<VersionedCatalog>;
  loadChanges?: (since: number | null) => Promise<CatalogChangesAnswer>;
  /** Embedded by the prerendered page; brought up to date once the page is idle. */
  initial?: InitialCatalog | null;
}) {
  const snapshotUrl = initial?.snapshotUrl ?? null;
  // The first render's loaders (module functions, or a test's; none changes while the page lives).
  const [machine] = useState(() => providedCatalogLoader(load, loadSnapshot, loadChanges, snapshotUrl));
  const actor = useActorRef(machine, {
    input: {
      initialCatalog: initial?.catalog ?? null,
      version: initial?.version ?? null,
      complete: initial?.complete ?? true,
      loadOnDemand: true,
    },
  });
  const hasInitial = initial !== null;
  const [demanded, setDemanded] = useState(false);
  const demand = useCallback(() => setDemanded(true), []);
  useEffect(() => {
    if (!demanded || hasInitial) return;
    actor.send({ type: 'LOAD' });
  }, [actor, demanded, hasInitial]);
  // Live prices, stock and delivery terms matter before the shopper checks out, not before the
  // first paint: asked for once the browser is idle, so the read never competes with hydration.
  useEffect(() => {
    if (!hasInitial) return;
    return whenIdle(() => actor.send({ type: 'REFRESH' }));
  }, [actor, hasInitial]);
  // A page opened without a line shows the prices it was built or kept with (docs/decisions/0034-offline-shop.md): the
  // live read follows as soon as the browser says the line is back.
  useEffect(() => {
    const readLive = () => actor.send({ type: actor.getSnapshot().matches('failed') ? 'RETRY' : 'REFRESH' });
    window.addEventListener('online', readLive);
    return () => window.removeEventListener('online', readLive);
  }, [actor]);
  const status = useSelector(actor, (s) => (s.matches('failed') ? 'failed' : s.context.catalog ? 'ready' : 'loading'));
  const catalog = useSelector(actor, (s) => s.context.catalog);
  const complete = useSelector(actor, (s) => s.context.complete);
  const live = useSelector(actor, (s) => s.context.live);
  const liveTerms = useSelector(actor, (s) => s.context.terms);
  const error = useSelector(actor, (s) => s.context.error);
  const listedCount = complete ? null : (initial?.listedCount ?? null);
  const partFor = complete ? null : (initial?.partFor ?? null);
  const value = useMemo<CatalogState>(
    () => ({
      status,
      catalog,
      complete,
      live,
      liveTerms,
      listedCount,
      partFor,
      error,
      retry: () => actor.send({ type: 'RETRY' }),
      loadAll: () => {
        if (!actor.getSnapshot().context.complete) actor.send({ type: 'LOAD_ALL' });
      },
    }),
    [actor, status, catalog, complete, live, liveTerms, listedCount, partFor, error],
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

import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { catalogLoaderMachine } from '../../../machines/catalogLoader.ts';
import { fetchCatalog } from '../../data/catalog.ts';
import type { Catalog } from '../../domain/index.ts';

export interface CatalogState {
  status: 'loading' | 'ready' | 'failed';
  catalog: Catalog | null;
  error: string | null;
  retry: () => void;
}

const CatalogContext = createContext<CatalogState | null>(null);

/** Loads the store's catalogue once for every page (items with categories and variants). */
export function CatalogProvider({
  children,
  load = fetchCatalog,
  initialCatalog = null,
}: {
  children: ReactNode;
  load?: () => Promise<Catalog>;
  /** Embedded by the prerendered page; refreshed from the database once the page is interactive. */
  initialCatalog?: Catalog | null;
}) {
  const actor = useActorRef(catalogLoaderMachine.provide({ actors: { loadCatalog: fromPromise(() => load()) } }), {
    input: { initialCatalog },
  });
  useEffect(() => {
    if (!initialCatalog) return;
    // Live prices and stock matter before checkout, not before the first interaction: wait until
    // the browser is idle so the refresh never competes with hydration.
    const refresh = () => actor.send({ type: 'REFRESH' });
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(refresh, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(refresh, 1000);
    return () => clearTimeout(timer);
  }, [actor, initialCatalog]);
  const status = useSelector(actor, (s) => (s.matches('failed') ? 'failed' : s.context.catalog ? 'ready' : 'loading'));
  const catalog = useSelector(actor, (s) => s.context.catalog);
  const error = useSelector(actor, (s) => s.context.error);
  const value = useMemo<CatalogState>(
    () => ({ status, catalog, error, retry: () => actor.send({ type: 'RETRY' }) }),
    [actor, status, catalog, error],
  );
  return <CatalogContext.Provider value={value}>{children}</CatalogContext.Provider>;
}

export function useCatalog(): CatalogState {
  const value = useContext(CatalogContext);
  if (!value) throw new Error('useCatalog must be used inside <CatalogProvider>');
  return value;
}

/**
 * Loading the catalogue: loading → ready | failed, with Retry. The fetch is an injected actor
 * (`loadCatalog`), so the machine knows nothing about Supabase and is tested without a network.
 * A refresh while ready keeps showing the catalogue already loaded.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Catalog } from '../src/domain';

export interface CatalogLoaderContext {
  catalog: Catalog | null;
  error: string | null;
}

export type CatalogLoaderEvent = { type: 'RETRY' } | { type: 'REFRESH' };

export const catalogLoaderMachine = setup({
  types: {
    context: {} as CatalogLoaderContext,
    events: {} as CatalogLoaderEvent,
  },
  actors: {
    loadCatalog: fromPromise<Catalog>(async () => {
      throw new Error('loadCatalog must be provided');
    }),
  },
}).createMachine({
  id: 'catalogLoader',
  context: { catalog: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCatalog',
        onDone: { target: 'ready', actions: assign({ catalog: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
        },
      },
    },
    ready: {
      on: { REFRESH: 'refreshing' },
    },
    refreshing: {
      invoke: {
        src: 'loadCatalog',
        onDone: { target: 'ready', actions: assign({ catalog: ({ event }) => event.output }) },
        // A failed background refresh keeps the catalogue the shopper is already looking at.
        onError: 'ready',
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});

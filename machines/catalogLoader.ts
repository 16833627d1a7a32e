/**
 * Loading the catalogue: loading → ready | failed, with Retry. The fetch is an injected actor
 * (`loadCatalog`), so the machine knows nothing about Supabase and is tested without a network.
 *
 * A page prerendered at build time starts with the catalogue embedded in its HTML (input
 * `initialCatalog`): the machine starts ready with it, so the first render matches the server's,
 * and REFRESH then fetches live prices and stock while the shopper already sees the page.
 * A refresh keeps showing the catalogue already loaded, even when it fails.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Catalog } from '../src/domain';

export interface CatalogLoaderContext {
  catalog: Catalog | null;
  error: string | null;
}

export type CatalogLoaderEvent = { type: 'RETRY' } | { type: 'REFRESH' };

export interface CatalogLoaderInput {
  initialCatalog?: Catalog | null;
}

export const catalogLoaderMachine = setup({
  types: {
    context: {} as CatalogLoaderContext,
    events: {} as CatalogLoaderEvent,
    input: {} as CatalogLoaderInput | undefined,
  },
  guards: {
    hasCatalog: ({ context }) => context.catalog !== null,
  },
  actors: {
    loadCatalog: fromPromise<Catalog>(async () => {
      throw new Error('loadCatalog must be provided');
    }),
  },
}).createMachine({
  id: 'catalogLoader',
  context: ({ input }) => ({ catalog: input?.initialCatalog ?? null, error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasCatalog', target: 'ready' }, { target: 'loading' }],
    },
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
        // An unchanged catalogue keeps its identity, so nothing that shows it renders again.
        onDone: {
          target: 'ready',
          actions: assign({
            catalog: ({ context, event }) =>
              JSON.stringify(event.output) === JSON.stringify(context.catalog) ? context.catalog : event.output,
          }),
        },
        // A failed background refresh keeps the catalogue the shopper is already looking at.
        onError: 'ready',
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});

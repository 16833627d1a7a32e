/**
 * Loading the catalogue and keeping it fresh. The reads are injected actors, so the machine
 * knows nothing about Supabase and is tested without a network:
 * - `loadCatalog`: the whole catalogue from the database, with the version it is up to date with;
 * - `loadSnapshot`: the build's static copy of the whole catalogue, with the version it was read at;
 * - `loadChanges`: what changed since a version (docs/decisions/0016-live-catalogue-changes.md), or "full read needed".
 *
 * A page prerendered at build time starts with its data embedded in its HTML (input
 * `initialCatalog`, with the build's `version`): the machine starts ready with it, so the first
 * render matches the server's, and REFRESH (the page is idle) asks for what changed since the
 * build and applies it, whether the catalogue is whole or only the page's part (input `complete:
 * false`). LOAD_ALL completes a part with the snapshot (the shopper searches, filters, looks past
 * the first page, or has a cart to check), then asks for what changed since the snapshot. A
 * version too old for changes falls back to one full read. A refresh keeps showing the catalogue
 * already loaded, even when it fails, and keeps the build's resized pictures.
 *
 * `live` says whether the catalogue is the whole shop as the database has it now: read from it,
 * or the build's copy brought up to date by its changes. Only a live catalogue may say that a
 * product is gone (the cart checks against it). `terms` are the delivery terms the last changes
 * carried (null: none changed, or not asked yet).
 *
 * With input `loadOnDemand`, a machine without a catalogue waits (idle) until LOAD: a page that
 * shows no product (the private order page) never downloads the catalogue.
 */
import { assign, fromPromise, setup } from 'xstate';
import { builtOnFirstUse } from './builtOnFirstUse';
import { applyCatalogChanges, keepPhotos, type Catalog, type CatalogChangesAnswer, type ShopTerms, type VersionedCatalog } from '../src/domain';

export interface CatalogLoaderContext {
  catalog: Catalog | null;
  /** Whether `catalog` is the whole shop (not only what a prerendered page embedded). */
  complete: boolean;
  /** Whether `catalog` is the whole shop as the database has it now (see above). */
  live: boolean;
  /** The database version `catalog` is up to date with; null: unknown (changes then answer "full read"). */
  version: number | null;
  /** The delivery terms the last changes carried; null until some did. */
  terms: ShopTerms | null;
  /** LOAD_ALL came while a read was running: complete the catalogue once it is done. */
  wantsAll: boolean;
  error: string | null;
  loadOnDemand: boolean;
}

export type CatalogLoaderEvent = { type: 'RETRY' } | { type: 'REFRESH' } | { type: 'LOAD' } | { type: 'LOAD_ALL' };

export interface CatalogLoaderInput {
  initialCatalog?: Catalog | null;
  /** The version the build read `initialCatalog` at. */
  version?: number | null;
  /** false when `initialCatalog` holds only part of the catalogue; true by default. */
  complete?: boolean;
  /** Without a catalogue, wait for LOAD instead of loading at once. */
  loadOnDemand?: boolean;
}

/**
 * Whether two plain data values (what JSON carries) are equal, key by key. It stops at the first
 * difference and builds no strings, so comparing two 5,000-product catalogues is no long task
 * (two JSON.stringify calls were).
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * The same data as before keeps the same object — the whole catalogue, or each unchanged product —
 * so nothing that shows it renders again.
 */
function keepIfUnchanged(current: Catalog | null, next: Catalog): Catalog {
  if (!current) return next;
  const before = new Map(current.products.map((product) => [product.id, product]));
  const products = next.products.map((product) => {
    const previous = before.get(product.id);
    return previous && sameData(previous, product) ? previous : product;
  });
  const unchanged =
    products.length === current.products.length &&
    products.every((product, index) => product === current.products[index]) &&
    sameData(current.categories, next.categories) &&
    sameData(current.subcategories, next.subcategories);
  return unchanged ? current : { ...next, products };
}

export const catalogLoaderMachine = builtOnFirstUse(() =>
  setup({
    types: {
      context: {} as CatalogLoaderContext,
      events: {} as CatalogLoaderEvent,
      input: {} as CatalogLoaderInput | undefined,
    },
    guards: {
      hasCatalog: ({ context }) => context.catalog !== null,
      isPartial: ({ context }) => !context.complete,
      wantsAll: ({ context }) => context.wantsAll && !context.complete,
      waitsForDemand: ({ context }) => context.loadOnDemand,
      fullReadNeeded: (_, answer: CatalogChangesAnswer) => answer.full,
    },
    actions: {
      rememberWantsAll: assign({ wantsAll: true }),
    },
    actors: {
      loadCatalog: fromPromise<VersionedCatalog>(async () => {
        throw new Error('loadCatalog must be provided');
      }),
      // Without a snapshot, the full read brings the whole catalogue.
      loadSnapshot: fromPromise<VersionedCatalog>(async () => {
        throw new Error('no catalogue snapshot');
      }),
      // Without changes to ask for, every refresh is a full read.
      loadChanges: fromPromise<CatalogChangesAnswer, { since: number | null }>(async () => ({ full: true, version: 0 })),
    },
  }).createMachine({
    id: 'catalogLoader',
    context: ({ input }) => ({
      catalog: input?.initialCatalog ?? null,
      complete: input?.initialCatalog ? input.complete !== false : false,
      live: false,
      version: input?.initialCatalog ? (input.version ?? null) : null,
      terms: null,
      wantsAll: false,
      error: null,
      loadOnDemand: input?.loadOnDemand === true,
    }),
    initial: 'starting',
    on: {
      LOAD_ALL: { actions: 'rememberWantsAll' },
    },
    states: {
      starting: {
        always: [{ guard: 'hasCatalog', target: 'ready' }, { guard: 'waitsForDemand', target: 'idle' }, { target: 'loading' }],
      },
      idle: {
        on: { LOAD: 'loading' },
      },
      loading: {
        invoke: {
          src: 'loadCatalog',
          onDone: {
            target: 'ready',
            actions: assign({
              catalog: ({ event }) => event.output.catalog,
              version: ({ event }) => event.output.version,
              complete: true,
              live: true,
              error: null,
            }),
          },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
          },
        },
      },
      ready: {
        always: { guard: 'wantsAll', target: 'completing' },
        on: {
          REFRESH: 'refreshing',
          LOAD_ALL: { guard: 'isPartial', target: 'completing' },
        },
      },
      completing: {
        entry: assign({ wantsAll: false }),
        invoke: {
          src: 'loadSnapshot',
          onDone: {
            target: 'refreshing',
            // The snapshot is the build's: as old as the page's part or older, never fresher, so
            // the changes since its version bring it (and what the part had) up to date.
            actions: assign({
              catalog: ({ event }) => event.output.catalog,
              version: ({ event }) => event.output.version,
              complete: true,
              live: false,
            }),
          },
          // The full read brings the whole catalogue too.
          onError: 'fullReading',
        },
      },
      refreshing: {
        invoke: {
          src: 'loadChanges',
          input: ({ context }) => ({ since: context.version }),
          onDone: [
            { guard: { type: 'fullReadNeeded', params: ({ event }) => event.output }, target: 'fullReading' },
            {
              target: 'ready',
              actions: assign(({ context, event }) => {
                const answer = event.output;
                if (answer.full) return {};
                return {
                  catalog: context.catalog ? applyCatalogChanges(context.catalog, answer) : context.catalog,
                  version: answer.version,
                  live: context.complete,
                  terms: answer.terms ?? context.terms,
                };
              }),
            },
          ],
          // A failed background refresh keeps the catalogue the shopper is already looking at.
          onError: 'ready',
        },
      },
      fullReading: {
        invoke: {
          src: 'loadCatalog',
          onDone: {
            target: 'ready',
            actions: assign({
              catalog: ({ context, event }) => keepIfUnchanged(context.catalog, keepPhotos(context.catalog, event.output.catalog)),
              version: ({ event }) => event.output.version,
              complete: true,
              live: true,
            }),
          },
          onError: 'ready',
        },
      },
      failed: {
        on: { RETRY: 'loading' },
      },
    },
  }),
);

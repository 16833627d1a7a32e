/**
 * The shop's delivery and currency terms in the browser (zones, areas, LBP rate), and the area
 * the shopper chose last:
 *
 *   loading ──done / error──▶ ready ──REFRESH──▶ loading
 *   (starts ready with the terms a prerendered page embedded; loading without them)
 *   TERMS_READ, in any state: terms read with the catalogue's changes (DESIGN.md §14)
 *
 * The read is the injected `loadTerms` actor (src/data/delivery.ts in the app). A failed read
 * keeps the terms already known (a page embeds them at build time), so the cart never loses its
 * delivery fee to a flaky connection. The chosen area (CHOOSE_AREA, from the checkout) is kept
 * in the storage given as input (localStorage in the app), so the cart drawer prices delivery
 * for it on the next visit too.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ShopTerms } from '../src/domain';
import { consoleLogger, type Logger } from './types';

export type AreaStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ShopTermsInput {
  /** What the prerendered page embedded; without it the terms are read at once. */
  initialTerms?: ShopTerms | null;
  areaStorage?: AreaStorage | null;
  areaStorageKey?: string;
  logger?: Logger;
}

export interface ShopTermsContext {
  terms: ShopTerms | null;
  /** The listed area the shopper chose last (its name), or null. */
  area: string | null;
  error: string | null;
  areaStorage: AreaStorage | null;
  areaStorageKey: string;
  logger: Logger;
}

export type ShopTermsEvent =
  /** Read the terms again (the server priced delivery otherwise, or no page embedded them). */
  | { type: 'REFRESH' }
  /** Terms read elsewhere: the catalogue's changes since the build carried them. */
  | { type: 'TERMS_READ'; terms: ShopTerms }
  /** The shopper chose a listed area (null: a place not on the list, or none). */
  | { type: 'CHOOSE_AREA'; area: string | null };

function readArea(storage: AreaStorage | null, key: string, logger: Logger): string | null {
  try {
    return storage?.getItem(key)?.trim() || null;
  } catch (error) {
    logger.warn('Delivery: could not read the chosen area', error);
    return null;
  }
}

/** The same terms as before keep the same object, so nothing that shows them renders again. */
function keepIfUnchanged(current: ShopTerms | null, next: ShopTerms): ShopTerms {
  return current && JSON.stringify(current) === JSON.stringify(next) ? current : next;
}

export const shopTermsMachine = setup({
  types: {
    context: {} as ShopTermsContext,
    events: {} as ShopTermsEvent,
    input: {} as ShopTermsInput,
  },
  actors: {
    loadTerms: fromPromise<ShopTerms>(async () => {
      throw new Error('shopTerms: no loadTerms actor was provided');
    }),
  },
  guards: {
    hasTerms: ({ context }) => context.terms !== null,
  },
  actions: {
    chooseArea: assign(({ context, event }) => {
      if (event.type !== 'CHOOSE_AREA') return {};
      try {
        if (event.area) context.areaStorage?.setItem(context.areaStorageKey, event.area);
        else context.areaStorage?.removeItem(context.areaStorageKey);
      } catch (error) {
        context.logger.warn('Delivery: could not remember the chosen area', error);
      }
      return { area: event.area };
    }),
  },
}).createMachine({
  id: 'shopTerms',
  context: ({ input }) => {
    const areaStorage = input.areaStorage ?? null;
    const areaStorageKey = input.areaStorageKey ?? 'delivery-area';
    const logger = input.logger ?? consoleLogger;
    return {
      terms: input.initialTerms ?? null,
      area: readArea(areaStorage, areaStorageKey, logger),
      error: null,
      areaStorage,
      areaStorageKey,
      logger,
    };
  },
  initial: 'starting',
  on: {
    CHOOSE_AREA: { actions: 'chooseArea' },
    TERMS_READ: { actions: assign({ terms: ({ context, event }) => keepIfUnchanged(context.terms, event.terms) }) },
  },
  states: {
    starting: {
      always: [{ guard: 'hasTerms', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        src: 'loadTerms',
        onDone: {
          target: 'ready',
          actions: assign({ terms: ({ context, event }) => keepIfUnchanged(context.terms, event.output), error: null }),
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
        },
      },
    },
    ready: {
      on: { REFRESH: 'loading' },
    },
  },
});

export const selectTerms = (snapshot: { context: ShopTermsContext }): ShopTerms | null => snapshot.context.terms;
export const selectChosenArea = (snapshot: { context: ShopTermsContext }): string | null => snapshot.context.area;

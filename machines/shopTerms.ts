/**
 * The shop's delivery and currency terms in the browser (zones, areas, LBP rate), and the area
 * the shopper chose last:
 *
 *   loading ──done / error──▶ ready ──REFRESH──▶ loading
 *   (starts ready with the terms a prerendered page embedded; loading without them)
 *   ready ──NEED_AREAS (areas not here)──▶ loadingAreas ──done / error──▶ ready
 *   TERMS_READ, in any state: terms read with the catalogue's changes (docs/decisions/0016-live-catalogue-changes.md)
 *
 * A prerendered page embeds the zones and the rate (the banner and every price show them) but not
 * the delivery areas, which only the cart and the checkout use: they are in a small static file
 * of the build (`areasUrl`, the build's own terms, at the page's catalogue version), read once
 * something asks for them (NEED_AREAS: the cart has lines or opens). Terms read live (TERMS_READ,
 * a REFRESH) carry their areas and win over that file, whichever arrives first.
 *
 * The read is the injected `loadTerms` actor (src/data/delivery.ts in the app). A failed read
 * keeps the terms already known (a page embeds them at build time), so the cart never loses its
 * delivery fee to a flaky connection. The chosen area (CHOOSE_AREA, from the checkout) is kept
 * in the storage given as input (localStorage in the app), so the cart drawer prices delivery
 * for it on the next visit too.
 */
import { assign, fromPromise, setup } from 'xstate';
import { builtOnFirstUse } from './builtOnFirstUse';
import type { ShopTerms } from '../src/domain';
import { consoleLogger, type Logger } from './types';

export type AreaStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ShopTermsInput {
  /** What the prerendered page embedded; without it the terms are read at once. */
  initialTerms?: ShopTerms | null;
  /** Where the build's terms with their areas are, when `initialTerms` came without its areas. */
  areasUrl?: string | null;
  areaStorage?: AreaStorage | null;
  areaStorageKey?: string;
  logger?: Logger;
}

export interface ShopTermsContext {
  terms: ShopTerms | null;
  /** While `terms` lack their areas: the build's file that has them (see NEED_AREAS); else null. */
  areasUrl: string | null;
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
  /** The cart or the checkout is about to use the delivery areas: read them if they are not here. */
  | { type: 'NEED_AREAS' }
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

export const shopTermsMachine = builtOnFirstUse(() =>
  setup({
    types: {
      context: {} as ShopTermsContext,
      events: {} as ShopTermsEvent,
      input: {} as ShopTermsInput,
    },
    actors: {
      loadTerms: fromPromise<ShopTerms>(async () => {
        throw new Error('shopTerms: no loadTerms actor was provided');
      }),
      loadAreas: fromPromise<ShopTerms, { url: string }>(async () => {
        throw new Error('shopTerms: no loadAreas actor was provided');
      }),
    },
    guards: {
      hasTerms: ({ context }) => context.terms !== null,
      areasMissing: ({ context }) => context.areasUrl !== null,
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
        areasUrl: input.initialTerms ? (input.areasUrl ?? null) : null,
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
      TERMS_READ: { actions: assign({ terms: ({ context, event }) => keepIfUnchanged(context.terms, event.terms), areasUrl: null }) },
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
            actions: assign({ terms: ({ context, event }) => keepIfUnchanged(context.terms, event.output), areasUrl: null, error: null }),
          },
          onError: {
            target: 'ready',
            actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
          },
        },
      },
      ready: {
        on: { REFRESH: 'loading', NEED_AREAS: { guard: 'areasMissing', target: 'loadingAreas' } },
      },
      loadingAreas: {
        invoke: {
          src: 'loadAreas',
          input: ({ context }) => ({ url: context.areasUrl! }),
          onDone: {
            target: 'ready',
            // Terms read live meanwhile (TERMS_READ) have their areas already, and are newer.
            actions: assign(({ context, event }) =>
              context.areasUrl === null || context.terms === null ? {} : { terms: { ...context.terms, areas: event.output.areas }, areasUrl: null, error: null },
            ),
          },
          onError: {
            // Kept missing: the next NEED_AREAS tries again; the cart prices the default zone meanwhile.
            target: 'ready',
            actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
          },
        },
        on: { REFRESH: 'loading' },
      },
    },
  }),
);

export const selectTerms = (snapshot: { context: ShopTermsContext }): ShopTerms | null => snapshot.context.terms;
export const selectChosenArea = (snapshot: { context: ShopTermsContext }): string | null => snapshot.context.area;

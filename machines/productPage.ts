/**
 * Loading the product page /item/{id}. A missing item is a not-found state and a failed read an
 * error with Retry, never an endless spinner:
 *
 *   LOAD(id) ─▶ loading ──found──▶ ready (related products load in the background)
 *                  │  └──null───▶ notFound
 *                  └──error──▶ failed ─RETRY─▶ loading
 *
 * - The read is the injected `loadProduct` actor (production: fetchProduct), so the machine knows
 *   nothing about Supabase. `loadRelated` fills the 'Related Products' carousel once the product is
 *   known; its failure only leaves the carousel empty.
 * - A product already at hand (the catalogue, embedded or loaded) comes with LOAD as `cached`:
 *   the page shows it and reads nothing, since the catalogue loader keeps it fresh (the changes
 *   since the build, docs/decisions/0016-live-catalogue-changes.md); each fresher copy comes as SEED. Without one, the product is
 *   read (`loadProduct`), unless the catalogue's copy arrives first (SEED). LOAD of the same id
 *   without a copy (the catalogue dropped it) reads it again: not found when it is gone.
 * - A failed read without a product shows an error with Retry: never an endless spinner.
 * - LOAD with another id (the shopper followed a related product) starts over.
 * - Related products come from the products the page already knows (`KNOWN_PRODUCTS`: the whole
 *   catalogue, or the part a prerendered page embedded for this product) when it knows them;
 *   `loadRelated` is handed those too, and reads them from the server only when there are none.
 * - `input.productId` (and `input.cached`) start the machine loading that product without a LOAD:
 *   its very first snapshot already shows the cached copy, which is what a page rendered at build
 *   time (no effects, no started actors) must show, and what hydration must match.
 */
import { assign, fromPromise, setup } from 'xstate';
import { keepProductPhotos, relatedProducts, type Product } from '../src/domain';
import { consoleLogger, type Logger } from './types';

export interface LoadProductInput {
  id: string;
}

export interface LoadRelatedInput {
  product: Product;
  /** The products the page knows, if any (then there is nothing to read). */
  known: readonly Product[] | null;
}

export interface ProductPageInput {
  logger?: Logger;
  /** Start loading this product at once (the page's first render, also when prerendered). */
  productId?: string | null;
  /** A copy of it already at hand (the loaded or embedded catalogue), shown from the start. */
  cached?: Product | null;
  /** The products the page knows related ones from (see KNOWN_PRODUCTS). */
  known?: readonly Product[] | null;
}

export interface ProductPageContext {
  productId: string | null;
  /** The product shown: the cached one until the fresh read answers. */
  product: Product | null;
  /** Whether `product` came from the fresh read (false while only a cached copy is shown). */
  fresh: boolean;
  /** Related products as loadRelated read them (used when `known` is null). */
  related: Product[];
  /** The products the page knows (the catalogue, whole or the page's embedded part), if any. */
  known: readonly Product[] | null;
  /** Message of the last failed read. */
  error: string | null;
  logger: Logger;
}

export type ProductPageEvent =
  | { type: 'LOAD'; id: string; cached?: Product | null }
  /** A copy of the product from the catalogue (it arrived while loading, or a fresher one). */
  | { type: 'SEED'; product: Product }
  /** What the page knows of the catalogue changed (null: nothing it can take related products from). */
  | { type: 'KNOWN_PRODUCTS'; products: readonly Product[] | null }
  | { type: 'RETRY' };

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const productPageMachine = setup({
  types: {
    context: {} as ProductPageContext,
    events: {} as ProductPageEvent,
    input: {} as ProductPageInput | undefined,
  },
  actors: {
    loadProduct: fromPromise<Product | null, LoadProductInput>(async () => {
      throw new Error('productPage: no loadProduct actor was provided');
    }),
    loadRelated: fromPromise<Product[], LoadRelatedInput>(async () => []),
  },
  guards: {
    isFound: ({ event }) => (event as unknown as { output: Product | null }).output !== null,
    hasProduct: ({ context }) => context.product !== null,
    seedsCurrent: ({ context, event }) =>
      event.type === 'SEED' && context.product === null && event.product.id === context.productId,
    // The copy already shown comes again (the page hands the catalogue's copy over as it mounts):
    // nothing changes, so nothing that shows the product renders again.
    isFresherCopy: ({ context, event }) =>
      event.type === 'SEED' && event.product.id === context.productId && event.product !== context.product,
    // The same products as before (the page tells them as it mounts): nothing changes.
    knowsOtherProducts: ({ context, event }) => event.type === 'KNOWN_PRODUCTS' && event.products !== context.known,
  },
  actions: {
    start: assign(({ event }) => {
      const { id, cached } = event as Extract<ProductPageEvent, { type: 'LOAD' }>;
      return {
        productId: id,
        product: cached && cached.id === id ? cached : null,
        fresh: false,
        related: [],
        error: null,
      };
    }),
    seed: assign({ product: ({ event }) => (event as Extract<ProductPageEvent, { type: 'SEED' }>).product }),
    // A fresher copy from the catalogue keeps the resized pictures of the copy shown so far.
    refresh: assign({
      product: ({ context, event }) => keepProductPhotos(context.product, (event as Extract<ProductPageEvent, { type: 'SEED' }>).product),
    }),
    // The fresh read comes from the database, which knows nothing of the build's resized copies
    // of the pictures: it keeps those of the copy shown so far.
    storeProduct: assign({
      product: ({ context, event }) => keepProductPhotos(context.product, (event as unknown as { output: Product }).output),
      fresh: true,
      error: null,
    }),
    forgetProduct: assign({ product: null, fresh: false, related: [], error: null }),
    storeError: assign({ error: ({ event }) => message((event as unknown as { error: unknown }).error) }),
    logKeptCached: ({ context, event }) =>
      context.logger.warn(
        `Product ${context.productId ?? ''}: the fresh read failed; showing the copy from the catalogue`,
        (event as unknown as { error: unknown }).error,
      ),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'productPage',
  context: ({ input }) => {
    const productId = input?.productId ?? null;
    const cached = input?.cached ?? null;
    return {
      productId,
      product: productId !== null && cached?.id === productId ? cached : null,
      fresh: false,
      related: [],
      known: input?.known ?? null,
      error: null,
      logger: input?.logger ?? consoleLogger,
    };
  },
  initial: 'idle',
  on: {
    LOAD: { target: '.loading', reenter: true, actions: 'start' },
    KNOWN_PRODUCTS: { guard: 'knowsOtherProducts', actions: assign({ known: ({ event }) => event.products }) },
  },
  states: {
    idle: {
      // Given a product id as input: loading from the first snapshot, so a server render (where
      // the actor never starts) already shows the cached product.
      always: { guard: ({ context }) => context.productId !== null, target: 'loading' },
    },
    loading: {
      // The catalogue's copy is kept fresh by the catalogue loader: nothing to read.
      always: { guard: 'hasProduct', target: 'ready' },
      on: {
        SEED: { guard: 'seedsCurrent', actions: 'seed' },
      },
      invoke: {
        src: 'loadProduct',
        input: ({ context }) => ({ id: context.productId ?? '' }),
        onDone: [
          { guard: 'isFound', target: 'ready', actions: 'storeProduct' },
          { target: 'notFound', actions: 'forgetProduct' },
        ],
        onError: [
          { guard: 'hasProduct', target: 'ready', actions: ['storeError', 'logKeptCached'] },
          { target: 'failed', actions: 'storeError' },
        ],
      },
    },
    ready: {
      on: {
        SEED: { guard: 'isFresherCopy', actions: 'refresh' },
      },
      invoke: {
        src: 'loadRelated',
        input: ({ context }) => ({ product: context.product as Product, known: context.known }),
        onDone: { actions: assign({ related: ({ event }) => event.output }) },
        onError: {
          actions: ({ context, event }) =>
            context.logger.warn(`Product ${context.productId ?? ''}: could not load related products`, event.error),
        },
      },
    },
    notFound: {},
    failed: {
      on: {
        RETRY: { target: 'loading', actions: 'clearError' },
      },
    },
  },
});

// ── Selectors ─────────────────────────────────────────────────────────────────────────────────

type ProductPageSnapshotLike = {
  context: ProductPageContext;
  matches: (state: 'idle' | 'loading' | 'ready' | 'notFound' | 'failed') => boolean;
};

/** Related products worked out from the products known, by those products and the product shown. */
const relatedByKnown = new WeakMap<readonly Product[], WeakMap<Product, Product[]>>();

/**
 * The 'Related Products' carousel: from the products the page knows, else as loadRelated read
 * them. The same product and products known give the same array, not an equal copy: a component
 * reading this through useSelector renders again only when the carousel changes (every other
 * snapshot, such as loadRelated's answer, would otherwise re-render the whole product page, and
 * a store's update renders synchronously, in one long task).
 */
export function selectRelatedProducts(snapshot: Pick<ProductPageSnapshotLike, 'context'>): Product[] {
  const { product, known, related } = snapshot.context;
  if (!product || !known) return related;
  let byProduct = relatedByKnown.get(known);
  if (!byProduct) relatedByKnown.set(known, (byProduct = new WeakMap()));
  let list = byProduct.get(product);
  if (!list) byProduct.set(product, (list = relatedProducts(product, known)));
  return list;
}

/** What the page shows: the product (cached or fresh), a loading text, not found, or an error with Retry. */
export type ProductPageView = 'loading' | 'product' | 'notFound' | 'failed';

export function selectProductPageView(snapshot: ProductPageSnapshotLike): ProductPageView {
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('failed')) return 'failed';
  return snapshot.context.product ? 'product' : 'loading';
}

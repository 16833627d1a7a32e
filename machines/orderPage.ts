/**
 * Loading the private order page /order/<id>?key=<access key> (docs/decisions/0020-order-page-key.md):
 *
 *   start ──no key, or an id that is no order id──▶ notFound
 *     └──▶ loading ──the order──▶ ready
 *             ├──not_found──▶ notFound
 *             └──any other error──▶ failed ─RETRY─▶ loading
 *
 * - The read is the injected `loadOrder` actor (production: getOrder in src/data/orders.ts), so
 *   the machine knows nothing about Supabase and is tested by driving it with events.
 * - A missing key, a wrong key and an unknown id are one and the same "not found" (the server
 *   answers not_found for both so it tells nothing; a link without a key or with an id that
 *   cannot be an order's is not even asked about).
 * - A throttled read (rate_limited) is a failure with Retry whose message says to wait.
 */
import { assign, fromPromise, setup } from 'xstate';
import { isUuid, rateLimitedMessage, type Locale, type OrderView } from '../src/domain';
import { readServerError } from '../src/domain/serverErrors';

export interface LoadOrderInput {
  id: string;
  key: string;
}

export interface OrderPageInput {
  orderId: string;
  /** The `key` of the page's link; null when the link has none. */
  accessKey: string | null;
  /** The page's language, which the failure message speaks. */
  locale: Locale;
}

export interface OrderPageContext {
  orderId: string;
  accessKey: string | null;
  locale: Locale;
  order: OrderView | null;
  /** Why the last read failed, for the shopper: the wait message when throttled, else null. */
  failure: string | null;
}

export type OrderPageEvent = { type: 'RETRY' };

export const orderPageMachine = setup({
  types: {
    context: {} as OrderPageContext,
    events: {} as OrderPageEvent,
    input: {} as OrderPageInput,
  },
  actors: {
    loadOrder: fromPromise<OrderView, LoadOrderInput>(async () => {
      throw new Error('orderPage: no loadOrder actor was provided');
    }),
  },
  guards: {
    /** Order ids are UUIDs: anything else names no order. */
    canBeAnOrder: ({ context }) => isUuid(context.orderId) && Boolean(context.accessKey),
    isNotFound: (_, params: { error: unknown }) => readServerError(params.error).code === 'not_found',
  },
}).createMachine({
  id: 'orderPage',
  context: ({ input }) => ({ orderId: input.orderId, accessKey: input.accessKey, locale: input.locale, order: null, failure: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'canBeAnOrder', target: 'loading' }, { target: 'notFound' }],
    },
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ id: context.orderId, key: context.accessKey ?? '' }),
        onDone: { target: 'ready', actions: assign({ order: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          {
            target: 'failed',
            actions: assign({
              failure: ({ context, event }) => (readServerError(event.error).code === 'rate_limited' ? rateLimitedMessage(context.locale) : null),
            }),
          },
        ],
      },
    },
    ready: {},
    notFound: {},
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});

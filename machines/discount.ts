/**
 * The discount code box of the checkout:
 *
 *   none ──APPLY (code not blank)──▶ applying ──ok──▶ applied ──REMOVE──▶ none
 *                                      └──error──▶ none (error toast)
 *
 * The lookup is the injected `checkDiscount` actor (production: the check_discount RPC through
 * src/data/orders.ts, which answers the code's rule or fails; an unusable answer fails as a
 * lookup failure). While
 * applied, SUBTOTAL_CHANGED recomputes the amount at once and re-checks the code in the
 * background (applied.revalidating): a code that no longer qualifies (say the subtotal fell below
 * its minimum) is dropped with its error toast; a failed lookup keeps the discount, since the
 * server checks the code again when the order is placed anyway.
 *
 * The checkout machine runs this one as its child (id 'discount'): it forwards the subtotal, reads
 * the applied code when an order is sent, and sends CLEAR after an order or a refused code.
 *
 * The amount shown is always computed here from the rule (domain pricing), so it follows the
 * cart without a round trip.
 */
import { and, assertEvent, assign, emit, enqueueActions, fromPromise, not, setup } from 'xstate';
import {
  deliveryFee,
  discountAmount,
  discountToasts,
  type AppliedDiscount,
  type Cents,
  type CheckedDiscount,
  type DiscountRule,
  type DeliveryRate,
  type Locale,
  type Toast,
} from '../src/domain';
import {
  discountErrorToast,
  isDiscountCodeError,
  readServerError,
  type ServerError,
} from '../src/domain/serverErrors';
import { normaliseDiscountCode } from '../src/domain/checkoutValidation';

/** What `checkDiscount` is asked: a code and the subtotal in cents. */
export interface DiscountLookup {
  code: string;
  subtotal: Cents;
}

export interface DiscountInput {
  /** Current cart subtotal in cents. */
  subtotal?: Cents;
  /** The rate of the zone the order goes to: a fixed discount may not eat into its fee. */
  delivery: DeliveryRate | null;
  /** The page's language, which the toasts and the inline error speak. */
  locale: Locale;
}

export interface DiscountContext {
  /** The code box as typed. */
  codeInput: string;
  /** The trimmed code being looked up. */
  pendingCode: string;
  subtotal: Cents;
  applied: AppliedDiscount | null;
  /** Description of the last error toast, for inline display; cleared by typing. */
  error: string | null;
  delivery: DeliveryRate | null;
  locale: Locale;
}

export type DiscountEvent =
  | { type: 'EDIT_CODE'; code: string }
  | { type: 'APPLY' }
  | { type: 'REMOVE' }
  /** Drops the code without 'Discount Removed': the order was placed, or refused the code. */
  | { type: 'CLEAR' }
  | { type: 'SUBTOTAL_CHANGED'; subtotal: Cents }
  /** The order goes to another zone (the shopper chose another area): the amount follows its fee. */
  | { type: 'DELIVERY_CHANGED'; delivery: DeliveryRate | null };

export type DiscountEmitted =
  | { type: 'discount.applied'; discount: AppliedDiscount; toast: Toast }
  | { type: 'discount.failed'; code: ServerError['code']; toast: Toast }
  | { type: 'discount.removed'; toast: Toast }
  /** An applied code stopped qualifying after the subtotal changed, and was dropped. */
  | { type: 'discount.revoked'; code: ServerError['code']; toast: Toast };

function amountFor(rule: DiscountRule, subtotal: Cents, delivery: DeliveryRate | null): Cents {
  return discountAmount(rule, subtotal, delivery ? deliveryFee(subtotal, delivery) : 0);
}

function appliedFrom(checked: CheckedDiscount, context: DiscountContext): AppliedDiscount {
  return {
    ...checked.rule,
    code: checked.code,
    description: checked.description,
    amount: amountFor(checked.rule, context.subtotal, context.delivery),
  };
}

export const discountMachine = setup({
  types: {
    context: {} as DiscountContext,
    events: {} as DiscountEvent,
    input: {} as DiscountInput,
    emitted: {} as DiscountEmitted,
  },
  actors: {
    checkDiscount: fromPromise<CheckedDiscount, DiscountLookup>(async () => {
      throw new Error('discount: no checkDiscount actor was provided');
    }),
  },
  guards: {
    hasCode: ({ context }) => context.codeInput.trim() !== '',
    isLookupableCode: ({ context }) => normaliseDiscountCode(context.codeInput).ok,
    /** A code that no longer qualifies, as opposed to a lookup that failed. */
    isCodeRejection: (_, params: { error: unknown }) => isDiscountCodeError(readServerError(params.error).code),
  },
  actions: {
    editCode: assign(({ event }) => {
      assertEvent(event, 'EDIT_CODE');
      return { codeInput: event.code, error: null };
    }),
    startLookup: assign({ pendingCode: ({ context }) => context.codeInput.trim(), error: null }),
    setSubtotal: assign(({ context, event }) => {
      assertEvent(event, 'SUBTOTAL_CHANGED');
      const subtotal = Math.max(0, event.subtotal);
      const applied = context.applied && { ...context.applied, amount: amountFor(context.applied, subtotal, context.delivery) };
      return { subtotal, applied };
    }),
    setDelivery: assign(({ context, event }) => {
      assertEvent(event, 'DELIVERY_CHANGED');
      const applied = context.applied && { ...context.applied, amount: amountFor(context.applied, context.subtotal, event.delivery) };
      return { delivery: event.delivery, applied };
    }),
    /** Keeps the server's answer; `announce` shows 'Discount Applied!' (not on a silent re-check). */
    acceptAnswer: enqueueActions(
      ({ context, enqueue }, params: { checked: CheckedDiscount; announce: boolean }) => {
        const applied = appliedFrom(params.checked, context);
        enqueue.assign({ applied, codeInput: applied.code });
        if (params.announce) {
          enqueue.emit({ type: 'discount.applied', discount: applied, toast: discountToasts(context.locale).applied(applied.description) });
        }
      },
    ),
    /** A failed Apply ('discount.failed') or a code dropped on a re-check ('discount.revoked'). */
    rejectCode: enqueueActions(
      ({ context, enqueue }, params: { error: unknown; outcome: 'discount.failed' | 'discount.revoked' }) => {
        const toast = discountErrorToast(context.locale, params.error);
        enqueue.assign({ applied: null, error: toast.description });
        enqueue.emit({ type: params.outcome, code: readServerError(params.error).code, toast });
      },
    ),
    rejectTooLong: enqueueActions(({ context, enqueue }) => {
      const toast = discountToasts(context.locale).invalid();
      enqueue.assign({ error: toast.description });
      enqueue.emit({ type: 'discount.failed', code: 'invalid_code', toast });
    }),
    clearCodeBox: assign({ applied: null, codeInput: '', pendingCode: '', error: null }),
    emitRemoved: emit(({ context }) => ({ type: 'discount.removed' as const, toast: discountToasts(context.locale).removed() })),
  },
}).createMachine({
  id: 'discount',
  context: ({ input }) => ({
    codeInput: '',
    pendingCode: '',
    subtotal: Math.max(0, input.subtotal ?? 0),
    applied: null,
    error: null,
    delivery: input.delivery,
    locale: input.locale,
  }),
  initial: 'none',
  on: {
    EDIT_CODE: { actions: 'editCode' },
    SUBTOTAL_CHANGED: { actions: 'setSubtotal' },
    DELIVERY_CHANGED: { actions: 'setDelivery' },
    CLEAR: { target: '.none', actions: 'clearCodeBox' },
  },
  states: {
    none: {
      on: {
        APPLY: [
          // A code longer than any the shop issues cannot exist: no need to ask the server.
          { guard: and(['hasCode', not('isLookupableCode')]), actions: 'rejectTooLong' },
          { guard: 'hasCode', target: 'applying', actions: 'startLookup' },
        ],
      },
    },
    applying: {
      invoke: {
        src: 'checkDiscount',
        input: ({ context }) => ({ code: context.pendingCode, subtotal: context.subtotal }),
        onDone: {
          target: 'applied',
          actions: { type: 'acceptAnswer', params: ({ event }) => ({ checked: event.output, announce: true }) },
        },
        onError: {
          target: 'none',
          actions: { type: 'rejectCode', params: ({ event }) => ({ error: event.error, outcome: 'discount.failed' as const }) },
        },
      },
      on: {
        // The lookup must see the subtotal the shopper now has (minimum order).
        SUBTOTAL_CHANGED: { target: 'applying', reenter: true, actions: 'setSubtotal' },
        REMOVE: { target: 'none', actions: 'clearCodeBox' },
      },
    },
    applied: {
      initial: 'idle',
      on: {
        REMOVE: { target: 'none', actions: ['clearCodeBox', 'emitRemoved'] },
        SUBTOTAL_CHANGED: { target: '.revalidating', reenter: true, actions: 'setSubtotal' },
      },
      states: {
        idle: {},
        revalidating: {
          invoke: {
            src: 'checkDiscount',
            input: ({ context }) => ({ code: context.applied?.code ?? '', subtotal: context.subtotal }),
            onDone: {
              target: 'idle',
              actions: { type: 'acceptAnswer', params: ({ event }) => ({ checked: event.output, announce: false }) },
            },
            // An unusable answer or an unreachable server keeps the discount: the order re-checks it.
            onError: [
              {
                guard: { type: 'isCodeRejection', params: ({ event }) => ({ error: event.error }) },
                target: '#discount.none',
                actions: { type: 'rejectCode', params: ({ event }) => ({ error: event.error, outcome: 'discount.revoked' as const }) },
              },
              { target: 'idle' },
            ],
          },
        },
      },
    },
  },
});

// ── Selectors ─────────────────────────────────────────────────────────────────────────────────

type DiscountSnapshotLike = {
  context: DiscountContext;
  matches: (state: 'none' | 'applying' | 'applied') => boolean;
};

export const selectAppliedDiscount = (snapshot: { context: DiscountContext }): AppliedDiscount | null =>
  snapshot.context.applied;

/** The Apply button reads 'Applying...' and is disabled. */
export const selectIsApplying = (snapshot: DiscountSnapshotLike): boolean => snapshot.matches('applying');

/** Apply is enabled: a non-blank code and nothing in flight or applied. */
export const selectCanApply = (snapshot: DiscountSnapshotLike): boolean =>
  snapshot.matches('none') && snapshot.context.codeInput.trim() !== '';

/**
 * The order dialog 'Complete Your Order' (spec §4 checkout and submission states):
 *
 *   closed ─OPEN─▶ editing ─SUBMIT (valid)─▶ submitting ─ok─▶ succeeded (dialog closed)
 *                    ▲  └─SUBMIT (invalid): stays, per-field errors + toast
 *                    └──────────── error ◀──┘ (toast from the error catalogue)
 *
 * - `snapshot.can({ type: 'SUBMIT' })` is false while submitting (Complete Order disabled);
 *   `selectCanSubmit` adds the spec's "required fields filled" condition for the button.
 * - The order id comes from the injected `generateId` once per checkout attempt and is reused
 *   when a failed submission is retried, so a retry after a lost response can never create a
 *   second order (place_order is idempotent on the id). A new id is drawn only after a success
 *   or RESET.
 * - Submission is the injected `placeOrder` actor (production: the place_order RPC through
 *   src/data/orders.ts); it takes an OrderRequest and answers a PlacedOrder.
 * - On success it emits `checkout.succeeded` (with the page's success toast) and
 *   `checkout.cartClearRequested` — after every order, on every page (DESIGN §5) — then runs the
 *   injected `notifyOwner` actor when e-mail notifications are on. Its failure is only logged.
 */
import { assertEvent, assign, emit, enqueueActions, fromPromise, not, setup } from 'xstate';
import {
  EMPTY_CUSTOMER_FORM,
  hasRequiredFields,
  orderErrorToast,
  orderToasts,
  readServerError,
  validateCustomer,
  type CartLine,
  type Customer,
  type CustomerField,
  type CustomerForm,
  type FieldErrors,
  type NotificationPolicy,
  type OrderRequest,
  type PageMode,
  type PlacedOrder,
  type ServerError,
  type Toast,
} from '../src/domain';
import { consoleLogger, type Logger } from './types';

export interface CheckoutInput {
  pageMode?: PageMode;
  /** Defaults to crypto.randomUUID. */
  generateId?: () => string;
  logger?: Logger;
  /** Decides whether the owner is e-mailed and what the success toast says about channels. */
  notifications: NotificationPolicy;
}

export interface CheckoutContext {
  pageMode: PageMode;
  form: CustomerForm;
  errors: FieldErrors;
  /** The last submission error (toast description), shown until the next attempt. */
  submitError: string | null;
  /** Id of the current attempt; null until the first SUBMIT and after a success. */
  orderId: string | null;
  lines: CartLine[];
  /** The applied discount code, if any (not the code box text). */
  discountCode: string | null;
  lastOrder: PlacedOrder | null;
  generateId: () => string;
  logger: Logger;
  notifications: NotificationPolicy;
}

type OrderContent = { lines?: readonly CartLine[]; discountCode?: string | null };

export type CheckoutEvent =
  /** Opens the dialog, optionally with the cart's lines and applied code. */
  | ({ type: 'OPEN' } & OrderContent)
  | { type: 'CLOSE' }
  | { type: 'EDIT_FIELD'; field: CustomerField; value: string }
  /** Keeps the order content in step with the cart and discount machines. */
  | ({ type: 'UPDATE_ORDER' } & OrderContent)
  | { type: 'SUBMIT' }
  /** Back to closed with an empty form and a fresh attempt. */
  | { type: 'RESET' };

export type CheckoutEmitted =
  | { type: 'checkout.invalid'; errors: FieldErrors; toast: Toast }
  | { type: 'checkout.failed'; code: ServerError['code']; toast: Toast }
  | {
      type: 'checkout.succeeded';
      order: PlacedOrder;
      customer: Customer;
      lines: CartLine[];
      pageMode: PageMode;
      /** The page's success toast (spec §4). */
      toast: Toast;
      /** 'Order Submitted!' with the channels the shop was told through. */
      channelToast: Toast;
    }
  | { type: 'checkout.cartClearRequested' };

/** The order request of a checkout attempt. */
function orderRequest(context: CheckoutContext, id: string): OrderRequest {
  return {
    id,
    customer: validateCustomer(context.form).customer,
    lines: context.lines,
    discountCode: context.discountCode?.trim() || null,
  };
}

function orderContent(event: OrderContent, context: CheckoutContext): Pick<CheckoutContext, 'lines' | 'discountCode'> {
  return {
    lines: event.lines ? [...event.lines] : context.lines,
    discountCode: event.discountCode === undefined ? context.discountCode : event.discountCode,
  };
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    placeOrder: fromPromise<PlacedOrder, OrderRequest>(async () => {
      throw new Error('checkout: no placeOrder actor was provided');
    }),
    notifyOwner: fromPromise<unknown, { orderId: string }>(async () => {
      throw new Error('checkout: no notifyOwner actor was provided');
    }),
  },
  guards: {
    cartIsEmpty: ({ context }) => context.lines.length === 0,
    formIsValid: ({ context }) => validateCustomer(context.form).ok,
    emailsOwner: ({ context }) => context.notifications.sendEmail !== false,
  },
  actions: {
    takeOrderContent: assign(({ context, event }) => {
      assertEvent(event, ['OPEN', 'UPDATE_ORDER']);
      return orderContent(event, context);
    }),
    editField: assign(({ context, event }) => {
      assertEvent(event, 'EDIT_FIELD');
      // Typing in a field clears its error; the others stay until the next SUBMIT.
      const { [event.field]: _fixed, ...errors } = context.errors;
      return { form: { ...context.form, [event.field]: event.value }, errors };
    }),
    rejectForm: enqueueActions(({ context, enqueue }) => {
      const validation = validateCustomer(context.form);
      if (validation.ok) return; // only reached when formIsValid failed
      enqueue.assign({ errors: validation.errors });
      enqueue.emit({ type: 'checkout.invalid', errors: validation.errors, toast: validation.toast });
    }),
    rejectEmptyCart: emit({ type: 'checkout.failed' as const, code: 'invalid_order' as const, toast: orderToasts.emptyCart() }),
    /** The attempt's id: drawn once, kept across retries. */
    startAttempt: assign({
      orderId: ({ context }) => context.orderId ?? context.generateId(),
      errors: {},
      submitError: null,
    }),
    acceptOrder: enqueueActions(({ context, enqueue }, params: { order: PlacedOrder }) => {
      const { order } = params;
      // The order exists: the next checkout is a new attempt with a new id.
      enqueue.assign({ lastOrder: order, orderId: null });
      enqueue.emit({
        type: 'checkout.succeeded',
        order,
        customer: validateCustomer(context.form).customer,
        lines: context.lines,
        pageMode: context.pageMode,
        toast: orderToasts.pageSuccess(context.pageMode),
        channelToast: orderToasts.submitted(context.notifications),
      });
      enqueue.emit({ type: 'checkout.cartClearRequested' });
    }),
    rejectOrder: enqueueActions(({ enqueue }, params: { error: unknown }) => {
      const toast = orderErrorToast(params.error);
      enqueue.assign({ submitError: toast.description });
      enqueue.emit({ type: 'checkout.failed', code: readServerError(params.error).code, toast });
    }),
    logNotifyFailure: ({ context }, params: { error: unknown }) =>
      context.logger.warn(`Checkout: could not notify the owner about order ${context.lastOrder?.id}`, params.error),
    resetForm: assign({ form: EMPTY_CUSTOMER_FORM, errors: {}, submitError: null, orderId: null, discountCode: null }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    pageMode: input.pageMode ?? 'home',
    form: EMPTY_CUSTOMER_FORM,
    errors: {},
    submitError: null,
    orderId: null,
    lines: [],
    discountCode: null,
    lastOrder: null,
    generateId: input.generateId ?? (() => globalThis.crypto.randomUUID()),
    logger: input.logger ?? consoleLogger,
    notifications: input.notifications,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: { target: 'editing', actions: 'takeOrderContent' },
        UPDATE_ORDER: { actions: 'takeOrderContent' },
        RESET: { actions: 'resetForm' },
      },
    },
    editing: {
      on: {
        EDIT_FIELD: { actions: 'editField' },
        UPDATE_ORDER: { actions: 'takeOrderContent' },
        CLOSE: { target: 'closed' },
        RESET: { target: 'closed', actions: 'resetForm' },
        SUBMIT: [
          { guard: 'cartIsEmpty', actions: 'rejectEmptyCart' },
          { guard: 'formIsValid', target: 'submitting', actions: 'startAttempt' },
          { actions: 'rejectForm' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => orderRequest(context, context.orderId as string),
        onDone: { target: 'succeeded', actions: { type: 'acceptOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: { target: 'editing', actions: { type: 'rejectOrder', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    succeeded: {
      initial: 'notifying',
      on: {
        // A new order: a fresh form and a fresh id.
        OPEN: { target: 'editing', actions: ['resetForm', 'takeOrderContent'] },
        RESET: { target: 'closed', actions: 'resetForm' },
      },
      states: {
        notifying: {
          // The owner's e-mail is the only notification sent from here (spec §7: unless sendEmail is false).
          always: { guard: not('emailsOwner'), target: 'done' },
          invoke: {
            src: 'notifyOwner',
            input: ({ context }) => ({ orderId: context.lastOrder?.id ?? '' }),
            onDone: { target: 'done' },
            onError: { target: 'done', actions: { type: 'logNotifyFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        done: {},
      },
    },
  },
});

// ── Selectors ─────────────────────────────────────────────────────────────────────────────────

type CheckoutSnapshotLike = {
  context: CheckoutContext;
  matches: (state: 'closed' | 'editing' | 'submitting' | 'succeeded') => boolean;
};

/** The dialog is shown. */
export const selectIsOpen = (snapshot: CheckoutSnapshotLike): boolean =>
  snapshot.matches('editing') || snapshot.matches('submitting');

export const selectIsSubmitting = (snapshot: CheckoutSnapshotLike): boolean => snapshot.matches('submitting');

/** Complete Order is enabled: editing, required fields filled, something in the cart. */
export const selectCanSubmit = (snapshot: CheckoutSnapshotLike): boolean =>
  snapshot.matches('editing') && hasRequiredFields(snapshot.context.form) && snapshot.context.lines.length > 0;

/**
 * The order dialog 'Complete Your Order', from the cart to a placed order:
 *
 *   closed ─OPEN─▶ editing ─SUBMIT (valid)─▶ submitting ─ok─▶ succeeded (dialog closed)
 *                    ▲  │  │                       └─no line─▶ saved ─SEND_SAVED─▶ sendingSaved ─ok─▶ succeeded
 *                    │  │  └─SUBMIT offline─────────────────▶ saved ◀─no line──┘  └─refused─▶ editing
 *                    │  │  └─SUBMIT (invalid): stays, per-field errors + toast
 *                    │  └─SUBMIT after an unknown outcome, order edited─▶ resolving ─placed─▶ succeeded
 *                    │                                                        └─refused─▶ submitting (new id)
 *                    └──────────── error / no answer in time ◀──┘
 *
 * - The discount code box is this machine's child (`discount`, id 'discount'): the checkout
 *   forwards the subtotal to it, reads the applied code when it sends an order, and clears it
 *   (silently) after an order or when the server refused the code.
 * - An attempt is one order id with one content (customer, lines, code, expected total). Its id
 *   is drawn once and reused after a refusal (a refused call writes nothing). After a failure
 *   whose outcome is unknown (no connection, no answer in 20 s) the order may exist: the attempt
 *   is kept in `attemptStorage` (sessionStorage in the app, so it survives a reload), and before
 *   an edited order is sent, the old attempt is sent again unchanged. place_order is idempotent
 *   per id, so one checkout never makes two orders, and the order stored is always one the
 *   shopper confirmed.
 * - Every order carries the total the shopper saw (`expectedTotal`). A refusal with new prices
 *   (price_changed) keeps them in `priceChange` for the summary; Complete Order then confirms
 *   that total.
 * - Delivery is priced by the zone of the area the shopper typed in the City field: a listed
 *   area (any letter case) names its zone and goes with the order as `area`; anything else is
 *   a place not on the list, delivered on the default zone's terms. The shop's terms (`terms`:
 *   zones, areas, LBP rate) come from the database through UPDATE_TERMS. An area the server no
 *   longer delivers to (invalid_order {field: "area"}) empties the City field with a message, so
 *   the shopper chooses again; after that and after a price change the machine emits
 *   `checkout.termsStale`, for the page to read the terms again.
 * - A line sold out since it was added (out_of_stock) is kept in `stockProblem`: with
 *   preorder_available the shopper may preorder it (PREORDER_INSTEAD marks it and sends again)
 *   or remove it; otherwise lower its quantity to what is left. The cart hears about the change
 *   through `checkout.cartChangeRequested`.
 * - Submission is the injected `placeOrder` actor; on success it emits `checkout.succeeded` with
 *   one toast (see src/domain/orderSuccess.ts) and `checkout.cartClearRequested`, then runs the
 *   injected `notifyOwner` actor when e-mail notifications are on. Its failure is only logged.
 * - Without a line (the browser offline, or the request failed without reaching the shop), the
 *   order is kept on the phone (`outboxStorage`, machines/orderOutbox.ts) with its id and the
 *   machine waits in `saved`: `checkout.saved` says so, the cart is left as it is. SEND_SAVED (the
 *   page sends it when the line is back or the shop is opened again) sends a kept order, from
 *   closed, saved or succeeded; once the database answers it leaves the outbox, placed (the usual
 *   success, after which the next kept order goes at once) or refused (back to editing, the usual
 *   refusal). A `backgroundSender` (the service
 *   worker's Background Sync) holds a kept order too, and is told to forget it then. Reopened in
 *   `saved`, the dialog keeps the saved order and its id, so Complete Order again is the same order.
 * - The chat checkout (docs/decisions/0023-chat-checkout-and-cart-link.md) is the same order sent with SUBMIT `channel: 'whatsapp'` or
 *   `'instagram'`: placed exactly as Complete Order places it (every refusal handled alike), and
 *   only then is it sent, as a short message (src/domain/chat.ts) in `checkout.succeeded`'s
 *   `chat`. A WhatsApp message (also the one `notifications.sendWhatsApp` sends after Complete
 *   Order) needs a tab opened within the tap: `checkout.chatTabRequested` is emitted during the
 *   SUBMIT itself, so the page can open it at once and point it at the message later, or close it
 *   on `checkout.failed`.
 */
import { assertEvent, assign, emit, enqueueActions, fromPromise, not, raise, sendTo, setup, type ActorRefFrom } from 'xstate';
import {
  cartTotals,
  lineKey,
  orderToasts,
  subtotal,
  type CartLine,
  type OrderRequest,
  type PlacedOrder,
} from '../src/domain';
import { combineOrderToasts } from '../src/domain/orderSuccess';
import { EMPTY_CUSTOMER_FORM, hasRequiredFields, validateCustomer } from '../src/domain/checkoutValidation';
import {
  fieldErrorFrom,
  isDiscountCodeError,
  orderErrorToast,
  priceChangeFrom,
  readServerError,
  stockProblemFrom,
  type StockProblem,
} from '../src/domain/serverErrors';
import { contentOf, pricedContentOf, readAttempt, reachedNoServer, settlesAttempt, writeAttempt } from './checkoutAttempt';
import { chatChannelOf, placedOrderText } from './checkoutChat';
import { chosenArea, deliveryZoneOf } from './checkoutSummary';
import type { CheckoutContext, CheckoutEmitted, CheckoutEvent, CheckoutInput } from './checkoutTypes';
import { discountMachine } from './discount';
import { dropOrder, keepOrder, savedOrders } from './orderOutbox';
import { consoleLogger } from './types';

export * from './checkoutAttempt';
export * from './checkoutSummary';
export * from './checkoutTypes';

/** How long a submission may wait for an answer before the shopper gets the dialog back. */
const SUBMIT_TIMEOUT_MS = 20_000;

/** The order as it would be sent now, without its id. */
function currentContent(context: CheckoutContext): Omit<OrderRequest, 'id'> {
  const discountCode = context.discount?.code.trim() || null;
  const area = chosenArea(context);
  const review = context.priceReview;
  const expectedTotal =
    review && review.content === pricedContentOf(context.lines, discountCode, area)
      ? review.change.total
      : cartTotals(context.lines, context.discount, deliveryZoneOf(context)).total;
  const request = {
    customer: validateCustomer(context.locale, context.form).customer,
    lines: context.lines,
    discountCode,
    area,
    expectedTotal,
    channel: context.channel,
    // Unticked is the request's default, as English is (src/data/orders.ts): such an order reads as it always did.
    ...(context.whatsappUpdates ? { whatsappUpdates: true } : {}),
  };
  return context.locale === 'en' ? request : { ...request, locale: context.locale };
}

/** The form as a sent order's customer filled it in. */
const formOf = (order: OrderRequest) => ({
  ...EMPTY_CUSTOMER_FORM,
  ...Object.fromEntries(Object.entries(order.customer).map(([key, value]) => [key, value ?? ''])),
});

/** What the checkout holds while it sends a kept order, as the shopper confirmed it. */
const attemptOfKeptOrder = (order: OrderRequest) => ({
  attempt: order,
  orderId: order.id,
  outcomeUnknown: false,
  channel: order.channel ?? ('web' as const),
  form: formOf(order),
  whatsappUpdates: order.whatsappUpdates === true,
  submitError: null,
  errors: {},
});

const findLine = (lines: readonly CartLine[], problem: StockProblem | null) =>
  problem ? lines.find((line) => line.product.id === problem.itemId && (line.variant?.id ?? null) === problem.variantId) : undefined;

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
    discount: discountMachine,
  },
  delays: {
    submitTimeout: ({ context }) => context.submitTimeoutMs,
  },
  guards: {
    cartIsEmpty: ({ context }) => context.lines.length === 0,
    formIsValid: ({ context }) => validateCustomer(context.locale, context.form).ok,
    emailsOwner: ({ context }) => context.notifications.sendEmail !== false,
    anotherOrderKept: ({ context }) => context.isOnline() && savedOrders(context).length > 0,
    /** The last attempt may have been placed and the shopper changed the order since. */
    mustResolveAttempt: ({ context }) =>
      context.outcomeUnknown && context.attempt !== null && contentOf(context.attempt) !== contentOf(currentContent(context)),
    /** The server answered about the order itself: the attempt was not placed. */
    isRefusal: (_, params: { error: unknown }) => settlesAttempt(readServerError(params.error).code),
    /** No line, and a place on the phone to keep the order until it is back. */
    isOffline: ({ context }) => context.outboxStorage !== null && !context.isOnline(),
    /** The request got no answer from the shop, not even an HTTP error, and the order can be kept. */
    reachedNoServer: ({ context }, params: { error: unknown }) => context.outboxStorage !== null && reachedNoServer(params.error),
    hasPreorderOffer: ({ context }) => context.stockProblem?.preorderAvailable === true && findLine(context.lines, context.stockProblem) !== undefined,
  },
  actions: {
    restoreAttempt: assign(({ context }) => {
      const attempt = readAttempt(context.attemptStorage, context.attemptStorageKey, context.logger);
      if (!attempt) return {};
      // The page was left while an order was on its way: the dialog reopens with what was sent.
      return { attempt, orderId: attempt.id, outcomeUnknown: true, form: formOf(attempt), whatsappUpdates: attempt.whatsappUpdates === true };
    }),
    /** A kept order is sent: the checkout takes it as its attempt, as the shopper confirmed it. */
    takeSavedOrder: assign(({ event }) => {
      assertEvent(event, 'SEND_SAVED');
      return attemptOfKeptOrder(event.order);
    }),
    /** The next order kept on the phone, sent after the one just placed. */
    takeNextSavedOrder: assign(({ context }) => {
      const [next] = savedOrders(context);
      return next ? attemptOfKeptOrder(next) : {};
    }),
    /** No line: the attempt waits in the outbox, which now answers for it (not the tab's storage). */
    keepSavedOrder: enqueueActions(({ context, enqueue }) => {
      const attempt = context.attempt;
      if (!attempt) return;
      enqueue(() => keepOrder(context, attempt));
      enqueue(() => writeAttempt(context, null));
      // Nothing answered: the same id is kept, so sending it again is the same order.
      enqueue.assign({ outcomeUnknown: false, submitError: null });
    }),
    tellSaved: emit(({ context }) => ({ type: 'checkout.saved' as const, order: context.attempt as OrderRequest, toast: orderToasts(context.locale).savedOffline() })),
    takeOrderContent: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['OPEN', 'UPDATE_ORDER']);
      if (!event.lines) return;
      const lines = [...event.lines];
      const before = subtotal(context.lines);
      enqueue.assign({ lines });
      // Every subtotal change re-checks an applied code on the server: only send real changes.
      if (subtotal(lines) !== before) enqueue.sendTo('discount', { type: 'SUBTOTAL_CHANGED', subtotal: subtotal(lines) });
    }),
    readDiscount: assign({
      discount: ({ self }) => {
        const child = self.getSnapshot().children.discount as ActorRefFrom<typeof discountMachine> | undefined;
        return child?.getSnapshot().context.applied ?? null;
      },
    }),
    takeChannel: assign({
      channel: ({ event }) => {
        assertEvent(event, 'SUBMIT');
        return event.channel ?? 'web';
      },
    }),
    /** Emitted while the tap is still being handled: a tab opened later is blocked as a popup. */
    requestChatTab: enqueueActions(({ context, enqueue }) => {
      if (chatChannelOf(context) === 'whatsapp') enqueue.emit({ type: 'checkout.chatTabRequested', channel: 'whatsapp' as const });
    }),
    setWhatsAppUpdates: assign({
      whatsappUpdates: ({ event }) => {
        assertEvent(event, 'SET_WHATSAPP_UPDATES');
        return event.value;
      },
    }),
    editField: assign(({ context, event }) => {
      assertEvent(event, 'EDIT_FIELD');
      // Typing in a field clears its error; the others stay until the next SUBMIT.
      const { [event.field]: _fixed, ...errors } = context.errors;
      return { form: { ...context.form, [event.field]: event.value }, errors };
    }),
    takeTerms: assign(({ event }) => {
      assertEvent(event, 'UPDATE_TERMS');
      return { terms: event.terms };
    }),
    /** The discount box caps a fixed discount at subtotal + the fee of the zone the order goes to. */
    forwardDelivery: sendTo('discount', ({ context }) => ({ type: 'DELIVERY_CHANGED' as const, delivery: deliveryZoneOf(context) })),
    rejectForm: enqueueActions(({ context, enqueue }) => {
      const validation = validateCustomer(context.locale, context.form);
      if (validation.ok) return; // only reached when formIsValid failed
      enqueue.assign({ errors: validation.errors });
      enqueue.emit({ type: 'checkout.invalid', errors: validation.errors, toast: validation.toast });
    }),
    rejectEmptyCart: emit(({ context }) => ({
      type: 'checkout.failed' as const,
      code: 'invalid_order' as const,
      toast: orderToasts(context.locale).emptyCart(),
    })),
    /** The request to send: the attempt's id (drawn once, kept across refusals) and the content now. */
    startAttempt: enqueueActions(({ context, enqueue }) => {
      const id = context.orderId ?? context.generateId();
      const attempt: OrderRequest = { id, ...currentContent(context) };
      enqueue.assign({ orderId: id, attempt, errors: {}, submitError: null, stockProblem: null, rateLimited: false });
      // Kept until the answer comes: a reload meanwhile must not lose the id.
      enqueue(() => writeAttempt(context, attempt));
    }),
    /** The old attempt was refused: the edited order is a new attempt. */
    dropAttempt: assign({ orderId: null, attempt: null, outcomeUnknown: false }),
    acceptOrder: enqueueActions(({ context, enqueue }, params: { order: PlacedOrder }) => {
      const { order } = params;
      const attempt = context.attempt;
      enqueue(() => writeAttempt(context, null));
      enqueue(() => dropOrder(context, order.id));
      // The order exists: the next checkout is a new attempt with a new id.
      enqueue.assign({ lastOrder: order, orderId: null, attempt: null, outcomeUnknown: false, priceReview: null, stockProblem: null });
      const chatChannel = chatChannelOf(context);
      // The shop hears of a WhatsApp chat order on WhatsApp too, whatever its own switch says.
      const told = { ...context.notifications, sendWhatsApp: chatChannel === 'whatsapp' };
      enqueue.emit({
        type: 'checkout.succeeded',
        order,
        customer: attempt?.customer ?? validateCustomer(context.locale, context.form).customer,
        lines: [...(attempt?.lines ?? context.lines)],
        discount: context.discount,
        pageMode: context.pageMode,
        toast: combineOrderToasts(
          context.locale,
          orderToasts(context.locale).pageSuccess(context.pageMode, context.orderSuccess),
          orderToasts(context.locale).submitted(told),
          order.orderNumber,
        ),
        chat: chatChannel && { channel: chatChannel, text: placedOrderText(order, attempt, chatChannel, context.chatConfig) },
      });
      enqueue.emit({ type: 'checkout.cartClearRequested' });
      enqueue.sendTo('discount', { type: 'CLEAR' });
    }),
    rejectOrder: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      const error = readServerError(params.error);
      const toast = orderErrorToast(context.locale, params.error);
      const known = settlesAttempt(error.code);
      // A refusal writes nothing: the attempt is settled. Without an answer it may exist.
      if (known) enqueue(() => writeAttempt(context, null));
      const sent = context.attempt;
      if (known && sent) enqueue(() => dropOrder(context, sent.id));
      enqueue.assign({ submitError: toast.description, outcomeUnknown: !known });
      if (error.code === 'out_of_stock') enqueue.assign({ stockProblem: stockProblemFrom(error.details) });
      if (error.code === 'price_changed') {
        const change = priceChangeFrom(error.details);
        const content = pricedContentOf(context.lines, context.discount?.code.trim() || null, chosenArea(context));
        enqueue.assign({ priceReview: change && { change, content } });
        // A delivery fee may be what changed: the zones are read again.
        enqueue.emit({ type: 'checkout.termsStale' });
      }
      if (error.code === 'rate_limited') enqueue.assign({ rateLimited: true });
      // A field the server refused says what it expects, under the field.
      const fieldErrors = error.code === 'invalid_order' ? fieldErrorFrom(context.locale, error.details) : null;
      if (fieldErrors) enqueue.assign({ errors: fieldErrors });
      // The shop stopped delivering to the area: it is asked again, from the list as it is now.
      if (error.code === 'invalid_order' && error.details.field === 'area') {
        enqueue.assign({ form: { ...context.form, city: '' } });
        enqueue.emit({ type: 'checkout.termsStale' });
      }
      // The id names an order with other content (its outcome was lost): only a new id can order.
      if (error.code === 'idempotency_conflict') enqueue.assign({ orderId: null, attempt: null });
      // A code that stopped qualifying since Apply is dropped, so the summary shows what a retry costs.
      if (isDiscountCodeError(error.code)) enqueue.sendTo('discount', { type: 'CLEAR' });
      enqueue.emit({ type: 'checkout.failed', code: error.code, toast });
    }),
    timeOut: enqueueActions(({ context, enqueue }) => {
      const toast = orderToasts(context.locale).unreachable();
      enqueue.assign({ submitError: toast.description, outcomeUnknown: true });
      enqueue.emit({ type: 'checkout.failed', code: 'timeout', toast });
    }),
    preorderProblemLine: enqueueActions(({ context, enqueue }) => {
      const line = findLine(context.lines, context.stockProblem);
      if (!line) return;
      const key = lineKey(line);
      enqueue.assign({ lines: context.lines.map((l) => (l === line ? { ...l, preorder: true as const } : l)), stockProblem: null });
      enqueue.emit({ type: 'checkout.cartChangeRequested', change: { type: 'MARK_PREORDER', key } });
    }),
    removeProblemLine: enqueueActions(({ context, enqueue }) => {
      const line = findLine(context.lines, context.stockProblem);
      if (!line) return;
      enqueue.assign({ lines: context.lines.filter((l) => l !== line), stockProblem: null, submitError: null });
      enqueue.emit({ type: 'checkout.cartChangeRequested', change: { type: 'REMOVE', key: lineKey(line) } });
    }),
    lowerProblemQuantity: enqueueActions(({ context, enqueue }) => {
      const problem = context.stockProblem;
      const line = findLine(context.lines, problem);
      if (!line || !problem || problem.available <= 0) return;
      const quantity = problem.available;
      enqueue.assign({ lines: context.lines.map((l) => (l === line ? { ...l, quantity } : l)), stockProblem: null, submitError: null });
      enqueue.emit({ type: 'checkout.cartChangeRequested', change: { type: 'UPDATE_QUANTITY', key: lineKey(line), quantity } });
    }),
    logNotifyFailure: ({ context }, params: { error: unknown }) =>
      context.logger.warn(`Checkout: could not notify the owner about order ${context.lastOrder?.id}`, params.error),
    resetForm: enqueueActions(({ context, enqueue }) => {
      // An attempt that may have been placed is kept: a reset never forgets an order.
      if (context.outcomeUnknown) enqueue.assign({ form: EMPTY_CUSTOMER_FORM, whatsappUpdates: false, errors: {}, submitError: null });
      else enqueue.assign({ form: EMPTY_CUSTOMER_FORM, whatsappUpdates: false, errors: {}, submitError: null, orderId: null, attempt: null });
      enqueue.assign({ stockProblem: null, priceReview: null, rateLimited: false, discount: null });
      enqueue.sendTo('discount', { type: 'CLEAR' });
    }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    pageMode: input.pageMode ?? 'home',
    locale: input.locale,
    form: EMPTY_CUSTOMER_FORM,
    whatsappUpdates: false,
    errors: {},
    submitError: null,
    orderId: null,
    attempt: null,
    outcomeUnknown: false,
    lines: [],
    discount: null,
    stockProblem: null,
    priceReview: null,
    rateLimited: false,
    channel: 'web',
    lastOrder: null,
    generateId: input.generateId ?? (() => globalThis.crypto.randomUUID()),
    logger: input.logger ?? consoleLogger,
    notifications: input.notifications,
    orderSuccess: input.orderSuccess,
    chatConfig: input.chatConfig,
    terms: input.terms ?? null,
    attemptStorage: input.attemptStorage ?? null,
    attemptStorageKey: input.attemptStorageKey ?? 'checkout-attempt',
    submitTimeoutMs: input.submitTimeoutMs ?? SUBMIT_TIMEOUT_MS,
    isOnline: input.isOnline ?? (() => true),
    outboxStorage: input.outboxStorage ?? null,
    outboxStorageKey: input.outboxStorageKey ?? 'checkout-outbox',
    backgroundSender: input.backgroundSender ?? null,
  }),
  entry: 'restoreAttempt',
  invoke: {
    id: 'discount',
    systemId: 'discount',
    src: 'discount',
    input: ({ context }) => ({ subtotal: subtotal(context.lines), delivery: deliveryZoneOf(context), locale: context.locale }),
  },
  initial: 'closed',
  on: {
    UPDATE_ORDER: { actions: 'takeOrderContent' },
    UPDATE_TERMS: { actions: ['takeTerms', 'forwardDelivery'] },
  },
  states: {
    closed: {
      on: {
        OPEN: { target: 'editing', actions: 'takeOrderContent' },
        RESET: { actions: 'resetForm' },
        SEND_SAVED: { target: 'sendingSaved', actions: 'takeSavedOrder' },
      },
    },
    editing: {
      on: {
        EDIT_FIELD: { actions: ['editField', 'forwardDelivery'] },
        SET_WHATSAPP_UPDATES: { actions: 'setWhatsAppUpdates' },
        CLOSE: { target: 'closed' },
        RESET: { target: 'closed', actions: 'resetForm' },
        SUBMIT: { actions: ['readDiscount', 'takeChannel', raise({ type: 'checkout.place' })] },
        'checkout.place': [
          { guard: 'cartIsEmpty', actions: 'rejectEmptyCart' },
          { guard: not('formIsValid'), actions: 'rejectForm' },
          { guard: 'mustResolveAttempt', target: 'resolving', actions: 'requestChatTab' },
          { guard: 'isOffline', target: 'saved', actions: ['startAttempt', 'keepSavedOrder', 'tellSaved'] },
          { target: 'submitting', actions: ['startAttempt', 'requestChatTab'] },
        ],
        PREORDER_INSTEAD: {
          guard: 'hasPreorderOffer',
          actions: ['preorderProblemLine', 'readDiscount', raise({ type: 'checkout.place' })],
        },
        REMOVE_PROBLEM_LINE: { actions: 'removeProblemLine' },
        LOWER_QUANTITY: { actions: 'lowerProblemQuantity' },
      },
    },
    submitting: {
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => context.attempt as OrderRequest,
        onDone: { target: 'succeeded', actions: { type: 'acceptOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: [
          {
            guard: { type: 'reachedNoServer', params: ({ event }) => ({ error: event.error }) },
            target: 'saved',
            actions: ['keepSavedOrder', 'tellSaved'],
          },
          { target: 'editing', actions: { type: 'rejectOrder', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      after: { submitTimeout: { target: 'editing', actions: 'timeOut' } },
    },
    /** The order is kept on the phone until the line is back; the cart and the form are left as they are. */
    saved: {
      on: {
        OPEN: { target: 'editing', actions: 'takeOrderContent' },
        SEND_SAVED: { target: 'sendingSaved', actions: 'takeSavedOrder' },
      },
    },
    /** A kept order is sent, the dialog closed; still no line: it stays kept, without a word more. */
    sendingSaved: {
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => context.attempt as OrderRequest,
        onDone: { target: 'succeeded', actions: { type: 'acceptOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: [
          { guard: { type: 'reachedNoServer', params: ({ event }) => ({ error: event.error }) }, target: 'saved' },
          { target: 'editing', actions: { type: 'rejectOrder', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      after: { submitTimeout: { target: 'saved' } },
    },
    /** The attempt whose outcome is unknown is sent again unchanged, before the edited order. */
    resolving: {
      entry: assign({ submitError: null, errors: {} }),
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => context.attempt as OrderRequest,
        onDone: { target: 'succeeded', actions: { type: 'acceptOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'submitting',
            actions: [({ context }) => writeAttempt(context, null), 'dropAttempt', 'startAttempt'],
          },
          { target: 'editing', actions: { type: 'rejectOrder', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      after: { submitTimeout: { target: 'editing', actions: 'timeOut' } },
    },
    succeeded: {
      initial: 'notifying',
      on: {
        // A new order: a fresh form and a fresh id.
        OPEN: { target: 'editing', actions: ['resetForm', 'takeOrderContent'] },
        RESET: { target: 'closed', actions: 'resetForm' },
        SEND_SAVED: { target: 'sendingSaved', actions: 'takeSavedOrder' },
      },
      states: {
        notifying: {
          // The owner's e-mail is the only notification sent from here, and only when the shop wants e-mail.
          always: { guard: not('emailsOwner'), target: 'done' },
          invoke: {
            src: 'notifyOwner',
            input: ({ context }) => ({ orderId: context.lastOrder?.id ?? '' }),
            onDone: { target: 'done' },
            onError: { target: 'done', actions: { type: 'logNotifyFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // The line is back (this order was answered): the next order kept on the phone goes now,
        // each with its own toast, instead of waiting for the next `online` or the next visit.
        done: { always: { guard: 'anotherOrderKept', target: '#checkout.sendingSaved', actions: 'takeNextSavedOrder' } },
      },
    },
  },
});

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;
export type CheckoutDiscountActor = ActorRefFrom<typeof discountMachine>;

// ── Selectors ─────────────────────────────────────────────────────────────────────────────────

type CheckoutSnapshotLike = {
  context: CheckoutContext;
  matches: (state: 'closed' | 'editing' | 'submitting' | 'resolving' | 'saved' | 'sendingSaved' | 'succeeded') => boolean;
};

/** The dialog is shown. */
export const selectIsOpen = (snapshot: CheckoutSnapshotLike): boolean =>
  snapshot.matches('editing') || selectIsSubmitting(snapshot);

/** An order is on its way (Complete Order disabled, the dialog stays). */
export const selectIsSubmitting = (snapshot: CheckoutSnapshotLike): boolean =>
  snapshot.matches('submitting') || snapshot.matches('resolving');

/** Complete Order is enabled: editing, required fields filled, something in the cart. */
export const selectCanSubmit = (snapshot: CheckoutSnapshotLike): boolean =>
  snapshot.matches('editing') && hasRequiredFields(snapshot.context.form) && snapshot.context.lines.length > 0;

/** The discount code box, the checkout's child. */
export const selectDiscountActor = (snapshot: { children: Record<string, unknown> }): CheckoutDiscountActor =>
  snapshot.children.discount as CheckoutDiscountActor;


import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { toast } from 'sonner';
import { checkoutMachine, selectIsOpen, selectIsSubmitting } from '../../../machines/checkout.ts';
import { discountMachine, selectAppliedDiscount } from '../../../machines/discount.ts';
import { storeConfig } from '../../config/store.ts';
import { orderServices, type OrderServices } from '../../data/orders.ts';
import {
  buildOrderMessage,
  cartTotals,
  isDiscountCodeError,
  orderNumberFromId,
  validateCustomer,
  whatsappLink,
  type NotificationPolicy,
  type PageMode,
} from '../../domain/index.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { showToast } from '../../components/ui/toast.ts';
import { useCart } from '../cart/index.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { combineOrderToasts } from './orderSuccess.ts';
import { checkoutText } from './text.ts';
import { prepareWhatsAppHandoff, type WhatsAppHandoff } from './whatsappHandoff.ts';

export interface CheckoutControllerProps {
  mode: PageMode;
  open: boolean;
  onClose: () => void;
  /** Tests replace the RPC calls. */
  services?: OrderServices;
  notifications?: NotificationPolicy;
}

/**
 * The order dialog 'Complete Your Order' on the checkout and discount machines. It stays mounted
 * once loaded (the dialog only hides), so a closed dialog keeps what was typed, and the owner's
 * e-mail (notifyOwner, run by the machine after a placed order) is not cancelled by the dialog
 * closing.
 *
 * After a placed order: the dialog closes, the cart is cleared on every page (DESIGN §5), one
 * success toast shows (see orderSuccess.ts), and with notifications.sendWhatsApp the shop's
 * WhatsApp opens with the order message and its number. A failure returns to the form with the
 * error catalogue's toast; Complete Order again retries with the same order id.
 */
export default function CheckoutController({
  mode,
  open,
  onClose,
  services = orderServices,
  notifications = storeConfig.notifications,
}: CheckoutControllerProps) {
  const cart = useCart();
  const servicesRef = useRef(services);
  servicesRef.current = services;

  const checkout = useActorRef(
    checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise(({ input }) => servicesRef.current.placeOrder(input)),
        notifyOwner: fromPromise(({ input }) => servicesRef.current.notifyOwner(input.orderId)),
      },
    }),
    { input: { pageMode: mode, notifications } },
  );
  const discount = useActorRef(
    discountMachine.provide({
      actors: { checkDiscount: fromPromise(({ input }) => servicesRef.current.checkDiscount(input)) },
    }),
    { input: { subtotal: cart.totals.subtotal, shipping: storeConfig.shipping } },
  );

  const applied = useSelector(discount, selectAppliedDiscount);
  const submitting = useSelector(checkout, selectIsSubmitting);
  const lines = cart.lines;
  const totals = useMemo(() => cartTotals(lines, applied), [lines, applied]);

  // Latest values for the event handlers below, which subscribe once.
  const latest = useRef({ lines, applied, onClose, notifications });
  latest.current = { lines, applied, onClose, notifications };
  const handoff = useRef<WhatsAppHandoff | null>(null);
  const silenceDiscountToast = useRef(false);

  /** Drops the applied code without the 'Discount Removed' toast (after an order, or a code the server refused). */
  const resetDiscount = useCallback(() => {
    silenceDiscountToast.current = true;
    discount.send({ type: 'REMOVE' });
    silenceDiscountToast.current = false;
  }, [discount]);

  // Open and close with the page's state.
  useEffect(() => {
    const snapshot = checkout.getSnapshot();
    if (open && !selectIsOpen(snapshot)) {
      checkout.send({ type: 'OPEN', lines: latest.current.lines, discountCode: latest.current.applied?.code ?? null });
    } else if (!open && snapshot.matches('editing')) {
      checkout.send({ type: 'CLOSE' });
    }
  }, [open, checkout]);

  // The order follows the cart and the discount box.
  useEffect(() => {
    checkout.send({ type: 'UPDATE_ORDER', lines });
  }, [lines, checkout]);
  useEffect(() => {
    checkout.send({ type: 'UPDATE_ORDER', discountCode: applied?.code ?? null });
  }, [applied?.code, checkout]);
  useEffect(() => {
    discount.send({ type: 'SUBTOTAL_CHANGED', subtotal: totals.subtotal });
  }, [totals.subtotal, discount]);

  useEffect(() => {
    const subscriptions = [
      discount.on('*', (event) => {
        if (event.type === 'discount.removed' && silenceDiscountToast.current) return;
        showToast(event.toast);
      }),
      checkout.on('checkout.invalid', (event) => showToast(event.toast)),
      checkout.on('checkout.failed', (event) => {
        handoff.current?.cancel();
        handoff.current = null;
        showToast(event.toast);
        // A code that stopped qualifying since Apply: drop it, so the summary shows what a retry costs.
        if (isDiscountCodeError(event.code)) resetDiscount();
      }),
      checkout.on('checkout.succeeded', (event) => {
        const { applied: code, notifications: channels, onClose: close } = latest.current;
        const combined = combineOrderToasts(event.toast, event.channelToast, event.order.id);
        toast.success(combined.title, {
          description: (
            <span className="flex flex-col">
              {combined.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </span>
          ),
        });
        if (channels.sendWhatsApp) {
          const message = buildOrderMessage(
            {
              lines: event.lines,
              customer: event.customer,
              discount: code,
              orderNumber: orderNumberFromId(event.order.id),
            },
            'whatsapp',
          );
          (handoff.current ?? prepareWhatsAppHandoff()).send(whatsappLink(message));
        }
        handoff.current = null;
        resetDiscount();
        close();
      }),
      checkout.on('checkout.cartClearRequested', () => cart.actor.send({ type: 'CLEAR', reason: 'order' })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [checkout, discount, cart.actor, resetDiscount]);

  const submit = useCallback(() => {
    const snapshot = checkout.getSnapshot();
    const willPlace = snapshot.matches('editing') && latest.current.lines.length > 0 && validateCustomer(snapshot.context.form).ok;
    if (willPlace && latest.current.notifications.sendWhatsApp) handoff.current = prepareWhatsAppHandoff();
    checkout.send({ type: 'SUBMIT' });
  }, [checkout]);

  // While the order is being placed the dialog stays (Escape and the close button wait).
  const requestClose = useCallback(() => {
    if (!selectIsSubmitting(checkout.getSnapshot())) onClose();
  }, [checkout, onClose]);

  return (
    <Dialog open={open} onClose={requestClose} title={checkoutText.title}>
      <CheckoutForm
        checkout={checkout}
        discount={discount}
        lines={lines}
        totals={totals}
        applied={applied}
        sendEmail={notifications.sendEmail !== false}
        onSubmit={submit}
      />
      {submitting && <span className="sr-only" role="status">{checkoutText.submitting}</span>}
    </Dialog>
  );
}

import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { toast } from 'sonner';
import { checkoutMachine, orderSummary, selectDiscountActor, selectIsOpen, selectIsSubmitting } from '../../../machines/checkout.ts';
import { savedOrders } from '../../../machines/orderOutbox.ts';
import { discountMachine, selectAppliedDiscount } from '../../../machines/discount.ts';
import { storeConfig } from '../../config/store.ts';
import { orderServices, type OrderServices } from '../../data/orders.ts';
import { whatsappLink, type NotificationPolicy, type OrderChannel, type PageMode } from '../../domain/index.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { loadSonner, showToast } from '../../components/ui/toast.ts';
import { useActorEvents } from '../../components/ui/useActorEvents.ts';
import { useCart } from '../cart/index.ts';
import { openChat } from '../chat/index.ts';
import { useDelivery } from '../delivery/index.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { useLocale, useMessages, useScreenMessages } from '../../components/ui/PageLocale.tsx';
import { prepareWhatsAppHandoff, type WhatsAppHandoff } from './whatsappHandoff.ts';
import { OUTBOX_STORAGE_KEY, phoneStorage } from './outboxStorage.ts';
import { onWorkerSentOrders, serviceWorkerSender } from './backgroundSync.ts';

export interface CheckoutControllerProps {
  mode: PageMode;
  open: boolean;
  onClose: () => void;
  /** Opens the dialog again: a kept order the shop refused once sent is fixed there. */
  onOpen: () => void;
  /** Tests replace the RPC calls. */
  services?: OrderServices;
  notifications?: NotificationPolicy;
}

/** Where an order attempt whose outcome is unknown waits out a reload (this tab only). */
const ATTEMPT_STORAGE_KEY = `${storeConfig.cartStorageKey}-order-attempt`;

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage blocked: the attempt is kept in memory only.
    return null;
  }
}

/**
 * The order dialog 'Complete Your Order' on the checkout machine (which runs the discount box as
 * its child). It stays mounted once loaded (the dialog only hides), so a closed dialog keeps what
 * was typed, and the owner's e-mail (notifyOwner, run by the machine after a placed order) is not
 * cancelled by the dialog closing. This component only forwards the cart's lines, sends the
 * shopper's events, and turns what the machines emit into toasts, cart changes and the chat tab:
 * the WhatsApp tab is opened blank during the tap (`checkout.chatTabRequested`, emitted while the
 * SUBMIT is handled), pointed at the message once the order is placed, and closed on a refusal.
 */
export default function CheckoutController({
  mode,
  open,
  onClose,
  onOpen,
  services = orderServices,
  notifications = storeConfig.notifications,
}: CheckoutControllerProps) {
  const checkoutText = useScreenMessages('checkout');
  const { titles } = useMessages();
  const { orderSuccess } = useScreenMessages('screenCopy');
  const locale = useLocale();
  const cart = useCart();
  const navigate = useNavigate();
  const delivery = useDelivery();
  const checkout = useActorRef(
    checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise(({ input }) => services.placeOrder(input)),
        notifyOwner: fromPromise(({ input }) => services.notifyOwner(input.orderId)),
        discount: discountMachine.provide({
          actors: { checkDiscount: fromPromise(({ input }) => services.checkDiscount(input)) },
        }),
      },
    }),
    {
      input: {
        pageMode: mode,
        notifications,
        orderSuccess,
        locale,
        chatConfig: storeConfig,
        terms: delivery.terms,
        attemptStorage: tabStorage(),
        attemptStorageKey: ATTEMPT_STORAGE_KEY,
        isOnline: () => navigator.onLine,
        outboxStorage: phoneStorage(),
        outboxStorageKey: OUTBOX_STORAGE_KEY,
        backgroundSender: serviceWorkerSender(),
      },
    },
  );
  const discount = useSelector(checkout, selectDiscountActor);
  const applied = useSelector(discount, selectAppliedDiscount);
  const context = useSelector(checkout, (snapshot) => snapshot.context);
  const summary = useMemo(() => orderSummary(context, applied), [context, applied]);
  const handoff = useRef<WhatsAppHandoff | null>(null);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  // The order follows the cart, also while the dialog is closed.
  const lines = cart.lines;
  useEffect(() => {
    checkout.send({ type: 'UPDATE_ORDER', lines });
  }, [lines, checkout]);

  // Delivery is priced with the shop's terms as last read.
  const terms = delivery.terms;
  useEffect(() => {
    if (terms) checkout.send({ type: 'UPDATE_TERMS', terms });
  }, [terms, checkout]);

  // The place typed or chosen here prices the cart drawer too, now and on the next visit (a
  // blank field leaves the remembered area alone).
  const { chooseArea } = delivery;
  const placeTyped = context.form.city.trim() !== '';
  useEffect(() => {
    if (placeTyped) chooseArea(summary.area);
  }, [placeTyped, summary.area, chooseArea]);

  // Open and close with the page's state; a new order starts in the area chosen last time.
  const rememberedArea = delivery.area?.name;
  useEffect(() => {
    const snapshot = checkout.getSnapshot();
    if (open && !selectIsOpen(snapshot)) {
      checkout.send({ type: 'OPEN' });
      if (rememberedArea && checkout.getSnapshot().context.form.city.trim() === '') {
        checkout.send({ type: 'EDIT_FIELD', field: 'city', value: rememberedArea });
      }
    } else if (!open && snapshot.matches('editing')) checkout.send({ type: 'CLOSE' });
    // The remembered area matters when the dialog opens, not whenever it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, checkout]);

  // Orders kept on the phone go when the line is back and when the shop is opened again (this
  // component is then loaded for them, CheckoutDialog.tsx); also when the service worker has sent
  // its copies (Background Sync), which can come with no `online` event: sent again, the same id
  // is the same order, and this page shows its number.
  const sendSaved = useCallback(() => {
    const [next] = savedOrders(checkout.getSnapshot().context);
    if (next && navigator.onLine) checkout.send({ type: 'SEND_SAVED', order: next });
  }, [checkout]);
  useEffect(() => {
    sendSaved();
    window.addEventListener('online', sendSaved);
    const stopListening = onWorkerSentOrders(sendSaved);
    return () => {
      window.removeEventListener('online', sendSaved);
      stopListening();
    };
  }, [sendSaved]);

  // This component toasts through sonner directly, and the page's toaster mounts only once sonner
  // is asked for: a kept order sent on its own at the next visit, the dialog never opened, placed
  // its order with nobody shown its number.
  useEffect(() => void loadSonner().catch(() => {}), []);

  useActorEvents(discount, { '*': (event) => showToast(event.toast) });
  useActorEvents(checkout, {
    'checkout.invalid': (event) => showToast(event.toast),
    'checkout.failed': (event) => {
      handoff.current?.cancel();
      handoff.current = null;
      // A kept order refused once sent, the dialog closed: the same words, and the way back to it.
      if (!openRef.current) toast.error(event.toast.title, { description: event.toast.description, duration: 60_000, action: { label: checkoutText.backToCheckout, onClick: onOpen } });
      else showToast(event.toast);
    },
    'checkout.saved': (event) => {
      // Nothing is placed yet, so no chat to open: a tab left blank until the line is back would only confuse.
      handoff.current?.cancel();
      handoff.current = null;
      showToast(event.toast);
      onClose();
    },
    'checkout.chatTabRequested': () => {
      handoff.current?.cancel();
      handoff.current = prepareWhatsAppHandoff();
    },
    'checkout.succeeded': (event) => {
      const orderPath = event.order.orderPath;
      toast.success(event.toast.title, {
        description: (
          <span className="flex flex-col">
            {event.toast.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </span>
        ),
        action: { label: checkoutText.viewOrder, onClick: () => navigate(orderPath) },
      });
      if (event.chat?.channel === 'whatsapp') {
        const link = whatsappLink(event.chat.text, storeConfig.contact.whatsappNumber, storeConfig.phoneCountry);
        // A chat order kept offline is placed without a tap, when a tab cannot open: one more tap.
        if (handoff.current) handoff.current.send(link);
        else toast(checkoutText.whatsappStepTitle, { duration: 60_000, action: { label: checkoutText.whatsappStepAction, onClick: () => prepareWhatsAppHandoff().send(link) } });
      }
      if (event.chat?.channel === 'instagram') {
        // Instagram takes no prefilled text and the clipboard needs a tap of its own: one more.
        const text = event.chat.text;
        toast(checkoutText.instagramStepTitle, {
          description: checkoutText.instagramStepText,
          duration: 60_000,
          action: { label: checkoutText.instagramStepAction, onClick: () => openChat('instagram', text) },
        });
      }
      handoff.current = null;
      onClose();
    },
    'checkout.cartClearRequested': () => cart.actor.send({ type: 'CLEAR', reason: 'order' }),
    'checkout.cartChangeRequested': (event) => cart.actor.send(event.change),
    'checkout.termsStale': () => delivery.refresh(),
  });

  // While the order is being placed the dialog stays (Escape and the close button wait).
  const requestClose = useCallback(() => {
    if (!selectIsSubmitting(checkout.getSnapshot())) onClose();
  }, [checkout, onClose]);

  return (
    <Dialog open={open} onClose={requestClose} title={titles.checkout}>
      <CheckoutForm
        checkout={checkout}
        discount={discount}
        summary={summary}
        applied={applied}
        terms={terms}
        transfers={storeConfig.payment.transfers}
        sendEmail={notifications.sendEmail !== false}
        onSubmit={(channel: OrderChannel) => checkout.send({ type: 'SUBMIT', channel })}
        onPreorderInstead={() => checkout.send({ type: 'PREORDER_INSTEAD' })}
      />
    </Dialog>
  );
}

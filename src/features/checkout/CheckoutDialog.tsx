import { Suspense, useEffect, useState } from 'react';
import type { PageMode } from '../../domain/index.ts';
import { lazyWithPreload, useLazyReady } from '../../components/ui/lazyWithPreload.ts';
import { whenIdle } from '../../components/ui/whenIdle.ts';
import { cartDrawerLoaded, useCartDrawerOpen } from '../cart/index.ts';
import { useLocale } from '../../components/ui/PageLocale.tsx';
import { byLocale } from '../../domain/locale.ts';
import { withScreenMessages } from '../../i18n/index.ts';
import { hasSavedOrders } from './outboxStorage.ts';

// The form, its machines and the order RPCs are a separate chunk, with their words: most visits
// never check out.
const checkoutControllers = byLocale((locale) =>
  lazyWithPreload(withScreenMessages(locale, ['checkout', 'cart', 'screenCopy'], () => import('./CheckoutController.tsx'))),
);
// The loading state is a dialog, whose code (shared with the drawers) is not start-up code either:
// it comes as the cart drawer opens, the only way to Checkout.
const CheckoutLoading = lazyWithPreload(() => import('./CheckoutLoading.tsx'));

/**
 * 'Complete Your Order'. This shell is all that ships with the page: the dialog itself is loaded
 * once the cart drawer has opened (the only way to reach Checkout), the drawer's code is here and
 * the browser is idle, so it is ready by the time Checkout is clicked (a click before shows the
 * loading state), and stays mounted from then on. An order kept on the phone from an earlier visit
 * (made without a line) loads it too, once the page is interactive and the browser idle: it sends it.
 */
export function CheckoutDialog({ mode, open, onClose, onOpen }: { mode: PageMode; open: boolean; onClose: () => void; onOpen: () => void }) {
  const drawerOpen = useCartDrawerOpen();
  const locale = useLocale();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  // Once the drawer has opened, its code has arrived and the browser is idle, not in the drawer's
  // own render: on a slow phone the form's chunks (~30 KB) were compiled and mounted between the
  // tap and the drawer, and, fetched beside the drawer's last file, held it back ~200 ms.
  useEffect(() => {
    if (wanted || !hasSavedOrders()) return;
    return whenIdle(() => setWanted(true));
  }, [wanted]);
  useEffect(() => {
    if (!drawerOpen || wanted) return;
    let cancelIdle: (() => void) | null = null;
    let current = true;
    CheckoutLoading.prefetch();
    cartDrawerLoaded(locale).then(
      () => {
        if (current) cancelIdle = whenIdle(() => setWanted(true));
      },
      // A drawer that could not load shows its own error; the checkout waits for a tap on it.
      () => {},
    );
    return () => {
      current = false;
      cancelIdle?.();
    };
  }, [drawerOpen, wanted, locale]);

  const CheckoutController = checkoutControllers[locale];
  // Shown by its code's arrival while open (Checkout tapped before it came), the form takes the
  // shopper's first keystrokes at once (see useLazyReady).
  const ready = useLazyReady(CheckoutController, wanted, { typedIntoAsItShows: true });
  if (ready) return <CheckoutController mode={mode} open={open} onClose={onClose} onOpen={onOpen} />;
  return open ? (
    <Suspense fallback={null}>
      <CheckoutLoading onClose={onClose} />
    </Suspense>
  ) : null;
}

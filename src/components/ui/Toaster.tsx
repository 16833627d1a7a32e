import { Suspense, useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { lazyWithPreload } from './lazyWithPreload.ts';
import { useMessages } from './PageLocale.tsx';
import { loadSonner, sonnerRequested, subscribeToSonner } from './toast.ts';

/**
 * Toasts start below the header at its lowest (the announcement bar's 36 px plus the header's
 * 65 px, while the page is scrolled to the top): at sonner's default 16 px a toast covered the
 * cart and menu buttons on a phone for its four seconds, right when a shopper who has just added
 * something reaches for the cart.
 */
const BELOW_HEADER = { top: '6.75rem' };

/**
 * Inside a dialog on a phone (sonner's mobile layout, up to 600 px), toasts sit over the dialog's
 * own title bar instead: below the page's header they covered a phone-wide cart drawer's first
 * line, right on the stepper the shopper had just tapped (a second tap landed on the toast). Not
 * at the bottom, where the keyboard, open while a discount code is typed, would hide them. Wider,
 * they stay where the page's own copy of them is, behind the backdrop, so only one shows.
 */
const OVER_DIALOG_TITLE = { top: '0.5rem' };

/**
 * Sonner's rich colours with text dark enough to read: its own green (hsl 140 100% 27%) and red
 * (hsl 360 100% 45%) on their pale backgrounds measure about 4.3:1 and 4.4:1, under the 4.5:1
 * small text needs (axe flags a toast's description). These give about 5.2:1 and 5.3:1.
 */
const READABLE_COLOURS = { '--success-text': 'hsl(140, 100%, 24%)', '--error-text': 'hsl(360, 100%, 40%)' } as CSSProperties;

const Toaster = lazyWithPreload(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** The page's writing direction (App sets `<html dir>` from the URL's language before a dialog can open). */
function documentDirection(): 'ltr' | 'rtl' {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The shop's toaster. The page has one (AppToaster in src/app/App.tsx); every open Dialog has one
 * too (below). Not in the prerendered HTML, and not downloaded until the first toast (see toast.ts).
 */
export function AppToaster({ dir, mobileOffset = BELOW_HEADER }: { dir: 'ltr' | 'rtl'; mobileOffset?: { top: string } }) {
  // False on the server and while hydrating: sonner is only ever asked for by a toast.
  const requested = useSyncExternalStore(subscribeToSonner, sonnerRequested, () => false);
  const { common } = useMessages();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        offset={BELOW_HEADER}
        mobileOffset={mobileOffset}
        style={READABLE_COLOURS}
        richColors
        closeButton
        dir={dir}
        containerAriaLabel={common.notifications}
        toastOptions={{ closeButtonAriaLabel: common.closeNotification }}
      />
    </Suspense>
  );
}

/**
 * Toasts inside a modal. A native modal <dialog> sits in the browser's top layer, above every
 * z-index: the page's own <Toaster> (AppToaster in src/app/App.tsx) is drawn under the dialog and its backdrop,
 * and is inert, while the dialog is open — a 'Missing Information' or 'Cannot Update Quantity'
 * toast would be hidden behind the very dialog that caused it. Rendered inside the dialog with
 * the same settings but its place (OVER_DIALOG_TITLE), this second toaster shows the same toasts
 * (sonner's state is global); it goes away with the dialog.
 *
 * Put it last in the dialog: when the focus leaves sonner's toast list, sonner moves it back to
 * the element it came from, so a toaster early in the tab order would keep Tab from ever reaching
 * the controls after it.
 */
export function ModalToaster() {
  // An open dialog may toast through sonner directly (the checkout): have it, and the page's toaster, ready.
  useEffect(() => void loadSonner().catch(() => {}), []);
  return <AppToaster dir={documentDirection()} mobileOffset={OVER_DIALOG_TITLE} />;
}

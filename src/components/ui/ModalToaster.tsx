import { useEffect } from 'react';
import { AppToaster } from './Toaster.tsx';
import { loadSonner } from './toast.ts';

/** The page's writing direction (App sets `<html dir>` from the URL's language before a dialog can open). */
function documentDirection(): 'ltr' | 'rtl' {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * Toasts inside a modal. A native modal <dialog> sits in the browser's top layer, above every
 * z-index: the page's own <Toaster> (AppToaster in src/app/App.tsx) is drawn under the dialog and its backdrop,
 * and is inert, while the dialog is open — a 'Missing Information' or 'Cannot Update Quantity'
 * toast would be hidden behind the very dialog that caused it. Rendered inside the dialog with
 * the same settings but its place (over the dialog's title bar, SonnerToaster.tsx), this second
 * toaster shows the same toasts (sonner's state is global); it goes away with the dialog.
 *
 * Put it last in the dialog: when the focus leaves sonner's toast list, sonner moves it back to
 * the element it came from, so a toaster early in the tab order would keep Tab from ever reaching
 * the controls after it.
 */
export function ModalToaster() {
  // A dialog is where toasts come quickest (a quantity changed, a code applied): have sonner here by then.
  useEffect(() => void loadSonner().catch(() => {}), []);
  return <AppToaster dir={documentDirection()} placement="dialog" />;
}

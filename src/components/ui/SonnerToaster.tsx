import type { CSSProperties } from 'react';
import { toast, Toaster } from 'sonner';
import { keptAcrossReload } from './codeDownloads.ts';
import { useMessages } from './PageLocale.tsx';
import type { WaitingToast } from './toast.ts';

// The toasts a reload for the shop's code interrupted (codeDownloads.ts, toast.ts), shown again as
// the toaster first comes; a stored value, so anything without a title is dropped.
const kept = keptAcrossReload('toasts');
for (const shown of (Array.isArray(kept) ? kept : []) as Partial<Record<keyof WaitingToast, unknown>>[]) {
  if (typeof shown?.title === 'string') toast[shown.kind === 'error' ? 'error' : 'success'](shown.title, { description: typeof shown.description === 'string' ? shown.description : undefined });
}

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

export type ToasterPlacement = 'page' | 'dialog';

/**
 * Sonner's rich colours with text dark enough to read: its own green (hsl 140 100% 27%) and red
 * (hsl 360 100% 45%) on their pale backgrounds measure about 4.3:1 and 4.4:1, under the 4.5:1
 * small text needs (axe flags a toast's description). These give about 5.2:1 and 5.3:1.
 */
const READABLE_COLOURS = { '--success-text': 'hsl(140, 100%, 24%)', '--error-text': 'hsl(360, 100%, 40%)' } as CSSProperties;

/**
 * sonner's toaster as the shop sets it (AppToaster in Toaster.tsx renders it once a toast has asked
 * for sonner): at the top, with a close button, in the page's direction and words.
 */
export default function SonnerToaster({ dir, placement }: { dir: 'ltr' | 'rtl'; placement: ToasterPlacement }) {
  const { common } = useMessages();
  return (
    <Toaster
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={placement === 'dialog' ? OVER_DIALOG_TITLE : BELOW_HEADER}
      style={READABLE_COLOURS}
      richColors
      closeButton
      dir={dir}
      containerAriaLabel={common.notifications}
      toastOptions={{ closeButtonAriaLabel: common.closeNotification }}
    />
  );
}

import { useMessages } from './PageLocale.tsx';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import { ModalToaster } from './ModalToaster.tsx';
import { DownloadRetryNotice } from './DownloadRetryNotice.tsx';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** 'center' for dialogs; drawers at the inline 'start' (left in English, right in Arabic) or 'end'. */
  placement?: 'center' | 'start' | 'end';
  /**
   * The dialog covers a phone's whole screen (below sm): the page behind (`behind-dialogs`,
   * src/index.css) is not drawn while it is open, so opening it restyles none of it.
   */
  coversPhoneScreen?: boolean;
  className?: string;
}

const placements = {
  center: 'm-auto w-[calc(100%-1.5rem)] max-w-lg rounded-xl max-h-[calc(100dvh-1.5rem)]',
  start: 'me-auto ms-0 my-0 h-dvh max-h-dvh w-full sm:max-w-sm',
  end: 'ms-auto me-0 my-0 h-dvh max-h-dvh w-full sm:max-w-md',
};

/**
 * The control that opened a dialog removed while open, for a dialog opened in its place in the
 * same commit (the checkout's form replacing its loading state): the removal left the focus on
 * nothing, so the new dialog would otherwise give it back to nothing when it closes. Forgotten
 * after the commit.
 */
let openerOfReplacedDialog: Element | null = null;

/** Marks the page as covered by a dialog (`behind-dialogs` in src/index.css), or not. */
function coverPage(covered: boolean) {
  document.documentElement.toggleAttribute('data-page-covered', covered);
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind inert, closes
 * on Escape and restores focus to the control that opened it. Clicking the backdrop closes too.
 */
export function Dialog({ open, onClose, title, description, children, placement = 'center', coversPhoneScreen = false, className = '' }: DialogProps) {
  const { common } = useMessages();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const opener = useRef<Element | null>(null);

  // A layout effect: the commit that empties the dialog also closes it and shows the page again,
  // so no frame (and no reader of the page) ever sees an open, empty dialog over a hidden page.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const focused = document.activeElement;
      opener.current = (focused === null || focused === document.body) && openerOfReplacedDialog ? openerOfReplacedDialog : focused;
      // Before showModal(), so the page it turns inert is already skipped.
      if (coversPhoneScreen) coverPage(true);
      dialog.showModal();
    } else if (!open && dialog.open) {
      // The 'close' event comes a task later; the page shows again now.
      if (coversPhoneScreen) coverPage(false);
      dialog.close();
    }
  }, [open, coversPhoneScreen]);
  useEffect(() => {
    if (coversPhoneScreen) return () => coverPage(false);
  }, [coversPhoneScreen]);
  // Removed while open: run before the <dialog> leaves the page and before the effects of a
  // dialog mounted in the same commit.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (!dialog?.open) return;
      openerOfReplacedDialog = opener.current;
      queueMicrotask(() => (openerOfReplacedDialog = null));
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      // However it closed (state, Escape, a form): the page shows again before focus returns to it.
      if (coversPhoneScreen) coverPage(false);
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
      onClose();
    };
    // Escape fires 'cancel'; we close through React state so the two never disagree.
    const handleCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    dialog.addEventListener('close', handleClose);
    dialog.addEventListener('cancel', handleCancel);
    return () => {
      dialog.removeEventListener('close', handleClose);
      dialog.removeEventListener('cancel', handleCancel);
    };
  }, [onClose, coversPhoneScreen]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-black/50 ${placements[placement]} ${className}`}
    >
      {open && (
        <div className="flex h-full max-h-[inherit] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4">
            <div>
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-stone-600">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              className="-m-2 rounded-md p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
              aria-label={common.close}
            >
              <CloseIcon />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
          {/* Toasts raised while the dialog is open must show above it; last in the tab order. */}
          {/* The page's own notice is inert behind a modal: a failed download inside it is retried from here. */}
          <DownloadRetryNotice />
          <ModalToaster />
        </div>
      )}
    </dialog>
  );
}

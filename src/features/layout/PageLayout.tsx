import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigationType } from 'react-router-dom';
import type { PageMode } from '../../domain/index.ts';
import { CartDrawer, useCart } from '../cart/index.ts';
import { CheckoutDialog } from '../checkout/index.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { markPageInteractive } from '../../components/ui/earlyTaps.ts';
import { useMessages } from '../../components/ui/PageLocale.tsx';

/**
 * Every page's frame: announcement, sticky header, the page, footer, and the cart drawer and
 * order dialog, which run in the page's mode (it decides the success toast).
 *
 * `title` names the page in the document title ('MOMobel · Our Story'); without it the shop's
 * home title is used. A page reached by a link starts at the top; Back and Forward leave the
 * scroll position to the browser.
 */
export function PageLayout({ mode, title, children }: { mode: PageMode; title?: string; children: ReactNode }) {
  const cart = useCart();
  const { layout } = useMessages();
  const navigationType = useNavigationType();
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const startCheckout = useCallback(() => {
    cart.close();
    setCheckoutOpen(true);
  }, [cart]);
  const closeCheckout = useCallback(() => setCheckoutOpen(false), []);

  // Set once the page's handlers are committed (an effect runs after its subtree's commit; a fiber on
  // the DOM node is not enough: hydration in a transition puts it there during render, before the
  // page answers a click). The frame (header, page, footer) answers from then on, save the parts of
  // the page that hydrate later (HydrateAfterPage); `#main` is marked once they have too. Tests
  // and benchmarks wait for `#main[data-interactive]`. The inline script in index.html lets taps
  // through to what answers, and the ones it queued before are replayed.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    frame.current?.setAttribute('data-interactive', '');
    markPageInteractive();
  }, []);

  useDocumentTitle(title);
  useLayoutEffect(() => {
    if (navigationType !== 'POP' && !window.location.hash) window.scrollTo(0, 0);
    // Only when the page is entered, not on every query-string change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={frame} className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {layout.skipToContent}
      </a>
      <AnnouncementBar />
      <Header />
      <main id="main" tabIndex={-1} className="behind-dialogs flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <CartDrawer onCheckout={startCheckout} />
      <CheckoutDialog mode={mode} open={checkoutOpen} onClose={closeCheckout} onOpen={startCheckout} />
    </div>
  );
}

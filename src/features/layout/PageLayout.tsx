import { useCallback, useState, type ReactNode } from 'react';
import type { PageMode } from '../../domain/index.ts';
import { CartDrawer, useCart } from '../cart/index.ts';
import { CheckoutDialog } from '../checkout/index.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';

/**
 * Every page's frame: announcement, sticky header, the page, footer, and the cart drawer and
 * order dialog, which run in the page's mode (it decides the success toast).
 */
export function PageLayout({ mode, children }: { mode: PageMode; children: ReactNode }) {
  const cart = useCart();
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const startCheckout = useCallback(() => {
    cart.close();
    setCheckoutOpen(true);
  }, [cart]);
  const closeCheckout = useCallback(() => setCheckoutOpen(false), []);

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <AnnouncementBar />
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <CartDrawer onCheckout={startCheckout} />
      <CheckoutDialog mode={mode} open={checkoutOpen} onClose={closeCheckout} />
    </div>
  );
}

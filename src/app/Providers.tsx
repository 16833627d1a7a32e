import { useEffect, type ReactNode } from 'react';
import { CatalogProvider, useLoadedCatalog, type InitialCatalog } from '../features/catalog/index.ts';
import { CartProvider, useCart } from '../features/cart/index.ts';
import { DeliveryProvider, useDelivery } from '../features/delivery/index.ts';
import { whenIdle } from '../components/ui/whenIdle.ts';
import type { ShopTerms } from '../domain/index.ts';

/**
 * When the live catalogue arrives, the stored cart is checked against it (prices, stock, vanished
 * products, each with a notice). Never against the build's copy (a page's embedded part, or the
 * snapshot) before its changes since the build are applied: a product missing there may have been
 * added since. A page holding only its part completes it (the snapshot, then the changes) once the
 * browser is idle when the cart has lines to check; an empty cart asks for nothing, and a page
 * without products never loads the catalogue.
 */
function ReconcileCartWithCatalog() {
  const { catalog, live, complete, loadAll } = useLoadedCatalog();
  const { actor, lines } = useCart();
  const hasLines = lines.length > 0;
  useEffect(() => {
    if (catalog && !complete && hasLines) return whenIdle(loadAll);
  }, [catalog, complete, hasLines, loadAll]);
  useEffect(() => {
    if (catalog && live) actor.send({ type: 'RECONCILE', products: catalog.products });
  }, [catalog, live, actor]);
  return null;
}

/** The delivery terms the catalogue's changes carried (they changed since the build) reach the cart and checkout. */
function DeliveryTermsFromCatalog() {
  const { liveTerms } = useLoadedCatalog();
  const { receive } = useDelivery();
  useEffect(() => {
    if (liveTerms) receive(liveTerms);
  }, [liveTerms, receive]);
  return null;
}

export function Providers({
  children,
  initialCatalog = null,
  initialTerms = null,
  deliveryAreasUrl = null,
}: {
  children: ReactNode;
  initialCatalog?: InitialCatalog | null;
  /** The delivery zones and LBP rate a prerendered page embedded (its areas: see deliveryAreasUrl). */
  initialTerms?: ShopTerms | null;
  /** The build's file with the delivery areas a prerendered page left out. */
  deliveryAreasUrl?: string | null;
}) {
  return (
    <CatalogProvider initial={initialCatalog}>
      <DeliveryProvider initial={initialTerms} areasUrl={deliveryAreasUrl}>
        <CartProvider>
          <ReconcileCartWithCatalog />
          <DeliveryTermsFromCatalog />
          {children}
        </CartProvider>
      </DeliveryProvider>
    </CatalogProvider>
  );
}

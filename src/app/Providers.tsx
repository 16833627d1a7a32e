import { useEffect, type ReactNode } from 'react';
import { CatalogProvider, useLoadedCatalog, type InitialCatalog } from '../features/catalog/index.ts';
import { CartProvider, useCart } from '../features/cart/index.ts';
import { DeliveryProvider } from '../features/delivery/index.ts';
import type { ShopTerms } from '../domain/index.ts';

/**
 * When the live catalogue arrives, the stored cart is checked against it (prices, stock, vanished
 * products, each with a notice). Never against the build's copy (a page's embedded part, or the
 * snapshot), which lacks what the owner added since: a product missing there is not gone. It does
 * not ask for the catalogue: a page without products never loads it.
 */
function ReconcileCartWithCatalog() {
  const { catalog, live } = useLoadedCatalog();
  const { actor } = useCart();
  useEffect(() => {
    if (catalog && live) actor.send({ type: 'RECONCILE', products: catalog.products });
  }, [catalog, live, actor]);
  return null;
}

export function Providers({
  children,
  initialCatalog = null,
  initialTerms = null,
}: {
  children: ReactNode;
  initialCatalog?: InitialCatalog | null;
  /** The delivery zones, areas and LBP rate a prerendered page embedded. */
  initialTerms?: ShopTerms | null;
}) {
  return (
    <CatalogProvider initial={initialCatalog}>
      <DeliveryProvider initial={initialTerms}>
        <CartProvider>
          <ReconcileCartWithCatalog />
          {children}
        </CartProvider>
      </DeliveryProvider>
    </CatalogProvider>
  );
}

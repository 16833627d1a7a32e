import { useEffect, type ReactNode } from 'react';
import type { Catalog } from '../domain/index.ts';
import { CatalogProvider, useCatalog } from '../features/catalog/index.ts';
import { CartProvider, useCart } from '../features/cart/index.ts';

/** When the catalogue arrives, the stored cart is checked against it (prices, stock, vanished products). */
function ReconcileCartWithCatalog() {
  const { catalog } = useCatalog();
  const { actor } = useCart();
  useEffect(() => {
    if (catalog) actor.send({ type: 'RECONCILE', products: catalog.products });
  }, [catalog, actor]);
  return null;
}

export function Providers({ children, initialCatalog = null }: { children: ReactNode; initialCatalog?: Catalog | null }) {
  return (
    <CatalogProvider initialCatalog={initialCatalog}>
      <CartProvider>
        <ReconcileCartWithCatalog />
        {children}
      </CartProvider>
    </CatalogProvider>
  );
}

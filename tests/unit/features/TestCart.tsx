import type { ReactNode } from 'react';
import type { ShopTerms } from '../../../src/domain/index.ts';
import { CartProvider } from '../../../src/features/cart/index.ts';
import { DeliveryProvider } from '../../../src/features/delivery/index.ts';
import { DEMO_TERMS } from '../domain/fixtures';

export const AREAS_URL = '/assets/delivery-0123456789ab.json';

/**
 * The cart as the app provides it, with the delivery terms it is priced by (the demo's unless
 * given) and neither of them stored: each test starts with an empty cart and no area chosen.
 */
export function TestCart({
  children,
  terms = DEMO_TERMS,
  areasFile,
}: {
  children: ReactNode;
  terms?: ShopTerms;
  /** As a prerendered page: `terms` came without their areas, which this reads from the build's file. */
  areasFile?: (url: string) => Promise<ShopTerms>;
}) {
  return (
    <DeliveryProvider initial={terms} load={async () => terms} areaStorage={null} {...(areasFile ? { areasUrl: AREAS_URL, loadAreas: areasFile } : {})}>
      <CartProvider input={{ storage: null }}>{children}</CartProvider>
    </DeliveryProvider>
  );
}

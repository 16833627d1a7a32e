import type { ReactNode } from 'react';
import type { ShopTerms } from '../../../src/domain/index.ts';
import { CartProvider } from '../../../src/features/cart/index.ts';
import { DeliveryProvider } from '../../../src/features/delivery/index.ts';
import { DEMO_TERMS } from '../domain/fixtures';

/**
 * The cart as the app provides it, with the delivery terms it is priced by (the demo's unless
 * given) and neither of them stored: each test starts with an empty cart and no area chosen.
 */
export function TestCart({ children, terms = DEMO_TERMS }: { children: ReactNode; terms?: ShopTerms }) {
  return (
    <DeliveryProvider initial={terms} load={async () => terms} areaStorage={null}>
      <CartProvider input={{ storage: null }}>{children}</CartProvider>
    </DeliveryProvider>
  );
}

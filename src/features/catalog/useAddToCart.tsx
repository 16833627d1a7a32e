import { useCallback, useState } from 'react';
import { requiresVariantChoice, type Product } from '../../domain/index.ts';
import { lazyWithPreload, useLazyReady } from '../../components/ui/lazyWithPreload.ts';
import { useCart } from '../cart/index.ts';
import type { VariantChoiceRequest } from './VariantDialog.tsx';

// The dialog and its machine are a separate chunk, loaded the first time a product with variants
// is added: a closed dialog shows nothing, so the prerendered page and hydration render nothing
// for it either, and most listings' taps (products without variants) never need it.
const VariantDialog = lazyWithPreload(() => import('./VariantDialog.tsx').then((module) => ({ default: module.VariantDialog })));

/**
 * Add to Cart from a product card. A product without variants goes straight to the cart; one
 * with variants opens the 'Select an option' dialog, whose variant-selection machine (dialog mode)
 * hands its `variant.add` to the cart, which checks stock.
 *
 *   const { add, dialog } = useAddToCart();
 *   <ProductCard product={p} onAdd={add} inCart={cart.isInCart(p.id)} />
 *   {dialog}
 */
export function useAddToCart() {
  const cart = useCart();
  const [request, setRequest] = useState<VariantChoiceRequest | null>(null);
  const add = useCallback(
    (product: Product) => {
      if (requiresVariantChoice(product)) setRequest({ product });
      else cart.add(product, null, 1);
    },
    [cart],
  );
  const dialog = useLazyReady(VariantDialog, request !== null) && <VariantDialog request={request} onAdd={cart.add} />;
  return { add, dialog };
}

import { useCallback } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { variantSelectionMachine } from '../../../machines/variantSelection.ts';
import type { Product } from '../../domain/index.ts';
import { useActorEvents } from '../../components/ui/useActorEvents.ts';
import { lazyWithPreload, useLazyReady } from '../../components/ui/lazyWithPreload.ts';
import { useCart } from '../cart/index.ts';
import { useLocale } from '../../components/ui/PageLocale.tsx';

// The dialog is a separate chunk, loaded the first time it opens: a closed dialog shows nothing,
// so the prerendered page and hydration render nothing for it either.
const VariantDialog = lazyWithPreload(() => import('./VariantDialog.tsx').then((module) => ({ default: module.VariantDialog })));

/**
 * Add to Cart from a product card. A product without variants goes straight to the cart; one
 * with variants opens the 'Select an option' dialog. The choice runs on the variant-selection
 * machine (dialog mode), whose `variant.add` is handed to the cart, which checks stock.
 *
 *   const { add, dialog } = useAddToCart();
 *   <ProductCard product={p} onAdd={add} inCart={cart.isInCart(p.id)} />
 *   {dialog}
 */
export function useAddToCart() {
  const actor = useActorRef(variantSelectionMachine(), { input: { mode: 'dialog', locale: useLocale() } });
  const cart = useCart();
  useActorEvents(actor, {
    'variant.add': ({ product, variant, quantity }) => cart.add(product, variant, quantity),
  });

  const add = useCallback((product: Product) => actor.send({ type: 'OPEN', product }), [actor]);
  const isOpen = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const dialog = useLazyReady(VariantDialog, isOpen) && <VariantDialog actor={actor} />;
  return { add, isOpen, dialog };
}

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { cartMachine, selectCartLines, selectTotalQuantity, type CartInput } from '../../../machines/cart.ts';
import { cartTotals, isInCart, type CartLine, type OrderTotals, type Product, type Variant } from '../../domain/index.ts';
import { showToast } from '../../components/ui/toast.ts';
import { storeConfig } from '../../config/store.ts';

export type CartActor = ActorRefFrom<typeof cartMachine>;

export interface CartApi {
  actor: CartActor;
  lines: CartLine[];
  totalQuantity: number;
  totals: OrderTotals;
  isInCart: (productId: string) => boolean;
  add: (product: Product, variant?: Variant | null, quantity?: number) => void;
  updateQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  clear: () => void;
  /** The cart drawer. */
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const CartContext = createContext<CartApi | null>(null);

/**
 * One cart for the whole app: the cart machine (persisted to localStorage) plus the drawer's
 * open state. Every outcome the machine emits becomes the spec's toast here, in one place.
 */
export function CartProvider({ children, input }: { children: ReactNode; input?: Partial<CartInput> }) {
  const actor = useActorRef(cartMachine, {
    input: { storageKey: storeConfig.cartStorageKey, legacyStorageKey: storeConfig.legacyCartStorageKey, ...input },
  });
  const lines = useSelector(actor, selectCartLines);
  const totalQuantity = useSelector(actor, selectTotalQuantity);
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    const subscription = actor.on('*', (event) => {
      if (event.toast) showToast(event.toast);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);

  const value = useMemo<CartApi>(
    () => ({
      actor,
      lines,
      totalQuantity,
      totals: cartTotals(lines),
      isInCart: (productId) => isInCart(lines, productId),
      add: (product, variant = null, quantity = 1) => actor.send({ type: 'ADD', product, variant, quantity }),
      updateQuantity: (key, quantity) => actor.send({ type: 'UPDATE_QUANTITY', key, quantity }),
      remove: (key) => actor.send({ type: 'REMOVE', key }),
      clear: () => actor.send({ type: 'CLEAR' }),
      isOpen,
      open,
      close,
    }),
    [actor, lines, totalQuantity, isOpen, open, close],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside <CartProvider>');
  return value;
}

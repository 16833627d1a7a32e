import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { cartMachine, selectCartLines, selectTotalQuantity, type CartInput } from '../../../machines/cart.ts';
import { cartTotals, isInCart, type CartLine, type DeliveryZone, type OrderTotals, type Product, type Variant } from '../../domain/index.ts';
import { keepAcrossReload, keptAcrossReload } from '../../components/ui/codeDownloads.ts';
import { showToast } from '../../components/ui/toast.ts';
import { useActorEvents } from '../../components/ui/useActorEvents.ts';
import { storeConfig } from '../../config/store.ts';
import { useHydrated } from '../../components/ui/useHydrated.ts';
import { whenIdle } from '../../components/ui/whenIdle.ts';
import { useDelivery } from '../delivery/index.ts';
import { useLocale } from '../../components/ui/PageLocale.tsx';

const NO_LINES: CartLine[] = [];
const DRAWER_KEPT_AS = 'cartDrawerOpen';
const selectHasLines = (snapshot: Parameters<typeof selectCartLines>[0]) => selectCartLines(snapshot).length > 0;

export type CartActor = ActorRefFrom<ReturnType<typeof cartMachine>>;

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
  /** Opens and closes the cart drawer (whether it is open: useCartDrawerOpen). */
  open: () => void;
  close: () => void;
}

/**
 * What every reader of the cart shares and what changes only with the delivery terms: the actor,
 * its commands and the zone delivery is priced by. The lines are not a context value: each reader
 * subscribes to the actor (useCart), for the reason the drawer's open state is a store (below).
 * Add to Cart on a product page changed the lines, and with them a context value, which made React
 * hydrate the related products (still waiting, HydrateAfterPage) in the tap's own render.
 */
interface CartShared {
  commands: Omit<CartApi, 'lines' | 'totalQuantity' | 'totals' | 'isInCart'>;
  zone: DeliveryZone | null;
}

const CartContext = createContext<CartShared | null>(null);

/**
 * Whether the cart drawer is open, apart from the cart: opening the drawer re-renders the drawer
 * and what depends on it, not every reader of the cart (the header, the page, every listing). On
 * a slow phone the first tap on the cart icon waits for that render.
 *
 * A store its readers subscribe to, not a context value: React cannot tell whether a part of the
 * page still being hydrated (HydrateAfterPage: the home page's listing) reads a context, so a
 * context change hydrates every such part at once, in the change's own render. A tap on the cart
 * icon, made as the page answered, hydrated the whole listing before the drawer opened.
 */
interface DrawerOpenStore {
  isOpen: () => boolean;
  subscribe: (listener: () => void) => () => void;
  set: (open: boolean) => void;
}

function drawerOpenStore(openAtFirst: boolean): DrawerOpenStore {
  let open = openAtFirst;
  const listeners = new Set<() => void>();
  return {
    isOpen: () => open,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === open) return;
      open = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const CartDrawerOpenContext = createContext<DrawerOpenStore | null>(null);
const closedWhileHydrating = () => false;

/**
 * One cart for the whole app: the cart machine (persisted to localStorage), which each reader
 * subscribes to (useCart), plus the drawer's open state (a store of its own). Every outcome the
 * machine emits becomes the spec's toast here, in one place.
 *
 * The cart lives in this browser's storage, which a page prerendered at build time knows nothing
 * of: while React hydrates a component of such a page, useCart gives it an empty cart (what the
 * server drew), and the stored lines right after. Judged per component, not here: a lazy route
 * hydrates after this provider already has. Components need no hydration check of their own.
 */
export function CartProvider({ children, input }: { children: ReactNode; input?: Partial<CartInput> }) {
  const actor = useActorRef(cartMachine(), {
    input: {
      storageKey: storeConfig.cartStorageKey,
      legacyStorageKey: storeConfig.legacyCartStorageKey,
      storeId: storeConfig.storeId,
      locale: useLocale(),
      ...input,
    },
  });
  const hasLines = useSelector(actor, selectHasLines);
  // Open again after a reload that brought back the shop's code, if the shopper had opened it (codeDownloads.ts).
  const [drawer] = useState(() => drawerOpenStore(keptAcrossReload(DRAWER_KEPT_AS) === true));
  useEffect(() => keepAcrossReload(DRAWER_KEPT_AS, drawer.isOpen), [drawer]);
  const isOpen = useSyncExternalStore(drawer.subscribe, drawer.isOpen, closedWhileHydrating);
  // Delivery is priced for the area the shopper chose at checkout, else the default zone.
  const { zone, needAreas } = useDelivery();
  // A prerendered page leaves the delivery areas out: they are read before the shopper needs
  // them, once the browser is idle when the cart has lines, at once when it is open with lines
  // (they price delivery to the chosen area, and the checkout opens from it). An empty cart
  // opened needs none: their arrival changes the delivery terms, a context change that would
  // make React hydrate at once the parts of the page still waiting to (the home page's listing).
  useEffect(() => {
    if (hasLines) return whenIdle(needAreas);
  }, [hasLines, needAreas]);
  useEffect(() => {
    if (isOpen && hasLines) needAreas();
  }, [isOpen, hasLines, needAreas]);

  useActorEvents(actor, {
    '*': (event) => {
      if (event.toast) showToast(event.toast);
    },
  });

  const { open, close } = useMemo(() => ({ open: () => drawer.set(true), close: () => drawer.set(false) }), [drawer]);

  const shared = useMemo<CartShared>(
    () => ({
      commands: {
        actor,
        add: (product, variant = null, quantity = 1) => actor.send({ type: 'ADD', product, variant, quantity }),
        updateQuantity: (key, quantity) => actor.send({ type: 'UPDATE_QUANTITY', key, quantity }),
        remove: (key) => actor.send({ type: 'REMOVE', key }),
        clear: () => actor.send({ type: 'CLEAR' }),
        open,
        close,
      },
      zone,
    }),
    [actor, zone, open, close],
  );
  return (
    <CartContext.Provider value={shared}>
      <CartDrawerOpenContext.Provider value={drawer}>{children}</CartDrawerOpenContext.Provider>
    </CartContext.Provider>
  );
}

/** Whether the cart drawer is open (the cart's `open` and `close` change it). */
export function useCartDrawerOpen(): boolean {
  const drawer = useContext(CartDrawerOpenContext);
  if (!drawer) throw new Error('useCartDrawerOpen must be used inside <CartProvider>');
  return useSyncExternalStore(drawer.subscribe, drawer.isOpen, closedWhileHydrating);
}

function useCartShared(): CartShared {
  const shared = useContext(CartContext);
  if (!shared) throw new Error('useCart must be used inside <CartProvider>');
  return shared;
}

/**
 * The cart; empty while the calling component hydrates a prerendered page (what the server drew).
 * Each reader subscribes to the cart's actor itself, so a change of the lines re-renders the
 * readers and nothing else (no context changes: see CartShared).
 */
export function useCart(): CartApi {
  const { commands, zone } = useCartShared();
  const hydrated = useHydrated();
  const storedLines = useSelector(commands.actor, selectCartLines);
  const storedQuantity = useSelector(commands.actor, selectTotalQuantity);
  const lines = hydrated ? storedLines : NO_LINES;
  const totalQuantity = hydrated ? storedQuantity : 0;
  return useMemo<CartApi>(
    () => ({
      ...commands,
      lines,
      totalQuantity,
      totals: cartTotals(lines, null, zone),
      isInCart: (productId) => isInCart(lines, productId),
    }),
    [commands, lines, totalQuantity, zone],
  );
}

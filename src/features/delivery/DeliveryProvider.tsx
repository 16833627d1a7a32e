import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { selectChosenArea, selectTerms, shopTermsMachine, type AreaStorage } from '../../../machines/shopTerms.ts';
import { storeConfig } from '../../config/store.ts';
import { fetchShopTerms } from '../../data/delivery.ts';
import { findArea, zoneForArea, type DeliveryArea, type DeliveryZone, type ShopTerms } from '../../domain/index.ts';
import { whenIdle } from '../../components/ui/whenIdle.ts';

export interface DeliveryState {
  /** The shop's zones, areas and LBP rate; null until read (a prerendered page has them at once). */
  terms: ShopTerms | null;
  /** The listed area the shopper chose last, if it is still on the list. */
  area: DeliveryArea | null;
  /** The zone the cart is priced for: the chosen area's, else the default zone; null without terms. */
  zone: DeliveryZone | null;
  /** Remembers the listed area the shopper chose (null: none, or a place not on the list). */
  chooseArea: (area: string | null) => void;
  /** Reads the terms again (the server priced delivery otherwise than shown). */
  refresh: () => void;
}

const DeliveryContext = createContext<DeliveryState | null>(null);

/** Where the chosen area is remembered, beside the cart. */
const AREA_STORAGE_KEY = `${storeConfig.cartStorageKey}-delivery-area`;

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage blocked: the area is remembered for this page only.
    return null;
  }
}

/**
 * The shop's delivery and currency terms for every page (the shopTerms machine): what a
 * prerendered page embedded, refreshed from the database once the browser is idle, plus the area
 * the shopper chose at checkout, so the cart prices delivery for it.
 */
export function DeliveryProvider({
  children,
  initial = null,
  load = fetchShopTerms,
  areaStorage = browserStorage(),
}: {
  children: ReactNode;
  initial?: ShopTerms | null;
  /** Tests replace the read and the storage. */
  load?: () => Promise<ShopTerms>;
  areaStorage?: AreaStorage | null;
}) {
  const actor = useActorRef(shopTermsMachine.provide({ actors: { loadTerms: fromPromise(() => load()) } }), {
    input: { initialTerms: initial, areaStorage, areaStorageKey: AREA_STORAGE_KEY },
  });
  const hasInitial = initial !== null;
  useEffect(() => {
    if (!hasInitial) return;
    // Live fees matter by the time the shopper opens the cart, not before the first paint.
    return whenIdle(() => actor.send({ type: 'REFRESH' }));
  }, [actor, hasInitial]);

  const terms = useSelector(actor, selectTerms);
  const chosen = useSelector(actor, selectChosenArea);
  const value = useMemo<DeliveryState>(() => {
    const area = terms ? findArea(terms, chosen) : null;
    return {
      terms,
      area,
      zone: terms ? zoneForArea(terms, area) : null,
      chooseArea: (name) => {
        if (actor.getSnapshot().context.area !== name) actor.send({ type: 'CHOOSE_AREA', area: name });
      },
      refresh: () => actor.send({ type: 'REFRESH' }),
    };
  }, [actor, terms, chosen]);
  return <DeliveryContext.Provider value={value}>{children}</DeliveryContext.Provider>;
}

export function useDelivery(): DeliveryState {
  const value = useContext(DeliveryContext);
  if (!value) throw new Error('useDelivery must be used inside <DeliveryProvider>');
  return value;
}

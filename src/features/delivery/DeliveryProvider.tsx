import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { providedOnce } from '../../../machines/builtOnFirstUse.ts';
import { selectChosenArea, selectTerms, shopTermsMachine, type AreaStorage } from '../../../machines/shopTerms.ts';
import { storeConfig } from '../../config/store.ts';
import { fetchDeliveryTermsFile, fetchShopTerms } from '../../data/delivery.ts';
import { findArea, zoneForArea, type DeliveryArea, type DeliveryZone, type ShopTerms } from '../../domain/index.ts';

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
  /** Takes terms read elsewhere (the catalogue's changes since the build carried them). */
  receive: (terms: ShopTerms) => void;
  /** The cart or the checkout is about to use the areas: reads them if the page left them out. */
  needAreas: () => void;
}

const DeliveryContext = createContext<DeliveryState | null>(null);

/** The shop terms' machine with a provider's loaders, built once for the same ones (as CatalogProvider's). */
const providedShopTerms = providedOnce((load: () => Promise<ShopTerms>, loadAreas: (url: string) => Promise<ShopTerms>) =>
  shopTermsMachine().provide({
    actors: {
      loadTerms: fromPromise(() => load()),
      loadAreas: fromPromise(({ input }: { input: { url: string } }) => loadAreas(input.url)),
    },
  }),
);

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
 * prerendered page embedded (its areas from the build's file once the cart asks), brought up to date by the catalogue's changes since the build
 * (`receive`: they carry the terms when any changed), or read at once without them, plus the area
 * the shopper chose at checkout, so the cart prices delivery for it.
 */
export function DeliveryProvider({
  children,
  initial = null,
  areasUrl = null,
  load = fetchShopTerms,
  loadAreas = fetchDeliveryTermsFile,
  areaStorage = browserStorage(),
}: {
  children: ReactNode;
  initial?: ShopTerms | null;
  /** The build's file with the areas `initial` came without. */
  areasUrl?: string | null;
  /** Tests replace the reads and the storage. */
  load?: () => Promise<ShopTerms>;
  loadAreas?: (url: string) => Promise<ShopTerms>;
  areaStorage?: AreaStorage | null;
}) {
  // The first render's loaders, as in CatalogProvider.
  const [machine] = useState(() => providedShopTerms(load, loadAreas));
  const actor = useActorRef(machine, {
    input: { initialTerms: initial, areasUrl, areaStorage, areaStorageKey: AREA_STORAGE_KEY },
  });

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
      receive: (next) => actor.send({ type: 'TERMS_READ', terms: next }),
      needAreas: () => actor.send({ type: 'NEED_AREAS' }),
    };
  }, [actor, terms, chosen]);
  return <DeliveryContext.Provider value={value}>{children}</DeliveryContext.Provider>;
}

export function useDelivery(): DeliveryState {
  const value = useContext(DeliveryContext);
  if (!value) throw new Error('useDelivery must be used inside <DeliveryProvider>');
  return value;
}

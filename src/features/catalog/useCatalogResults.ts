import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import {
  CATALOG_PAGE_SIZE,
  DEFAULT_LISTING_STATE,
  countActiveFilters,
  listCatalogue,
  parsePriceBound,
  type ListingState,
  type Product,
} from '../../domain/index.ts';
import { useProductSearch } from './productSearch.ts';
import type { useListingState } from './useListingState.ts';

export type Listing = ReturnType<typeof useListingState>;

/** A prerendered home page's first page of the unfiltered listing, until the whole catalogue comes. */
export interface PartialListing {
  /** How many products the whole listing has (null: unknown). */
  listedCount: number | null;
  /** Asks for the whole catalogue. */
  onNeedAll: () => void;
}

function listingIsDefault(
  filters: Pick<ListingState, 'category' | 'subcategory' | 'search' | 'sort' | 'minPrice' | 'maxPrice'>,
): boolean {
  return (
    filters.category.trim().toLowerCase() === DEFAULT_LISTING_STATE.category &&
    filters.subcategory === '' &&
    filters.search.trim() === '' &&
    filters.sort === DEFAULT_LISTING_STATE.sort &&
    filters.minPrice === null &&
    filters.maxPrice === null
  );
}

/**
 * What the listing shows for the shopper's search, filters and order: the matching products for
 * sale, the page of them on screen ('Show more products' adds a page; other filters start again
 * from the first), how many there are (the count line's), the sold-out products a search found
 * (after those for sale, on the same pages), and whether the whole catalogue must come first
 * (`partial`).
 *
 * Typing stays fast on a big catalogue: the search arrives once typing pauses (useListingState),
 * the price boxes' bounds are deferred.
 */
export function useCatalogResults(products: readonly Product[], listing: Listing, partial: PartialListing | null) {
  const { state, draft } = listing;
  const search = draft.search;
  const searching = search.trim() !== '';
  const searchCode = useProductSearch(searching);
  const matcher = searchCode?.searchProducts;
  const minPrice = useDeferredValue(parsePriceBound(draft.min));
  const maxPrice = useDeferredValue(parsePriceBound(draft.max));
  const { forSale: listed, soldOut: soldOutFound } = useMemo(
    () =>
      listCatalogue(
        products,
        { category: state.category, subcategory: state.subcategory, search, sort: state.sort, minPrice, maxPrice },
        matcher,
      ),
    [products, state.category, state.subcategory, search, state.sort, minPrice, maxPrice, matcher],
  );
  const activeFilters = countActiveFilters({
    category: state.category,
    subcategory: state.subcategory,
    search: draft.search,
    minPrice: parsePriceBound(draft.min),
    maxPrice: parsePriceBound(draft.max),
  });

  const [limit, setLimit] = useState(CATALOG_PAGE_SIZE);
  // Other filters start again from the first page; the whole catalogue arriving does not.
  const filterKey = [state.category, state.subcategory, search, state.sort, minPrice, maxPrice].join('\u0000');
  const [limitFor, setLimitFor] = useState(filterKey);
  if (limitFor !== filterKey) {
    setLimitFor(filterKey);
    setLimit(CATALOG_PAGE_SIZE);
  }
  const shown = useMemo(() => (listed.length > limit ? listed.slice(0, limit) : listed), [listed, limit]);
  // The sold-out matches come after the products for sale, on the same pages.
  const soldOut = useMemo(() => soldOutFound.slice(0, Math.max(0, limit - listed.length)), [soldOutFound, listed, limit]);
  const unfiltered =
    state.view === DEFAULT_LISTING_STATE.view &&
    listingIsDefault({ category: state.category, subcategory: state.subcategory, search, sort: state.sort, minPrice, maxPrice });
  // A search waits for the matcher too (it loads as the box is focused, so it is seldom still coming).
  const waitingForAll = (partial !== null && !unfiltered) || (searching && !matcher);
  const waitingForMore = partial !== null && unfiltered && limit > CATALOG_PAGE_SIZE;
  const listedCount = partial && unfiltered ? (partial.listedCount ?? listed.length) : listed.length;
  const onNeedAll = partial?.onNeedAll;
  useEffect(() => {
    if (waitingForAll || waitingForMore) onNeedAll?.();
  }, [waitingForAll, waitingForMore, onNeedAll]);

  return {
    shown,
    soldOut,
    listedCount,
    /** Shows `soldOut` (not yet while the matcher's code is coming; a sold-out match comes with it). */
    SoldOutMatches: searchCode?.SoldOutMatches,
    /** Cards 'Show more products' would add: products for sale, then sold-out matches. */
    more: listedCount + soldOutFound.length - shown.length - soldOut.length,
    activeFilters,
    waitingForAll,
    waitingForMore,
    showMore: () => setLimit((value) => value + CATALOG_PAGE_SIZE),
  };
}

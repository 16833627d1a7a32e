/**
 * Listing state ⇄ URL query string, so a filtered catalogue is a link that can be shared in a
 * chat. Keys: category, subcategory, q, sort, min, max, view. Defaults are omitted when writing;
 * unknown or malformed values are ignored when reading. Keys this module does not own are kept.
 * A subcategory narrows its category, so it is read and written only together with a category.
 */
import { toDollars } from './money.ts';
import {
  ALL_CATEGORIES,
  DEFAULT_FILTERS,
  isSortId,
  parsePriceBound,
  type ListingFilters,
} from './catalog.ts';

export type ViewMode = 'grid' | 'list';

const DEFAULT_VIEW: ViewMode = 'grid';

export interface ListingState extends ListingFilters {
  view: ViewMode;
}

export const DEFAULT_LISTING_STATE: ListingState = { ...DEFAULT_FILTERS, view: DEFAULT_VIEW };

/** Longest search text read from a URL; anything longer is someone else's garbage. */
const MAX_QUERY_LENGTH = 200;

const LISTING_KEYS = ['category', 'subcategory', 'q', 'sort', 'min', 'max', 'view'] as const;

function toParams(input: URLSearchParams | string): URLSearchParams {
  return typeof input === 'string' ? new URLSearchParams(input) : input;
}

/** Reads listing state from a query string ('?a=b' or 'a=b') or URLSearchParams. */
export function parseListingQuery(input: URLSearchParams | string): ListingState {
  const params = toParams(input);
  const category = params.get('category')?.trim();
  const subcategory = category && category.toLowerCase() !== ALL_CATEGORIES ? params.get('subcategory')?.trim() : undefined;
  const search = params.get('q');
  const sort = params.get('sort');
  const view = params.get('view');
  return {
    category: category ? category.slice(0, MAX_QUERY_LENGTH) : ALL_CATEGORIES,
    subcategory: subcategory ? subcategory.slice(0, MAX_QUERY_LENGTH) : '',
    // Not trimmed: the box is bound to this value and a trailing space is part of typing.
    search: search ? search.slice(0, MAX_QUERY_LENGTH) : '',
    sort: isSortId(sort) ? sort : DEFAULT_LISTING_STATE.sort,
    minPrice: parsePriceBound(params.get('min')),
    maxPrice: parsePriceBound(params.get('max')),
    view: view === 'grid' || view === 'list' ? view : DEFAULT_VIEW,
  };
}

/**
 * Writes listing state as query parameters in a stable order, leaving out defaults. Parameters
 * of `base` that are not listing keys are kept, so other features can share the query string.
 */
export function serializeListingQuery(
  state: Partial<ListingState>,
  base?: URLSearchParams | string,
): URLSearchParams {
  const params = new URLSearchParams(base === undefined ? '' : toParams(base));
  for (const key of LISTING_KEYS) params.delete(key);

  const category = state.category?.trim();
  const subcategory = state.subcategory?.trim();
  if (category && category.toLowerCase() !== ALL_CATEGORIES) {
    params.set('category', category);
    if (subcategory) params.set('subcategory', subcategory);
  }
  if (state.search && state.search.trim() !== '') params.set('q', state.search);
  if (state.sort && state.sort !== DEFAULT_LISTING_STATE.sort && isSortId(state.sort)) params.set('sort', state.sort);
  if (state.minPrice !== null && state.minPrice !== undefined) params.set('min', String(toDollars(state.minPrice)));
  if (state.maxPrice !== null && state.maxPrice !== undefined) params.set('max', String(toDollars(state.maxPrice)));
  if (state.view && state.view !== DEFAULT_VIEW) params.set('view', state.view);
  return params;
}

/**
 * The listing after a change. Choosing a category (even the one already chosen, as the strip and
 * the menu do) means the whole category, so it leaves the subcategory unless the change names one.
 */
export function applyListingChange(state: ListingState, change: Partial<ListingState>): ListingState {
  const next = { ...state, ...change };
  if (change.category !== undefined && change.subcategory === undefined) next.subcategory = '';
  return next;
}

/** The home page's address for a listing, e.g. the menu's link to a category or subcategory. */
export function listingHref(state: Partial<ListingState>): string {
  const query = serializeListingQuery(state).toString();
  return query === '' ? '/' : `/?${query}`;
}

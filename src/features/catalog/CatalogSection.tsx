import { memo, startTransition, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { LoadingState } from '../../components/ui/Spinner.tsx';
import { buttonClass } from '../../components/ui/Button.tsx';
import { CloseIcon, FilterIcon, GridIcon, ListIcon, SearchIcon } from '../../components/ui/icons.tsx';
import {
  ALL_CATEGORIES,
  CATALOG_PAGE_SIZE,
  DEFAULT_LISTING_STATE,
  SORT_OPTIONS,
  countActiveFilters,
  isSortId,
  listProducts,
  parsePriceBound,
  type Product,
  type ListingState,
  type Subcategory,
  type ViewMode,
} from '../../domain/index.ts';
import { useCart } from '../cart/index.ts';
import { CATALOG_ID, CATALOG_SEARCH_ID } from '../layout/index.ts';
import { useHydrated } from '../../components/ui/useHydrated.ts';
import { ProductCard } from './ProductCard.tsx';
import { useAddToCart } from './useAddToCart.tsx';
import type { useListingState } from './useListingState.ts';

export type Listing = ReturnType<typeof useListingState>;

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
 * `value` as of the last painted frame: a change shows up after the browser has painted the frame
 * that follows it, in a transition. A keystroke in the search box paints the box at once; the
 * results (a filtered 5,000-item catalogue, a new page of cards) follow one frame later, and
 * several keystrokes within a frame give one update.
 */
function useValueAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let cancelled = false;
    const show = () => {
      if (!cancelled) startTransition(() => setShown(value));
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(show, 0)) : null;
    const timer = frame === null ? setTimeout(show, 0) : undefined;
    return () => {
      cancelled = true;
      if (frame !== null) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, shown]);
  return shown;
}

const fieldClass =
  'h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-900 placeholder:text-stone-500';

/** Why a price box holds no bound although something is typed in it. */
const PRICE_NOT_A_NUMBER = 'Enter a number, such as 25 or 19.99.';

const gridClass: Record<ViewMode, string> = {
  grid: 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4',
  list: 'flex flex-col gap-4',
};

/** The cards. Memoised: a keystroke that has not changed the results yet does not render them again. */
export const ProductList = memo(function ProductList({
  products,
  view,
  onAdd,
}: {
  products: readonly Product[];
  view: ViewMode;
  onAdd: (product: Product) => void;
}) {
  const cart = useCart();
  // 'In Cart' comes from this browser's cart: not in the prerendered HTML, so not while hydrating.
  const hydrated = useHydrated();
  return (
    <ul className={gridClass[view]}>
      {products.map((product) => (
        <li key={product.id} className="min-w-0">
          <ProductCard product={product} view={view} onAdd={onAdd} inCart={hydrated && cart.isInCart(product.id)} />
        </li>
      ))}
    </ul>
  );
});

/**
 * 'Our Products': search, category, sort, Filters (price range), view toggle and the results.
 *
 * A prerendered home page starts with only the first page of the unfiltered listing (`partial`,
 * with the listing's whole `listedCount`): it shows that page as is; anything else (a search, a
 * filter, another order, the list view, more cards) waits for the whole catalogue, which
 * `onNeedAll` asks for at once.
 */
export function CatalogSection({
  products,
  categories,
  subcategories,
  listing,
  partial = null,
}: {
  products: readonly Product[];
  categories: readonly string[];
  subcategories: readonly Subcategory[];
  listing: Listing;
  partial?: { listedCount: number | null; onNeedAll: () => void } | null;
}) {
  const { state, draft, type, flush, choose } = listing;
  const ids = { category: useId(), sort: useId(), min: useId(), max: useId(), panel: useId(), error: useId() };
  // A number box reports '' for text it cannot read as a number ('1e', '--'): remember which box
  // holds such text, so the shopper is told why it sets no bound instead of it silently doing nothing.
  const [unreadable, setUnreadable] = useState({ min: false, max: false });
  const priceInputs = { min: useRef<HTMLInputElement>(null), max: useRef<HTMLInputElement>(null) };
  const categorySelect = useRef<HTMLSelectElement>(null);
  // Words typed into the prerendered box before the code arrived: read before hydration commits
  // (which would set the box back to the URL's value), then applied once, so they stay and filter.
  const [typedBeforeCode] = useState(() =>
    typeof document === 'undefined' ? '' : ((document.getElementById(CATALOG_SEARCH_ID) as HTMLInputElement | null)?.value ?? ''),
  );
  useEffect(() => {
    if (typedBeforeCode !== '' && typedBeforeCode !== draft.search) type('search', typedBeforeCode);
    // Once, at mount: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const clearFilters = () => {
    listing.clearFilters();
    // Unreadable text is '' to React too, so React would leave it on screen: empty the boxes here.
    for (const input of [priceInputs.min.current, priceInputs.max.current]) if (input) input.value = '';
    setUnreadable({ min: false, max: false });
  };

  // Typing stays fast on a big catalogue: the boxes update at once, the list when React has time.
  const search = useValueAfterPaint(draft.search);
  const minPrice = useDeferredValue(parsePriceBound(draft.min));
  const maxPrice = useDeferredValue(parsePriceBound(draft.max));
  const listed = useMemo(
    () =>
      listProducts(products, {
        category: state.category,
        subcategory: state.subcategory,
        search,
        sort: state.sort,
        minPrice,
        maxPrice,
      }),
    [products, state.category, state.subcategory, search, state.sort, minPrice, maxPrice],
  );
  const activeFilters = countActiveFilters({
    category: state.category,
    subcategory: state.subcategory,
    search: draft.search,
    minPrice: parsePriceBound(draft.min),
    maxPrice: parsePriceBound(draft.max),
  });

  const [filtersOpen, setFiltersOpen] = useState(() => state.minPrice !== null || state.maxPrice !== null);
  const [limit, setLimit] = useState(CATALOG_PAGE_SIZE);
  // Other filters start again from the first page; the whole catalogue arriving does not.
  const filterKey = [state.category, state.subcategory, search, state.sort, minPrice, maxPrice].join('\u0000');
  const [limitFor, setLimitFor] = useState(filterKey);
  if (limitFor !== filterKey) {
    setLimitFor(filterKey);
    setLimit(CATALOG_PAGE_SIZE);
  }
  const shown = useMemo(() => (listed.length > limit ? listed.slice(0, limit) : listed), [listed, limit]);
  const unfiltered =
    state.view === DEFAULT_LISTING_STATE.view &&
    listingIsDefault({ category: state.category, subcategory: state.subcategory, search, sort: state.sort, minPrice, maxPrice });
  const waitingForAll = partial !== null && !unfiltered;
  const waitingForMore = partial !== null && unfiltered && limit > CATALOG_PAGE_SIZE;
  const listedCount = partial && unfiltered ? (partial.listedCount ?? listed.length) : listed.length;
  const onNeedAll = partial?.onNeedAll;
  useEffect(() => {
    if (waitingForAll || waitingForMore) onNeedAll?.();
  }, [waitingForAll, waitingForMore, onNeedAll]);
  const { add, dialog } = useAddToCart();

  const selectedCategory =
    state.category === ALL_CATEGORIES
      ? ALL_CATEGORIES
      : (categories.find((name) => name.toLowerCase() === state.category.toLowerCase()) ?? state.category);
  const categoryOptions = categories.includes(selectedCategory) || selectedCategory === ALL_CATEGORIES
    ? categories
    : [...categories, selectedCategory];

  const subcategoryName = state.subcategory
    ? (subcategories.find((subcategory) => subcategory.id === state.subcategory)?.name ?? 'Unknown subcategory')
    : null;

  const clampOnBlur = (field: 'min' | 'max') => {
    const value = draft[field];
    if (value.trim() !== '' && Number(value) < 0) type(field, '0');
    flush();
  };

  return (
    <section id={CATALOG_ID} aria-labelledby="catalog-title" className="mx-auto w-full max-w-7xl scroll-mt-20 px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="catalog-title" className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
            Our Products
          </h2>
          <p role="status" className="mt-1 text-sm text-stone-600">
            {waitingForAll ? 'Loading products…' : `${listedCount} product(s) found`}
          </p>
        </div>
        <div role="group" aria-label="View" className="inline-flex rounded-md border border-stone-300 bg-white p-0.5">
          <button
            type="button"
            aria-pressed={state.view === 'grid'}
            aria-label="Grid view"
            onClick={() => choose({ view: 'grid' })}
            className={`inline-flex h-10 w-10 items-center justify-center rounded ${state.view === 'grid' ? 'bg-primary text-primary-foreground' : 'text-stone-700 hover:bg-stone-100'}`}
          >
            <GridIcon />
          </button>
          <button
            type="button"
            aria-pressed={state.view === 'list'}
            aria-label="List view"
            onClick={() => choose({ view: 'list' })}
            className={`inline-flex h-10 w-10 items-center justify-center rounded ${state.view === 'list' ? 'bg-primary text-primary-foreground' : 'text-stone-700 hover:bg-stone-100'}`}
          >
            <ListIcon />
          </button>
        </div>
      </div>

      <div className="mt-5 grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-[minmax(0,1fr)_11rem_11rem_auto]">
        {/* A real GET form on the listing's own URL key: Enter searches even before the code has arrived. */}
        <form
          role="search"
          action="/"
          method="get"
          className="relative col-span-2 md:col-span-1"
          onSubmit={(event) => {
            event.preventDefault();
            flush();
          }}
        >
          <label htmlFor={CATALOG_SEARCH_ID} className="sr-only">
            Search products
          </label>
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-stone-500" width={18} height={18} />
          <input
            id={CATALOG_SEARCH_ID}
            name="q"
            type="search"
            value={draft.search}
            onChange={(event) => type('search', event.target.value)}
            onBlur={flush}
            onFocus={partial?.onNeedAll}
            placeholder="Search products..."
            autoComplete="off"
            enterKeyHint="search"
            className={`${fieldClass} pl-10`}
          />
        </form>
        <div>
          <label htmlFor={ids.category} className="sr-only">
            Category
          </label>
          <select
            ref={categorySelect}
            id={ids.category}
            value={selectedCategory}
            onChange={(event) => choose({ category: event.target.value })}
            className={fieldClass}
          >
            <option value={ALL_CATEGORIES}>All Categories</option>
            {categoryOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.sort} className="sr-only">
            Sort by
          </label>
          <select
            id={ids.sort}
            value={state.sort}
            onChange={(event) => {
              if (isSortId(event.target.value)) choose({ sort: event.target.value });
            }}
            className={fieldClass}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={ids.panel}
          onClick={() => setFiltersOpen((open) => !open)}
          aria-label={activeFilters > 0 ? `Filters, ${activeFilters} active` : 'Filters'}
          className={buttonClass('outline', 'md', 'col-span-2 md:col-span-1')}
        >
          <FilterIcon width={18} height={18} />
          Filters
          {activeFilters > 0 && (
            <span
              aria-hidden="true"
              className="flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold text-primary-foreground tabular-nums"
            >
              {activeFilters}
            </span>
          )}
        </button>
      </div>

      {subcategoryName !== null && (
        <ul aria-label="Active filters" className="mt-3 flex flex-wrap gap-2">
          <li className="inline-flex min-h-10 max-w-full items-center gap-1 rounded-full border border-primary/40 bg-primary/5 py-0.5 pr-0.5 pl-4 text-sm font-medium text-stone-900">
            <span className="min-w-0 truncate">
              {selectedCategory} › {subcategoryName}
            </span>
            <button
              type="button"
              onClick={() => {
                choose({ subcategory: '' });
                // The button goes away with the filter: keep keyboard focus on the category it leaves.
                categorySelect.current?.focus();
              }}
              aria-label={`Remove ${subcategoryName}, show all of ${selectedCategory}`}
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-primary/10 hover:text-primary"
            >
              <CloseIcon width={16} height={16} />
            </button>
          </li>
        </ul>
      )}

      <div
        id={ids.panel}
        hidden={!filtersOpen}
        className="mt-3 rounded-xl border border-stone-200 bg-stone-50 p-4"
      >
        <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[10rem_10rem_auto]">
          {(['min', 'max'] as const).map((bound) => (
            <div key={bound} className="flex flex-col gap-1">
              <label htmlFor={ids[bound]} className="text-sm font-medium text-stone-800">
                {bound === 'min' ? 'Min Price' : 'Max Price'}
              </label>
              <input
                id={ids[bound]}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={draft[bound]}
                ref={priceInputs[bound]}
                onChange={(event) => type(bound, event.target.value)}
                // Every keystroke, unlike onChange, which stays silent while the value stays ''.
                onInput={(event) => {
                  const { badInput } = event.currentTarget.validity;
                  setUnreadable((current) => (current[bound] === badInput ? current : { ...current, [bound]: badInput }));
                }}
                onBlur={() => clampOnBlur(bound)}
                placeholder="Any"
                aria-invalid={unreadable[bound] || undefined}
                aria-describedby={unreadable[bound] ? `${ids.error}-${bound}` : undefined}
                className={`${fieldClass} ${unreadable[bound] ? 'border-red-600' : ''}`}
              />
              {unreadable[bound] && (
                <p id={`${ids.error}-${bound}`} className="text-sm text-red-700">
                  {PRICE_NOT_A_NUMBER}
                </p>
              )}
            </div>
          ))}
          <button
            type="button"
            onClick={clearFilters}
            disabled={activeFilters === 0 && !unreadable.min && !unreadable.max}
            className={buttonClass('ghost', 'md', 'col-span-2 justify-self-start sm:col-span-1')}
          >
            Clear Filters
          </button>
        </div>
      </div>

      <div className="mt-6">
        {waitingForAll ? (
          <LoadingState message="Loading products..." />
        ) : listed.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-stone-300 px-4 py-16 text-center">
            <h3 className="text-lg font-semibold text-stone-900">No products found</h3>
            <p className="text-stone-600">Try adjusting your search or filters</p>
            {!filtersOpen && activeFilters > 0 && (
              <button type="button" onClick={clearFilters} className={buttonClass('outline', 'md', 'mt-3')}>
                Clear Filters
              </button>
            )}
          </div>
        ) : (
          <>
            <ProductList products={shown} view={state.view} onAdd={add} />
            {waitingForMore ? (
              <LoadingState message="Loading more products..." className="mt-8" />
            ) : shown.length < listedCount && (
              <div className="mt-8 flex justify-center">
                <button type="button" onClick={() => setLimit((value) => value + CATALOG_PAGE_SIZE)} className={buttonClass('outline', 'lg')}>
                  Show more products
                  <span className="text-stone-500">({listedCount - shown.length} more)</span>
                </button>
              </div>
            )}
          </>
        )}
      </div>
      {dialog}
    </section>
  );
}

import { useId, useRef, useState } from 'react';
import { Localized, useLocale, useLocalize, useScreenMessages } from '../../components/ui/PageLocale.tsx';
import type { LocalizedText } from '../../domain/locale.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { CloseIcon, FilterIcon, GridIcon, ListIcon } from '../../components/ui/icons.tsx';
import { ALL_CATEGORIES, SORT_OPTIONS, isSortId, type Product, type Subcategory } from '../../domain/index.ts';
import { CATALOG_ID } from '../layout/index.ts';
import { CatalogResults } from './CatalogResults.tsx';
import { CatalogSearchBox } from './CatalogSearchBox.tsx';
import { fieldClass } from './fieldClass.ts';
import { usePriceBoxes } from './usePriceBoxes.ts';
import { useAddToCart } from './useAddToCart.tsx';
import { lazyWithPreload, useLazyReady } from '../../components/ui/lazyWithPreload.ts';
import { useCatalogResults, type Listing, type PartialListing } from './useCatalogResults.ts';

export type { Listing } from './useCatalogResults.ts';

// The Filters panel comes when it is first opened (its code is not start-up code: most visits
// never open it), asked for as the pointer or the focus reaches the button; then it stays, hidden
// when closed, keeping what was typed.
const PriceRangePanel = lazyWithPreload(() => import('./PriceRangePanel.tsx').then((module) => ({ default: module.PriceRangePanel })));

/**
 * 'Our Products': search, category, sort, Filters (price range), view toggle and the results.
 *
 * A prerendered home page starts with only the first page of the unfiltered listing (`partial`,
 * with the listing's whole `listedCount`): it shows that page as is; anything else (a search, a
 * filter, another order, the list view, more cards) waits for the whole catalogue, which
 * `onNeedAll` asks for at once (useCatalogResults).
 */
export function CatalogSection({
  products,
  categories,
  categoryName,
  subcategories,
  listing,
  partial = null,
}: {
  products: readonly Product[];
  /** The categories' English names (the filter's values). */
  categories: readonly string[];
  /** A category's name as the page shows it. */
  categoryName: (name: string) => LocalizedText;
  subcategories: readonly Subcategory[];
  listing: Listing;
  partial?: PartialListing | null;
}) {
  const text = useScreenMessages('listing');
  const locale = useLocale();
  const localize = useLocalize();
  const { state, choose } = listing;
  const ids = { category: useId(), sort: useId(), panel: useId() };
  const categorySelect = useRef<HTMLSelectElement>(null);
  const priceBoxes = usePriceBoxes();
  const results = useCatalogResults(products, listing, partial);
  const [filtersOpen, setFiltersOpen] = useState(() => state.minPrice !== null || state.maxPrice !== null);
  const panelReady = useLazyReady(PriceRangePanel, filtersOpen);
  const { add, dialog } = useAddToCart();
  const clearFilters = () => {
    listing.clearFilters();
    priceBoxes.empty();
  };

  const selectedCategory =
    state.category === ALL_CATEGORIES
      ? ALL_CATEGORIES
      : (categories.find((name) => name.toLowerCase() === state.category.toLowerCase()) ?? state.category);
  const categoryOptions = categories.includes(selectedCategory) || selectedCategory === ALL_CATEGORIES
    ? categories
    : [...categories, selectedCategory];

  const activeSubcategory = state.subcategory ? subcategories.find((subcategory) => subcategory.id === state.subcategory) : undefined;
  const subcategoryName: LocalizedText | null = state.subcategory
    ? activeSubcategory
      ? localize(activeSubcategory.name, activeSubcategory.nameAr)
      : { text: text.unknownSubcategory, lang: locale }
    : null;

  return (
    <section id={CATALOG_ID} aria-labelledby="catalog-title" className="mx-auto w-full max-w-7xl scroll-mt-20 px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="catalog-title" className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
            {text.ourProducts}
          </h2>
          <p role="status" className="mt-1 text-sm text-stone-600">
            {results.waitingForAll ? text.loadingProducts : text.productsFound(results.listedCount)}
          </p>
        </div>
        <div role="group" aria-label={text.view} className="inline-flex rounded-md border border-stone-300 bg-white p-0.5">
          <button
            type="button"
            aria-pressed={state.view === 'grid'}
            aria-label={text.gridView}
            onClick={() => choose({ view: 'grid' })}
            className={`inline-flex h-10 w-10 items-center justify-center rounded ${state.view === 'grid' ? 'bg-primary text-primary-foreground' : 'text-stone-700 hover:bg-stone-100'}`}
          >
            <GridIcon />
          </button>
          <button
            type="button"
            aria-pressed={state.view === 'list'}
            aria-label={text.listView}
            onClick={() => choose({ view: 'list' })}
            className={`inline-flex h-10 w-10 items-center justify-center rounded ${state.view === 'list' ? 'bg-primary text-primary-foreground' : 'text-stone-700 hover:bg-stone-100'}`}
          >
            <ListIcon />
          </button>
        </div>
      </div>

      <div className="mt-5 grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-[minmax(0,1fr)_11rem_11rem_auto]">
        <CatalogSearchBox listing={listing} onFocus={partial?.onNeedAll} />
        <div>
          <label htmlFor={ids.category} className="sr-only">
            {text.category}
          </label>
          <select
            ref={categorySelect}
            id={ids.category}
            value={selectedCategory}
            onChange={(event) => choose({ category: event.target.value })}
            className={fieldClass}
          >
            <option value={ALL_CATEGORIES}>{text.allCategories}</option>
            {categoryOptions.map((name) => {
              const shown = categoryName(name);
              return (
                <option key={name} value={name} lang={shown.lang === locale ? undefined : shown.lang}>
                  {shown.text}
                </option>
              );
            })}
          </select>
        </div>
        <div>
          <label htmlFor={ids.sort} className="sr-only">
            {text.sortBy}
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
                {text.sort[option.id]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={panelReady ? ids.panel : undefined}
          onPointerEnter={PriceRangePanel.prefetch}
          onFocus={PriceRangePanel.prefetch}
          onClick={() => setFiltersOpen((open) => !open)}
          aria-label={results.activeFilters > 0 ? text.filtersActive(results.activeFilters) : text.filters}
          className={buttonClass('outline', 'md', 'relative col-span-2 md:col-span-1')}
        >
          <FilterIcon width={18} height={18} />
          {text.filters}
          {/* On the button's corner, not beside its word: appearing as a search pauses, it moves nothing. */}
          {results.activeFilters > 0 && (
            <span
              aria-hidden="true"
              className="absolute -end-2 -top-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold text-primary-foreground tabular-nums"
            >
              {results.activeFilters}
            </span>
          )}
        </button>
      </div>

      {subcategoryName !== null && (
        <ul aria-label={text.activeFilters} className="mt-3 flex flex-wrap gap-2">
          <li className="inline-flex min-h-10 max-w-full items-center gap-1 rounded-full border border-primary/40 bg-primary/5 py-0.5 pe-0.5 ps-4 text-sm font-medium text-stone-900">
            <span className="min-w-0 truncate">
              <Localized text={categoryName(selectedCategory)} /> › <Localized text={subcategoryName} />
            </span>
            <button
              type="button"
              onClick={() => {
                choose({ subcategory: '' });
                // The button goes away with the filter: keep keyboard focus on the category it leaves.
                categorySelect.current?.focus();
              }}
              aria-label={text.removeSubcategory({ subcategory: subcategoryName.text, category: categoryName(selectedCategory).text })}
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-primary/10 hover:text-primary"
            >
              <CloseIcon width={16} height={16} />
            </button>
          </li>
        </ul>
      )}

      {panelReady && (
        <PriceRangePanel
          id={ids.panel}
          open={filtersOpen}
          listing={listing}
          boxes={priceBoxes}
          canClear={results.activeFilters > 0 || priceBoxes.anyUnreadable}
          onClear={clearFilters}
        />
      )}

      <CatalogResults
        results={results}
        view={state.view}
        onAdd={add}
        onClear={!filtersOpen && results.activeFilters > 0 ? clearFilters : null}
      />
      {dialog}
    </section>
  );
}

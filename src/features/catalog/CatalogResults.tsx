import { LoadingState } from '../../components/ui/Spinner.tsx';
import { useScreenMessages } from '../../components/ui/PageLocale.tsx';
import { buttonClass } from '../../components/ui/Button.tsx';
import type { Product, ViewMode } from '../../domain/index.ts';
import { ProductList } from './ProductList.tsx';
import type { useCatalogResults } from './useCatalogResults.ts';

/**
 * The listing's results: the cards, then the sold-out products a search found (SoldOutMatches),
 * and 'Show more products'; 'No products found' only when neither has one (with Clear Filters
 * when the Filters panel, which has its own, is closed); or a loading line while the whole
 * catalogue comes.
 */
export function CatalogResults({
  results,
  view,
  onAdd,
  onClear,
}: {
  results: ReturnType<typeof useCatalogResults>;
  view: ViewMode;
  onAdd: (product: Product) => void;
  /** Clear Filters in 'No products found'; null leaves it out. */
  onClear: (() => void) | null;
}) {
  const text = useScreenMessages('listing');
  const { shown, soldOut, SoldOutMatches, more, waitingForAll, waitingForMore, showMore } = results;
  return (
    <div className="mt-6">
      {waitingForAll ? (
        <LoadingState message={text.loadingList} />
      ) : shown.length + soldOut.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-stone-300 px-4 py-16 text-center">
          <h3 className="text-lg font-semibold text-stone-900">{text.noProducts}</h3>
          <p className="text-stone-600">{text.noProductsHint}</p>
          {onClear && (
            <button type="button" onClick={onClear} className={buttonClass('outline', 'md', 'mt-3')}>
              {text.clearFilters}
            </button>
          )}
        </div>
      ) : (
        <>
          {shown.length > 0 && <ProductList products={shown} view={view} onAdd={onAdd} />}
          {SoldOutMatches && soldOut.length > 0 && <SoldOutMatches products={soldOut} view={view} onAdd={onAdd} />}
          {waitingForMore ? (
            <LoadingState message={text.loadingMore} className="mt-8" />
          ) : (
            more > 0 && (
              <div className="mt-8 flex justify-center">
                <button type="button" onClick={showMore} className={buttonClass('outline', 'lg')}>
                  {text.showMore}
                  <span className="text-stone-500">{text.moreCount(more)}</span>
                </button>
              </div>
            )
          )}
        </>
      )}
    </div>
  );
}

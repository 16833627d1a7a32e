import { useScreenMessages } from '../../components/ui/PageLocale.tsx';
import { useEffect, useMemo } from 'react';
import { LoadingState } from '../../components/ui/Spinner.tsx';
import { isPreorderEligible } from '../../domain/index.ts';
import { useCatalog } from './CatalogProvider.tsx';
import { ProductList } from './ProductList.tsx';
import { CatalogError } from './CatalogStatus.tsx';
import { useAddToCart } from './useAddToCart.tsx';

/**
 * The `/preorder` page's listing: the products that are out of stock (domain `isPreorderEligible`), to order now and
 * receive later. Adding puts them in the cart without a stock limit; the order dialog runs in
 * preorder mode. Categories chosen in the menu lead to `/?category=…`.
 */
export function PreorderListing() {
  const text = useScreenMessages('pages');
  const { preorderIntro } = useScreenMessages('screenCopy');
  const { status, catalog, complete, partFor, loadAll, retry } = useCatalog();
  // Its own part (the prerendered /preorder embeds every preorder product) or the whole
  // catalogue: another page's part would list none or some of them.
  const ownPart = complete || partFor === '/preorder';
  useEffect(() => {
    if (status === 'ready' && !ownPart) loadAll();
  }, [status, ownPart, loadAll]);
  const products = useMemo(() => (catalog && ownPart ? catalog.products.filter(isPreorderEligible) : []), [catalog, ownPart]);
  const { add, dialog } = useAddToCart();

  return (
    <>
      <section aria-labelledby="preorder-title" className="mx-auto w-full max-w-7xl px-4 py-10 sm:py-14">
        <h1 id="preorder-title" className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
          {text.preorderHeading}
        </h1>
        <p className="mt-2 max-w-2xl text-stone-600">{preorderIntro}</p>
        <div className="mt-8">
          {status === 'failed' ? (
            <CatalogError onRetry={retry} />
          ) : status === 'loading' || !catalog || !ownPart ? (
            <LoadingState message={text.loadingPreorder} />
          ) : products.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-stone-300 px-4 py-16 text-center">
              <h2 className="text-lg font-semibold text-stone-900">{text.noPreorder}</h2>
              <p className="text-stone-600">{text.noPreorderHint}</p>
            </div>
          ) : (
            <>
              {/* Cards title themselves with h3, as under the home page's 'Our Products' h2. */}
              <h2 className="sr-only">{text.preorderListHeading}</h2>
              <ProductList products={products} view="grid" onAdd={add} opensPage />
            </>
          )}
        </div>
      </section>
      {dialog}
    </>
  );
}

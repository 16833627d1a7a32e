import { useMemo } from 'react';
import { productImages } from '../../domain/index.ts';
import { localized } from '../../domain/locale.ts';
import { Button } from '../../components/ui/Button.tsx';
import { HydrateAfterPage } from '../../components/ui/HydrateAfterPage.tsx';
import { LoadingState } from '../../components/ui/Spinner.tsx';
import { Markdown } from '../../components/ui/Markdown.tsx';
import { PageNotice } from '../../components/ui/PageNotice.tsx';
import { ProductInquiryButtons } from '../chat/index.ts';
import { ProductDetails } from './ProductDetails.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductPurchase } from './ProductPurchase.tsx';
import { RelatedProducts } from './RelatedProducts.tsx';
import { Localized, ShopLink, useLocale, useScreenMessages } from '../../components/ui/PageLocale.tsx';
import type { ProductPageState } from './useProductPage.ts';

/** The page's title: the product's name, or the not-found title; none while loading. */
/** The page's name in the document title: the product's, or 'Product not found'. */
export function useProductPageTitle({ view, product }: ProductPageState): string | undefined {
  const productText = useScreenMessages('product').page;
  const locale = useLocale();
  return view === 'product' && product ? localized(product.name, product.nameAr, locale).text : view === 'notFound' ? productText.notFoundTitle : undefined;
}

/**
 * /item/{id}'s content: the product (from the loaded catalogue at once, then the fresh read),
 * gallery, description, variant and quantity choice, chat inquiry, details and related products.
 * Loading, not found and a failed read (with Retry) are states of the productPage machine
 * (wired in useProductPage).
 */
export function ProductContent({ state }: { state: ProductPageState }) {
  const productText = useScreenMessages('product').page;
  const locale = useLocale();
  const { view, product, related, choice, variant, inCart, retry } = state;
  const description = product?.description ? localized(product.description, product.descriptionAr, locale) : null;
  const images = useMemo(() => (product ? productImages(product, variant) : []), [product, variant]);
  // Below the first screen: hydrated after it, so Add to Cart answers sooner. One element per
  // list of related products: the page renders again when Add to Cart changes the cart, and a
  // part still waiting to hydrate that is handed a new element is hydrated at once, in the tap's
  // own render (5 cards before the cart's count could show).
  const relatedPart = useMemo(
    () => (
      <HydrateAfterPage>
        <RelatedProducts products={related} />
      </HydrateAfterPage>
    ),
    [related],
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      {view === 'loading' && <LoadingState message={productText.loading} />}

      {view === 'notFound' && (
        <PageNotice title={productText.notFoundTitle} text={productText.notFoundText}>
          <ShopLink to="/" className="text-primary underline underline-offset-4">
            {productText.backToShop}
          </ShopLink>
        </PageNotice>
      )}

      {view === 'failed' && (
        <PageNotice alert title={productText.failedTitle} text={productText.failedText}>
          <Button onClick={retry}>{productText.retry}</Button>
        </PageNotice>
      )}

      {view === 'product' && product && (
        <>
          <nav aria-label={productText.breadcrumb} className="mb-4 text-sm text-stone-600">
            <ol className="flex flex-wrap items-center gap-1">
              <li>
                <ShopLink to="/" className="hover:text-primary hover:underline">
                  {productText.breadcrumbShop}
                </ShopLink>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Localized text={localized(product.category, product.categoryAr, locale)} />
              </li>
            </ol>
          </nav>
          <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
            <div className="md:sticky md:top-24 md:self-start">
              <ProductGallery key={`${product.id}:${variant?.id ?? ''}`} images={images} photos={product.photos} name={localized(product.name, product.nameAr, locale).text} />
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              <h1 className="text-2xl font-semibold leading-tight sm:text-3xl">
                <Localized text={localized(product.name, product.nameAr, locale)} />
              </h1>
              <ProductPurchase product={product} actor={choice} inCart={inCart}>
                {description && (
                  // English standing in for a missing Arabic description is marked as English.
                  <Markdown className="text-stone-700" lang={description.lang === locale ? undefined : description.lang}>
                    {description.text}
                  </Markdown>
                )}
              </ProductPurchase>
              <div>
                <p className="mb-2 text-sm text-stone-600">{productText.askAbout}</p>
                <ProductInquiryButtons product={product} variant={variant} />
              </div>
              <ProductDetails product={product} />
            </div>
          </div>
          {relatedPart}
        </>
      )}
    </div>
  );
}

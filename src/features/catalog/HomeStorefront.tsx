import { useMessages } from '../../components/ui/PageLocale.tsx';
import { HydrateAfterPage } from '../../components/ui/HydrateAfterPage.tsx';
import { lazyWithPreload } from '../../components/ui/lazyWithPreload.ts';
import { memo, useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { storeConfig } from '../../config/store.ts';
import { featuredProducts, type Catalog, type Product } from '../../domain/index.ts';
import {
  CATALOG_ID,
  Disclaimer,
  HERO_ID,
  focusCatalogSearch,
  readHomeNavigationState,
  scrollToSection,
} from '../layout/index.ts';
import { useCatalog } from './CatalogProvider.tsx';
import { BrandBanner } from './BrandBanner.tsx';
import { CatalogSection } from './CatalogSection.tsx';
import { CatalogError } from './CatalogStatus.tsx';
import { CategoryStrip } from './CategoryStrip.tsx';
import { useCategoryName } from './useCategoryName.ts';
import { useListingState } from './useListingState.ts';

// A keystroke in the search box renders the storefront again: the parts that do not depend on
// what was typed stay as they are (their props are stable), so the box answers at once.
const Strip = memo(CategoryStrip);
// The hero is a chunk of its own: only the home page shows it, and the start-up file is every
// page's (a product page's budget is 131 KB). The home page has it before it renders
// (preloadHomeStorefront; the build modulepreloads it beside the start-up file, src/app/routes.ts).
const Hero = lazyWithPreload(() => import('./HeroCarousel.tsx').then((module) => ({ default: memo(module.HeroCarousel) })));
const Banner = memo(BrandBanner);
const StaticDisclaimer = memo(Disclaimer);

/** The storefront once the catalogue is here: categories, hero, brand banner, catalogue, disclaimer. */
function Storefront({
  catalog,
  partial,
}: {
  catalog: Catalog;
  /** Set while `catalog` holds only what the prerendered page shows. */
  partial: { listedCount: number | null; onNeedAll: () => void } | null;
}) {
  const { titles } = useMessages();
  const listing = useListingState();
  const { choose } = listing;
  const location = useLocation();
  const navigate = useNavigate();
  const categories = useMemo(() => catalog.categories.map((category) => category.name), [catalog]);
  const categoryName = useCategoryName(catalog.categories);
  const featured = useMemo(() => featuredProducts(catalog.products, storeConfig.featuredProductNames), [catalog]);

  // Arriving from the header search, the menu or a footer link on another page.
  useEffect(() => {
    const intent = readHomeNavigationState(location.state);
    if (intent?.focusSearch) focusCatalogSearch();
    else if (intent?.scrollTo) scrollToSection(intent.scrollTo, { arriving: true });
    else if (location.hash.length > 1) scrollToSection(decodeURIComponent(location.hash.slice(1)), { arriving: true });
    // Done: a reload or Back to this entry should not scroll again.
    if (intent) navigate({ search: location.search, hash: location.hash }, { replace: true, state: null });
    // Once per navigation (location.key), not when the rest of the location object changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const selectCategory = useCallback(
    (category: string) => {
      choose({ category });
      scrollToSection(CATALOG_ID);
    },
    [choose],
  );
  const viewCollection = useCallback((product: Product) => selectCategory(product.category), [selectCategory]);
  const shopNow = useCallback(() => scrollToSection(CATALOG_ID), []);

  return (
    <>
      <h1 className="sr-only">{titles.homeHeading({ brand: storeConfig.brand.name })}</h1>
      {/* The first screen and the cards below it each hydrate after the frame around them, so the
          header (the cart icon) answers first: a tap on it made as the page answers, which makes
          React finish hydrating the frame at once, waits for the header and footer only. */}
      <HydrateAfterPage>
        <Strip categories={categories} categoryName={categoryName} active={listing.state.category} onSelect={selectCategory} />
        <div id={HERO_ID} className="scroll-mt-16">
          <Hero products={featured} onShopNow={shopNow} onViewCollection={viewCollection} />
        </div>
        <Banner />
      </HydrateAfterPage>
      <HydrateAfterPage>
        <CatalogSection
          products={catalog.products}
          categories={categories}
          categoryName={categoryName}
          subcategories={catalog.subcategories}
          listing={listing}
          partial={partial}
        />
      </HydrateAfterPage>
      <StaticDisclaimer />
    </>
  );
}

/**
 * The home page's content once the catalogue is on its way: the storefront, or an error with
 * Retry. (The page shows CatalogLoadingScreen instead while the catalogue loads.)
 *
 * A new catalogue (the whole one arriving for the first search, or its changes) renders in a
 * transition: the catalogue's store is read synchronously (useSelector), so at 5,000 products
 * filtering it and mounting the new cards was one task that could not yield, the first search's
 * longest on a 4× slower CPU. The catalogue and whether it is whole change together, so the
 * listing never takes part of the catalogue for the whole.
 */
export function HomeStorefront() {
  const { status, catalog, complete, listedCount, loadAll, retry } = useCatalog();
  const partial = useMemo(() => (complete ? null : { listedCount, onNeedAll: loadAll }), [complete, listedCount, loadAll]);
  const arrived = useMemo(() => ({ catalog, partial }), [catalog, partial]);
  const deferred = useDeferredValue(arrived);
  // The first catalogue shows at once: there is nothing on screen to keep meanwhile.
  const shown = deferred.catalog ? deferred : arrived;
  return status === 'failed' || !shown.catalog ? (
    <CatalogError onRetry={retry} />
  ) : (
    <Storefront catalog={shown.catalog} partial={shown.partial} />
  );
}

/** What the home page needs before it renders, besides the start-up file: its hero. */
export const preloadHomeStorefront = (): Promise<unknown> => Hero.preload();

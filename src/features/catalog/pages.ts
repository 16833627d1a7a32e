/**
 * What the app's pages (src/app/pages) compose from the catalogue feature. Kept apart from
 * index.ts, which the first chunk loads, so a lazy page's parts load with that page.
 */
export { CatalogLoadingScreen } from './CatalogStatus.tsx';
export { HomeStorefront, preloadHomeStorefront } from './HomeStorefront.tsx';
export { PreorderListing } from './PreorderListing.tsx';

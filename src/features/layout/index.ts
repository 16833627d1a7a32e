/** The layout feature's public API. */
export { PageLayout } from './PageLayout.tsx';
export { preloadMenuDrawer } from './Header.tsx';
export { Disclaimer } from './Disclaimer.tsx';
export { useDocumentTitle, documentTitle } from './useDocumentTitle.ts';
export {
  CATALOG_ID,
  CATALOG_SEARCH_ID,
  HERO_ID,
  focusCatalogSearch,
  readHomeNavigationState,
  scrollToSection,
  type HomeNavigationState,
} from './navigation.ts';
export { contactLinks } from './contactLinks.ts';

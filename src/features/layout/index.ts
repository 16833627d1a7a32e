/** The layout feature's public API. */
export { PageLayout } from './PageLayout.tsx';
export { Disclaimer } from './Disclaimer.tsx';
export { useDocumentTitle, documentTitle } from './useDocumentTitle.ts';
export { useHydrated } from '../../components/ui/useHydrated.ts';
export {
  CATALOG_ID,
  CATALOG_SEARCH_ID,
  HERO_ID,
  SEARCH_FOCUS_DELAY_MS,
  focusCatalogSearch,
  prefersReducedMotion,
  readHomeNavigationState,
  scrollToSection,
  type HomeNavigationState,
} from './navigation.ts';
export { CHAT_GREETING, contactLinks } from './contactLinks.ts';

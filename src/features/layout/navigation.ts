/**
 * In-page targets of the home page and how other parts of the app reach them. The header, menu
 * and footer live on every page; the targets (#hero, #catalog, the search box) only on `/`.
 * From another page we navigate to `/` with a `HomeNavigationState`, and the home page acts on
 * it once the catalogue is on screen.
 */
export const HERO_ID = 'hero';
export const CATALOG_ID = 'catalog';
export const CATALOG_SEARCH_ID = 'catalog-search';

/** The search action scrolls to the catalogue first; the box is focused once the scroll has mostly settled. */
const SEARCH_FOCUS_DELAY_MS = 300;

/** What the home page should do when it is reached through a navigation. */
export interface HomeNavigationState {
  scrollTo?: typeof HERO_ID | typeof CATALOG_ID;
  focusSearch?: boolean;
}

export function readHomeNavigationState(state: unknown): HomeNavigationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { scrollTo, focusSearch } = state as Record<string, unknown>;
  const target = scrollTo === HERO_ID || scrollTo === CATALOG_ID ? scrollTo : undefined;
  if (!target && focusSearch !== true) return null;
  return { scrollTo: target, focusSearch: focusSearch === true };
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Scrolls an element of the page into view: smoothly for a tap on this page (unless the shopper
 * prefers less motion); at once on arriving from another page (`arriving`), as a browser jumps to
 * a link's #fragment, so that the page still filling in above cannot leave an animation short of it.
 */
export function scrollToSection(id: string, { arriving = false }: { arriving?: boolean } = {}): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: arriving || prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

let focusTimer: ReturnType<typeof setTimeout> | undefined;

/** Scrolls to the catalogue and, after SEARCH_FOCUS_DELAY_MS, puts the cursor in its search box. */
export function focusCatalogSearch(): void {
  scrollToSection(CATALOG_ID);
  clearTimeout(focusTimer);
  focusTimer = setTimeout(() => {
    const input = document.getElementById(CATALOG_SEARCH_ID);
    if (input instanceof HTMLInputElement) {
      input.focus({ preventScroll: true });
      input.select();
    }
  }, SEARCH_FOCUS_DELAY_MS);
}

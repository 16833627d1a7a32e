/**
 * The shop's one route table. src/app/App.tsx renders it; scripts/prerender/writePages.ts reads `module` to
 * preload, beside the entry, the lazy module a prerendered page needs (the Vite manifest is keyed
 * by these source paths). `load` and `module` name the same file, on the same line.
 *
 * Every route exists twice: as written here (English) and under `/ar` (Arabic, docs/decisions/0007-language-in-the-url.md),
 * with the same component; the page reads its language from the URL.
 */
import type { ComponentType } from 'react';
import { localePath, splitLocalePath, type Locale } from '../domain/locale.ts';
import type { ScreenSection } from '../i18n/index.ts';

export interface RouteEntry {
  /** react-router path pattern. */
  path: string;
  /** Which prerendered paths this route serves, written in English (for build-time preloads). */
  matches: RegExp;
  /**
   * The lazily loaded module the page renders with, project-relative (the Vite manifest key): its
   * own page module, or for the home page (in the entry chunk, `load` null) its hero.
   */
  module: string | null;
  load: (() => Promise<{ default: ComponentType }>) | null;
  /** The lazily loaded screens' words the page shows (src/i18n): loaded with it, preloaded by the build. */
  sections: readonly ScreenSection[];
}

export const routeTable: readonly RouteEntry[] = [
  { path: '/', matches: /^\/$/, module: 'src/features/catalog/HeroCarousel.tsx', load: null, sections: ['listing'] },
  { path: '/about', matches: /^\/about$/, module: 'src/app/pages/AboutPage.tsx', load: () => import('./pages/AboutPage.tsx'), sections: ['screenCopy', 'pages'] },
  { path: '/preorder', matches: /^\/preorder$/, module: 'src/app/pages/PreorderPage.tsx', load: () => import('./pages/PreorderPage.tsx'), sections: ['screenCopy', 'pages'] },
  { path: '/item/:id', matches: /^\/item\/[^/]+$/, module: 'src/app/pages/ProductPage.tsx', load: () => import('./pages/ProductPage.tsx'), sections: ['product'] },
  { path: '/cart', matches: /^\/cart$/, module: 'src/app/pages/CartLinkPage.tsx', load: () => import('./pages/CartLinkPage.tsx'), sections: ['cartLink'] },
  { path: '/order/:id', matches: /^\/order\/[^/]+$/, module: 'src/app/pages/OrderPage.tsx', load: () => import('./pages/OrderPage.tsx'), sections: ['order', 'cart', 'checkout'] },
  { path: '*', matches: /^\/404$/, module: 'src/app/pages/NotFoundPage.tsx', load: () => import('./pages/NotFoundPage.tsx'), sections: [] },
];

/** A route's react-router pattern in a language: `/item/:id` → `/ar/item/:id`, `*` → `/ar/*`. */
export function localeRoutePath(path: string, locale: Locale): string {
  if (path !== '*') return localePath(path, locale);
  return locale === 'en' ? '*' : `${localePath('/', locale)}/*`;
}

/** The module holding each language's start-up words (project-relative, the Vite manifest key). */
const startupWordsModule: Record<Locale, string> = { en: 'src/i18n/en.ts', ar: 'src/i18n/ar.ts' };

export function routeFor(path: string): RouteEntry | undefined {
  const { path: english } = splitLocalePath(path);
  return routeTable.find((route) => route.matches.test(english));
}

/** The lazy page module a prerendered path (in either language) renders, if any. */
export function routeModule(path: string): string | null {
  return routeFor(path)?.module ?? null;
}

/** The module holding a screen section's words in each language (project-relative, the Vite manifest key). */
function screenWordsModule(section: ScreenSection, locale: Locale): string {
  if (section === 'screenCopy') return locale === 'ar' ? 'src/config/screenCopy.ar.ts' : 'src/config/screenCopy.ts';
  return `src/i18n/${locale}-${section}.ts`;
}

/**
 * The words a prerendered page (in either language) needs besides its route's module: its
 * language's start-up words and its screens' words in that language. Project-relative, the Vite
 * manifest keys; a page never loads the other language's.
 */
export function wordModules(path: string): string[] {
  const { locale } = splitLocalePath(path);
  const screens = (routeFor(path)?.sections ?? []).map((section) => screenWordsModule(section, locale));
  return [startupWordsModule[locale], ...screens];
}

/**
 * The lazily loaded code a tap made before the page answered will need, by the tapped control's
 * `data-replay` key (docs/decisions/0004-early-taps-kept-and-replayed.md): the drawer the cart or menu icon opens, with its words (the
 * same module and sections as its loader in LazyCartDrawer.tsx / Header.tsx). The build lists
 * their files in each prerendered page, and the early-tap script modulepreloads them the moment
 * such a tap is queued, so they arrive alongside the start-up file rather than after hydration
 * has replayed the tap. A page nobody taps early downloads none of them.
 */
const earlyTapCode: Record<string, { module: string; sections: readonly ScreenSection[] }> = {
  cart: { module: 'src/features/cart/CartDrawer.tsx', sections: ['cart', 'checkout'] },
  menu: { module: 'src/features/layout/MenuDrawer.tsx', sections: [] },
};

/** For a prerendered path (either language): each early-tap key's modules (Vite manifest keys). */
export function earlyTapModules(path: string): Record<string, string[]> {
  const { locale } = splitLocalePath(path);
  return Object.fromEntries(
    Object.entries(earlyTapCode).map(([key, { module, sections }]) => [key, [module, ...sections.map((section) => screenWordsModule(section, locale))]]),
  );
}

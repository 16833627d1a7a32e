/**
 * The shop's one route table. src/app/App.tsx renders it; scripts/prerender/writePages.ts reads `module` to
 * preload, beside the entry, the lazy module a prerendered page needs (the Vite manifest is keyed
 * by these source paths). `load` and `module` name the same file, on the same line.
 *
 * Every route exists twice: as written here (English) and under `/ar` (Arabic, DESIGN.md §13),
 * with the same component; the page reads its language from the URL.
 */
import type { ComponentType } from 'react';
import { localePath, splitLocalePath, type Locale } from '../domain/locale.ts';

export interface RouteEntry {
  /** react-router path pattern. */
  path: string;
  /** Which prerendered paths this route serves, written in English (for build-time preloads). */
  matches: RegExp;
  /** The page's module, project-relative (the Vite manifest key); null for pages in the entry chunk. */
  module: string | null;
  load: (() => Promise<{ default: ComponentType }>) | null;
}

export const routeTable: readonly RouteEntry[] = [
  { path: '/', matches: /^\/$/, module: null, load: null },
  { path: '/about', matches: /^\/about$/, module: 'src/app/pages/AboutPage.tsx', load: () => import('./pages/AboutPage.tsx') },
  { path: '/preorder', matches: /^\/preorder$/, module: 'src/app/pages/PreorderPage.tsx', load: () => import('./pages/PreorderPage.tsx') },
  { path: '/item/:id', matches: /^\/item\/[^/]+$/, module: 'src/app/pages/ProductPage.tsx', load: () => import('./pages/ProductPage.tsx') },
  { path: '/cart', matches: /^\/cart$/, module: 'src/app/pages/CartLinkPage.tsx', load: () => import('./pages/CartLinkPage.tsx') },
  { path: '/order/:id', matches: /^\/order\/[^/]+$/, module: 'src/app/pages/OrderPage.tsx', load: () => import('./pages/OrderPage.tsx') },
  { path: '*', matches: /^\/404$/, module: 'src/app/pages/NotFoundPage.tsx', load: () => import('./pages/NotFoundPage.tsx') },
];

/** A route's react-router pattern in a language: `/item/:id` → `/ar/item/:id`, `*` → `/ar/*`. */
export function localeRoutePath(path: string, locale: Locale): string {
  if (path !== '*') return localePath(path, locale);
  return locale === 'en' ? '*' : `${localePath('/', locale)}/*`;
}

/**
 * The module a page in a language needs besides its route's: the Arabic message catalogue, which
 * English pages never load (project-relative, the Vite manifest key).
 */
export const localeModules: Record<Locale, string | null> = { en: null, ar: 'src/i18n/ar.ts' };

/** The lazy page module a prerendered path (in either language) renders, if any. */
export function routeModule(path: string): string | null {
  const { path: english } = splitLocalePath(path);
  return routeTable.find((route) => route.matches.test(english))?.module ?? null;
}

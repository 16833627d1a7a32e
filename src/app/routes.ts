/**
 * The shop's one route table. src/app/App.tsx renders it; scripts/prerender/writePages.ts reads `module` to
 * preload, beside the entry, the lazy module a prerendered page needs (the Vite manifest is keyed
 * by these source paths). `load` and `module` name the same file, on the same line.
 */
import type { ComponentType } from 'react';

export interface RouteEntry {
  /** react-router path pattern. */
  path: string;
  /** Which prerendered paths this route serves (for build-time preloads). */
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

/** The lazy page module a prerendered path renders, if any. */
export function routeModule(path: string): string | null {
  return routeTable.find((route) => route.matches.test(path))?.module ?? null;
}

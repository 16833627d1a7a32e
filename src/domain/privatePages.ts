/**
 * Pages whose address is a credential: the order page, `/order/<id>?key=<access key>`, in every
 * language. Whoever reads the address reads the order, so no search engine may keep it and no
 * request or followed link may carry it away as its Referer. Imported from this file, not from
 * index.ts: only the order page and the build use it.
 *
 * The build (scripts/prerender/privatePages.ts) gives these paths a static shell of their own
 * whose head already says so, and the host headers that say it again; the page marks itself the
 * same way while shown, for a visit that arrived by a link inside the app (usePrivatePage).
 */
import { LOCALES, localePath } from './locale.ts';

/** The head tags of a private page. */
export const PRIVATE_PAGE_META = [
  // Never in a search engine, whoever finds the link (the page is also not prerendered nor in the sitemap).
  { name: 'robots', content: 'noindex, nofollow' },
  // The page's address holds its key: no request from it, and no link followed from it, names it.
  { name: 'referrer', content: 'no-referrer' },
] as const;

/** The same, as the HTTP headers a host sends with a private page (the build's `_headers`). */
export const PRIVATE_PAGE_HEADERS = [
  { name: 'X-Robots-Tag', value: 'noindex' },
  { name: 'Referrer-Policy', value: 'no-referrer' },
] as const;

/** Where private pages live: the order page in each language (`/order`, `/ar/order`). */
export const PRIVATE_PAGE_PREFIXES: readonly string[] = LOCALES.map((locale) => localePath('/order', locale));

/** The private prefix a site path is under (`/ar/order/x` → `/ar/order`), or null for a public page. */
export function privatePrefix(pathname: string, prefixes: readonly string[] = PRIVATE_PAGE_PREFIXES): string | null {
  return prefixes.find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ?? null;
}

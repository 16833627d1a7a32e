import { useEffect } from 'react';
import { storeConfig } from '../../config/store.ts';

/**
 * 'Our Story · MOMobel'. Without a page name, the shop's home title. The same form as the titles
 * the build writes into prerendered pages (src/app/seo.ts), so hydrating never changes a title.
 */
export function documentTitle(page?: string | null): string {
  const brand = storeConfig.brand.name;
  return page ? `${page} · ${brand}` : `${brand} · Home & Kitchen Essentials in Beirut`;
}

/** Sets the document title while the calling page is shown. */
export function useDocumentTitle(page?: string | null): void {
  const title = documentTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

import { useEffect } from 'react';
import { storeConfig } from '../../config/store.ts';
import { useLocale } from '../../components/ui/PageLocale.tsx';
import type { Locale } from '../../domain/index.ts';
import { messagesFor } from '../../i18n/index.ts';

/**
 * 'Our Story · MOMobel'. Without a page name, the shop's home title. The same form as the titles
 * the build writes into prerendered pages (src/app/seo.ts), so hydrating never changes a title.
 */
export function documentTitle(page: string | null | undefined, locale: Locale): string {
  const brand = storeConfig.brand.name;
  const { titles } = messagesFor(locale);
  return page ? titles.withBrand({ page, brand }) : titles.homeWithBrand({ brand, tagline: titles.home });
}

/** Sets the document title while the calling page is shown. */
export function useDocumentTitle(page?: string | null): void {
  const title = documentTitle(page, useLocale());
  useEffect(() => {
    document.title = title;
  }, [title]);
}

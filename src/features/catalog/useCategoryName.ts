import { useCallback } from 'react';
import { useLocalize } from '../../components/ui/PageLocale.tsx';
import type { LocalizedText } from '../../domain/locale.ts';
import type { Category } from '../../domain/index.ts';

/**
 * A category's name in the page's language, by its English name: the listing's filter keeps the
 * English name (it is in the URL, `?category=Kitchen`, the same on both languages' pages), the
 * shopper reads the Arabic twin. A name the catalogue does not know shows as it is, in English.
 */
export function useCategoryName(categories: readonly Category[]): (name: string) => LocalizedText {
  const localize = useLocalize();
  return useCallback(
    (name: string) => {
      const wanted = name.trim().toLowerCase();
      const category = categories.find((candidate) => candidate.name.trim().toLowerCase() === wanted);
      return localize(category?.name ?? name, category?.nameAr);
    },
    [categories, localize],
  );
}

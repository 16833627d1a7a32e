import { localized } from '../../domain/locale.ts';
import { localizedVariantLabelOf, type Product, type Variant } from '../../domain/index.ts';
import { Localized, useLocale } from './PageLocale.tsx';

/**
 * 'Name (Variant)' or just 'Name' (the domain's `lineDisplayName`) in the page's language, each part
 * an English stand-in marked as English on its own when its Arabic twin is missing.
 */
export function LineName({ product, variant }: { product: Product; variant: Variant | null | undefined }) {
  const locale = useLocale();
  const name = <Localized text={localized(product.name, product.nameAr, locale)} />;
  if (!variant) return name;
  return (
    <>
      {name} (<Localized text={localizedVariantLabelOf(product, variant, locale)} />)
    </>
  );
}

import { formatPrice, type Product } from '../../domain/index.ts';
import { Isolate, Localized, useLocalize, useScreenMessages } from '../../components/ui/PageLocale.tsx';

/** The product's facts: category, size and base price. */
export function ProductDetails({ product }: { product: Product }) {
  const productText = useScreenMessages('product').page;
  const localize = useLocalize();
  return (
    <section aria-labelledby="product-details-heading" className="rounded-xl border border-stone-200 p-4">
      <h2 id="product-details-heading" className="mb-3 font-semibold">
        {productText.detailsTitle}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-stone-600">{productText.category}</dt>
        <dd>
          <Localized text={localize(product.category, product.categoryAr)} />
        </dd>
        {product.size && (
          <>
            <dt className="text-stone-600">{productText.size}</dt>
            <dd>
              {/* An item's own size has no Arabic twin (docs/decisions/0009-arabic-twins-fall-back-to-english.md gives one to variants only). */}
              <Localized text={localize(product.size, null)} />
            </dd>
          </>
        )}
        <dt className="text-stone-600">{productText.basePrice}</dt>
        <dd className="tabular-nums">
          <Isolate>{formatPrice(product.price)}</Isolate>
        </dd>
      </dl>
    </section>
  );
}

import { formatPrice, type Product } from '../../domain/index.ts';
import { useScreenMessages } from '../../components/ui/locale.tsx';
import { enProduct } from '../../i18n/en-product.ts';

/** The product's facts: category, size and base price. */
export function ProductDetails({ product }: { product: Product }) {
  const productText = useScreenMessages('product', enProduct).page;
  return (
    <section aria-labelledby="product-details-heading" className="rounded-xl border border-stone-200 p-4">
      <h2 id="product-details-heading" className="mb-3 font-semibold">
        {productText.detailsTitle}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-stone-600">{productText.category}</dt>
        <dd>{product.category}</dd>
        {product.size && (
          <>
            <dt className="text-stone-600">{productText.size}</dt>
            <dd>{product.size}</dd>
          </>
        )}
        <dt className="text-stone-600">{productText.basePrice}</dt>
        <dd className="tabular-nums">{formatPrice(product.price)}</dd>
      </dl>
    </section>
  );
}

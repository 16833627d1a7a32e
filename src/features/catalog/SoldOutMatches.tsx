import { useId } from 'react';
import { useScreenMessages } from '../../components/ui/PageLocale.tsx';
import type { Product, ViewMode } from '../../domain/index.ts';
import { ProductList } from './ProductList.tsx';

/**
 * The sold-out products a search found, after the products for sale and under their own heading:
 * the listing hides them (spec §5), and a shopper who searches for one learns the shop takes a
 * preorder for it. Each card says 'Sold out — preorder' and links to the product's page, which
 * takes the order as a preorder. Only a search shows it, so its code comes with the matcher
 * (productSearch.ts), never with the start-up code.
 */
export function SoldOutMatches({ products, view, onAdd }: { products: readonly Product[]; view: ViewMode; onAdd: (product: Product) => void }) {
  const text = useScreenMessages('listing');
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="not-first:mt-10">
      <h3 id={heading} className="mb-4 text-lg font-semibold text-stone-900">
        {text.soldOutMatches}
      </h3>
      <ProductList products={products} view={view} onAdd={onAdd} />
    </section>
  );
}

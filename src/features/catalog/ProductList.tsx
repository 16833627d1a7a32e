import { memo, Suspense } from 'react';
import type { Product, ViewMode } from '../../domain/index.ts';
import { useHydrated } from '../../components/ui/useHydrated.ts';
import { useCart } from '../cart/index.ts';
import { ProductCard } from './ProductCard.tsx';

const FIRST_ROW_ON_A_PHONE = 2;

const gridClass: Record<ViewMode, string> = {
  grid: 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4',
  list: 'flex flex-col gap-4',
};

/**
 * The cards. Memoised: a keystroke that has not changed the results yet does not render them again.
 * A list at the top of its page (`opensPage`) is the page's first paint: the first two pictures (a
 * phone's first row; on wider screens the largest paint is still the first card) are fetched at
 * once, the rest when they near the screen. Lazy, the first card's picture was found only after
 * layout and made the largest paint ~2× the static floor.
 *
 * A card the screen does not show yet is neither styled, laid out nor painted until it nears the
 * screen (`offscreen-card` in src/index.css: `content-visibility: auto`): the cards are most of a
 * listing page's elements (~650 of ~950 on the home page, all below the hero on a phone), and
 * each style and layout pass over all of them (the first paint, the whole stylesheet arriving,
 * hydration's changes) was a long task on a slow phone. Off screen, a card keeps a height, so
 * nothing on screen shifts; its text stays in the page for find-in-page and screen readers.
 *
 * The cards are a Suspense boundary of their own (nothing in them suspends): React hydrates a
 * boundary's content in a render and commit after the page's, so the cards' share
 * of hydration (most of a listing page's elements, each card's links and effects) is tasks of its
 * own rather than part of the page's commit and effects. A tap on a card before then hydrates its
 * boundary at once and is answered.
 */
export const ProductList = memo(function ProductList({
  products,
  view,
  onAdd,
  opensPage = false,
}: {
  products: readonly Product[];
  view: ViewMode;
  onAdd: (product: Product) => void;
  opensPage?: boolean;
}) {
  const cart = useCart();
  // 'In Cart' comes from this browser's cart: not in the prerendered HTML, so not while hydrating.
  const hydrated = useHydrated();
  return (
    <Suspense fallback={null}>
      <ul className={gridClass[view]}>
        {products.map((product, position) => (
          <li key={product.id} className="offscreen-card min-w-0">
            <ProductCard
              product={product}
              view={view}
              onAdd={onAdd}
              inCart={hydrated && cart.isInCart(product.id)}
              priority={opensPage && position < FIRST_ROW_ON_A_PHONE}
            />
          </li>
        ))}
      </ul>
    </Suspense>
  );
});

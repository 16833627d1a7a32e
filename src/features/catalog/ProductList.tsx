import { memo } from 'react';
import type { Product, ViewMode } from '../../domain/index.ts';
import { useHydrated } from '../../components/ui/useHydrated.ts';
import { useCart } from '../cart/index.ts';
import { ProductCard } from './ProductCard.tsx';

const FIRST_ROW_ON_A_PHONE = 2;

/**
 * Cards after the first screenful skip their style, layout and paint until they near the screen
 * (`content-visibility: auto`), holding a card's height meanwhile so the page's length and the
 * scroll bar stay put; once drawn, a card keeps its measured size (`auto`). Mounting a search's
 * 24 cards on a 4× slower CPU was one long task of layout and paint, most of it off screen.
 * The first cards are never skipped: they are the page's first paint.
 */
const DRAWN_AT_ONCE = 4;
const drawnWhenNear = '[content-visibility:auto] [contain-intrinsic-block-size:auto_20rem]';

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
    <ul className={gridClass[view]}>
      {products.map((product, position) => (
        <li key={product.id} className={position < DRAWN_AT_ONCE ? 'min-w-0' : `min-w-0 ${drawnWhenNear}`}>
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
  );
});

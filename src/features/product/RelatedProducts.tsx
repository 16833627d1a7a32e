import { useRef } from 'react';
import type { Product } from '../../domain/index.ts';
import { ChevronStartIcon, ChevronEndIcon } from '../../components/ui/icons.tsx';
import { ProductCard, useAddToCart } from '../catalog/index.ts';
import { useCart } from '../cart/index.ts';
import { useScreenMessages } from '../../components/ui/PageLocale.tsx';
import { RELATED_GAP_PX, RELATED_SCROLL_STEP_PX } from './carousel.ts';

const step =
  'flex h-10 w-10 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 hover:border-primary hover:text-primary';

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * 'Related Products': at most 5 cards of the same category (domain `relatedProducts`) in a
 * horizontal scroller; previous/next scroll it one card (RELATED_SCROLL_STEP_PX) per click. The
 * cards' width and gap are set from that same step, not from the stylesheet, so the two cannot
 * drift apart. Cards are the catalogue's own, with its Add to Cart (and variant dialog).
 */
export function RelatedProducts({ products }: { products: readonly Product[] }) {
  const productText = useScreenMessages('product').page;
  const scroller = useRef<HTMLUListElement>(null);
  const cart = useCart();
  const { add, dialog } = useAddToCart();
  if (products.length === 0) return null;

  // Forward is towards the inline end: rightwards in English, leftwards in Arabic (where a
  // scroller's scrollLeft runs from 0 down to negative values).
  const scroll = (direction: -1 | 1) => {
    const list = scroller.current;
    if (!list) return;
    const inline = getComputedStyle(list).direction === 'rtl' ? -1 : 1;
    list.scrollBy({ left: direction * inline * RELATED_SCROLL_STEP_PX, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <section aria-labelledby="related-heading" className="mt-12">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="related-heading" className="text-xl font-semibold">
          {productText.relatedTitle}
        </h2>
        <div className="flex gap-2">
          <button type="button" className={step} onClick={() => scroll(-1)} aria-label={productText.scrollRelatedBack}>
            <ChevronStartIcon />
          </button>
          <button type="button" className={step} onClick={() => scroll(1)} aria-label={productText.scrollRelatedForward}>
            <ChevronEndIcon />
          </button>
        </div>
      </div>
      <ul
        ref={scroller}
        className="relative -mx-4 flex overflow-x-auto px-4 pb-3 [scrollbar-width:thin]"
        style={{ columnGap: RELATED_GAP_PX }}
        data-testid="related-scroller"
      >
        {products.map((product) => (
          <li key={product.id} className="shrink-0" style={{ width: RELATED_SCROLL_STEP_PX - RELATED_GAP_PX }}>
            <ProductCard product={product} placement="related" onAdd={add} inCart={cart.isInCart(product.id)} />
          </li>
        ))}
      </ul>
      {dialog}
    </section>
  );
}

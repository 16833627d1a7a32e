import { memo, useState } from 'react';
import { Localized, ShopLink, useLocale, useMessages } from '../../components/ui/PageLocale.tsx';
import { Price } from '../../components/ui/Price.tsx';
import { buttonClass } from '../../components/ui/Button.tsx';
import { ProductImage } from '../../components/ui/ProductImage.tsx';
import { CartIcon, ChevronStartIcon, ChevronEndIcon } from '../../components/ui/icons.tsx';
import {
  isPreorderEligible,
  localized,
  originalPrice,
  productImages,
  productPhoto,
  stripMarkdown,
  truncateText,
  unitPrice,
  type Product,
} from '../../domain/index.ts';
import type { ViewMode } from '../../domain/index.ts';
import { ProductInquiryButtons } from '../chat/index.ts';

export interface ProductCardProps {
  product: Product;
  /** Add to Cart (the caller decides: straight to the cart or the variant dialog, see useAddToCart). */
  onAdd: (product: Product) => void;
  /** Whether any cart line holds this product: the button then reads 'In Cart'. */
  inCart: boolean;
  view?: ViewMode;
  /** Where the card is shown, which decides how wide its picture is drawn. */
  placement?: 'listing' | 'related';
  /** The card's picture is part of the page's first paint (a listing at the top of the page): fetched at once. */
  priority?: boolean;
  className?: string;
}

// Always visible on touch screens; with a mouse they appear when the card is hovered or focused.
const galleryButton =
  'absolute top-1/2 z-10 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow ring-1 ring-stone-200 transition-opacity hover:bg-white motion-reduce:transition-none pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100 pointer-fine:group-focus-within:opacity-100';

/**
 * One product in the catalogue: up to 5 images with previous/next, category badge, name, price
 * (sale price with the original struck through) and Add to Cart. The name and the image link to
 * /item/<id>; the gallery buttons and Add to Cart are separate controls beside the link, never in
 * it. The list view adds a short description and the WhatsApp and Instagram inquiry buttons.
 */
export const ProductCard = memo(function ProductCard({ product, onAdd, inCart, view = 'grid', placement = 'listing', priority = false, className = '' }: ProductCardProps) {
  const images = productImages(product);
  const [index, setIndex] = useState(0);
  const shownIndex = Math.max(0, Math.min(index, images.length - 1));
  const current = images[shownIndex];
  const href = `/item/${product.id}`;
  const isList = view === 'list';
  const preorder = isPreorderEligible(product);
  const { catalog: text } = useMessages();
  const locale = useLocale();
  const name = localized(product.name, product.nameAr, locale);
  const addLabel = inCart ? text.inCart : text.addToCart;
  const badges = (
    <div className="flex flex-wrap gap-1">
      <span className="rounded-full bg-white/95 px-2 py-0.5 text-xs font-medium text-primary shadow-sm ring-1 ring-stone-200/70">
        <Localized text={localized(product.category, product.categoryAr, locale)} />
      </span>
      {preorder && (
        <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground shadow-sm">{text.preorderBadge}</span>
      )}
    </div>
  );
  const step = (delta: number) => setIndex((value) => (value + delta + images.length) % images.length);

  return (
    <article
      className={`group flex overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md ${
        isList ? 'flex-row' : 'h-full flex-col'
      } ${className}`}
      aria-labelledby={`product-${product.id}-name`}
    >
      <div className={`relative shrink-0 bg-stone-100 ${isList ? 'aspect-square w-28 self-start sm:w-56' : 'aspect-square w-full'}`}>
        <ShopLink to={href} tabIndex={-1} aria-hidden="true" className="block h-full w-full">
          {current ? (
            <ProductImage
              src={current}
              photo={productPhoto(product, current)}
              alt=""
              sizes={isList ? 'listCard' : placement === 'related' ? 'relatedCard' : 'card'}
              priority={priority && shownIndex === 0}
              className="h-full w-full object-cover"
            />
          ) : (
            <span className="flex h-full w-full items-center justify-center text-sm text-stone-500">{text.noImage}</span>
          )}
        </ShopLink>
        {images.length > 1 && (
          <>
            <button
              type="button"
              className={`${galleryButton} start-2`}
              onClick={() => step(-1)}
              data-replay={`previous-image:${product.id}`}
              aria-label={text.previousImageOf({ name: name.text })}
            >
              <ChevronStartIcon width={18} height={18} />
            </button>
            <button
              type="button"
              className={`${galleryButton} end-2`}
              onClick={() => step(1)}
              data-replay={`next-image:${product.id}`}
              aria-label={text.nextImageOf({ name: name.text })}
            >
              <ChevronEndIcon width={18} height={18} />
            </button>
            <span
              className="absolute bottom-2 end-2 rounded-full bg-black/55 px-2 py-0.5 text-xs font-medium text-white tabular-nums"
              aria-hidden="true"
            >
              {shownIndex + 1}/{images.length}
            </span>
            <span className="sr-only" aria-live="polite">
              {text.imagePosition({ n: shownIndex + 1, count: images.length })}
            </span>
          </>
        )}
        {!isList && <div className="pointer-events-none absolute start-2 end-2 top-2">{badges}</div>}
      </div>

      <div className={`flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4 ${isList ? 'sm:justify-between' : ''}`}>
        <div className="flex flex-col gap-1">
          {isList && badges}
          <h3 id={`product-${product.id}-name`} className="text-sm font-semibold leading-snug text-stone-900 sm:text-base">
            <ShopLink to={href} className="rounded-sm hover:text-primary hover:underline hover:underline-offset-4">
              <Localized text={name} />
            </ShopLink>
          </h3>
          <Price amount={unitPrice(product)} original={originalPrice(product)} className="flex-wrap text-sm sm:text-base" />
          {isList && product.description && (
            <p className="mt-1 hidden text-sm text-stone-600 sm:block">{truncateText(stripMarkdown(product.description), 180)}</p>
          )}
        </div>
        <div className={`mt-auto flex flex-col gap-2 ${isList ? 'sm:flex-row sm:items-center' : ''}`}>
          <button
            type="button"
            onClick={() => onAdd(product)}
            data-replay={`add-to-cart:${product.id}`}
            aria-label={text.addToCartOf({ action: addLabel, name: name.text })}
            className={buttonClass(inCart ? 'secondary' : 'cart', 'sm', `w-full ${isList ? 'sm:w-auto' : ''}`)}
          >
            <CartIcon width={18} height={18} />
            {addLabel}
          </button>
          {isList && (
            <>
              <ProductInquiryButtons product={product} size="sm" showLabels={false} className="flex-nowrap sm:hidden" />
              <ProductInquiryButtons product={product} size="sm" className="hidden sm:flex sm:flex-nowrap" />
            </>
          )}
        </div>
      </div>
    </article>
  );
});

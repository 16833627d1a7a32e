import { useCallback, useState } from 'react';
import { ChevronStartIcon, ChevronEndIcon, ZoomIcon } from '../../components/ui/icons.tsx';
import { lazyWithPreload, useLazyReady } from '../../components/ui/lazyWithPreload.ts';
import { ProductImage } from '../../components/ui/ProductImage.tsx';
import { productPhoto, type Product } from '../../domain/index.ts';
import { useSwipe } from './useSwipe.ts';
import { useScreenMessages } from '../../components/ui/PageLocale.tsx';

// The enlarged view is its own chunk, fetched the first time a shopper asks for it.
const ImageZoomDialog = lazyWithPreload(() => import('./ImageZoomDialog.tsx'));

const arrow =
  'absolute top-1/2 z-10 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow ring-1 ring-stone-200 hover:bg-white';

/**
 * The product's pictures (the chosen variant's first): previous/next, dots, swipe (over 40 px),
 * and an enlarged view. The caller keys it by product and variant, so a new choice starts at the
 * first picture. Square box: no layout shift while pictures load. The first picture is the
 * page's largest paint; the others are fetched when the shopper turns to them.
 */
export function ProductGallery({ images, photos, name }: { images: readonly string[]; photos: Product['photos']; name: string }) {
  const galleryText = useScreenMessages('product').gallery;
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const zoomReady = useLazyReady(ImageZoomDialog, zoomOpen);
  const count = images.length;
  const current = images[index] ?? null;

  const go = useCallback((delta: number) => setIndex((i) => (count === 0 ? 0 : (i + delta + count) % count)), [count]);
  const previous = useCallback(() => go(-1), [go]);
  const next = useCallback(() => go(1), [go]);
  const { handlers, consumeSwipe } = useSwipe({ onPrevious: previous, onNext: next });

  return (
    <div className="flex flex-col gap-3">
      <div
        className="relative aspect-square w-full touch-pan-y overflow-hidden rounded-xl border border-stone-200 bg-stone-50 select-none"
        data-testid="product-gallery"
        {...handlers}
      >
        {current ? (
          <button
            type="button"
            className="group block h-full w-full cursor-zoom-in"
            aria-label={galleryText.enlarge({ n: index + 1, count })}
            onClick={() => {
              if (!consumeSwipe()) setZoomOpen(true);
            }}
          >
            <ProductImage
              src={current}
              photo={productPhoto({ photos }, current)}
              alt={galleryText.alt({ name, n: index + 1, count })}
              sizes="gallery"
              priority={index === 0}
              draggable={false}
              className="h-full w-full object-cover"
              data-testid="gallery-image"
            />
            <span className="absolute end-3 bottom-3 flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-stone-700 shadow ring-1 ring-stone-200 group-hover:text-primary" aria-hidden="true">
              <ZoomIcon width={18} height={18} />
            </span>
          </button>
        ) : (
          <div className="flex h-full items-center justify-center text-stone-500">{galleryText.noImage}</div>
        )}
        {count > 1 && (
          <>
            <button type="button" onClick={previous} data-replay="gallery-previous" aria-label={galleryText.previous} className={`${arrow} start-3`}>
              <ChevronStartIcon />
            </button>
            <button type="button" onClick={next} data-replay="gallery-next" aria-label={galleryText.next} className={`${arrow} end-3`}>
              <ChevronEndIcon />
            </button>
          </>
        )}
      </div>

      {count > 1 && (
        <div className="flex items-center justify-center gap-1">
          {images.map((image, i) => (
            <button
              key={image}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={galleryText.show({ n: i + 1, count })}
              aria-current={i === index ? 'true' : undefined}
              className="flex h-8 w-8 items-center justify-center rounded-full"
            >
              <span className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-primary' : 'w-2.5 bg-stone-300'}`} aria-hidden="true" />
            </button>
          ))}
          <p className="sr-only" aria-live="polite" data-testid="gallery-position">
            {galleryText.position({ n: index + 1, count })}
          </p>
        </div>
      )}

      {zoomReady && current && (
        <ImageZoomDialog
          open={zoomOpen}
          onClose={() => setZoomOpen(false)}
          images={images}
          photos={photos}
          index={index}
          onIndexChange={setIndex}
          name={name}
        />
      )}
    </div>
  );
}

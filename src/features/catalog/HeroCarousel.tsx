import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Localized, ShopLink, useLocalize, useScreenMessages } from '../../components/ui/PageLocale.tsx';
import { storeConfig } from '../../config/store.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { ChevronStartIcon, ChevronEndIcon } from '../../components/ui/icons.tsx';
import { Price } from '../../components/ui/Price.tsx';
import { ProductImage } from '../../components/ui/ProductImage.tsx';
import { useHydrated } from '../../components/ui/useHydrated.ts';
import {
  isListed,
  originalPrice,
  productImages,
  productPhoto,
  stripMarkdown,
  truncateText,
  unitPrice,
  type Product,
} from '../../domain/index.ts';

/** Auto-advance every 15 s, with a 1 s fade. */
export const HERO_INTERVAL_MS = 15_000;

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    () => false,
  );
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

function usePageHidden(): boolean {
  return useSyncExternalStore(subscribeVisibility, () => document.visibilityState === 'hidden', () => false);
}

function PauseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M7 5v14l12-7z" />
    </svg>
  );
}

interface HeroCarouselProps {
  /** The featured products (domain `featuredProducts`); nothing renders without any. */
  products: readonly Product[];
  /** The shop-now action: scroll to the catalogue. */
  onShopNow: () => void;
  /** 'View Collection' on a featured product that cannot be bought now: its category's listing. */
  onViewCollection: (product: Product) => void;
}

/**
 * The hero: a carousel of featured products (APG carousel pattern). Auto-advances every 15 s
 * with a 1 s fade and wraps around; pauses while hovered, while focus is inside, while the tab
 * is hidden and when the shopper presses Pause; never auto-advances (nor fades) for shoppers who
 * prefer reduced motion. The first image is the page's largest paint: eager, high priority. The
 * other slides' pictures are not fetched with the page: a slide gets its picture once the page is
 * interactive and it is the next one (so it has arrived before it fades in) or has been shown.
 */
export function HeroCarousel({ products, onShopNow, onViewCollection }: HeroCarouselProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [failedImages, setFailedImages] = useState<ReadonlySet<string>>(() => new Set());
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set([0]));
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const hidden = usePageHidden();
  const slidesId = useId();
  const text = useScreenMessages('listing');
  const localize = useLocalize();
  const count = products.length;
  const current = Math.min(index, Math.max(0, count - 1));

  const go = useCallback(
    (next: number) => {
      const target = ((next % count) + count) % count;
      setIndex(target);
      setReached((seen) => (seen.has(target) ? seen : new Set(seen).add(target)));
    },
    [count],
  );
  const autoplay = count > 1 && !reducedMotion && !stopped;
  const rotating = autoplay && !hovered && !focused && !hidden;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => go(current + 1), HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, current, go]);

  if (count === 0) return null;
  const overlay = Math.min(100, Math.max(0, storeConfig.heroOverlay)) / 100;

  return (
    <section
      aria-roledescription={text.carousel}
      aria-label={text.featuredProducts}
      className="relative isolate overflow-hidden bg-primary text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div id={slidesId} aria-live={rotating ? 'off' : 'polite'} className="grid">
        {products.map((product, slide) => {
          const active = slide === current;
          const image = productImages(product)[0];
          const upcoming = hydrated && slide === (current + 1) % count;
          const showImage = image && !failedImages.has(image) && (reached.has(slide) || upcoming);
          const available = isListed(product);
          const name = localize(product.name, product.nameAr);
          const description = localize(product.description, product.descriptionAr);
          return (
            <div
              key={product.id}
              role="group"
              aria-roledescription={text.slide}
              aria-label={text.slideOf({ n: slide + 1, count })}
              aria-hidden={active ? undefined : true}
              inert={!active}
              className={`relative [grid-area:1/1] flex min-h-[26rem] items-end transition-opacity duration-1000 ease-in-out motion-reduce:transition-none sm:min-h-[30rem] lg:min-h-[34rem] ${
                active ? 'z-10 opacity-100' : 'z-0 opacity-0'
              }`}
            >
              {showImage && (
                <ProductImage
                  src={image}
                  photo={productPhoto(product, image)}
                  alt=""
                  sizes="hero"
                  priority={slide === 0}
                  onError={() => setFailedImages((failed) => new Set(failed).add(image))}
                  className="absolute inset-0 -z-10 h-full w-full object-cover"
                />
              )}
              <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black" style={{ opacity: overlay }} />
              <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-black/70 via-black/25 to-transparent sm:ltr:bg-gradient-to-r sm:rtl:bg-gradient-to-l sm:from-black/60 sm:via-black/20" />
              <div className="relative mx-auto w-full max-w-7xl px-14 pb-16 pt-10 sm:px-16 sm:pb-20">
                <div className="max-w-xl">
                  <p className="text-xs font-semibold uppercase tracking-[0.2em] text-white/85">{text.featured}</p>
                  <h2 className="mt-2 text-3xl font-semibold leading-tight tracking-tight drop-shadow sm:text-5xl">
                    <Localized text={name} />
                  </h2>
                  {description.text && (
                    <p className="mt-3 hidden text-base text-white/90 drop-shadow sm:block">
                      <Localized text={{ ...description, text: truncateText(stripMarkdown(description.text), 140) }} />
                    </p>
                  )}
                  <div className="mt-4 inline-flex rounded-full bg-white/95 px-3 py-1 text-stone-900">
                    <Price amount={unitPrice(product)} original={originalPrice(product)} />
                  </div>
                  <div className="mt-5 flex flex-wrap gap-3">
                    {available ? (
                      <ShopLink to={`/item/${product.id}`} className={buttonClass('hero', 'lg')}>
                        {text.viewItem}
                        <span className="sr-only">
                          : <Localized text={name} />
                        </span>
                      </ShopLink>
                    ) : (
                      <button type="button" onClick={() => onViewCollection(product)} className={buttonClass('hero', 'lg')}>
                        {text.viewCollection}
                      </button>
                    )}
                    <button
                      type="button"
                      onClick={onShopNow}
                      className={buttonClass('secondary', 'lg')}
                    >
                      {text.shopNow}
                    </button>
                  </div>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(current - 1)}
            data-replay="hero-previous"
            aria-controls={slidesId}
            aria-label={text.previousSlide}
            className="absolute start-2 top-1/2 z-20 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-stone-900 shadow hover:bg-white sm:start-4"
          >
            <ChevronStartIcon />
          </button>
          <button
            type="button"
            onClick={() => go(current + 1)}
            data-replay="hero-next"
            aria-controls={slidesId}
            aria-label={text.nextSlide}
            className="absolute end-2 top-1/2 z-20 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-stone-900 shadow hover:bg-white sm:end-4"
          >
            <ChevronEndIcon />
          </button>
          <div className="absolute inset-x-0 bottom-3 z-20 flex items-center justify-center gap-1">
            {/* Hidden by the media query already in the prerendered page: the server cannot know
                the preference, and dropping the button at hydration moved the dots beside it. */}
            <button
              type="button"
              hidden={reducedMotion}
              onClick={() => setStopped((value) => !value)}
              aria-label={stopped ? text.startRotation : text.stopRotation}
              className="me-1 flex h-8 w-8 items-center justify-center rounded-full bg-black/40 text-white hover:bg-black/60 motion-reduce:hidden"
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </button>
            {products.map((product, slide) => (
              <button
                key={product.id}
                type="button"
                onClick={() => go(slide)}
                aria-controls={slidesId}
                aria-label={text.slideNamed({ n: slide + 1, count, name: localize(product.name, product.nameAr).text })}
                aria-current={slide === current ? 'true' : undefined}
                className="flex h-8 w-8 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${slide === current ? 'w-6 bg-white' : 'w-2.5 bg-white/60'}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

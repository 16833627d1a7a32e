/**
 * How a product picture is offered to the browser. The build resizes every picture it can read
 * into WebP copies at a few widths (a product's `photos`, by original URL); a page names them in
 * `srcset` and says in `sizes` how wide the picture is drawn, so the browser fetches the smallest
 * copy that is sharp on its screen and never the original. A picture without copies (a product
 * added after the build, one whose download failed, an SVG drawing) is shown from its URL.
 */
import type { Catalog, Product, ResponsivePhoto } from './types.ts';

/** The attributes of one <img>: what to fetch, and the box to reserve before it arrives. */
export interface PictureSource {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

/** A square box: what every product picture is drawn in when its own size is unknown. */
const DEFAULT_PICTURE_SIZE = 800;

/**
 * `sizes` for each place a product picture is drawn, from the layouts' own breakpoints (Tailwind's
 * sm 640, md 768, lg 1024, xl 1280 px) and page widths, so a phone at 390 px takes a copy about as
 * wide as the picture's box on its screen.
 */
export const PICTURE_SIZES = {
  /** Catalogue grid: 2 columns, 3 from lg, 4 from xl, in a page at most 80rem wide. */
  card: '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, 50vw',
  /** Catalogue list view: a 7rem thumbnail, 14rem from sm. */
  listCard: '(min-width: 640px) 224px, 112px',
  /** Related products: every card is one carousel step (280 px) less the gap between cards. */
  relatedCard: '264px',
  /** Product page gallery: the whole width on a phone, half of a page at most 72rem wide from md. */
  gallery: '(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw',
  /** Enlarged picture: a dialog at most 48rem wide. */
  zoom: '(min-width: 768px) 768px, 100vw',
  /** The hero fills the screen's width. */
  hero: '100vw',
  /** Cart lines and the variant dialog: an 80 px thumbnail. */
  thumbnail: '80px',
} as const;

export type PictureSizes = keyof typeof PICTURE_SIZES;

/** The URL of one copy of a photo. */
function photoCopyUrl(photo: ResponsivePhoto, width: number): string {
  return `${photo.base}-${width}.webp`;
}

/** `srcset` of a photo: every copy with its width. */
function photoSrcSet(photo: ResponsivePhoto): string {
  return photo.widths.map((width) => `${photoCopyUrl(photo, width)} ${width}w`).join(', ');
}

/** A product's copies of one of its pictures, if the build made any. */
export function productPhoto(product: Pick<Product, 'photos'>, url: string | null | undefined): ResponsivePhoto | undefined {
  return url ? product.photos?.[url.trim()] : undefined;
}

/**
 * The <img> attributes for a picture: with copies, `srcset` of them and as `src` (for the rare
 * browser without `srcset`) the copy closest to 800 px, never the original; the intrinsic size is
 * the photo's own, so the browser reserves its box before any byte arrives. Without copies, the
 * URL itself in a square box.
 */
export function pictureSource(url: string, photo?: ResponsivePhoto | null): PictureSource {
  if (!photo || photo.widths.length === 0) return { src: url, width: DEFAULT_PICTURE_SIZE, height: DEFAULT_PICTURE_SIZE };
  const fallback = photo.widths.filter((width) => width <= DEFAULT_PICTURE_SIZE).at(-1) ?? photo.widths[0]!;
  return { src: photoCopyUrl(photo, fallback), srcSet: photoSrcSet(photo), width: photo.width, height: photo.height };
}

/** Every copy the build made that `products` carry, by original URL. */
function knownPhotos(products: readonly Product[]): Map<string, ResponsivePhoto> {
  const known = new Map<string, ResponsivePhoto>();
  for (const product of products) {
    for (const [url, photo] of Object.entries(product.photos ?? {})) known.set(url, photo);
  }
  return known;
}

function withKnownPhotos(product: Product, known: ReadonlyMap<string, ResponsivePhoto>): Product {
  if (product.photos || known.size === 0) return product;
  const photos: Record<string, ResponsivePhoto> = {};
  for (const candidate of [...product.images, ...product.variants.map((variant) => variant.imageUrl)]) {
    const url = candidate?.trim();
    const photo = url ? known.get(url) : undefined;
    if (url && photo) photos[url] = photo;
  }
  return Object.keys(photos).length > 0 ? { ...product, photos } : product;
}

/**
 * A product read from the database, with the copies `previous` (the copy the page showed) had
 * for the same picture URLs: the database knows nothing of the build's copies. A picture whose
 * URL changed since the build, or a product added since, has none and shows its URL until the
 * next build.
 */
export function keepProductPhotos(previous: Product | null, next: Product): Product {
  return previous ? withKnownPhotos(next, knownPhotos([previous])) : next;
}

/** The live catalogue with the build's copies kept, as `keepProductPhotos` does for one product. */
export function keepPhotos(previous: Catalog | null, next: Catalog): Catalog {
  const known = knownPhotos(previous?.products ?? []);
  if (known.size === 0) return next;
  return { ...next, products: next.products.map((product) => withKnownPhotos(product, known)) };
}

/**
 * The build's picture step, called once by scripts/build.ts with the catalogue it prerenders:
 *
 * - resizes every product picture (`photos.ts`) into dist/img/ and returns the catalogue with
 *   each product's `photos` (copies, widths, intrinsic size), which the pages embed;
 * - draws a share card per product and one per page (`shareCards.ts`) into dist/share/, named by
 *   their content, for the pages' og:image;
 * - makes the product feeds' square JPEG of every picture (dist/img/<hash>-feed.jpg) and returns
 *   them by original URL (`feedPictures`), which scripts/feeds.ts lists in the feeds.
 *
 * Everything is cached in `cacheDir` between builds: a rebuild reads no unchanged picture again
 * and draws no unchanged card again.
 */
import { availableParallelism } from 'node:os';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aboutHead, homeHead, preorderHead, productText, shareTagline, type ShareImage } from '../../src/app/seo.ts';
import { localePath, LOCALES, textDirection, type Locale } from '../../src/domain/locale.ts';
import { storeConfig } from '../../src/config/store.ts';
import {
  featuredProducts,
  formatPrice,
  isPreorderEligible,
  originalPrice,
  productImages,
  unitPrice,
  type Catalog,
  type Product,
  type ResponsivePhoto,
} from '../../src/domain/index.ts';
import { useShippedFonts } from './fonts.ts';
// Cards are titled from the catalogues (src/app/seo.ts reads them), as the build's own server bundle is.
import '../../src/i18n/all.ts';
import { mapLimit, PhotoPipeline, publishCachedFile, type PhotoStats, type ProcessedPhoto } from './photos.ts';
import { CARD_HEIGHT, CARD_WIDTH, renderPageCard, renderProductCard, type CardBrand } from './shareCards.ts';

/** Bump when the look of the cards or the copies changes, so cached ones are redrawn. */
const PIPELINE_VERSION = 2;

/** A page that gets a share card of its own (not a product): its path, title and tagline. */
export interface PageCard {
  /** The page's path in its language ('/ar/about'). */
  path: string;
  locale: Locale;
  title: string;
  subtitle: string;
  /** Products whose photos the card shows. */
  products: readonly Product[];
}

export interface ImageBuildOptions {
  catalog: Catalog;
  pages: readonly PageCard[];
  publicDir: string;
  outDir: string;
  /** Kept between builds; defaults to node_modules/.cache/momobel-images. */
  cacheDir: string;
  log: (line: string) => void;
}

export interface ImageBuildResult {
  catalog: Catalog;
  /** Share card by page path ('/', '/about', '/item/<id>', '/ar/item/<id>' …). */
  shareImages: Map<string, ShareImage>;
  /** The feeds' JPEG copy of every picture the pipeline could read, as a site path, by original URL. */
  feedPictures: Record<string, string>;
  photos: PhotoStats;
  cards: { drawn: number; cached: number };
  /** How long the step took. */
  ms: number;
}

function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Every picture a product shows: its own and its variants'. */
function productPictureUrls(product: Product): string[] {
  return [...productImages(product), ...product.variants.flatMap((variant) => (variant.imageUrl ? [variant.imageUrl.trim()] : []))];
}

export async function buildImages(options: ImageBuildOptions): Promise<ImageBuildResult> {
  const started = Date.now();
  const cacheDir = join(options.cacheDir, `v${PIPELINE_VERSION}`);
  await useShippedFonts(join(options.cacheDir, 'fonts'));
  const pipeline = new PhotoPipeline({
    publicDir: options.publicDir,
    cacheDir,
    outDir: join(options.outDir, 'img'),
    urlPrefix: '/img',
    warn: options.log,
  });
  const processed = await pipeline.processAll(options.catalog.products.flatMap(productPictureUrls));

  const products = options.catalog.products.map((product): Product => {
    const photos: Record<string, ResponsivePhoto> = {};
    for (const url of productPictureUrls(product)) {
      const photo = processed.get(url)?.photo;
      if (photo) photos[url] = photo;
    }
    return Object.keys(photos).length > 0 ? { ...product, photos } : product;
  });

  const logo = readFileSync(join(options.publicDir, storeConfig.brand.logoUrl.replace(/^\//, '')));
  const brand: CardBrand = { theme: storeConfig.theme, logo, host: new URL(storeConfig.siteUrl).host };
  const brandKey = sha256(JSON.stringify({ theme: brand.theme, host: brand.host, logo: sha256(logo) }));
  const cardsDir = join(cacheDir, 'cards');
  const shareDir = join(options.outDir, 'share');
  mkdirSync(cardsDir, { recursive: true });
  mkdirSync(shareDir, { recursive: true });
  const cards = { drawn: 0, cached: 0 };
  const firstPhoto = (product: Product): ProcessedPhoto | undefined =>
    productImages(product).map((url) => processed.get(url)).find(Boolean);

  /** Draws a card unless the same one is cached, and publishes it as dist/share/<slug>-<key>.jpg. */
  const card = async (slug: string, description: unknown, draw: () => Promise<Buffer>): Promise<string> => {
    const key = sha256(JSON.stringify({ version: PIPELINE_VERSION, brandKey, description }));
    const cached = join(cardsDir, `${key}.jpg`);
    if (existsSync(cached)) {
      cards.cached++;
    } else {
      writeFileSync(cached, await draw());
      cards.drawn++;
    }
    const name = `${slug}-${key.slice(0, 10)}.jpg`;
    publishCachedFile(cached, join(shareDir, name));
    return `/share/${name}`;
  };

  const shareImages = new Map<string, ShareImage>();
  await mapLimit(products, Math.max(2, availableParallelism()), async (product) => {
    const photo = firstPhoto(product);
    const original = originalPrice(product);
    const price = formatPrice(unitPrice(product));
    const wasPrice = original === null ? null : formatPrice(original);
    let english: ShareImage | undefined;
    for (const locale of LOCALES) {
      const { name } = productText(product, locale);
      const pagePath = localePath(`/item/${product.id}`, locale);
      // Prices read the same in both languages: a card is drawn again only for a name of its own.
      if (english && name === product.name) {
        shareImages.set(pagePath, english);
        continue;
      }
      const input = { name, price, wasPrice, ...(locale !== 'en' && { direction: textDirection(locale) }) };
      try {
        const slug = `${locale === 'en' ? '' : `${locale}-`}${encodeURIComponent(product.id)}`;
        const path = await card(slug, { ...input, photo: photo?.hash ?? null }, async () =>
          renderProductCard({ ...input, photo: photo ? readFileSync(photo.cardPhotoFile) : null }, brand),
        );
        const image = { path, width: CARD_WIDTH, height: CARD_HEIGHT, alt: `${name}${locale === 'ar' ? '، ' : ', '}${price}` };
        shareImages.set(pagePath, image);
        if (locale === 'en') english = image;
      } catch (error) {
        options.log(`⚠ No share card for ${name}: ${(error as Error).message}`);
      }
    }
  });
  for (const page of options.pages) {
    const photos = page.products.map(firstPhoto).filter((photo): photo is ProcessedPhoto => Boolean(photo)).slice(0, 4);
    const slug = page.path === '/' ? 'home' : page.path.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '-');
    const direction = page.locale === 'en' ? {} : { direction: textDirection(page.locale) };
    const path = await card(slug, { title: page.title, subtitle: page.subtitle, photos: photos.map((photo) => photo.hash), ...direction }, async () =>
      renderPageCard({ title: page.title, subtitle: page.subtitle, photos: photos.map((photo) => readFileSync(photo.cardPhotoFile)), ...direction }, brand),
    );
    shareImages.set(page.path, { path, width: CARD_WIDTH, height: CARD_HEIGHT, alt: `${storeConfig.brand.name}: ${page.title}` });
  }

  options.log(
    `Pictures: ${pipeline.stats.sources} distinct, ${pipeline.stats.processed} resized, ${pipeline.stats.failed} left as they are; share cards: ${cards.drawn} drawn, ${cards.cached} from the cache`,
  );
  const feedPictures = Object.fromEntries([...processed].map(([url, photo]) => [url, photo.feedPicture]));
  return { catalog: { ...options.catalog, products }, shareImages, feedPictures, photos: pipeline.stats, cards, ms: Date.now() - started };
}

/** The pages (besides products) that get a card, in every language: home, About and Preorder. */
export function pageCards(catalog: Catalog): PageCard[] {
  const featured = featuredProducts(catalog.products, storeConfig.featuredProductNames);
  const preorder = catalog.products.filter(isPreorderEligible);
  // A page's title without the brand (which the logo already shows), then its tagline.
  const withoutBrand = (title: string, brandFirst: boolean) => {
    const parts = title.split(' · ');
    return (brandFirst ? parts.slice(1) : parts.slice(0, -1)).join(' · ');
  };
  return LOCALES.flatMap((locale): PageCard[] => {
    const home = homeHead(locale);
    const about = aboutHead(locale);
    const preorderPage = preorderHead(locale);
    return [
      { path: home.path, locale, title: withoutBrand(home.title, true), subtitle: shareTagline(locale), products: featured },
      { path: about.path, locale, title: withoutBrand(about.title, false), subtitle: about.description, products: featured },
      { path: preorderPage.path, locale, title: withoutBrand(preorderPage.title, false), subtitle: preorderPage.description, products: preorder.length > 0 ? preorder : featured },
    ];
  });
}

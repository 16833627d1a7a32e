/**
 * How a picture is offered to the browser: the build's copies in srcset, the intrinsic size for
 * the box, never the original when copies exist; the URL itself when there are none. The live
 * catalogue keeps the build's copies of pictures it still names.
 */
import { describe, expect, it } from 'vitest';
import {
  keepPhotos,
  keepProductPhotos,
  pictureSource,
  PICTURE_SIZES,
  productPhoto,
  type Catalog,
  type ResponsivePhoto,
} from '../../../src/domain/index.ts';
import { makeProduct, makeVariant } from './fixtures.ts';

const photo: ResponsivePhoto = { base: '/img/abc', widths: [320, 480, 800, 1200], width: 2400, height: 1600 };
const catalog = (products: Catalog['products']): Catalog => ({ categories: [], subcategories: [], products });

/** The width a browser takes from `srcset` for a picture drawn `cssWidth` px wide at `dpr`. */
function chosenWidth(widths: number[], cssWidth: number, dpr: number): number {
  return widths.find((width) => width >= cssWidth * dpr) ?? widths.at(-1)!;
}

describe('pictureSource', () => {
  it('lists every copy with its width and keeps the photo’s own size for the box', () => {
    expect(pictureSource('https://cdn.example/p.jpg', photo)).toEqual({
      src: '/img/abc-800.webp',
      srcSet: '/img/abc-320.webp 320w, /img/abc-480.webp 480w, /img/abc-800.webp 800w, /img/abc-1200.webp 1200w',
      width: 2400,
      height: 1600,
    });
  });

  it('never names the original when there are copies, even for a picture smaller than 800 px', () => {
    const small: ResponsivePhoto = { base: '/img/s', widths: [320, 450], width: 450, height: 450 };
    const source = pictureSource('/images/small.jpg', small);
    expect(source.src).toBe('/img/s-450.webp');
    expect(JSON.stringify(source)).not.toContain('small.jpg');
  });

  it('shows the URL itself in a square box when there are no copies', () => {
    expect(pictureSource('https://cdn.example/new.jpg')).toEqual({ src: 'https://cdn.example/new.jpg', width: 800, height: 800 });
    expect(pictureSource('/images/x.jpg', { ...photo, widths: [] }).srcSet).toBeUndefined();
  });
});

describe('PICTURE_SIZES on a phone 390 px wide at 2×', () => {
  // The first matching media condition of each list at 390 px, as a browser reads it.
  const at390 = (sizes: string): number => {
    for (const entry of sizes.split(',').map((part) => part.trim())) {
      const match = /^\(min-width: (\d+)px\) (.+)$/.exec(entry);
      const length = match ? (390 >= Number(match[1]) ? match[2]! : null) : entry;
      if (length === null) continue;
      return length.endsWith('vw') ? (390 * parseFloat(length)) / 100 : parseFloat(length);
    }
    throw new Error(`no size for 390 px in ${sizes}`);
  };

  it('takes a 480 px copy for a grid card, 800 px for the gallery and the hero, 320 px for a thumbnail', () => {
    expect(chosenWidth(photo.widths, at390(PICTURE_SIZES.card), 2)).toBe(480);
    expect(chosenWidth(photo.widths, at390(PICTURE_SIZES.gallery), 2)).toBe(800);
    expect(chosenWidth(photo.widths, at390(PICTURE_SIZES.hero), 2)).toBe(800);
    expect(chosenWidth(photo.widths, at390(PICTURE_SIZES.thumbnail), 2)).toBe(320);
    expect(chosenWidth(photo.widths, at390(PICTURE_SIZES.relatedCard), 2)).toBe(800);
  });

  it('every list ends with a length for any screen', () => {
    for (const sizes of Object.values(PICTURE_SIZES)) expect(sizes.split(',').at(-1)!.trim()).toMatch(/^\d+(px|vw)$/);
  });
});

describe('productPhoto', () => {
  it('finds the copies by the URL as the catalogue names it', () => {
    const product = makeProduct({ images: [' /images/a.jpg '], photos: { '/images/a.jpg': photo } });
    expect(productPhoto(product, ' /images/a.jpg')).toBe(photo);
    expect(productPhoto(product, '/images/b.jpg')).toBeUndefined();
    expect(productPhoto(makeProduct(), '/images/a.jpg')).toBeUndefined();
  });
});

describe('keepPhotos', () => {
  const built = catalog([
    makeProduct({
      id: 'a',
      images: ['/a.jpg'],
      variants: [makeVariant({ id: 'v', imageUrl: '/a-blue.jpg' })],
      photos: { '/a.jpg': photo, '/a-blue.jpg': { ...photo, base: '/img/blue' } },
    }),
  ]);

  it('gives live products the build’s copies of the pictures they still name', () => {
    const live = catalog([
      makeProduct({ id: 'a', images: ['/a.jpg', '/a-new.jpg'], variants: [makeVariant({ id: 'v', imageUrl: '/a-blue.jpg' })] }),
    ]);
    expect(keepPhotos(built, live).products[0]!.photos).toEqual({ '/a.jpg': photo, '/a-blue.jpg': { ...photo, base: '/img/blue' } });
  });

  it('leaves a product added after the build, or a changed picture, on its original URL', () => {
    const live = catalog([makeProduct({ id: 'a', images: ['/a-changed.jpg'] }), makeProduct({ id: 'new', images: ['/new.jpg'] })]);
    const kept = keepPhotos(built, live);
    expect(kept.products.map((product) => product.photos)).toEqual([undefined, undefined]);
  });

  it('returns the live catalogue itself when there is nothing to keep', () => {
    const live = catalog([makeProduct({ id: 'a', images: ['/a.jpg'] })]);
    expect(keepPhotos(null, live)).toBe(live);
    expect(keepPhotos(catalog([makeProduct()]), live)).toBe(live);
  });
});

describe('keepProductPhotos', () => {
  it('gives a fresh read of a product the copies of the copy shown so far', () => {
    const shown = makeProduct({ id: 'a', images: ['/a.jpg'], photos: { '/a.jpg': photo } });
    const fresh = makeProduct({ id: 'a', price: 999, images: ['/a.jpg'] });
    expect(keepProductPhotos(shown, fresh)).toEqual({ ...fresh, photos: { '/a.jpg': photo } });
    expect(keepProductPhotos(null, fresh)).toBe(fresh);
  });
});

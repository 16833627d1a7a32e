/**
 * The one component every product picture goes through: srcset/sizes from the build's copies,
 * intrinsic size, lazy unless it is the page's largest paint, and the plain URL without copies.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ProductImage } from '../../../src/components/ui/ProductImage.tsx';
import { PICTURE_SIZES, type ResponsivePhoto } from '../../../src/domain/index.ts';

afterEach(cleanup);

const photo: ResponsivePhoto = { base: '/img/abc', widths: [320, 480, 800], width: 1200, height: 900 };

function img(element: React.ReactElement): HTMLImageElement {
  return render(element).container.querySelector('img')!;
}

describe('ProductImage', () => {
  it('offers the copies with sizes, the photo’s own size, lazily', () => {
    const image = img(<ProductImage src="https://cdn.example/big.jpg" photo={photo} alt="Jars" sizes="card" />);
    expect(image.getAttribute('src')).toBe('/img/abc-800.webp');
    expect(image.getAttribute('srcset')).toBe('/img/abc-320.webp 320w, /img/abc-480.webp 480w, /img/abc-800.webp 800w');
    expect(image.getAttribute('sizes')).toBe(`auto, ${PICTURE_SIZES.card}`);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '900']);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBeNull();
    expect(image.getAttribute('alt')).toBe('Jars');
  });

  it('fetches the largest paint at once and first, with plain sizes (auto needs lazy)', () => {
    const image = img(<ProductImage src="/a.jpg" photo={photo} alt="" sizes="gallery" priority />);
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('sizes')).toBe(PICTURE_SIZES.gallery);
  });

  it('shows a picture without copies from its URL, in a square box, without srcset', () => {
    const image = img(<ProductImage src="https://cdn.example/new.jpg" alt="New" sizes="card" />);
    expect(image.getAttribute('src')).toBe('https://cdn.example/new.jpg');
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.hasAttribute('sizes')).toBe(false);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '800']);
  });

  it('renders the same attributes on the server', () => {
    const html = renderToString(<ProductImage src="/a.jpg" photo={photo} alt="A" sizes="thumbnail" />);
    expect(html.toLowerCase()).toContain('srcset="/img/abc-320.webp 320w');
    expect(html).toContain(`sizes="auto, ${PICTURE_SIZES.thumbnail}"`);
    expect(html).toContain('width="1200"');
  });
});

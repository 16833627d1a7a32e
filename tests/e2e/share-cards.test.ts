/**
 * Link previews of the production build the test stack serves: every prerendered product page,
 * and the home, About and Preorder pages, name a share card in og:image that exists in the build,
 * is a 1200 × 630 JPEG no larger than WhatsApp's 300 KB, and matches og:image:width/height; the
 * preview title carries the price.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';

const dist = join(inject('stack').stateDir, 'dist');

function meta(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match ? match[1]!.replace(/&amp;/g, '&') : null;
}

async function expectShareCard(page: string): Promise<string> {
  const html = readFileSync(join(dist, page), 'utf8');
  const image = meta(html, 'og:image');
  expect(image, page).toMatch(/^https:\/\/momobel\.shop\/share\/[^/]+\.jpg$/);
  const file = join(dist, new URL(image!).pathname);
  const info = await sharp(file).metadata();
  expect(info.format).toBe('jpeg');
  expect([info.width, info.height]).toEqual([1200, 630]);
  expect(statSync(file).size).toBeLessThanOrEqual(300 * 1024);
  expect(meta(html, 'og:image:width')).toBe('1200');
  expect(meta(html, 'og:image:height')).toBe('630');
  expect(meta(html, 'og:image:alt')).toBeTruthy();
  expect(meta(html, 'og:description')).toBeTruthy();
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  return html;
}

describe('share cards', () => {
  it('every product page has its own card, and a preview title with its price', async () => {
    const products = readdirSync(join(dist, 'item'));
    expect(products.length).toBeGreaterThanOrEqual(50);
    const images = new Set<string>();
    for (const id of products) {
      const html = await expectShareCard(join('item', id, 'index.html'));
      images.add(meta(html, 'og:image')!);
      expect(meta(html, 'og:title')).toMatch(/ · \$\d+\.\d\d/);
    }
    expect(images.size).toBe(products.length);
    const utensils = readFileSync(join(dist, 'item/30000000-0000-4000-8000-000000000002/index.html'), 'utf8');
    expect(meta(utensils, 'og:title')).toBe('Bamboo Utensil Set · $11.90 (was $14.00)');
  });

  it('home, About and Preorder have a card each', async () => {
    for (const page of ['index.html', 'about/index.html', 'preorder/index.html']) await expectShareCard(page);
  });
});

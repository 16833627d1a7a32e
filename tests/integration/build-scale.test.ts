/**
 * The production build at a bigger catalogue (400 extra products seeded into the real stack, then
 * removed): every page embeds only what it renders, and the whole catalogue goes once into the
 * content-hashed snapshot file. What is checked here cannot flake (contents, not timings); the
 * 5,000-product timings are in `npm run bench`.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildShop } from '../../scripts/build.ts';
import { storeConfig } from '../../src/config/store.ts';
import { sql, stackInfo } from '../support/clients.ts';

const SEEDED = 400;
const STALE_PRODUCT = '30000000-0000-4000-8000-00000000dead';
/** Ends in a mark, so "number 1◆" is never found inside "number 17◆". */
const description = (n: number) => `Seeded description number ${n}◆`;
const descriptionPattern = /Seeded description number (\d+)◆/g;

function seededIn(html: string): number[] {
  return [...new Set([...html.matchAll(descriptionPattern)].map((match) => Number(match[1])))].sort((a, b) => a - b);
}

/** The JSON a prerendered page embeds. */
function embedded(html: string): {
  catalog: { products: { id: string; description: string }[] };
  snapshotUrl: string;
  terms: { zones: unknown[]; areas: unknown[]; lbpPerUsd: number | null };
  deliveryAreasUrl?: string;
} {
  const json = /<script type="application\/json" id="catalog-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!);
}

describe('build at scale', () => {
  let outDir: string;
  let seeded: { id: string; n: number }[];

  beforeAll(async () => {
    seeded = await sql<{ id: string; n: number }>(
      `insert into public.items (store_id, category_id, name, description, price, inventory, image_url, sort_order)
       select $1, (select id from public.categories order by sort_order limit 1 offset (g % 6)),
              'Scale test item ' || g, 'Seeded description number ' || g || '◆', (3 + g % 50)::numeric(10,2), 10,
              '/images/products/glass-storage-jars-1.jpg', 2000 + g
       from generate_series(1, ${SEEDED}) g
       returning id, (sort_order - 2000)::int as n`,
      [storeConfig.storeId],
    );
    outDir = mkdtempSync(join(tmpdir(), 'momobel-build-scale-'));
    // What a previous build left: a page of a product since deleted.
    mkdirSync(join(outDir, 'item', STALE_PRODUCT), { recursive: true });
    writeFileSync(join(outDir, 'item', STALE_PRODUCT, 'index.html'), '<!doctype html><title>Gone</title>');
    const { apiUrl, anonKey } = stackInfo();
    const built = await buildShop({ outDir, apiUrl, anonKey, log: () => {} });
    // A build that could not read the catalogue still succeeds, as a plain single-page app.
    expect(built.pages).toBeGreaterThan(SEEDED);
  }, 300_000);

  afterAll(async () => {
    await sql(`delete from public.items where sort_order > 2000 and name like 'Scale test item %'`);
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('replaces the previous build whole: its pages are gone, and no copy of it is left beside dist/', () => {
    expect(existsSync(join(outDir, 'item', STALE_PRODUCT))).toBe(false);
    expect(readdirSync(dirname(outDir)).filter((name) => name.startsWith(`.${basename(outDir)}-previous-`))).toEqual([]);
  });

  it("a product page embeds its own description and no other product's", () => {
    for (const { id, n } of [seeded[0]!, seeded[199]!, seeded[SEEDED - 1]!]) {
      const html = readFileSync(join(outDir, 'item', id, 'index.html'), 'utf8');
      expect(seededIn(html)).toEqual([n]);
      const data = embedded(html);
      expect(data.catalog.products.find((product) => product.id === id)?.description).toBe(description(n));
      // Its related products come along as cards, without descriptions.
      expect(data.catalog.products.length).toBeGreaterThan(1);
      expect(data.catalog.products.length).toBeLessThanOrEqual(6);
    }
  });

  it('the home page embeds its first page of cards, not the catalogue', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(seededIn(html)).toEqual([]);
    const data = embedded(html);
    expect(data.catalog.products.length).toBeLessThan(40);
    for (const page of ['preorder/index.html', 'about/index.html', '404.html']) {
      expect(seededIn(readFileSync(join(outDir, page), 'utf8'))).toEqual([]);
    }
  });

  it('the whole catalogue is written once, to a content-hashed file every page points to', () => {
    const snapshots = readdirSync(join(outDir, 'assets')).filter((file) => /^catalog-[0-9a-f]{12}\.json$/.test(file));
    expect(snapshots).toHaveLength(1);
    const url = `/assets/${snapshots[0]}`;
    const snapshot = JSON.parse(readFileSync(join(outDir, url), 'utf8')) as {
      products: { description: string; images: string[]; photos?: Record<string, { base: string; widths: number[] }> }[];
    };
    expect(seededIn(snapshot.products.map((product) => product.description).join('\n'))).toEqual(
      Array.from({ length: SEEDED }, (_, i) => i + 1),
    );
    // The resized copies of every product's photo travel with it, and exist in the build.
    const seededProducts = snapshot.products.filter((product) => product.description.startsWith('Seeded description number '));
    expect(seededProducts).toHaveLength(SEEDED);
    for (const product of seededProducts) {
      const photo = product.photos?.['/images/products/glass-storage-jars-1.jpg'];
      expect(photo?.widths.length).toBeGreaterThan(0);
      for (const width of photo!.widths) expect(existsSync(join(outDir, `${photo!.base}-${width}.webp`))).toBe(true);
    }
    for (const page of ['index.html', `item/${seeded[5]!.id}/index.html`, 'preorder/index.html', '404.html']) {
      expect(embedded(readFileSync(join(outDir, page), 'utf8')).snapshotUrl).toBe(url);
    }
  });

  it('no page carries the delivery areas: they are in one small file every page points to, as the database has them', async () => {
    // src/data reads where the project is from Vite's environment when first imported; in a run
    // with the end-to-end suite it was already loaded with that stack's key: load it afresh.
    const { apiUrl, anonKey } = stackInfo();
    vi.stubEnv('VITE_SUPABASE_URL', apiUrl);
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', anonKey);
    vi.resetModules();
    const { fetchShopTerms } = await import('../../src/data/delivery.ts');
    const terms = await fetchShopTerms();
    expect(terms.areas.length).toBeGreaterThan(5);
    const files = readdirSync(join(outDir, 'assets')).filter((file) => /^delivery-[0-9a-f]{12}\.json$/.test(file));
    expect(files).toHaveLength(1);
    const url = `/assets/${files[0]}`;
    expect(JSON.parse(readFileSync(join(outDir, url), 'utf8'))).toEqual(terms);
    for (const page of ['index.html', `item/${seeded[5]!.id}/index.html`, `ar/item/${seeded[5]!.id}/index.html`, 'about/index.html', '404.html']) {
      const html = readFileSync(join(outDir, page), 'utf8');
      const data = embedded(html);
      expect(data.deliveryAreasUrl).toBe(url);
      // The zones and the rate stay: the banner and every price show them at the first paint.
      expect(data.terms).toEqual({ zones: terms.zones, areas: [], lbpPerUsd: terms.lbpPerUsd });
      for (const area of terms.areas) expect(html).not.toContain(`"${area.id}"`);
    }
  });
});

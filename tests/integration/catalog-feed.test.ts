/**
 * The product feeds on the real stack (docs/decisions/0031-product-feeds.md, and docs/decisions/0009-arabic-twins-fall-back-to-english.md for the Arabic ones): the
 * catalog-feed edge function, fetched as Meta and Google fetch it (a bare GET, no key), and the
 * files the production build writes to dist/feeds/, all read with real CSV and XML parsers.
 *
 * Order matters: the function first runs with no published build (a product added after the
 * build: its JPEG original is listed, a drawing with no copy is left out); then the build runs,
 * its files are checked, and this test serves them at the shop's origin (SITE_URL) so the function
 * lists the build's JPEG copies, as it does hosted.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShop } from '../../scripts/build.ts';
import { storeConfig } from '../../src/config/store.ts';
import { FEED_SKIP_REASONS } from '../../src/domain/feeds.ts';
import { sql, stackInfo } from '../support/clients.ts';
import {
  expectWellFormedArabicFeeds,
  expectWellFormedFeeds,
  parseGoogleXml,
  parseMetaCsv,
  parseMetaLanguageCsv,
  type MetaLanguageRow,
  type MetaRow,
} from '../support/feeds.ts';

const feedUrl = (name: string) => `${stackInfo().apiUrl}/functions/v1/catalog-feed/${name}`;

/** The live feeds in both languages, fetched bare, parsed and checked. */
async function liveFeeds() {
  const [csv, xml, csvAr, xmlAr] = await Promise.all(['meta.csv', 'google.xml', 'meta-ar.csv', 'google-ar.xml'].map((name) => fetch(feedUrl(name))));
  for (const response of [csv!, xml!, csvAr!, xmlAr!]) {
    expect(response.status).toBe(200);
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(300);
  }
  for (const response of [csv!, csvAr!]) expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  for (const response of [xml!, xmlAr!]) expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const meta = parseMetaCsv(await csv!.text());
  const google = parseGoogleXml(await xml!.text()).items;
  expectWellFormedFeeds(meta, google);
  const metaAr = parseMetaLanguageCsv(await csvAr!.text());
  const googleAr = parseGoogleXml(await xmlAr!.text()).items;
  expectWellFormedArabicFeeds({ meta: metaAr, google: googleAr }, { meta, google }, stackInfo().siteUrl);
  return { meta, google, metaAr, googleAr, skipped: Number(csv!.headers.get('x-feed-skipped')) };
}

const SEED = {
  casserole: '30000000-0000-4000-8000-000000000006',
  terracotta: '40000000-0000-4000-8000-000000000603',
  teal: '40000000-0000-4000-8000-000000000601',
  espressoMaker: '30000000-0000-4000-8000-000000000013',
  kettle: '30000000-0000-4000-8000-000000000014',
  jars: '30000000-0000-4000-8000-000000000001',
  jarsSmall: '40000000-0000-4000-8000-000000000101',
};
const JPEG = '/images/products/glass-storage-jars-1.jpg';
const DRAWING = '/images/products/stainless-steel-kettle-1.svg';
const TRICKY_NAME = 'Jar, "Large" & <Lid>\nمرطبان زجاجي';

/** Products with bad data, added for this test (sort_order 9000+, removed afterwards). */
interface TestItems {
  tricky: string;
  noPicture: string;
  free: string;
  drawingOnly: string;
  otherStore: string;
  deleted: string;
  grouped: string;
  soldOutVariant: string;
  inStockVariant: string;
}

async function insertItem(fields: { name: string; price: number; image?: string | null; description?: string; storeId?: string; inventory?: number | null }): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.items (store_id, category_id, name, description, price, inventory, image_url, sort_order)
     values ($1, '10000000-0000-4000-8000-000000000001', $2, $3, $4, $5, $6, 9000) returning id`,
    [fields.storeId ?? storeConfig.storeId, fields.name, fields.description ?? '', fields.price, fields.inventory ?? null, fields.image === undefined ? JPEG : fields.image],
  );
  return row!.id;
}

async function insertVariant(itemId: string, size: string, inventory: number): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.item_variants (item_id, size, price, inventory, sort_order) values ($1, $2, 14.5, $3, 1) returning id`,
    [itemId, size, inventory],
  );
  return row!.id;
}

const rowOf = <Row extends MetaRow | MetaLanguageRow>(rows: Row[], id: string) => rows.find((row) => row.id === id);

describe('catalog feeds', () => {
  let items: TestItems;

  beforeAll(async () => {
    const grouped = await insertItem({ name: 'Feed test tumblers', price: 14.5 });
    items = {
      tricky: await insertItem({ name: TRICKY_NAME, price: 12.5, description: '**Airtight**, with a [bamboo lid](https://example.com).\n\n- "dishwasher" safe' }),
      noPicture: await insertItem({ name: 'Feed test bare', price: 9, image: null }),
      free: await insertItem({ name: 'Feed test sample', price: 0 }),
      drawingOnly: await insertItem({ name: 'Feed test drawing', price: 19, image: DRAWING }),
      otherStore: await insertItem({ name: 'Feed test other shop', price: 10, storeId: '00000000-0000-4000-8000-000000000099' }),
      deleted: await insertItem({ name: 'Feed test deleted', price: 11 }),
      grouped,
      soldOutVariant: await insertVariant(grouped, 'Small', 0),
      inStockVariant: await insertVariant(grouped, 'Large', 6),
    };
  });

  afterAll(async () => {
    await sql(`delete from public.items where sort_order = 9000`);
  });

  describe('live from the database (the catalog-feed function)', () => {
    it('answers a bare GET with no key or header, cacheable for at most 5 minutes, and both feeds agree', async () => {
      const { meta } = await liveFeeds();
      expect(meta.length).toBeGreaterThan(0);
    });

    it('keeps the feeds while the catalogue is unchanged: fetched again, it does not read the products again', async () => {
      const first = await liveFeeds();
      // The products made unreadable to the function's key: a fetch that read them would fail (502).
      await sql('revoke select on public.items from anon');
      try {
        expect(await liveFeeds()).toEqual(first);
      } finally {
        await sql('grant select on public.items to anon');
      }
    });

    it('lists each variant as its own row grouped under the product, with its availability', async () => {
      const { meta } = await liveFeeds();
      const grouped = meta.filter((row) => row.item_group_id === items.grouped);
      expect(grouped.map((row) => [row.id, row.title, row.availability, row.price])).toEqual([
        [items.soldOutVariant, 'Feed test tumblers (Small)', 'out of stock', '14.50 USD'],
        [items.inStockVariant, 'Feed test tumblers (Large)', 'in stock', '14.50 USD'],
      ]);
      expect(grouped[0]!.link).toMatch(new RegExp(`/item/${items.grouped}\\?variant=${items.soldOutVariant}$`));
    });

    it('follows stock changes at the next fetch: a product sold out becomes a preorder', async () => {
      await sql(`update public.item_variants set inventory = 0 where id = $1`, [items.inStockVariant]);
      try {
        const { meta } = await liveFeeds();
        expect(rowOf(meta, items.soldOutVariant)?.availability).toBe('preorder');
        expect(rowOf(meta, items.inStockVariant)?.availability).toBe('preorder');
      } finally {
        await sql(`update public.item_variants set inventory = 6 where id = $1`, [items.inStockVariant]);
      }
    });

    it('escapes a name with commas, quotes, a line break, markup and Arabic, and strips Markdown', async () => {
      const { meta, google } = await liveFeeds();
      const row = rowOf(meta, items.tricky);
      expect(row?.title).toBe('Jar, "Large" & <Lid> مرطبان زجاجي');
      expect(row?.description).toBe('Airtight, with a bamboo lid.\n\n"dishwasher" safe');
      expect(row?.price).toBe('12.50 USD');
      const item = google.find((entry) => entry.id![0] === items.tricky);
      expect(item?.title).toEqual(['Jar, "Large" & <Lid> مرطبان زجاجي']);
    });

    it('serves the Arabic feeds: the demo’s Arabic titles, descriptions and categories, /ar/ links, English where a product has no Arabic', async () => {
      const site = stackInfo().siteUrl;
      const { metaAr, googleAr } = await liveFeeds();
      expect(rowOf(metaAr, SEED.jarsSmall)).toEqual({
        id: SEED.jarsSmall,
        override: 'ar_XX',
        title: 'مرطبانات زجاجية للتخزين (500 مل)',
        description: expect.stringContaining('مرطبانات من زجاج البوروسيليكات'),
        link: `${site}/ar/item/${SEED.jars}?variant=${SEED.jarsSmall}`,
      });
      expect(googleAr.find((item) => item.id![0] === SEED.jarsSmall)?.product_type).toEqual(['التخزين والتنظيم']);
      // No Arabic yet: the English text, escaped as in the main feed, on the Arabic page.
      expect(rowOf(metaAr, items.tricky)).toMatchObject({ title: 'Jar, "Large" & <Lid> مرطبان زجاجي', link: `${site}/ar/item/${items.tricky}` });
    });

    it('follows Arabic text the owner adds at the next fetch', async () => {
      await sql(`update public.items set name_ar = 'أكواب، "تجربة"', description_ar = 'سطر أول\n\nسطر, ثانٍ' where id = $1`, [items.grouped]);
      try {
        const { metaAr, googleAr } = await liveFeeds();
        expect(rowOf(metaAr, items.inStockVariant)).toMatchObject({ title: 'أكواب، "تجربة" (Large)', description: 'سطر أول\n\nسطر, ثانٍ' });
        expect(googleAr.find((item) => item.id![0] === items.inStockVariant)?.title).toEqual(['أكواب، "تجربة" (Large)']);
      } finally {
        await sql(`update public.items set name_ar = null, description_ar = null where id = $1`, [items.grouped]);
      }
    });

    it('leaves out a product without a picture, one priced 0, another shop’s, and a drawing the build has not copied yet', async () => {
      const { meta, skipped } = await liveFeeds();
      const ids = meta.map((row) => row.id);
      for (const id of [items.noPicture, items.free, items.otherStore, items.drawingOnly]) expect(ids).not.toContain(id);
      // A product added after the build with a JPEG original is listed with it.
      expect(rowOf(meta, items.deleted)?.image_link).toMatch(/\/images\/products\/glass-storage-jars-1\.jpg$/);
      expect(skipped).toBeGreaterThanOrEqual(3);
    });

    it('drops a deleted product at the next fetch', async () => {
      expect(rowOf((await liveFeeds()).meta, items.deleted)).toBeDefined();
      await sql(`delete from public.items where id = $1`, [items.deleted]);
      expect(rowOf((await liveFeeds()).meta, items.deleted)).toBeUndefined();
    });

    it('answers 404 for another path and 405 for another method', async () => {
      const missing = await fetch(feedUrl('meta.tsv'));
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'not_found', feeds: ['meta.csv', 'google.xml', 'meta-ar.csv', 'google-ar.xml'] });
      const post = await fetch(feedUrl('meta.csv'), { method: 'POST' });
      expect(post.status).toBe(405);
      await post.body?.cancel();
    });
  });

  describe('written by the build (dist/feeds/)', () => {
    let outDir: string;
    const logLines: string[] = [];
    let site: Server | undefined;

    beforeAll(async () => {
      outDir = mkdtempSync(join(tmpdir(), 'momobel-feeds-'));
      const { apiUrl, anonKey } = stackInfo();
      const built = await buildShop({ outDir, apiUrl, anonKey, log: (line) => logLines.push(line) });
      expect(built.pages).toBeGreaterThan(1);
    }, 300_000);

    afterAll(async () => {
      // The function keeps its connection to the site alive: close it, or close() waits on it.
      site?.closeAllConnections();
      await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
      if (outDir) rmSync(outDir, { recursive: true, force: true });
    });

    function builtFeeds() {
      const read = (name: string) => readFileSync(join(outDir, 'feeds', name), 'utf8');
      const meta = parseMetaCsv(read('meta.csv'));
      const google = parseGoogleXml(read('google.xml')).items;
      expectWellFormedFeeds(meta, google);
      const metaAr = parseMetaLanguageCsv(read('meta-ar.csv'));
      const googleAr = parseGoogleXml(read('google-ar.xml')).items;
      expectWellFormedArabicFeeds({ meta: metaAr, google: googleAr }, { meta, google }, storeConfig.siteUrl);
      return { meta, google, metaAr, googleAr };
    }

    it('writes both feeds, linked to the public site, with the shop’s availability rules', () => {
      const { meta, google } = builtFeeds();
      const site = storeConfig.siteUrl;
      // 01: three sizes, one row each, on the product page opened on the size.
      const jars = meta.filter((row) => row.item_group_id === SEED.jars);
      expect(jars.map((row) => [row.title, row.price, row.sale_price, row.availability])).toEqual([
        ['Glass Storage Jars (500 ml)', '6.50 USD', '', 'in stock'],
        ['Glass Storage Jars (1 L)', '8.50 USD', '', 'in stock'],
        ['Glass Storage Jars (1.5 L)', '10.50 USD', '9.50 USD', 'in stock'],
      ]);
      expect(jars[0]!.link).toBe(`${site}/item/${SEED.jars}?variant=${SEED.jarsSmall}`);
      // 06: one sold-out variant on a casserole still for sale.
      expect(rowOf(meta, SEED.terracotta)).toMatchObject({ availability: 'out of stock', item_group_id: SEED.casserole, price: '94.00 USD', sale_price: '79.00 USD' });
      expect(rowOf(meta, SEED.teal)).toMatchObject({ availability: 'in stock', item_group_id: SEED.casserole, link: `${site}/item/${SEED.casserole}?variant=${SEED.teal}` });
      // 13: every variant gone, 14: flagged out of stock: the shop takes preorders for both.
      const espresso = meta.filter((row) => row.item_group_id === SEED.espressoMaker);
      expect(espresso.map((row) => row.availability)).toEqual(['preorder', 'preorder']);
      expect(rowOf(meta, SEED.kettle)).toMatchObject({ availability: 'preorder', item_group_id: '', link: `${site}/item/${SEED.kettle}` });
      const kettle = google.find((item) => item.id![0] === SEED.kettle)!;
      expect(kettle.availability).toEqual(['preorder']);
      expect(kettle['shipping.country']).toEqual(['LB']);
    });

    it('lists the build’s square JPEG copies of at least 500 × 500, never the original, drawings included', async () => {
      const { meta } = builtFeeds();
      const pictures = new Set(meta.flatMap((row) => [row.image_link, ...(row.additional_image_link ? row.additional_image_link.split(',') : [])]));
      for (const url of pictures) expect(url).toMatch(new RegExp(`^${storeConfig.siteUrl}/img/[0-9a-f]{16}-feed\\.jpg$`));
      for (const url of [...pictures].slice(0, 8)) {
        const file = join(outDir, new URL(url).pathname);
        const { format, width, height } = await sharp(file).metadata();
        expect(format).toBe('jpeg');
        expect(width).toBeGreaterThanOrEqual(500);
        expect(height).toBeGreaterThanOrEqual(500);
      }
      expect(rowOf(meta, items.drawingOnly)?.image_link).toMatch(/-feed\.jpg$/);
      const index = JSON.parse(readFileSync(join(outDir, 'feeds/pictures.json'), 'utf8')) as Record<string, string>;
      expect(index[DRAWING]).toMatch(/^\/img\/[0-9a-f]{16}-feed\.jpg$/);
      expect(existsSync(join(outDir, index[DRAWING]!))).toBe(true);
    });

    it('writes the Arabic feeds beside them, every row linked to its /ar/ page', () => {
      const { metaAr, googleAr } = builtFeeds();
      expect(metaAr.length).toBeGreaterThan(50);
      expect(rowOf(metaAr, SEED.teal)).toMatchObject({
        title: 'قدر من الحديد الزهر المطلي بالمينا (أزرق بترولي)',
        link: `${storeConfig.siteUrl}/ar/item/${SEED.casserole}?variant=${SEED.teal}`,
      });
      expect(googleAr.find((item) => item.id![0] === SEED.kettle)?.availability).toEqual(['preorder']);
    });

    it('escapes the tricky name and leaves out what cannot be listed, saying why in the build log', () => {
      const { meta } = builtFeeds();
      expect(rowOf(meta, items.tricky)?.title).toBe('Jar, "Large" & <Lid> مرطبان زجاجي');
      const ids = meta.map((row) => row.id);
      for (const id of [items.noPicture, items.free, items.otherStore, items.deleted]) expect(ids).not.toContain(id);
      expect(logLines).toContain(`⚠ Feeds: left out Feed test bare (${items.noPicture}): ${FEED_SKIP_REASONS.noPicture}`);
      expect(logLines).toContain(`⚠ Feeds: left out Feed test sample (${items.free}): ${FEED_SKIP_REASONS.freeItem}`);
      expect(logLines.some((line) => /^Feeds: \d+ rows in feeds\/meta\.csv and feeds\/google\.xml \(in Arabic: meta-ar\.csv, google-ar\.xml\), \d+ left out$/.test(line))).toBe(true);
    });

    it('prerenders product pages whose structured data announces the same delivery and a return policy', () => {
      const offerOf = (id: string) => {
        const html = readFileSync(join(outDir, 'item', id, 'index.html'), 'utf8');
        const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
        return (JSON.parse(json!) as { offers: Record<string, { shippingRate?: { value: string }; shippingDestination?: unknown; merchantReturnDays?: number }> }).offers;
      };
      // $89 reaches the free-delivery threshold; the $12.50 jar does not.
      expect(offerOf(SEED.casserole).shippingDetails).toMatchObject({ shippingDestination: { addressCountry: 'LB' }, shippingRate: { value: '0.00', currency: 'USD' } });
      expect(offerOf(items.tricky).shippingDetails).toMatchObject({ shippingRate: { value: '3.00', currency: 'USD' } });
      expect(offerOf(items.tricky).hasMerchantReturnPolicy).toMatchObject({ applicableCountry: 'LB', merchantReturnDays: storeConfig.returnPolicy.days });
    });

    it('once published at the shop’s origin, the live feeds list the same rows with the same copies', async () => {
      site = await serveStatic(outDir, new URL(stackInfo().siteUrl));
      const built = builtFeeds();
      const live = await liveFeeds();
      const liveOrigin = new URL(stackInfo().siteUrl).origin;
      const sameOrigin = (row: MetaRow): MetaRow =>
        Object.fromEntries(Object.entries(row).map(([column, value]) => [column, value.split(liveOrigin).join(storeConfig.siteUrl)])) as MetaRow;
      expect(live.meta.map(sameOrigin)).toEqual(built.meta);
      expect(rowOf(live.meta, items.drawingOnly)?.image_link).toBe(`${liveOrigin}${new URL(rowOf(built.meta, items.drawingOnly)!.image_link).pathname}`);
    });
  });
});

/** A static host for the build, as the shop's site is published (only what the feeds read). */
function serveStatic(root: string, origin: URL): Promise<Server> {
  const types: Record<string, string> = { '.json': 'application/json', '.jpg': 'image/jpeg' };
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', origin).pathname));
    const file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || !types[extname(file)]) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)]! }).end(readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(origin.port), origin.hostname, () => resolve(server));
  });
}

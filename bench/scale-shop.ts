/**
 * A 5,000-product shop, for the scale bench and for working on it:
 *
 *   npx tsx bench/scale-shop.ts [--out DIR] [--pictures DIR] [--serve] [--demo]
 *
 * starts a throwaway stack, adds the synthetic products (not with --demo: the demo catalogue alone,
 * built and served the same way, to compare a page at both sizes), builds the shop into --out (default
 * bench/out/scale/dist) with its picture cache in --pictures (default bench/out/scale/pictures, kept
 * between runs, so only the first build draws every share card), prints the build's figures and,
 * with --serve, serves that build as the shop is served (static files; the API on its own port)
 * until stopped with Ctrl-C. The set-up is the bench's own (bench/throwawayStack.ts). `npm run bench`'s scale
 * section imports the synthetic products from here and adds them to its own stack.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { projectRoot } from '../supabase/local/paths.ts';
import { withDatabase } from './db.ts';
import { storeConfig } from '../src/config/store.ts';
import { buildFromStack, serveBuild, startThrowawayStack } from './throwawayStack.ts';

/** The synthetic products, in both languages, which the scale bench adds to a stack's demo catalogue and takes out again. */
export const SYNTHETIC_COUNT = 5000;
const SYNTHETIC_NAME_PREFIX = 'Bench ';

/** Adds `count` products (SYNTHETIC_COUNT unless said) in both languages, spread over the first six categories. */
export async function addSyntheticProducts(db: pg.Client, count: number = SYNTHETIC_COUNT): Promise<void> {
  const words = ['Glass', 'Bamboo', 'Linen', 'Ceramic', 'Steel', 'Cotton', 'Oak', 'Marble'];
  const things = ['Jar', 'Bowl', 'Towel', 'Tray', 'Basket', 'Mug', 'Plate', 'Board'];
  await db.query(
    `insert into public.items (store_id, category_id, name, description, name_ar, description_ar, price, sale_price, inventory, image_url, sort_order)
     select $1, (select id from public.categories order by sort_order limit 1 offset (g % 6)),
            $4 || ($2::text[])[1 + g % 8] || ' ' || ($3::text[])[1 + (g / 8) % 8] || ' ' || g,
            'Synthetic product number ' || g || ' for the catalogue benchmark.',
            -- Both languages, as the shop is built: an Arabic page and share card per product.
            'منتج تجريبي ' || g, 'المنتج التجريبي رقم ' || g || ' لقياس أداء الكتالوج.',
            (3 + (g * 37) % 117)::numeric(10,2), case when g % 5 = 0 then (2 + (g * 37) % 100)::numeric(10,2) end,
            case when g % 3 = 0 then null else 5 + g % 20 end, '/images/products/glass-storage-jars-1.jpg', 1000 + g
     from generate_series(1, ${count}) g`,
    [storeConfig.storeId, words, things, SYNTHETIC_NAME_PREFIX],
  );
}

export async function removeSyntheticProducts(db: pg.Client): Promise<void> {
  await db.query(`delete from public.items where sort_order > 1000 and name like $1`, [`${SYNTHETIC_NAME_PREFIX}%`]);
}

/** The command line: a throwaway stack, the synthetic products, the build, and with --serve the shop served. */
async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const option = (name: string) => {
    const index = argv.indexOf(name);
    return index === -1 ? undefined : argv[index + 1];
  };
  const outDir = resolve(option('--out') ?? join(projectRoot, 'bench/out/scale/dist'));
  const imageCacheDir = resolve(option('--pictures') ?? join(projectRoot, 'bench/out/scale/pictures'));
  const serve = argv.includes('--serve');
  const demoOnly = argv.includes('--demo');

  const stack = await startThrowawayStack('momobel-scale-shop-', { app: 'none', ephemeral: true });
  try {
    if (!demoOnly) await withDatabase(stack.info.dbUrl, addSyntheticProducts);
    const { seconds, built } = await buildFromStack(stack.info, { outDir, imageCacheDir, log: (line) => console.log(`  ${line}`) });
    console.log(
      `built ${built.pages} pages into ${outDir} in ${seconds.toFixed(1)} s` + (built.images ? ` (picture step ${(built.images.ms / 1000).toFixed(1)} s)` : ''),
    );
    if (serve) {
      const shop = await serveBuild(outDir, stack.info.apiUrl);
      console.log(`serving ${shop.url}/ (API ${stack.info.apiUrl}); Ctrl-C stops. Its bench: SCALE_URL=${shop.url} SCALE_DB_URL=${stack.info.dbUrl} BENCH=scale npm run bench`);
      await new Promise<void>((done) => process.once('SIGINT', done).once('SIGTERM', done));
      await shop.close();
    }
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();

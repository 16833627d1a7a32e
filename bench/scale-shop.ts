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
 * until stopped with Ctrl-C.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { storeConfig } from '../src/config/store.ts';

export const SYNTHETIC_COUNT = 5000;
const SYNTHETIC_NAME_PREFIX = 'Bench ';

/** Adds SYNTHETIC_COUNT products in both languages, spread over the first six categories. */
export async function addSyntheticProducts(db: pg.Client): Promise<void> {
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
     from generate_series(1, ${SYNTHETIC_COUNT}) g`,
    [storeConfig.storeId, words, things, SYNTHETIC_NAME_PREFIX],
  );
}

export async function removeSyntheticProducts(db: pg.Client): Promise<void> {
  await db.query(`delete from public.items where sort_order > 1000 and name like $1`, [`${SYNTHETIC_NAME_PREFIX}%`]);
}

async function main(argv: string[]): Promise<void> {
  const option = (name: string) => {
    const index = argv.indexOf(name);
    return index === -1 ? undefined : argv[index + 1];
  };
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const outDir = resolve(option('--out') ?? join(root, 'bench/out/scale/dist'));
  const imageCacheDir = resolve(option('--pictures') ?? join(root, 'bench/out/scale/pictures'));
  const serve = argv.includes('--serve');
  const demoOnly = argv.includes('--demo');

  const [{ default: pgModule }, { startStack }, { freePort }, { buildShop }, { preview }] = await Promise.all([
    import('pg'),
    import('../supabase/local/stack.ts'),
    import('../supabase/local/ports.ts'),
    import('../scripts/build.ts'),
    import('vite'),
  ]);
  const stateDir = mkdtempSync(join(tmpdir(), 'momobel-scale-shop-'));
  const ports = { app: await freePort(), api: await freePort(), db: await freePort(), rest: await freePort(), functions: await freePort() };
  const stack = await startStack({ stateDir, ports, app: 'none', ephemeral: true });
  const stop = async () => {
    await stack.stop();
    rmSync(stateDir, { recursive: true, force: true });
    if (stack.pgDataDir !== join(stateDir, 'db')) rmSync(stack.pgDataDir, { recursive: true, force: true });
  };
  try {
    const db = new pgModule.Client({ connectionString: stack.info.dbUrl });
    await db.connect();
    if (!demoOnly) await addSyntheticProducts(db);
    await db.end();
    const started = Date.now();
    const built = await buildShop({ outDir, apiUrl: stack.info.apiUrl, anonKey: stack.info.anonKey, imageCacheDir, log: (line: string) => console.log(`  ${line}`) });
    console.log(
      `built ${built.pages} pages into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
        (built.images ? ` (picture step ${(built.images.ms / 1000).toFixed(1)} s)` : ''),
    );
    if (!serve) return;
    const port = await freePort();
    // The build talks to its own origin (/rest/v1): vite preview proxies it to LOCAL_SUPABASE_API_URL,
    // which must be this throwaway stack, not whatever .local/stack.json names (or nothing: every
    // live read 404s and the bench's live-data probes read nothing).
    process.env.LOCAL_SUPABASE_API_URL = stack.info.apiUrl;
    const server = await preview({ root, preview: { port, strictPort: true, host: '127.0.0.1' }, build: { outDir }, logLevel: 'warn' });
    console.log(`serving http://127.0.0.1:${port}/ (API ${stack.info.apiUrl}); Ctrl-C stops. Its bench: SCALE_URL=http://127.0.0.1:${port} SCALE_DB_URL=${stack.info.dbUrl} BENCH=scale npm run bench`);
    await new Promise<void>((done) => process.once('SIGINT', done).once('SIGTERM', done));
    await server.close();
  } finally {
    await stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));

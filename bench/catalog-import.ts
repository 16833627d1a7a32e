/**
 * `npm run bench:catalog`: how long the catalogue spreadsheet takes at 5,000 products (budget:
 * a 5,000-product file imports in under 30 s, docs/decisions/0032-catalogue-spreadsheet.md).
 *
 * Starts its own throwaway local stack (no shop, durable PostgreSQL settings as in production),
 * adds 5,000 synthetic products the way `npm run bench`'s scale section does (a fifth of them
 * with three variants), then times, through the same functions as `npm run catalog`:
 *   export          the whole catalogue to a CSV
 *   dry run         importing that file back (nothing to change)
 *   add 5,000       importing it with --apply into a catalogue without those products
 *   change 5,000    importing it with every product's price changed, --apply
 * Prints the figures and writes them to bench/out/catalog-import.json.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { exportCatalog, importCatalog, readSource } from '../scripts/catalog/catalog.ts';
import { parseCsv, toCsv } from '../src/domain/catalogSheet/csv.ts';
import { storeConfig } from '../src/config/store.ts';
import { startThrowawayStack } from './throwawayStack.ts';

const PRODUCTS = 5000;
const BUDGET_SECONDS = 30;
const outFile = join(dirname(fileURLToPath(import.meta.url)), 'out', 'catalog-import.json');
const say = (line: string) => console.log(`[bench:catalog] ${line}`);
const round = (n: number) => Math.round(n * 100) / 100;

async function timed<T>(label: string, work: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const started = performance.now();
  const result = await work();
  const seconds = round((performance.now() - started) / 1000);
  say(`${label}: ${seconds} s`);
  return { seconds, result };
}

const stack = await startThrowawayStack('momobel-bench-catalog-', { app: 'none', ephemeral: false, orderEmailSweepSeconds: 0 });
try {
  const dbUrl = stack.info.dbUrl;
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const words = ['Glass', 'Bamboo', 'Linen', 'Ceramic', 'Steel', 'Cotton', 'Oak', 'Marble'];
  const things = ['Jar', 'Bowl', 'Towel', 'Tray', 'Basket', 'Mug', 'Plate', 'Board'];
  await db.query(
    `insert into public.items (store_id, category_id, name, description, price, sale_price, inventory, image_url, sort_order)
     select $1, (select id from public.categories order by sort_order limit 1 offset (g % 6)),
            'Bench ' || ($2::text[])[1 + g % 8] || ' ' || ($3::text[])[1 + (g / 8) % 8] || ' ' || g,
            'Synthetic product number ' || g || ' for the catalogue benchmark.',
            (3 + (g * 37) % 117)::numeric(10,2), case when g % 5 = 0 then (2 + (g * 37) % 100)::numeric(10,2) end,
            case when g % 3 = 0 then null else 5 + g % 20 end, '/images/products/glass-storage-jars-1.jpg', 1000 + g
     from generate_series(1, ${PRODUCTS}) g`,
    [storeConfig.storeId, words, things],
  );
  await db.query(
    `insert into public.item_variants (item_id, size, price, inventory, sort_order)
     select i.id, s.size, i.price + s.n, 5 + s.n, s.n
     from public.items i cross join (values ('S', 0), ('M', 1), ('L', 2)) as s(size, n)
     where i.name like 'Bench %' and i.sort_order % 5 = 0`,
  );

  const work = mkdtempSync(join(tmpdir(), 'momobel-bench-catalog-files-'));
  const file = join(work, 'catalog.csv');
  const exported = await timed('export', () => exportCatalog(dbUrl, file));
  say(`  ${exported.result.products} products, ${exported.result.rows} rows, ${round(statSync(file).size / 2 ** 20)} MB`);

  const importFile = (path: string, apply: boolean) =>
    readSource(path).then((bytes) => importCatalog(dbUrl, bytes, { apply, removeMissing: false })).then((result) => {
      if (!result.ok) throw new Error(`import refused: ${JSON.stringify(result.errors.slice(0, 3))}`);
      return result.plan;
    });

  const dryRun = await timed('dry run, nothing to change', () => importFile(file, false));
  if (dryRun.result.change.length + dryRun.result.add.length > 0) throw new Error('the round trip planned changes');

  await db.query(`delete from public.items where name like 'Bench %'`);
  const added = await timed(`--apply adding ${PRODUCTS} products`, () => importFile(file, true));
  if (added.result.add.length !== PRODUCTS) throw new Error(`added ${added.result.add.length}, not ${PRODUCTS}`);

  const [header, ...records] = parseCsv(readFileSync(file, 'utf8').slice(1));
  const priceColumn = header!.cells.indexOf('price');
  const changedFile = join(work, 'changed.csv');
  writeFileSync(
    changedFile,
    toCsv([header!.cells, ...records.map((r) => r.cells.map((cell, i) => (i === priceColumn && cell !== '' && r.cells[0]!.startsWith('bench-') ? (Number(cell) + 1).toFixed(2) : cell)))]),
  );
  const changed = await timed(`--apply changing ${PRODUCTS} prices`, () => importFile(changedFile, true));
  if (changed.result.change.length !== PRODUCTS) throw new Error(`changed ${changed.result.change.length}, not ${PRODUCTS}`);
  await db.end();
  rmSync(work, { recursive: true, force: true });

  const figures = {
    date: new Date().toISOString(),
    products: PRODUCTS,
    rows: exported.result.rows,
    exportSeconds: exported.seconds,
    dryRunSeconds: dryRun.seconds,
    addSeconds: added.seconds,
    changeSeconds: changed.seconds,
    budgetSeconds: BUDGET_SECONDS,
    withinBudget: Math.max(added.seconds, changed.seconds, dryRun.seconds) < BUDGET_SECONDS,
  };
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(figures, null, 2)}\n`);
  say(`${figures.withinBudget ? 'within' : 'OVER'} the ${BUDGET_SECONDS} s budget; figures in ${outFile}`);
} finally {
  await stack.stop();
}

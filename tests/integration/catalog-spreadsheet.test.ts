/**
 * The owner's catalogue spreadsheet against the real database (docs/decisions/0032-catalogue-spreadsheet.md): export → import
 * changes nothing, a bad row stops the whole import, --apply writes exactly what the dry run said,
 * and an import while shoppers order loses no order and oversells nothing.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCatalog, importCatalog, readSource, type ImportResult } from '../../scripts/catalog/catalog.ts';
import { describePlan } from '../../scripts/catalog/report.ts';
import { COLUMNS } from '../../src/domain/catalogSheet/columns.ts';
import { parseCsv, toCsv } from '../../src/domain/catalogSheet/csv.ts';
import { sql, stackInfo } from '../support/clients.ts';
import { createItem, orderPayload, placeOrderHttp } from './order-fixtures.ts';

let dir: string;
const dbUrl = () => stackInfo().dbUrl;

/** Everything the catalogue holds, as one fingerprint. */
async function catalogueFingerprint(): Promise<string> {
  const [row] = await sql<{ fingerprint: string }>(`
    select md5(concat_ws('|',
      (select string_agg(t::text, ',' order by t.id) from public.items t),
      (select string_agg(t::text, ',' order by t.id) from public.item_variants t),
      (select string_agg(t::text, ',' order by t.id) from public.categories t),
      (select string_agg(t::text, ',' order by t.id) from public.subcategories t))) as fingerprint`);
  return row!.fingerprint;
}

/** The exported file's rows as objects by column, and back. */
function readRows(file: string): Record<string, string>[] {
  const [header, ...records] = parseCsv(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  return records.map((record) => Object.fromEntries(header!.cells.map((name, i) => [name, record.cells[i] ?? ''])));
}
function writeRows(file: string, rows: Record<string, string>[]): void {
  writeFileSync(file, toCsv([[...COLUMNS], ...rows.map((row) => COLUMNS.map((column) => row[column] ?? ''))]));
}
const blankRow = (values: Record<string, string>) => ({ ...Object.fromEntries(COLUMNS.map((c) => [c, ''])), ...values });

async function importFile(file: string, options: { apply?: boolean; removeMissing?: boolean } = {}): Promise<ImportResult> {
  return importCatalog(dbUrl(), await readSource(file), { apply: options.apply ?? false, removeMissing: options.removeMissing ?? false });
}

function planOf(result: ImportResult) {
  if (!result.ok) throw new Error(`import refused: ${JSON.stringify(result.errors)}`);
  return result.plan;
}

/** The handles a plan adds, changes and removes. */
function handles(result: ImportResult) {
  const plan = planOf(result);
  return { add: plan.add.map((p) => p.handle), change: plan.change.map((p) => p.handle), remove: plan.remove.map((p) => p.handle) };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'momobel-catalog-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('export then import', () => {
  it('changes nothing, from a file and from a URL (a published Google Sheet)', async () => {
    // Rows the dashboard may hold that no spreadsheet cell can: a variant whose size is blank
    // (it exports as an empty cell), and text with spaces around it.
    await createItem({
      name: '  Spreadsheet Blank Size Vase ',
      price: 9,
      variants: [
        { size: '  ', name: null, price: 9 },
        { size: null, name: ' Sand ', price: 9 },
      ],
    });
    const file = join(dir, 'round-trip.csv');
    const exported = await exportCatalog(dbUrl(), file);
    expect(exported.products).toBeGreaterThanOrEqual(40);
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const before = await catalogueFingerprint();
    const dryRun = planOf(await importFile(file));
    expect({ add: dryRun.add.length, change: dryRun.change.length, remove: dryRun.remove.length, notInFile: dryRun.notInFile }).toEqual({ add: 0, change: 0, remove: 0, notInFile: 0 });
    expect(dryRun.newCategories).toEqual([]);
    expect(dryRun.same.length).toBe(exported.products);

    const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/csv' }).end(bytes));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const address = server.address() as { port: number };
      const fromUrl = planOf(await importCatalog(dbUrl(), await readSource(`http://127.0.0.1:${address.port}/pub?output=csv`), { apply: false, removeMissing: true }));
      expect(fromUrl.add.length + fromUrl.change.length + fromUrl.remove.length).toBe(0);
    } finally {
      server.close();
    }

    await sql('delete from public.site_rebuild_changes');
    const applied = planOf(await importFile(file, { apply: true, removeMissing: true }));
    expect(applied.add.length + applied.change.length + applied.remove.length).toBe(0);
    expect(await catalogueFingerprint()).toBe(before);
    // Nothing written, so nothing to rebuild either.
    expect(await sql('select * from public.site_rebuild_changes')).toEqual([]);
  });
});

/**
 * The file as LibreOffice Calc saves it after opening it, through its headless converter
 * (Debian's libreoffice-calc-nogui; .ci/run installs it). Filter options, by position: comma
 * separated (44), double quotes (34), UTF-8 (76), from line 1; on saving, the first sheet (0) only.
 * A profile of its own, so that runs beside each other do not share LibreOffice's lock.
 */
async function savedByLibreOffice(file: string): Promise<string> {
  const run = promisify(execFile);
  const soffice = process.env.SOFFICE_PATH ?? 'soffice';
  const found = await run('sh', ['-c', `command -v ${soffice}`]).catch(() => null);
  if (!found) throw new Error(`${soffice} not found: install LibreOffice Calc (Debian: apt-get install libreoffice-calc-nogui), as .ci/run does`);
  const out = mkdtempSync(join(dir, 'calc-'));
  await run(
    soffice,
    [
      `-env:UserInstallation=file://${join(out, 'profile')}`,
      '--headless',
      '--infilter=CSV:44,34,76,1',
      '--convert-to',
      'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,0',
      '--outdir',
      out,
      file,
    ],
    { timeout: 90_000 },
  );
  return join(out, basename(file));
}

describe('a spreadsheet program opens and saves the export', () => {
  it('LibreOffice keeps formula-like text as text: export → Calc → import changes nothing', async () => {
    const cups = await createItem({ name: '=Set of 4 Spreadsheet Cups', price: 4, inventory: 7 });
    await sql(`update public.items set description = $2, name_ar = $3, size = $4, sort_order = -5 where id = $1`, [
      cups.id,
      '- Four cups\n- One of each colour',
      '@أكواب',
      '+2 saucers',
    ]);
    const file = join(dir, 'calc.csv');
    await exportCatalog(dbUrl(), file);
    const saved = await savedByLibreOffice(file);
    const text = readFileSync(saved, 'utf8');
    expect(text).not.toContain('Err:');
    expect(text).toContain("'=Set of 4 Spreadsheet Cups");

    const before = await catalogueFingerprint();
    const dryRun = planOf(await importFile(saved, { removeMissing: true }));
    expect(dryRun.change.map((p) => [p.handle, p.changes])).toEqual([]);
    expect(dryRun.add.length + dryRun.remove.length).toBe(0);
    await importFile(saved, { apply: true, removeMissing: true });
    expect(await catalogueFingerprint()).toBe(before);
  }, 120_000);
});

describe('bad rows', () => {
  it('one bad row among good ones: nothing is written, and the row is named', async () => {
    const file = join(dir, 'one-bad.csv');
    await exportCatalog(dbUrl(), file);
    const rows = readRows(file);
    rows.push(
      blankRow({ handle: 'good-new-lamp', name: 'Good New Lamp', price: '12.00', category: 'Lighting Imports' }),
      blankRow({ handle: 'bad-new-vase', name: 'Bad New Vase', price: '12,50' }),
      blankRow({ handle: 'good-new-tray', name: 'Good New Tray', price: '3' }),
    );
    rows[0]!.price = '99.00';
    writeRows(file, rows);

    const before = await catalogueFingerprint();
    for (const apply of [false, true]) {
      const result = await importFile(file, { apply });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]).toMatchObject({ column: 'price' });
      expect(result.errors[0]!.message).toContain('12,50');
      // Its line in the file, counted as a spreadsheet does (descriptions span several lines).
      const line = readFileSync(file, 'utf8').split(/\r\n|\n/).findIndex((text) => text.startsWith('bad-new-vase,')) + 1;
      expect(result.errors[0]!.line).toBe(line);
    }
    expect(await catalogueFingerprint()).toBe(before);
    expect(await sql(`select id from public.categories where name = 'Lighting Imports'`)).toEqual([]);
  });

  it('names each problem with its line, column and why', async () => {
    const file = join(dir, 'many-bad.csv');
    writeRows(file, [
      blankRow({ handle: 'ok-one', name: 'OK One', price: '5' }),
      blankRow({ handle: 'neg-stock', name: 'Negative', price: '5', stock: '-2' }),
      blankRow({ handle: 'ok-one', name: 'OK One Again', price: '6' }),
      blankRow({ handle: 'long-name', name: 'x'.repeat(201), price: '5' }),
      blankRow({ handle: 'bad-photo', name: 'Bad Photo', price: '5', photo_1: 'C:\\Photos\\jar.jpg' }),
      blankRow({ handle: 'Bad Handle', name: 'Bad Handle', price: '5' }),
    ]);
    const result = await importFile(file, { apply: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.line, e.column])).toEqual([
      [3, 'stock'],
      [4, 'handle'],
      [5, 'name'],
      [6, 'photo_1'],
      [7, 'handle'],
    ]);
    expect(result.errors[1]!.message).toContain('duplicate handle "ok-one" (line 2)');
    expect(result.errors[2]!.message).toContain('at most 200');
    expect(await sql(`select id from public.items where handle in ('ok-one', 'neg-stock')`)).toEqual([]);
  });

  it('refuses an unknown column and a file that is not UTF-8, from the command line too', async () => {
    const unknown = join(dir, 'unknown-column.csv');
    writeFileSync(unknown, 'handle,name,price,colour\nred-mug,Red Mug,4,red\n');
    const latin1 = join(dir, 'latin1.csv');
    writeFileSync(latin1, Buffer.concat([Buffer.from('handle,name,price\nplain,Plain,4\ncafe,Caf'), Buffer.from([0xe9]), Buffer.from(',4\n')]));

    const run = promisify(execFile);
    const cli = (file: string) =>
      run(join('node_modules', '.bin', 'tsx'), ['scripts/catalog/cli.ts', 'import', file, '--apply'], { env: { ...process.env, DATABASE_URL: dbUrl() } }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
    const [unknownRun, latin1Run] = await Promise.all([cli(unknown), cli(latin1)]);
    expect(unknownRun.code).toBe(1);
    expect(unknownRun.stderr).toContain('line 1, colour: unknown column "colour"');
    expect(latin1Run.code).toBe(1);
    expect(latin1Run.stderr).toContain('line 3: the file is not UTF-8');
    expect(await sql(`select id from public.items where handle in ('red-mug', 'plain', 'cafe')`)).toEqual([]);
  }, 60_000);

  it('refuses to remove the whole catalogue for a file without products', async () => {
    const file = join(dir, 'header-only.csv');
    writeFileSync(file, toCsv([[...COLUMNS]]));
    const result = await importFile(file, { apply: true, removeMissing: true });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]!.message).toContain('no products');
    const [count] = await sql<{ n: string }>('select count(*) as n from public.items');
    expect(Number(count!.n)).toBeGreaterThan(0);
  });
});

describe('--apply', () => {
  it('adds, changes and (with --remove-missing) removes exactly what the dry run said', async () => {
    const kept = await createItem({ name: 'Spreadsheet Kept Bowl', price: 9, inventory: 4 });
    const gone = await createItem({ name: 'Spreadsheet Gone Jug', price: 5, inventory: 3, variants: [{ size: 'S', price: 5, inventory: 2 }] });
    const order = orderPayload([{ item_id: gone.id, variant_id: gone.variantIds[0]!, quantity: 1 }]);
    expect((await placeOrderHttp(order)).status).toBe(200);

    const file = join(dir, 'edit.csv');
    await exportCatalog(dbUrl(), file);
    const rows = readRows(file).filter((row) => row.handle !== 'spreadsheet-gone-jug');
    const bowl = rows.find((row) => row.handle === 'spreadsheet-kept-bowl')!;
    Object.assign(bowl, { price: '9.50', name_ar: 'وعاء', stock: '7', category: 'Spreadsheet Things', category_ar: 'أشياء' });
    rows.push(
      blankRow({
        handle: 'spreadsheet-new-kettle',
        name: 'Spreadsheet New Kettle',
        description: 'Boils.\n\n- Steel',
        category: 'Spreadsheet Things',
        subcategory: 'Kettles',
        price: '30',
        photo_1: '/images/products/stainless-steel-kettle-1.svg',
        variant_size: '1 L',
        variant_price: '30',
        variant_stock: '5',
      }),
      blankRow({ handle: 'spreadsheet-new-kettle', variant_size: '2 L', variant_size_ar: '٢ لتر', variant_price: '35.5', variant_stock: '' }),
    );
    writeRows(file, rows);

    const dryRun = await importFile(file, { removeMissing: true });
    expect(handles(dryRun)).toEqual({ add: ['spreadsheet-new-kettle'], change: ['spreadsheet-kept-bowl'], remove: ['spreadsheet-gone-jug'] });
    expect(planOf(dryRun).newCategories).toEqual([{ name: 'Spreadsheet Things', nameAr: 'أشياء' }]);
    expect(planOf(dryRun).newSubcategories).toEqual([{ category: 'Spreadsheet Things', name: 'Kettles', nameAr: null }]);

    const applied = await importFile(file, { apply: true, removeMissing: true });
    expect(handles(applied)).toEqual(handles(dryRun));

    const [bowlRow] = await sql(
      `select i.price::text, i.name_ar, i.inventory, c.name as category, c.name_ar as category_ar
       from public.items i join public.categories c on c.id = i.category_id where i.id = $1`,
      [kept.id],
    );
    expect(bowlRow).toEqual({ price: '9.50', name_ar: 'وعاء', inventory: 7, category: 'Spreadsheet Things', category_ar: 'أشياء' });
    const kettle = await sql(
      `select i.description, i.image_url, s.name as subcategory, v.size, v.size_ar, v.price::text, v.inventory, v.sort_order
       from public.items i join public.subcategories s on s.id = i.subcategory_id join public.item_variants v on v.item_id = i.id
       where i.handle = 'spreadsheet-new-kettle' order by v.sort_order`,
    );
    expect(kettle).toEqual([
      { description: 'Boils.\n\n- Steel', image_url: '/images/products/stainless-steel-kettle-1.svg', subcategory: 'Kettles', size: '1 L', size_ar: null, price: '30.00', inventory: 5, sort_order: 0 },
      { description: 'Boils.\n\n- Steel', image_url: '/images/products/stainless-steel-kettle-1.svg', subcategory: 'Kettles', size: '2 L', size_ar: '٢ لتر', price: '35.50', inventory: null, sort_order: 1 },
    ]);
    // The removed product's order keeps its line (name, label, price); the order page reads it.
    expect(await sql('select id from public.items where id = $1', [gone.id])).toEqual([]);
    expect(await sql('select item_id, variant_id, item_name, variant_label from public.order_items where order_id = $1', [order.id])).toEqual([
      { item_id: null, variant_id: null, item_name: 'Spreadsheet Gone Jug', variant_label: 'S' },
    ]);

    const again = planOf(await importFile(file, { removeMissing: true }));
    expect(again.add.length + again.change.length + again.remove.length).toBe(0);
  });
});

describe("the owner's search words", () => {
  it('are exported and imported, the dry run shows their change, and a word list too long is named by line and column', async () => {
    const mirror = await createItem({ name: 'Spreadsheet Search Mirror', price: 15 });
    await sql(`update public.items set search_terms = 'mraye' where id = $1`, [mirror.id]);
    const file = join(dir, 'search-terms.csv');
    await exportCatalog(dbUrl(), file);
    const rows = readRows(file);
    const row = rows.find((r) => r.handle === 'spreadsheet-search-mirror')!;
    expect([row.search_terms, row.search_terms_ar]).toEqual(['mraye', '']);

    Object.assign(row, { search_terms: 'mraye, mrayeh', search_terms_ar: 'مراية' });
    writeRows(file, rows);
    const dryRun = planOf(await importFile(file));
    expect(dryRun.change.map((p) => [p.handle, p.changes])).toEqual([
      [
        'spreadsheet-search-mirror',
        [
          { column: 'search_terms', from: 'mraye', to: 'mraye, mrayeh' },
          { column: 'search_terms_ar', from: null, to: 'مراية' },
        ],
      ],
    ]);
    expect(describePlan(dryRun, false).join('\n')).toContain('search_terms_ar (empty) → "مراية"');
    await importFile(file, { apply: true });
    expect(await sql('select search_terms, search_terms_ar from public.items where id = $1', [mirror.id])).toEqual([{ search_terms: 'mraye, mrayeh', search_terms_ar: 'مراية' }]);

    row.search_terms = 'w'.repeat(501);
    writeRows(file, rows);
    const tooLong = await importFile(file, { apply: true });
    expect(tooLong.ok).toBe(false);
    const line = readFileSync(file, 'utf8').split(/\r\n|\n/).findIndex((text) => text.startsWith('spreadsheet-search-mirror,')) + 1;
    if (!tooLong.ok) expect(tooLong.errors).toEqual([{ line, column: 'search_terms', message: 'too long: 501 characters, at most 500' }]);
  });
});

describe('the stock an export said', () => {
  const baselines = () => sql('select * from public.catalog_sheet_stock order by seen_at, item_id, variant_id');
  const stockOf = async (itemId: string, variantId?: string) =>
    (await sql<{ inventory: number }>(variantId ? 'select inventory from public.item_variants where id = $1' : 'select inventory from public.items where id = $1', [variantId ?? itemId]))[0]!
      .inventory;

  it('is remembered only for a file actually written', async () => {
    const jug = await createItem({ name: 'Baseline Unwritten Jug', price: 5, inventory: 10 });
    const file = join(dir, 'written.csv');
    await exportCatalog(dbUrl(), file);
    const before = await baselines();
    expect((await placeOrderHttp(orderPayload([{ item_id: jug.id, variant_id: null, quantity: 2 }]))).status).toBe(200);

    // A folder that does not exist; a file that cannot be replaced (here a folder stands in for
    // the previous export held open by Excel, which refuses the rename).
    const busy = join(dir, 'busy.csv');
    mkdirSync(busy);
    await expect(exportCatalog(dbUrl(), join(dir, 'no-such-folder', 'catalogue.csv'))).rejects.toThrow(/ENOENT/);
    await expect(exportCatalog(dbUrl(), busy)).rejects.toThrow(/EISDIR|EEXIST|ENOTEMPTY|EPERM/);
    expect(await baselines()).toEqual(before);
    expect(readdirSync(dir).filter((name) => name.includes('.partial'))).toEqual([]);

    // The file that was written, imported as it is: the order's two units stay sold.
    await importFile(file, { apply: true });
    expect(await stockOf(jug.id)).toBe(8);
  });

  it('an older export imported after a sale is compared with its own stock: nothing is given back', async () => {
    const pot = await createItem({ name: 'Baseline Older Pot', price: 5, inventory: 10 });
    const towel = await createItem({ name: 'Baseline Older Towel', price: 4, variants: [{ size: 'M', price: 4, inventory: 6 }] });
    const older = join(dir, 'older.csv');
    await exportCatalog(dbUrl(), older);
    const order = orderPayload([
      { item_id: pot.id, variant_id: null, quantity: 2 },
      { item_id: towel.id, variant_id: towel.variantIds[0]!, quantity: 1 },
    ]);
    expect((await placeOrderHttp(order)).status).toBe(200);
    await exportCatalog(dbUrl(), join(dir, 'newer.csv'));

    const dryRun = planOf(await importFile(older));
    expect(dryRun.change.map((p) => p.handle)).not.toContain('baseline-older-pot');
    await importFile(older, { apply: true });
    expect([await stockOf(pot.id), await stockOf(towel.id, towel.variantIds[0])]).toEqual([8, 5]);

    // The owner's change in the older file still counts, moved from what that file said: 10 → 13 is three more.
    const rows = readRows(older);
    rows.find((row) => row.handle === 'baseline-older-pot')!.stock = '13';
    writeRows(older, rows);
    await importFile(older, { apply: true });
    expect(await stockOf(pot.id)).toBe(11);
    // And the next import of the same file is the no-op it should be.
    const again = planOf(await importFile(older));
    expect(again.change.map((p) => p.handle)).toEqual([]);
  });

  it("refuses a file whose export this database does not know, saying why", async () => {
    const file = join(dir, 'foreign.csv');
    await exportCatalog(dbUrl(), file);
    const rows = readRows(file).map((row) => ({ ...row, export_id: '7f1d2c3b-0a4e-4f5d-8c6b-1e2d3c4b5a69' }));
    writeRows(file, rows);
    const result = await importFile(file, { apply: true });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatchObject({ column: 'export_id', message: expect.stringContaining('has no export 7f1d2c3b') });
  });
});

describe('an import while shoppers order', () => {
  it('loses no order, keeps the stock orders took, and oversells nothing', async () => {
    const mugs = await createItem({ name: 'Concurrent Mugs', price: 6, inventory: 100 });
    const towels = await createItem({ name: 'Concurrent Towels', price: 8, variants: [{ size: 'L', price: 8, inventory: 100 }] });
    const lamps = await createItem({ name: 'Concurrent Lamps', price: 20, inventory: 5 });
    const file = join(dir, 'concurrent.csv');
    await exportCatalog(dbUrl(), file);
    const rows = readRows(file);
    // Prices and a name change; stock only for the lamps (the owner counted 3 on the shelf).
    rows.find((row) => row.handle === 'concurrent-mugs')!.price = '6.50';
    rows.find((row) => row.handle === 'concurrent-towels')!.name = 'Concurrent Bath Towels';
    rows.find((row) => row.handle === 'concurrent-lamps')!.stock = '3';
    writeRows(file, rows);

    // Orders taken after the export, before the import: the file still says 100.
    for (let i = 0; i < 3; i++) {
      expect((await placeOrderHttp(orderPayload([{ item_id: mugs.id, variant_id: null, quantity: 1 }]))).status).toBe(200);
    }

    const ORDERS = 24;
    const orders = Array.from({ length: ORDERS }, (_, i) =>
      orderPayload([
        { item_id: mugs.id, variant_id: null, quantity: 1 },
        { item_id: towels.id, variant_id: towels.variantIds[0]!, quantity: 2 },
        ...(i % 2 === 0 ? [{ item_id: lamps.id, variant_id: null, quantity: 1 }] : []),
      ]),
    );
    const [answers, imported] = await Promise.all([
      Promise.all(orders.map(async (order, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 15));
        return placeOrderHttp(order);
      })),
      importFile(file, { apply: true }),
    ]);
    expect(handles(imported).change.sort()).toEqual(['concurrent-lamps', 'concurrent-mugs', 'concurrent-towels']);

    const placed = orders.filter((_, i) => answers[i]!.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    // Only lamp orders may be refused (out of stock), never for an error of the import.
    for (const answer of refused) expect(answer.body.message).toBe('out_of_stock');
    const [stored] = await sql<{ n: string }>('select count(*) as n from public.orders where id = any($1::uuid[])', [placed.map((o) => o.id)]);
    expect(Number(stored!.n)).toBe(placed.length);

    const [stock] = await sql<{ mugs: number; towels: number; lamps: number; towel_name: string; mug_price: string }>(
      `select (select inventory from public.items where id = $1) as mugs,
              (select inventory from public.item_variants where id = $2) as towels,
              (select inventory from public.items where id = $3) as lamps,
              (select name from public.items where id = $4) as towel_name,
              (select price::text from public.items where id = $1) as mug_price`,
      [mugs.id, towels.variantIds[0], lamps.id, towels.id],
    );
    const mugOrders = placed.length;
    const lampOrders = placed.filter((order) => order.items.some((line) => line.item_id === lamps.id)).length;
    expect(stock).toMatchObject({ mugs: 100 - 3 - mugOrders, towels: 100 - 2 * placed.length, towel_name: 'Concurrent Bath Towels', mug_price: '6.50' });
    // The lamps: the owner took two off (5 → 3 in the file) while orders took some. Never below
    // zero, and what is left plus what was sold is the 3 the owner meant, or the 5 there were if
    // orders had taken more than 3 before the import.
    expect(stock!.lamps).toBeGreaterThanOrEqual(0);
    expect(stock!.lamps + lampOrders).toBeGreaterThanOrEqual(3);
    expect(stock!.lamps + lampOrders).toBeLessThanOrEqual(5);
  });
});

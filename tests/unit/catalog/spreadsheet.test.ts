/**
 * The catalogue spreadsheet's pure parts (scripts/catalog): CSV, the rows read into products
 * with every bad cell named, and the import plan against a catalogue (stock orders took is kept).
 */
import { describe, expect, it } from 'vitest';
import { COLUMNS, handleFromName, protectFromFormula, type Value } from '../../../src/domain/catalogSheet/columns.ts';
import { decodeUtf8, parseCsv, toCsv } from '../../../src/domain/catalogSheet/csv.ts';
import { planImport } from '../../../src/domain/catalogSheet/plan.ts';
import { DEFAULT_PRODUCT } from '../../../src/domain/catalogSheet/planProduct.ts';
import { readSheet, writeSheet } from '../../../src/domain/catalogSheet/sheet.ts';
import { stockAfter } from '../../../src/domain/catalogSheet/stock.ts';
import type { StoredCatalog, StoredProduct } from '../../../src/domain/catalogSheet/types.ts';

const sheetOf = (text: string) => readSheet(parseCsv(text));
const EXPORT_ID = '0b5e1c1e-8d2a-4c55-9a57-2f0f3c1d9e01';

describe('CSV', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, each record with the line it starts on', () => {
    const text = 'a,b,c\r\n1,"two, ""2""","three\r\nlines"\r\n\r\n4,5,6\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', 'two, "2"', 'three\nlines'] },
      { line: 5, cells: ['4', '5', '6'] },
    ]);
  });

  it('writes what it reads back, with a byte-order mark and CRLF', () => {
    const rows = [['handle', 'description'], ['jar', 'Line one\nLine "two", with a comma'], ['mug', ' padded ']];
    const text = toCsv(rows);
    expect(text.startsWith('\uFEFFhandle,description\r\n')).toBe(true);
    expect(parseCsv(text.slice(1)).map((record) => record.cells)).toEqual(rows);
  });

  it('names the line of a quote never closed, and of the first byte that is not UTF-8', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(/never closed/);
    expect(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0x0a, 0xd8, 0xa7]))).toEqual({ text: 'a\nا' });
    expect(decodeUtf8(new Uint8Array([0x61, 0x0a, 0x62, 0x0a, 0x63, 0xe9, 0x0a]))).toEqual({ notUtf8OnLine: 3 });
  });
});

describe('reading the sheet', () => {
  it('groups rows by handle: the first row is the product, every row a variant', () => {
    const { sheet, errors } = sheetOf(
      [
        'handle,name,price,stock,variant_size,variant_size_ar,variant_name,variant_name_ar,variant_price,variant_sale_price,variant_stock,variant_out_of_stock,variant_image',
        'jar,Glass Jar,6.5,,500 ml,,,,6.50,,,no,',
        'jar,,,,1 L,١ لتر,,,8.5,7,10,yes,https://example.com/1l.jpg',
        'mug,Mug,4,3,,,,,,,,,',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(sheet.products.map((p) => [p.handle, p.line, p.values.price, p.values.inventory, p.variants?.length])).toEqual([
      ['jar', 2, 650, null, 2],
      ['mug', 4, 400, 3, 0],
    ]);
    expect(sheet.products[0]!.variants![1]!.values).toEqual({
      size: '1 L',
      sizeAr: '١ لتر',
      name: null,
      nameAr: null,
      price: 850,
      salePrice: 700,
      inventory: 10,
      isOutOfStock: true,
      imageUrl: 'https://example.com/1l.jpg',
    });
  });

  it.each([
    ['price', '12,50', /not a price/],
    ['price', '-3', /cannot be negative/],
    ['stock', '-1', /cannot be negative/],
    ['stock', '2.5', /not a whole number/],
    ['name', 'x'.repeat(201), /at most 200/],
    ['name_ar', 'ب'.repeat(201), /at most 200/],
    ['photo_1', 'C:\\photos\\jar.jpg', /not (an http\(s\) )?URL/],
    ['photo_1', 'ftp://example.com/jar.jpg', /not an http\(s\) URL/],
    ['out_of_stock', 'maybe', /not yes or no/],
  ])('refuses %s "%s"', (column, cell, why) => {
    const { errors } = sheetOf(`handle,name,name_ar,price,stock,photo_1,out_of_stock\nfine,Fine,,1,,,\nbad,Bad,,1,,,\n`.replace('bad,Bad,,1,,,', badRow(column, cell)));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line: 3, column });
    expect(errors[0]!.message).toMatch(why);

    function badRow(name: string, value: string) {
      const cells: Record<string, string> = { handle: 'bad', name: 'Bad', name_ar: '', price: '1', stock: '', photo_1: '', out_of_stock: '' };
      cells[name] = value.includes(',') ? `"${value}"` : value;
      return ['handle', 'name', 'name_ar', 'price', 'stock', 'photo_1', 'out_of_stock'].map((c) => cells[c]).join(',');
    }
  });

  it('refuses an unknown column, a duplicate handle, a handle that is not URL-safe, and a short variant set', () => {
    expect(sheetOf('handle,name,colour\nx,X,red\n').errors).toEqual([{ line: 1, column: 'colour', message: expect.stringContaining('unknown column "colour"') }]);
    expect(sheetOf('handle,name,price\njar,Jar,1\njar,Jar,2\n').errors).toEqual([{ line: 3, column: 'handle', message: expect.stringContaining('duplicate handle "jar" (line 2)') }]);
    expect(sheetOf('handle,name,price\nGlass Jar,Jar,1\n').errors[0]).toMatchObject({ line: 2, column: 'handle' });
    expect(sheetOf('handle,name,price,variant_size\njar,Jar,1,S\n').errors.map((e) => e.column)).toContain('variant_stock');
  });

  it('reads the export a file comes from, on every row; rows of two exports, or an id that is not one, are refused', () => {
    const other = '7f1d2c3b-0a4e-4f5d-8c6b-1e2d3c4b5a69';
    expect(sheetOf(`handle,name,export_id\na,A,${EXPORT_ID}\nb,B,\nc,C,${EXPORT_ID.toUpperCase()}\n`)).toMatchObject({ sheet: { exportId: EXPORT_ID }, errors: [] });
    expect(sheetOf('handle,name\na,A\n').sheet.exportId).toBeNull();
    expect(sheetOf(`handle,name,export_id\na,A,${EXPORT_ID}\nb,B,${other}\n`).errors).toEqual([
      { line: 3, column: 'export_id', message: expect.stringContaining('differs from line 2: these rows come from two exports') },
    ]);
    expect(sheetOf('handle,name,export_id\na,A,45623\n').errors).toEqual([{ line: 2, column: 'export_id', message: expect.stringContaining('"45623" is not an export id') }]);
  });

  it("reads the owner's search words in both languages, at most 500 characters each", () => {
    const { sheet, errors } = sheetOf('handle,name,search_terms,search_terms_ar\nmirror,Mirror,"mrayeh, mraye",مراية\n');
    expect(errors).toEqual([]);
    expect(sheet.products[0]!.values).toMatchObject({ searchTerms: 'mrayeh, mraye', searchTermsAr: 'مراية' });
    expect(sheetOf(`handle,name,search_terms,search_terms_ar\nmirror,Mirror,,${'م'.repeat(501)}\n`).errors).toEqual([
      { line: 2, column: 'search_terms_ar', message: 'too long: 501 characters, at most 500' },
    ]);
  });

  it('makes a missing handle from the name, as the database does for a row without one', () => {
    expect(handleFromName("Chef's Knife, 20 cm")).toBe('chefs-knife-20-cm');
    expect(handleFromName('مصباح')).toBeNull();
    expect(sheetOf('handle,name,price\n,Linen Napkins (Set of 4),3\n').sheet.products[0]!.handle).toBe('linen-napkins-set-of-4');
    expect(sheetOf('handle,name,price\n,مصباح,3\n').errors[0]).toMatchObject({ line: 2, column: 'handle' });
  });

  it("a variant row's product columns are empty or repeat the first row's", () => {
    const header = 'handle,name,price,variant_size,variant_size_ar,variant_name,variant_name_ar,variant_price,variant_sale_price,variant_stock,variant_out_of_stock,variant_image';
    expect(sheetOf(`${header}\njar,Jar,1,S,,,,1,,,,\njar,Jar,,M,,,,2,,,,\n`).errors).toEqual([]);
    expect(sheetOf(`${header}\njar,Jar,1,S,,,,1,,,,\njar,Pot,,M,,,,2,,,,\n`).errors).toEqual([
      { line: 3, column: 'name', message: expect.stringContaining('differs from the product') },
    ]);
  });
});

function product(handle: string, values: Partial<Record<string, Value>>, extra: Partial<StoredProduct> = {}): StoredProduct {
  return {
    id: `id-${handle}`,
    handle,
    categoryId: null,
    subcategoryId: null,
    orderLines: 0,
    variants: [],
    values: {
      ...DEFAULT_PRODUCT,
      name: handle,
      price: 100,
      ...values,
    } as StoredProduct['values'],
    ...extra,
  };
}

function plan(catalog: StoredCatalog, csv: string, removeMissing = false) {
  const { sheet, errors } = sheetOf(csv);
  expect(errors).toEqual([]);
  return planImport(sheet.products, catalog, { removeMissing });
}

describe('the import plan', () => {
  it('the exported sheet of a catalogue plans no change', () => {
    const catalog: StoredCatalog = {
      categories: [{ id: 'c1', name: 'Kitchen', nameAr: 'مطبخ', storeId: 's' }],
      subcategories: [],
      products: [
        product('jar', { category: 'Kitchen', categoryAr: 'مطبخ', description: 'Two\nlines', inventory: 4, searchTerms: 'bocal, mason', searchTermsAr: 'مرطبان' }, {
          categoryId: 'c1',
          variants: [{ id: 'v1', sortOrder: 3, values: { size: 'S', sizeAr: null, name: null, nameAr: null, price: 100, salePrice: null, inventory: 2, isOutOfStock: false, imageUrl: null } }],
        }),
        product('seasonal', { category: 'Seasonal' }),
      ],
    };
    const rows = writeSheet(catalog.products.map((p) => ({ handle: p.handle, values: p.values, variants: p.variants.map((v) => v.values) })), EXPORT_ID);
    expect(rows[0]).toEqual(COLUMNS);
    const { plan: result, errors } = plan(catalog, toCsv(rows).slice(1), true);
    expect(errors).toEqual([]);
    expect([result.add.length, result.change.length, result.remove.length, result.same.length]).toEqual([0, 0, 0, 2]);
    // A free-text category the file repeats creates no category row.
    expect(result.newCategories).toEqual([]);
  });

  it('writes text a spreadsheet would run as a formula behind an apostrophe, and reads it back as it was', () => {
    const risky = ['=Set of 4 colours, one of each', '+961 3 123 456', '- one\n- two', '@home', '\tTabbed', '\nLine break', "'=quoted already", "''-two apostrophes"];
    const catalog: StoredCatalog = {
      categories: [],
      subcategories: [],
      products: risky.map((text, index) =>
        product(`risky-${index}`, { name: text.trim() === text ? text : `Risky ${index}`, description: text, nameAr: index === 0 ? '=مجموعة' : null, sortOrder: -5 }),
      ),
    };
    const rows = writeSheet(catalog.products.map((p) => ({ handle: p.handle, values: p.values, variants: [] })), EXPORT_ID);
    const cell = (row: string[], column: string) => row[COLUMNS.indexOf(column)]!;
    for (const row of rows.slice(1)) expect(cell(row, 'description').startsWith("'")).toBe(true);
    expect(cell(rows[1]!, 'name')).toBe("'=Set of 4 colours, one of each");
    expect(protectFromFormula('\rReturn')).toBe("'\rReturn");
    expect(cell(rows[1]!, 'name_ar')).toBe("'=مجموعة");
    // A number is not a formula: a negative position stays a number the spreadsheet can sort.
    expect(cell(rows[1]!, 'sort_order')).toBe('-5');

    const { plan: result, errors } = plan(catalog, toCsv(rows).slice(1));
    expect(errors).toEqual([]);
    expect(result.change).toEqual([]);
    expect(result.same.map((p) => p.values.description)).toEqual(risky);
    // Saved by a spreadsheet that drops the apostrophe (Excel), the text reads the same; only text
    // that itself starts with an apostrophe before a formula sign cannot be told from protected text.
    const saved = plan(catalog, toCsv(rows.map((row) => row.map((text) => text.replace(/^'/, '')))).slice(1)).plan;
    expect(saved.same.map((p) => p.values.description)).toEqual(risky.filter((text) => !text.startsWith("'")));
  });

  it("shows a change of the owner's search words in the dry run's plan", () => {
    const catalog: StoredCatalog = { categories: [], subcategories: [], products: [product('mirror', { searchTerms: 'mraye' })] };
    expect(plan(catalog, 'handle,search_terms,search_terms_ar\nmirror,mraye,\n').plan.change).toEqual([]);
    expect(plan(catalog, 'handle,search_terms,search_terms_ar\nmirror,"mraye, mrayeh",مراية\n').plan.change[0]!.changes).toEqual([
      { column: 'search_terms', from: 'mraye', to: 'mraye, mrayeh' },
      { column: 'search_terms_ar', from: null, to: 'مراية' },
    ]);
  });

  it('keeps the stock orders took where the file says what the spreadsheet said', () => {
    // Exported at 10; two sold since.
    const catalog: StoredCatalog = { categories: [], subcategories: [], products: [product('jar', { inventory: 8 }, { sheetStock: 10 })] };
    const kept = plan(catalog, 'handle,stock\njar,10\n').plan;
    expect(kept.change).toEqual([]);
    expect(kept.same[0]!.stockKept).toEqual([{ label: 'stock', file: 10, database: 8 }]);

    // The owner added five: 10 → 15 in the file, so 8 → 13.
    const restocked = plan(catalog, 'handle,stock\njar,15\n').plan;
    expect(restocked.change[0]!.stock).toEqual({ said: 10, file: 15 });
    expect(restocked.change[0]!.changes).toEqual([{ column: 'stock', from: 8, to: 13 }]);
  });

  it('moves stock by the change, never below zero; unlimited on either side is written as it is', () => {
    expect(stockAfter(8, { said: 10, file: 15 })).toBe(13);
    expect(stockAfter(1, { said: 10, file: 5 })).toBe(0);
    expect(stockAfter(null, { said: null, file: 5 })).toBe(5);
    expect(stockAfter(7, { said: null, file: 5 })).toBe(5);
    expect(stockAfter(7, { said: 10, file: null })).toBeNull();
  });

  it('without a remembered value, compares with the database', () => {
    const catalog: StoredCatalog = { categories: [], subcategories: [], products: [product('jar', { inventory: 8 })] };
    expect(plan(catalog, 'handle,stock\njar,8\n').plan.change).toEqual([]);
    expect(plan(catalog, 'handle,stock\njar,3\n').plan.change[0]!.changes).toEqual([{ column: 'stock', from: 8, to: 3 }]);
  });

  it('adds, changes and removes (only with --remove-missing), creating the categories it needs', () => {
    const catalog: StoredCatalog = { categories: [], subcategories: [], products: [product('jar', { price: 100 }), product('old', {}, { orderLines: 2 })] };
    const csv = 'handle,name,price,category,category_ar\njar,jar,1.50,,\nnew,New,2,Garden,حديقة\n';
    const kept = plan(catalog, csv).plan;
    expect(kept.remove).toEqual([]);
    expect(kept.notInFile).toBe(1);
    const result = plan(catalog, csv, true).plan;
    expect(result.add.map((p) => p.handle)).toEqual(['new']);
    expect(result.change.map((p) => [p.handle, p.changes])).toEqual([['jar', [{ column: 'price', from: 100, to: 150 }]]]);
    expect(result.remove).toEqual([{ id: 'id-old', handle: 'old', name: 'old', orderLines: 2, variantIds: [] }]);
    expect(result.newCategories).toEqual([{ name: 'Garden', nameAr: 'حديقة' }]);
  });

  it('moves a product to another category by name, and keeps its subcategory when the file has no such column', () => {
    const catalog: StoredCatalog = {
      categories: [
        { id: 'c1', name: 'Kitchen', nameAr: null, storeId: 's' },
        { id: 'c2', name: 'Storage', nameAr: null, storeId: 's' },
      ],
      subcategories: [{ id: 's1', name: 'Pans', nameAr: null, categoryId: 'c1' }],
      products: [product('pan', { category: 'Kitchen', subcategory: 'Pans' }, { categoryId: 'c1', subcategoryId: 's1' })],
    };
    expect(plan(catalog, 'handle,category\npan,kitchen\n').plan.change).toEqual([]);
    const moved = plan(catalog, 'handle,category\npan,Storage\n').plan.change[0]!;
    expect(moved.changes).toEqual([
      { column: 'category', from: 'Kitchen', to: 'Storage' },
      { column: 'subcategory', from: 'Pans', to: null },
    ]);
    expect(moved.category).toEqual({ category: { id: 'c2' }, subcategory: null });
  });

  it('refuses a new product without a price, and one category given two Arabic names', () => {
    const empty: StoredCatalog = { categories: [], subcategories: [], products: [] };
    const { sheet } = sheetOf('handle,name\nlamp,Lamp\n');
    expect(planImport(sheet.products, empty, { removeMissing: false }).errors).toEqual([{ line: 2, column: 'price', message: expect.stringContaining('needs a price') }]);
    const twoNames = sheetOf('handle,name,price,category,category_ar\na,A,1,Garden,حديقة\nb,B,1,garden,بستان\n').sheet;
    expect(planImport(twoNames.products, empty, { removeMissing: false }).errors).toEqual([{ line: 3, column: 'category_ar', message: expect.stringContaining('differs from line 2') }]);
  });
});

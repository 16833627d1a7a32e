/**
 * The catalogue spreadsheet (DESIGN.md §15): its columns, and the rows of a file read into
 * products with every bad cell named by line and column. Pure (no database, no files), so each
 * rule is unit-tested; the database's check constraints are repeated here so that a bad row is
 * reported with its line instead of failing the import's transaction.
 *
 * One row per variant, grouped by the product's handle, as Shopify's product CSV does: a
 * product's own columns are read from its first row (later rows leave them empty or repeat them),
 * a product without variants is one row. A column left out of the file leaves that field as it
 * is in the database.
 */
import { decimalAmount } from '../../src/domain/money.ts';
import type { CsvRecord } from './csv.ts';

export type Value = string | number | boolean | null;

type Kind =
  /** Trimmed text, required. */
  | 'name'
  /** Trimmed text; empty is null. */
  | 'text'
  /** Markdown, kept as written; empty is ''. */
  | 'markdown'
  /** Markdown, kept as written; empty is null. */
  | 'optionalMarkdown'
  /** Dollars with at most two decimals, as cents; required. */
  | 'money'
  /** The same, empty is null. */
  | 'optionalMoney'
  /** A whole number ≥ 0; empty is null (unlimited). */
  | 'stock'
  /** yes/no; empty is no. */
  | 'flag'
  /** A whole number; empty is 0. */
  | 'integer'
  /** An http(s) URL or a path on the shop (/images/…); empty is null. */
  | 'photo';

interface Column {
  name: string;
  kind: Kind;
  /** Longest allowed, in characters (the database's check). */
  max?: number;
  /** For the README and the error messages. */
  means: string;
}

/** A product's own columns, in the file's order. */
export const PRODUCT_COLUMNS = [
  { name: 'name', kind: 'name', max: 200, means: 'the product name' },
  { name: 'name_ar', kind: 'text', max: 200, means: 'the Arabic name (empty: the English one is shown)' },
  { name: 'description', kind: 'markdown', max: 5000, means: 'the description (Markdown)' },
  { name: 'description_ar', kind: 'optionalMarkdown', max: 5000, means: 'the Arabic description' },
  { name: 'category', kind: 'text', max: 80, means: 'the category by name (created when missing)' },
  { name: 'category_ar', kind: 'text', max: 80, means: "the category's Arabic name (empty: kept as it is)" },
  { name: 'subcategory', kind: 'text', max: 80, means: 'the subcategory by name, within the category (created when missing)' },
  { name: 'subcategory_ar', kind: 'text', max: 80, means: "the subcategory's Arabic name (empty: kept as it is)" },
  { name: 'size', kind: 'text', max: 200, means: 'the size of a product without variants, e.g. 30 cm' },
  { name: 'price', kind: 'money', means: 'dollars, e.g. 12.50' },
  { name: 'sale_price', kind: 'optionalMoney', means: 'the sale price in dollars (empty: not on sale)' },
  { name: 'stock', kind: 'stock', means: 'units left (empty: unlimited; 0: sold out)' },
  { name: 'out_of_stock', kind: 'flag', means: 'yes to show it as out of stock whatever the stock' },
  { name: 'sort_order', kind: 'integer', means: 'position in the listing (smaller first)' },
  { name: 'photo_1', kind: 'photo', means: 'the main photo: an https URL, or a path such as /images/products/jar.jpg' },
  { name: 'photo_2', kind: 'photo', means: 'more photos' },
  { name: 'photo_3', kind: 'photo', means: '' },
  { name: 'photo_4', kind: 'photo', means: '' },
  { name: 'photo_5', kind: 'photo', means: '' },
] as const satisfies readonly Column[];

/** A variant's columns: filled on every row of a product that has variants, empty otherwise. */
export const VARIANT_COLUMNS = [
  { name: 'variant_size', kind: 'text', max: 80, means: "the variant's size (its label)" },
  { name: 'variant_size_ar', kind: 'text', max: 80, means: 'the Arabic size' },
  { name: 'variant_name', kind: 'text', max: 80, means: "the variant's name (the label when it has no size), e.g. a colour" },
  { name: 'variant_name_ar', kind: 'text', max: 80, means: 'the Arabic name' },
  { name: 'variant_price', kind: 'money', means: "dollars (empty: the product's price)" },
  { name: 'variant_sale_price', kind: 'optionalMoney', means: 'the sale price' },
  { name: 'variant_stock', kind: 'stock', means: 'units left (empty: unlimited)' },
  { name: 'variant_out_of_stock', kind: 'flag', means: 'yes to show it as out of stock' },
  { name: 'variant_image', kind: 'photo', means: "the variant's photo" },
] as const satisfies readonly Column[];

export type ProductColumn = (typeof PRODUCT_COLUMNS)[number]['name'];
export type VariantColumn = (typeof VARIANT_COLUMNS)[number]['name'];

/**
 * The export a file comes from, on every row (a sort or a filter in the spreadsheet keeps it): an
 * import compares the file's stock with what that export said (catalog_sheet_exports).
 */
export const EXPORT_ID_COLUMN = 'export_id';
const EXPORT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every column, in the order export writes them. */
export const COLUMNS: readonly string[] = ['handle', ...PRODUCT_COLUMNS.map((c) => c.name), ...VARIANT_COLUMNS.map((c) => c.name), EXPORT_ID_COLUMN];

export const MAX_PHOTOS = 5;
export const PHOTO_COLUMNS = ['photo_1', 'photo_2', 'photo_3', 'photo_4', 'photo_5'] as const satisfies readonly ProductColumn[];

export interface SheetVariant {
  line: number;
  values: Record<VariantColumn, Value>;
}

export interface SheetProduct {
  /** The line of its first row. */
  line: number;
  handle: string;
  /** Only the columns the file has. */
  values: Partial<Record<ProductColumn, Value>>;
  /** In the file's order; undefined when the file has no variant columns (variants left alone). */
  variants?: SheetVariant[];
}

export interface SheetError {
  line: number;
  column: string | null;
  message: string;
}

export interface Sheet {
  products: SheetProduct[];
  columns: Set<string>;
  /** The export the file comes from; null for a file made without one. */
  exportId: string | null;
}

/** A handle: lower-case letters, digits and single dashes, at most 100 characters. */
export const HANDLE_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_HANDLE = 100;
const MAX_CENTS = 9_999_999_999;
const MAX_INT = 2_147_483_647;

/**
 * The handle a name suggests, as the database makes one for a product inserted without
 * (private.handle_from_name): lower case, apostrophes dropped, every run of other characters a
 * dash; null for a name with no letter or digit of a-z, 0-9 (an Arabic-only name).
 */
export function handleFromName(name: string): string | null {
  const handle = name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/, '');
  return handle === '' ? null : handle;
}

/**
 * A database value as the spreadsheet reads it back: text trimmed, and blank text ("  ", which the
 * database accepts in optional columns such as a variant's size) the empty cell it exports as.
 * The import compares these with the file's cells, so an export read back changes nothing.
 */
export function asCells<C extends Column>(columns: readonly C[], values: Record<C['name'], Value>): Record<C['name'], Value> {
  const cells = { ...values };
  for (const column of columns) {
    const value = cells[column.name as C['name']];
    if (typeof value !== 'string' || (column.kind !== 'name' && column.kind !== 'text')) continue;
    const trimmed = value.trim();
    cells[column.name as C['name']] = column.kind === 'text' && trimmed === '' ? null : trimmed;
  }
  return cells;
}

/**
 * Text a spreadsheet would run as a formula (OWASP's CSV injection): a cell starting with =, +, -
 * or @ (Excel and Google Sheets take all four, LibreOffice =), a tab or a line break (the CSV
 * reads a carriage return in a cell as one). Also a cell already starting with apostrophes before
 * one of those, so that the protection below is undone exactly whatever the text was.
 */
const FORMULA_LIKE = /^'*[=+\-@\t\r\n]/;

/**
 * A text cell as the file writes it: formula-like text behind a leading apostrophe, which every
 * spreadsheet keeps as text (Excel and Google Sheets hide it, LibreOffice keeps it in the cell and
 * writes it back). Only the text kinds: a number cell (-5 in sort_order) is a number, not a
 * formula, and the other kinds cannot start so (a price, a URL, yes/no).
 */
export function protectFromFormula(text: string): string {
  return FORMULA_LIKE.test(text) ? `'${text}` : text;
}

/**
 * A text cell as it was before protectFromFormula: one leading apostrophe before formula-like text
 * is dropped. The same text saved by a spreadsheet without the apostrophe (Excel drops it) reads
 * the same, so export → spreadsheet → import is a no-op either way.
 */
export function unprotectFromFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_LIKE.test(cell.slice(1)) ? cell.slice(1) : cell;
}

const TEXT_KINDS: ReadonlySet<Kind> = new Set(['name', 'text', 'markdown', 'optionalMarkdown']);

/** Characters as PostgreSQL's length() counts them (code points, not UTF-16 units). */
const characters = (text: string) => [...text].length;

class CellError extends Error {}

function parseCell(column: Column, cell: string): Value {
  const raw = TEXT_KINDS.has(column.kind) ? unprotectFromFormula(cell) : cell;
  const trimmed = raw.trim();
  const tooLong = (text: string) => {
    if (column.max !== undefined && characters(text) > column.max) {
      throw new CellError(`too long: ${characters(text)} characters, at most ${column.max}`);
    }
  };
  switch (column.kind) {
    case 'name':
      if (trimmed === '') throw new CellError('is required');
      tooLong(trimmed);
      return trimmed;
    case 'text':
      tooLong(trimmed);
      return trimmed === '' ? null : trimmed;
    case 'markdown':
      tooLong(raw);
      return trimmed === '' ? '' : raw;
    case 'optionalMarkdown':
      tooLong(raw);
      return trimmed === '' ? null : raw;
    case 'money':
    case 'optionalMoney': {
      if (trimmed === '') {
        if (column.kind === 'money') throw new CellError('is required: dollars, e.g. 12.50');
        return null;
      }
      if (/^-\s*\d/.test(trimmed)) throw new CellError(`cannot be negative: ${trimmed}`);
      const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(trimmed);
      if (!match) throw new CellError(`is not a price: "${trimmed}" (write dollars as a number, e.g. 12.50)`);
      const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
      if (cents > MAX_CENTS) throw new CellError(`is too large: ${trimmed} (at most 99999999.99)`);
      return cents;
    }
    case 'stock': {
      if (trimmed === '') return null;
      if (/^-\s*\d/.test(trimmed)) throw new CellError(`cannot be negative: ${trimmed} (0 is sold out, empty is unlimited)`);
      if (!/^\d+$/.test(trimmed)) throw new CellError(`is not a whole number: "${trimmed}" (empty is unlimited)`);
      const stock = Number(trimmed);
      if (stock > MAX_INT) throw new CellError(`is too large: ${trimmed}`);
      return stock;
    }
    case 'flag': {
      const flag = trimmed.toLowerCase();
      if (['', 'no', 'n', 'false', '0'].includes(flag)) return false;
      if (['yes', 'y', 'true', '1'].includes(flag)) return true;
      throw new CellError(`is not yes or no: "${trimmed}"`);
    }
    case 'integer': {
      if (trimmed === '') return 0;
      if (!/^-?\d+$/.test(trimmed)) throw new CellError(`is not a whole number: "${trimmed}"`);
      const number = Number(trimmed);
      if (Math.abs(number) > MAX_INT) throw new CellError(`is too large: ${trimmed}`);
      return number;
    }
    case 'photo': {
      if (trimmed === '') return null;
      if (/\s/.test(trimmed)) throw new CellError(`is not a URL (it holds a space): "${trimmed}"`);
      if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
      let url: URL;
      try {
        url = new URL(trimmed);
      } catch {
        throw new CellError(`is not a URL: "${trimmed}" (an https:// address, or a path on the shop such as /images/products/jar.jpg)`);
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new CellError(`is not an http(s) URL: "${trimmed}"`);
      }
      return trimmed;
    }
  }
}

const productColumns = new Map<string, Column>(PRODUCT_COLUMNS.map((c) => [c.name, c]));
const variantColumns = new Map<string, Column>(VARIANT_COLUMNS.map((c) => [c.name, c]));

/** A variant's label for matching and duplicates: its size and name, any letter case. */
export function variantKey(values: Pick<Record<VariantColumn, Value>, 'variant_size' | 'variant_name'>): string {
  return JSON.stringify([String(values.variant_size ?? '').toLowerCase(), String(values.variant_name ?? '').toLowerCase()]);
}

/**
 * Reads a file's records (the first is the header) into products. Either every row is good, or
 * `errors` names each bad cell; the caller writes nothing then.
 */
export function readSheet(records: readonly CsvRecord[]): { sheet: Sheet; errors: SheetError[] } {
  const errors: SheetError[] = [];
  const sheet: Sheet = { products: [], columns: new Set(), exportId: null };
  const [header, ...rows] = records;
  if (!header) {
    errors.push({ line: 1, column: null, message: 'the file is empty: it needs a header row (export one with `npm run catalog -- export`)' });
    return { sheet, errors };
  }

  const names = header.cells.map((cell) => cell.trim());
  names.forEach((name, index) => {
    if (name === '') {
      errors.push({ line: header.line, column: `column ${index + 1}`, message: 'a column without a name in the header row' });
    } else if (name !== 'handle' && name !== EXPORT_ID_COLUMN && !productColumns.has(name) && !variantColumns.has(name)) {
      errors.push({ line: header.line, column: name, message: `unknown column "${name}" (the columns are: ${COLUMNS.join(', ')})` });
    } else if (sheet.columns.has(name)) {
      errors.push({ line: header.line, column: name, message: `the column "${name}" appears twice` });
    }
    sheet.columns.add(name);
  });
  if (!sheet.columns.has('handle')) errors.push({ line: header.line, column: 'handle', message: 'the column "handle" is missing' });
  // A variant is all of its columns or none: a missing variant_stock would read as "unlimited".
  if (VARIANT_COLUMNS.some((c) => sheet.columns.has(c.name))) {
    for (const column of VARIANT_COLUMNS) {
      if (!sheet.columns.has(column.name)) {
        errors.push({ line: header.line, column: column.name, message: `the column "${column.name}" is missing: the variant columns come together` });
      }
    }
  }
  if (errors.length > 0) return { sheet, errors };

  const hasVariantColumns = VARIANT_COLUMNS.some((c) => sheet.columns.has(c.name));
  const byHandle = new Map<string, { product: SheetProduct; raw: Map<string, string>; variantRow: boolean }>();
  let exportIdLine = 0;

  for (const row of rows) {
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    if (row.cells.length > names.length) {
      errors.push({ line: row.line, column: `column ${names.length + 1}`, message: `${row.cells.length} cells, but the header names ${names.length} columns` });
      continue;
    }
    const raw = new Map(names.map((name, index) => [name, row.cells[index] ?? '']));
    const cellError = (column: string | null, message: string) => errors.push({ line: row.line, column, message });

    // Rows the owner added have none; rows of two exports pasted together cannot be compared with one.
    const exportId = (raw.get(EXPORT_ID_COLUMN) ?? '').trim().toLowerCase();
    if (exportId !== '') {
      if (!EXPORT_ID_PATTERN.test(exportId)) {
        cellError(EXPORT_ID_COLUMN, `"${exportId}" is not an export id: leave the column as the export wrote it (or empty it on every row)`);
      } else if (sheet.exportId === null) {
        sheet.exportId = exportId;
        exportIdLine = row.line;
      } else if (exportId !== sheet.exportId) {
        cellError(EXPORT_ID_COLUMN, `differs from line ${exportIdLine}: these rows come from two exports; copy your changes into one export's file`);
      }
    }

    const variantRow = hasVariantColumns && VARIANT_COLUMNS.some((c) => (raw.get(c.name) ?? '').trim() !== '');
    let handle = (raw.get('handle') ?? '').trim();
    if (handle === '') {
      const name = (raw.get('name') ?? '').trim();
      const fromName = name === '' ? null : handleFromName(name);
      if (fromName === null) {
        cellError('handle', name === '' ? 'is required (or a name to make it from)' : 'is required: the name has no letter a-z or digit to make one from');
        continue;
      }
      handle = fromName;
    } else if (!HANDLE_PATTERN.test(handle) || handle.length > MAX_HANDLE) {
      cellError('handle', `"${handle}" is not a handle: lower-case letters a-z, digits and single dashes, at most ${MAX_HANDLE} characters (e.g. glass-jar-1l)`);
      continue;
    }

    const seen = byHandle.get(handle);
    if (seen) {
      if (!seen.variantRow || !variantRow) {
        cellError('handle', `duplicate handle "${handle}" (line ${seen.product.line}): each product has one handle, and a product's rows after the first are its variants`);
        continue;
      }
      // A later row of the product: its own columns are empty or repeat the first row's.
      for (const column of PRODUCT_COLUMNS) {
        const cell = (raw.get(column.name) ?? '').trim();
        if (cell !== '' && cell !== (seen.raw.get(column.name) ?? '').trim()) {
          cellError(column.name, `differs from the product's first row (line ${seen.product.line}); leave it empty on the rows of its other variants`);
        }
      }
      const variant = readVariant(row.line, raw, seen.product, cellError);
      if (variant) seen.product.variants!.push(variant);
      continue;
    }

    const product: SheetProduct = { line: row.line, handle, values: {} };
    for (const column of PRODUCT_COLUMNS) {
      if (!sheet.columns.has(column.name)) continue;
      try {
        product.values[column.name] = parseCell(column, raw.get(column.name) ?? '');
      } catch (error) {
        if (!(error instanceof CellError)) throw error;
        cellError(column.name, error.message);
      }
    }
    if (product.values.subcategory && !product.values.category) cellError('subcategory', 'needs a category');
    if (hasVariantColumns) {
      product.variants = [];
      if (variantRow) {
        const variant = readVariant(row.line, raw, product, cellError);
        if (variant) product.variants.push(variant);
      }
    }
    byHandle.set(handle, { product, raw, variantRow });
    sheet.products.push(product);
  }
  return { sheet, errors };

  function readVariant(
    line: number,
    raw: Map<string, string>,
    product: SheetProduct,
    cellError: (column: string, message: string) => void,
  ): SheetVariant | null {
    const values = {} as Record<VariantColumn, Value>;
    let good = true;
    for (const column of VARIANT_COLUMNS) {
      const cell = raw.get(column.name) ?? '';
      try {
        values[column.name] =
          column.name === 'variant_price' && cell.trim() === '' && typeof product.values.price === 'number'
            ? product.values.price
            : parseCell(column, cell);
      } catch (error) {
        if (!(error instanceof CellError)) throw error;
        cellError(column.name, column.name === 'variant_price' && cell.trim() === '' ? "is required (or the product's price)" : error.message);
        good = false;
      }
    }
    if (!good) return null;
    if (values.variant_size !== null || values.variant_name !== null) {
      const twin = product.variants?.find((other) => variantKey(other.values) === variantKey(values));
      if (twin) {
        cellError(values.variant_size !== null ? 'variant_size' : 'variant_name', `the same variant as line ${twin.line} (same size and name)`);
        return null;
      }
    }
    return { line, values };
  }
}

/** A value as the dry run shows it. */
export function formatValue(kind: Kind, value: Value): string {
  if (value === null) return '';
  switch (kind) {
    case 'money':
    case 'optionalMoney':
      return decimalAmount(value as number);
    case 'flag':
      return value ? 'yes' : 'no';
    default:
      return String(value);
  }
}

/** A value as the file writes it: formatValue, formula-like text protected. */
function formatCell(kind: Kind, value: Value): string {
  const text = formatValue(kind, value);
  return TEXT_KINDS.has(kind) ? protectFromFormula(text) : text;
}

/**
 * A whole catalogue as the spreadsheet's rows (header first): one row per variant, grouped by
 * handle, each ending with the export's id.
 */
export function writeSheet(
  products: readonly { handle: string; values: Record<ProductColumn, Value>; variants: Record<VariantColumn, Value>[] }[],
  exportId: string,
): string[][] {
  const rows: string[][] = [[...COLUMNS]];
  for (const product of products) {
    const own = PRODUCT_COLUMNS.map((c) => formatCell(c.kind, product.values[c.name]));
    const blankOwn = PRODUCT_COLUMNS.map(() => '');
    const noVariant = VARIANT_COLUMNS.map(() => '');
    if (product.variants.length === 0) {
      rows.push([product.handle, ...own, ...noVariant, exportId]);
      continue;
    }
    product.variants.forEach((variant, index) => {
      rows.push([product.handle, ...(index === 0 ? own : blankOwn), ...VARIANT_COLUMNS.map((c) => formatCell(c.kind, variant[c.name])), exportId]);
    });
  }
  return rows;
}

/**
 * The catalogue spreadsheet's columns (docs/decisions/0032-catalogue-spreadsheet.md) and what a cell may hold.
 *
 * Two vocabularies, each in its place: a column's `header` is the owner's word, written in the
 * file, docs/owner.md and every message to the owner (`stock`, `photo_1`); its `field` is the code's,
 * the domain's name for the same thing (`inventory`, `imageUrl`, as on `Product` and `Variant`).
 * The database's column names are the spreadsheet's database side's business (scripts/catalog/database.ts).
 */
import { decimalAmount, toCents } from '../money.ts';

export type Value = string | number | boolean | null;

export type Kind =
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

export interface Column {
  header: string;
  field: string;
  kind: Kind;
  /** Longest allowed, in characters (the database's check). */
  max?: number;
  /** For docs/owner.md and the error messages. */
  means: string;
}

/** A product's own columns, in the file's order. */
export const PRODUCT_COLUMNS = [
  { header: 'name', field: 'name', kind: 'name', max: 200, means: 'the product name' },
  { header: 'name_ar', field: 'nameAr', kind: 'text', max: 200, means: 'the Arabic name (empty: the English one is shown)' },
  { header: 'description', field: 'description', kind: 'markdown', max: 5000, means: 'the description (Markdown)' },
  { header: 'description_ar', field: 'descriptionAr', kind: 'optionalMarkdown', max: 5000, means: 'the Arabic description' },
  { header: 'category', field: 'category', kind: 'text', max: 80, means: 'the category by name (created when missing)' },
  { header: 'category_ar', field: 'categoryAr', kind: 'text', max: 80, means: "the category's Arabic name (empty: kept as it is)" },
  { header: 'subcategory', field: 'subcategory', kind: 'text', max: 80, means: 'the subcategory by name, within the category (created when missing)' },
  { header: 'subcategory_ar', field: 'subcategoryAr', kind: 'text', max: 80, means: "the subcategory's Arabic name (empty: kept as it is)" },
  { header: 'size', field: 'size', kind: 'text', max: 200, means: 'the size of a product without variants, e.g. 30 cm' },
  { header: 'price', field: 'price', kind: 'money', means: 'dollars, e.g. 12.50' },
  { header: 'sale_price', field: 'salePrice', kind: 'optionalMoney', means: 'the sale price in dollars (empty: not on sale)' },
  { header: 'stock', field: 'inventory', kind: 'stock', means: 'units left (empty: unlimited; 0: sold out)' },
  { header: 'out_of_stock', field: 'isOutOfStock', kind: 'flag', means: 'yes to show it as out of stock whatever the stock' },
  { header: 'sort_order', field: 'sortOrder', kind: 'integer', means: 'position in the listing (smaller first)' },
  { header: 'photo_1', field: 'imageUrl', kind: 'photo', means: 'the main photo: an https URL, or a path such as /images/products/jar.jpg' },
  { header: 'photo_2', field: 'imageUrl2', kind: 'photo', means: 'more photos' },
  { header: 'photo_3', field: 'imageUrl3', kind: 'photo', means: '' },
  { header: 'photo_4', field: 'imageUrl4', kind: 'photo', means: '' },
  { header: 'photo_5', field: 'imageUrl5', kind: 'photo', means: '' },
  { header: 'search_terms', field: 'searchTerms', kind: 'text', max: 500, means: 'more words search finds it by (English or Arabizi), never shown' },
  { header: 'search_terms_ar', field: 'searchTermsAr', kind: 'text', max: 500, means: 'more Arabic words search finds it by, never shown' },
] as const satisfies readonly Column[];

/** A variant's columns: filled on every row of a product that has variants, empty otherwise. */
export const VARIANT_COLUMNS = [
  { header: 'variant_size', field: 'size', kind: 'text', max: 80, means: "the variant's size (its label)" },
  { header: 'variant_size_ar', field: 'sizeAr', kind: 'text', max: 80, means: 'the Arabic size' },
  { header: 'variant_name', field: 'name', kind: 'text', max: 80, means: "the variant's name (the label when it has no size), e.g. a colour" },
  { header: 'variant_name_ar', field: 'nameAr', kind: 'text', max: 80, means: 'the Arabic name' },
  { header: 'variant_price', field: 'price', kind: 'money', means: "dollars (empty: the product's price)" },
  { header: 'variant_sale_price', field: 'salePrice', kind: 'optionalMoney', means: 'the sale price' },
  { header: 'variant_stock', field: 'inventory', kind: 'stock', means: 'units left (empty: unlimited)' },
  { header: 'variant_out_of_stock', field: 'isOutOfStock', kind: 'flag', means: 'yes to show it as out of stock' },
  { header: 'variant_image', field: 'imageUrl', kind: 'photo', means: "the variant's photo" },
] as const satisfies readonly Column[];

export type ProductField = (typeof PRODUCT_COLUMNS)[number]['field'];
export type VariantField = (typeof VARIANT_COLUMNS)[number]['field'];
export type ProductFields = Record<ProductField, Value>;
export type VariantFields = Record<VariantField, Value>;

/**
 * The export a file comes from, on every row (a sort or a filter in the spreadsheet keeps it): an
 * import compares the file's stock with what that export said.
 */
export const EXPORT_ID_COLUMN = 'export_id';
export const EXPORT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every column's header, in the order export writes them. */
export const COLUMNS: readonly string[] = ['handle', ...PRODUCT_COLUMNS.map((c) => c.header), ...VARIANT_COLUMNS.map((c) => c.header), EXPORT_ID_COLUMN];

/** A column by its header, product and variant columns alike (the dry run shows values by header). */
export const COLUMN_BY_HEADER: ReadonlyMap<string, Column> = new Map([...PRODUCT_COLUMNS, ...VARIANT_COLUMNS].map((c) => [c.header, c]));

/** A handle: lower-case letters, digits and single dashes, at most 100 characters. */
export const HANDLE_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_HANDLE = 100;
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
function unprotectFromFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_LIKE.test(cell.slice(1)) ? cell.slice(1) : cell;
}

const TEXT_KINDS: ReadonlySet<Kind> = new Set(['name', 'text', 'markdown', 'optionalMarkdown']);

/**
 * A database value as the spreadsheet reads it back: text trimmed, and blank text ("  ", which the
 * database accepts in optional columns such as a variant's size) the empty cell it exports as.
 * The import compares these with the file's cells, so an export read back changes nothing.
 */
export function asCells<F extends string>(columns: readonly { field: F; kind: Kind }[], values: Record<F, Value>): Record<F, Value> {
  const cells = { ...values };
  for (const column of columns) {
    const value = cells[column.field];
    if (typeof value !== 'string' || (column.kind !== 'name' && column.kind !== 'text')) continue;
    const trimmed = value.trim();
    cells[column.field] = column.kind === 'text' && trimmed === '' ? null : trimmed;
  }
  return cells;
}

/** Characters as PostgreSQL's length() counts them (code points, not UTF-16 units). */
const characters = (text: string) => [...text].length;

/** A cell that cannot be read; its message follows the line and column in the owner's report. */
export class CellError extends Error {}

/** A cell's value, or a CellError saying why the cell is wrong. */
export function parseCell(column: Column, cell: string): Value {
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
      if (!/^\d+(?:\.\d{1,2})?$/.test(trimmed)) throw new CellError(`is not a price: "${trimmed}" (write dollars as a number, e.g. 12.50)`);
      const cents = toCents(trimmed);
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
export function formatCell(kind: Kind, value: Value): string {
  const text = formatValue(kind, value);
  return TEXT_KINDS.has(kind) ? protectFromFormula(text) : text;
}

/** A variant's identity for matching and duplicates: its size and name, any letter case. */
export function variantKey(values: Pick<VariantFields, 'size' | 'name'>): string {
  return JSON.stringify([String(values.size ?? '').toLowerCase(), String(values.name ?? '').toLowerCase()]);
}

/** A variant as the owner reads it: its size, else its name, else its position. */
export function variantLabel(values: Pick<VariantFields, 'size' | 'name'>, index: number): string {
  return String(values.size ?? values.name ?? `Variant ${index + 1}`);
}

/**
 * The catalogue spreadsheet's rows: a file's records read into products with every bad cell named
 * by line and column, and a catalogue written as rows. Pure (no database, no files), so each rule
 * is unit-tested; the database's check constraints are repeated in the columns (columns.ts) so
 * that a bad row is reported with its line instead of failing the import's transaction.
 *
 * One row per variant, grouped by the product's handle, as Shopify's product CSV does: a
 * product's own columns are read from its first row (later rows leave them empty or repeat them),
 * a product without variants is one row. A column left out of the file leaves that field as it
 * is in the database.
 */
import {
  CellError,
  COLUMNS,
  EXPORT_ID_COLUMN,
  EXPORT_ID_PATTERN,
  formatCell,
  handleFromName,
  HANDLE_PATTERN,
  MAX_HANDLE,
  parseCell,
  PRODUCT_COLUMNS,
  VARIANT_COLUMNS,
  variantKey,
  type ProductFields,
  type VariantFields,
} from './columns.ts';
import type { CsvRecord } from './csv.ts';
import type { Sheet, SheetError, SheetProduct, SheetVariant } from './types.ts';

/** A row's cells by header; a cell the spreadsheet left out is empty. */
type RowCells = Map<string, string>;
type ReportCell = (column: string | null, message: string) => void;

/**
 * Reads a file's records (the first is the header) into products. Either every row is good, or
 * `errors` names each bad cell; the caller writes nothing then.
 */
export function readSheet(records: readonly CsvRecord[]): { sheet: Sheet; errors: SheetError[] } {
  const [header, ...rows] = records;
  if (!header) {
    return {
      sheet: { products: [], columns: new Set(), exportId: null },
      errors: [{ line: 1, column: null, message: 'the file is empty: it needs a header row (export one with `npm run catalog -- export`)' }],
    };
  }
  const { headers, errors } = readHeader(header);
  const sheet: Sheet = { products: [], columns: new Set(headers), exportId: null };
  if (errors.length > 0) return { sheet, errors };

  const hasVariantColumns = VARIANT_COLUMNS.some((c) => sheet.columns.has(c.header));
  const byHandle = new Map<string, { product: SheetProduct; cells: RowCells; variantRow: boolean }>();
  const exportIds = new ExportIdReader(sheet);

  for (const row of rows) {
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    if (row.cells.length > headers.length) {
      errors.push({ line: row.line, column: `column ${headers.length + 1}`, message: `${row.cells.length} cells, but the header names ${headers.length} columns` });
      continue;
    }
    const cells: RowCells = new Map(headers.map((name, index) => [name, row.cells[index] ?? '']));
    const report: ReportCell = (column, message) => errors.push({ line: row.line, column, message });
    exportIds.read(row.line, cells, report);

    const handle = readHandle(cells, report);
    if (handle === null) continue;
    const variantRow = hasVariantColumns && VARIANT_COLUMNS.some((c) => (cells.get(c.header) ?? '').trim() !== '');
    const seen = byHandle.get(handle);
    if (seen) {
      if (!seen.variantRow || !variantRow) {
        report('handle', `duplicate handle "${handle}" (line ${seen.product.line}): each product has one handle, and a product's rows after the first are its variants`);
        continue;
      }
      checkRepeatsFirstRow(cells, seen, report);
      const variant = readVariant(row.line, cells, seen.product, report);
      if (variant) seen.product.variants!.push(variant);
      continue;
    }

    const product: SheetProduct = { line: row.line, handle, values: readProductCells(sheet.columns, cells, report) };
    if (hasVariantColumns) {
      product.variants = [];
      const variant = variantRow ? readVariant(row.line, cells, product, report) : null;
      if (variant) product.variants.push(variant);
    }
    byHandle.set(handle, { product, cells, variantRow });
    sheet.products.push(product);
  }
  return { sheet, errors };
}

/** The header row's names, each known and once; a variant's columns come all together or not at all. */
function readHeader(header: CsvRecord): { headers: string[]; errors: SheetError[] } {
  const errors: SheetError[] = [];
  const headers = header.cells.map((cell) => cell.trim());
  const seen = new Set<string>();
  headers.forEach((name, index) => {
    if (name === '') {
      errors.push({ line: header.line, column: `column ${index + 1}`, message: 'a column without a name in the header row' });
    } else if (!COLUMNS.includes(name)) {
      errors.push({ line: header.line, column: name, message: `unknown column "${name}" (the columns are: ${COLUMNS.join(', ')})` });
    } else if (seen.has(name)) {
      errors.push({ line: header.line, column: name, message: `the column "${name}" appears twice` });
    }
    seen.add(name);
  });
  if (!seen.has('handle')) errors.push({ line: header.line, column: 'handle', message: 'the column "handle" is missing' });
  // A missing variant_stock would read as "unlimited".
  if (VARIANT_COLUMNS.some((c) => seen.has(c.header))) {
    for (const column of VARIANT_COLUMNS) {
      if (!seen.has(column.header)) {
        errors.push({ line: header.line, column: column.header, message: `the column "${column.header}" is missing: the variant columns come together` });
      }
    }
  }
  return { headers, errors };
}

/**
 * The export id of a file's rows. Rows the owner added have none; rows of two exports pasted
 * together cannot be compared with one export's stock.
 */
class ExportIdReader {
  private firstLine = 0;
  constructor(private readonly sheet: Sheet) {}

  read(line: number, cells: RowCells, report: ReportCell): void {
    const exportId = (cells.get(EXPORT_ID_COLUMN) ?? '').trim().toLowerCase();
    if (exportId === '') return;
    if (!EXPORT_ID_PATTERN.test(exportId)) {
      report(EXPORT_ID_COLUMN, `"${exportId}" is not an export id: leave the column as the export wrote it (or empty it on every row)`);
    } else if (this.sheet.exportId === null) {
      this.sheet.exportId = exportId;
      this.firstLine = line;
    } else if (exportId !== this.sheet.exportId) {
      report(EXPORT_ID_COLUMN, `differs from line ${this.firstLine}: these rows come from two exports; copy your changes into one export's file`);
    }
  }
}

/** The row's handle, made from the name when empty (as the database does); null when there is none to make. */
function readHandle(cells: RowCells, report: ReportCell): string | null {
  const handle = (cells.get('handle') ?? '').trim();
  if (handle === '') {
    const name = (cells.get(PRODUCT_COLUMNS[0].header) ?? '').trim();
    const fromName = name === '' ? null : handleFromName(name);
    if (fromName === null) report('handle', name === '' ? 'is required (or a name to make it from)' : 'is required: the name has no letter a-z or digit to make one from');
    return fromName;
  }
  if (!HANDLE_PATTERN.test(handle) || handle.length > MAX_HANDLE) {
    report('handle', `"${handle}" is not a handle: lower-case letters a-z, digits and single dashes, at most ${MAX_HANDLE} characters (e.g. glass-jar-1l)`);
    return null;
  }
  return handle;
}

/** The product's own cells the file has, each read by its column's rules. */
function readProductCells(headers: Set<string>, cells: RowCells, report: ReportCell): Partial<ProductFields> {
  const values: Partial<ProductFields> = {};
  for (const column of PRODUCT_COLUMNS) {
    if (!headers.has(column.header)) continue;
    try {
      values[column.field] = parseCell(column, cells.get(column.header) ?? '');
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      report(column.header, error.message);
    }
  }
  if (values.subcategory && !values.category) report('subcategory', 'needs a category');
  return values;
}

/** A later row of a product: its own columns are empty or repeat the first row's. */
function checkRepeatsFirstRow(cells: RowCells, first: { product: SheetProduct; cells: RowCells }, report: ReportCell): void {
  for (const column of PRODUCT_COLUMNS) {
    const cell = (cells.get(column.header) ?? '').trim();
    if (cell !== '' && cell !== (first.cells.get(column.header) ?? '').trim()) {
      report(column.header, `differs from the product's first row (line ${first.product.line}); leave it empty on the rows of its other variants`);
    }
  }
}

/** A variant row: every variant cell good, its price the product's when empty, and no twin within the product. */
function readVariant(line: number, cells: RowCells, product: SheetProduct, report: ReportCell): SheetVariant | null {
  const values = {} as VariantFields;
  let good = true;
  for (const column of VARIANT_COLUMNS) {
    const cell = cells.get(column.header) ?? '';
    const emptyPrice = column.field === 'price' && cell.trim() === '';
    try {
      values[column.field] = emptyPrice && typeof product.values.price === 'number' ? product.values.price : parseCell(column, cell);
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      report(column.header, emptyPrice ? "is required (or the product's price)" : error.message);
      good = false;
    }
  }
  if (!good) return null;
  if (values.size !== null || values.name !== null) {
    const twin = product.variants?.find((other) => variantKey(other.values) === variantKey(values));
    if (twin) {
      report(values.size !== null ? 'variant_size' : 'variant_name', `the same variant as line ${twin.line} (same size and name)`);
      return null;
    }
  }
  return { line, values };
}

/**
 * A whole catalogue as the spreadsheet's rows (header first): one row per variant, grouped by
 * handle, each ending with the export's id.
 */
export function writeSheet(products: readonly { handle: string; values: ProductFields; variants: VariantFields[] }[], exportId: string): string[][] {
  const rows: string[][] = [[...COLUMNS]];
  const blankOwn = PRODUCT_COLUMNS.map(() => '');
  const noVariant = VARIANT_COLUMNS.map(() => '');
  for (const product of products) {
    const own = PRODUCT_COLUMNS.map((c) => formatCell(c.kind, product.values[c.field]));
    if (product.variants.length === 0) {
      rows.push([product.handle, ...own, ...noVariant, exportId]);
      continue;
    }
    product.variants.forEach((variant, index) => {
      rows.push([product.handle, ...(index === 0 ? own : blankOwn), ...VARIANT_COLUMNS.map((c) => formatCell(c.kind, variant[c.field])), exportId]);
    });
  }
  return rows;
}

/**
 * Export and import of the catalogue spreadsheet, end to end: file or URL in, database out. The
 * command line (cli.ts), the tests and the benchmark all go through these two functions.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { applyPlan, exportCatalogSnapshot, exportKnown, KEPT_EXPORTS, readCatalog, storeId } from './database.ts';
import { EXPORT_ID_COLUMN } from '../../src/domain/catalogSheet/columns.ts';
import { CsvSyntaxError, decodeUtf8, parseCsv, toCsv } from '../../src/domain/catalogSheet/csv.ts';
import { planImport } from '../../src/domain/catalogSheet/plan.ts';
import { readSheet, writeSheet } from '../../src/domain/catalogSheet/sheet.ts';
import type { ImportPlan, SheetError } from '../../src/domain/catalogSheet/types.ts';

/** A published Google Sheet of 5,000 products is a few MB; anything far bigger is not a catalogue. */
export const MAX_DOWNLOAD_BYTES = 50 * 2 ** 20;
export const DOWNLOAD_TIMEOUT_MS = 30_000;

async function withClient<T>(dbUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: dbUrl, application_name: 'catalog spreadsheet' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Writes `text` to `file` whole or not at all: into a file beside it, renamed over it (a file open
 * in Excel on Windows refuses the rename, and the old file stays as it was).
 */
function writeWhole(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.partial`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Writes the whole catalogue to `file`; returns how many products and rows it holds. The stock it
 * wrote becomes the export's baseline only once the file is there.
 */
export async function exportCatalog(dbUrl: string, file: string): Promise<{ products: number; rows: number }> {
  let rows = 0;
  const catalog = await withClient(dbUrl, (client) =>
    exportCatalogSnapshot(client, (catalog, exportId) => {
      const sheet = writeSheet(
        catalog.products.map((product) => ({ handle: product.handle, values: product.values, variants: product.variants.map((v) => v.values) })),
        exportId,
      );
      writeWhole(file, toCsv(sheet));
      rows = sheet.length - 1;
    }),
  );
  return { products: catalog.products.length, rows };
}

/**
 * The bytes of a CSV file, or of a URL (a Google Sheet published as CSV): https only (plain
 * http for this machine, for tests), at most MAX_DOWNLOAD_BYTES, within DOWNLOAD_TIMEOUT_MS.
 */
export async function readSource(source: string): Promise<Uint8Array> {
  if (!/^[a-z]+:\/\//i.test(source)) return readFile(source);
  const url = new URL(source);
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) throw new Error(`Only https:// addresses can be imported, not ${url.protocol}//`);
  const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS), redirect: 'follow' });
  if (!response.ok) throw new Error(`${source} answered ${response.status} ${response.statusText}`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_DOWNLOAD_BYTES) throw new Error(`${source} is larger than ${MAX_DOWNLOAD_BYTES / 2 ** 20} MB`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body!.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.length;
    if (size > MAX_DOWNLOAD_BYTES) {
      await reader.cancel();
      throw new Error(`${source} is larger than ${MAX_DOWNLOAD_BYTES / 2 ** 20} MB`);
    }
    chunks.push(chunk.value);
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('text/html')) throw new Error(`${source} is a web page, not a CSV: in Google Sheets use File → Share → Publish to web → "Comma-separated values (.csv)"`);
  return Buffer.concat(chunks);
}

export type ImportResult = { ok: true; plan: ImportPlan; applied: boolean } | { ok: false; errors: SheetError[] };

/**
 * Reads a CSV and plans its import against the database; with `apply`, writes the plan in one
 * transaction (planned inside it, so what is written is what was planned from). Any bad row:
 * nothing is written, and every problem comes back.
 */
export async function importCatalog(dbUrl: string, bytes: Uint8Array, options: { apply: boolean; removeMissing: boolean }): Promise<ImportResult> {
  const decoded = decodeUtf8(bytes);
  if ('notUtf8OnLine' in decoded) {
    return { ok: false, errors: [{ line: decoded.notUtf8OnLine, column: null, message: 'the file is not UTF-8 text: save it as "CSV UTF-8 (Comma delimited)" (Excel) or download it as CSV (Google Sheets, Numbers)' }] };
  }
  let records;
  try {
    records = parseCsv(decoded.text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, errors: [{ line: error.line, column: null, message: error.message }] };
    throw error;
  }
  const { sheet, errors } = readSheet(records);
  if (errors.length > 0) return { ok: false, errors };
  // An empty sheet (a tab published by mistake) would remove the whole catalogue.
  if (options.removeMissing && sheet.products.length === 0) {
    return { ok: false, errors: [{ line: 1, column: null, message: 'the file has no products: with --remove-missing it would remove them all' }] };
  }

  return withClient(dbUrl, async (client) => {
    if (sheet.exportId !== null && !(await exportKnown(client, sheet.exportId))) {
      return {
        ok: false,
        errors: [
          {
            line: 2,
            column: EXPORT_ID_COLUMN,
            message: `this database has no export ${sheet.exportId}: the file comes from another database, or from an export older than the last ${KEPT_EXPORTS}. Export again and make your changes there (or empty the export_id column to compare the stock with the database's)`,
          },
        ],
      };
    }
    if (!options.apply) {
      const { plan, errors: planErrors } = planImport(sheet.products, await readCatalog(client, await storeId(client), sheet.exportId), options);
      return planErrors.length > 0 ? { ok: false, errors: planErrors } : { ok: true, plan, applied: false };
    }
    await client.query('begin');
    try {
      const store = await storeId(client);
      const { plan, errors: planErrors } = planImport(sheet.products, await readCatalog(client, store, sheet.exportId), options);
      if (planErrors.length > 0) {
        await client.query('rollback');
        return { ok: false, errors: planErrors };
      }
      await applyPlan(client, plan, store, sheet.exportId);
      await client.query('commit');
      return { ok: true, plan, applied: true };
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  });
}

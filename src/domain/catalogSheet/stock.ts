/**
 * The stock rule of the catalogue spreadsheet. Orders keep taking stock between an export and the
 * import of the edited file, so the file's stock may be older than the shop's. A stock cell equal
 * to what the spreadsheet said last (that export, or the last import of the file; where nothing
 * is remembered, the database's value) is left alone: the database keeps what orders took since.
 * A changed cell moves the stock by the owner's change (10 → 12: two more units), so orders since
 * still count: never below 0; absolute where either side is unlimited (empty).
 */
import type { Value } from './columns.ts';
import type { StockChange } from './types.ts';

/** The owner's change to a stock cell, or null where the cell says what the spreadsheet said. */
export function stockChange(file: Value, database: Value, remembered: number | null | undefined): StockChange | null {
  const said = remembered === undefined ? (database as number | null) : remembered;
  return file === said ? null : { said, file: file as number | null };
}

/** The stock after the import: the database's stock now, moved by the owner's change (scripts/catalog/database.ts does the same in SQL). */
export function stockAfter(now: number | null, change: StockChange): number | null {
  if (change.file === null) return null;
  if (now === null || change.said === null) return change.file;
  return Math.max(0, now + change.file - change.said);
}

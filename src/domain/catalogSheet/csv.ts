/**
 * CSV as spreadsheets write it (RFC 4180): fields separated by commas, quoted with double quotes
 * when they hold a comma, a quote or a line break, a quote inside written twice. Pure: text in,
 * records out, so the catalogue's parsing is tested without a database.
 */

/** A byte-order mark: Excel opens a CSV as UTF-8 only when it starts with one. */
export const BYTE_ORDER_MARK = '\uFEFF';

export interface CsvRecord {
  /** The line of the file the record starts on, counting from 1 (a quoted cell may span lines). */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Records of a CSV text, each with the line it starts on. Blank lines are skipped; a record
 * shorter than the header is the spreadsheet leaving trailing cells out, which the reader of the
 * records decides about.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteOpenedOn = 0;
  let cellStarted = false;
  let afterClosingQuote = false;

  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    cellStarted = false;
    afterClosingQuote = false;
  };

  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
          afterClosingQuote = true;
        }
      } else {
        if (char === '\n') line++;
        // A line break inside a cell is kept as \n whichever way the file ends its lines.
        if (char === '\r') {
          if (text[i + 1] === '\n') i++;
          line++;
          cell += '\n';
        } else {
          cell += char;
        }
      }
      continue;
    }
    if (afterClosingQuote && char !== ',' && char !== '\n' && char !== '\r') {
      throw new CsvSyntaxError(line, 'text after the closing quote of a cell (write the whole cell in quotes, its quotes doubled)');
    }
    if (char === '"' && !cellStarted) {
      quoted = true;
      cellStarted = true;
      quoteOpenedOn = line;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
      cellStarted = false;
      afterClosingQuote = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      // A quote inside a cell that did not start with one is kept as it is (12" pan).
      cell += char;
      cellStarted = true;
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteOpenedOn, 'a quoted cell is never closed');
  if (cellStarted || cells.length > 0) endRecord();
  return records;
}

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) || /^\s|\s$/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The CSV text of rows, with the byte-order mark and CRLF line ends, as Excel writes it. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return BYTE_ORDER_MARK + rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

/**
 * The text of a file that must be UTF-8 (a byte-order mark is dropped), or the line of its first
 * byte that is not, which is what a spreadsheet saved as "CSV" in a local code page gives.
 */
export function decodeUtf8(bytes: Uint8Array): { text: string } | { notUtf8OnLine: number } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text };
  } catch {
    const bad = firstInvalidUtf8Byte(bytes);
    let line = 1;
    for (let i = 0; i < bad; i++) if (bytes[i] === 0x0a) line++;
    return { notUtf8OnLine: line };
  }
}

/** The offset of the first byte that does not belong to a well-formed UTF-8 sequence. */
function firstInvalidUtf8Byte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return i;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(i, i + length));
    } catch {
      return i;
    }
    i += length;
  }
  return bytes.length;
}

/**
 * The font the share cards are drawn in ships with the project (Inter and Noto Sans Arabic from
 * @fontsource, SIL Open Font License), so every machine renders the same card. sharp draws SVG
 * text through fontconfig, and its bundled FreeType does not read the WOFF files those packages
 * ship: they are unpacked to plain TrueType in a private folder, with a fonts.conf that lists
 * only that folder (no system font can stand in). FONTCONFIG_FILE must point at it when sharp
 * first draws text in this process: fontconfig reads it then, once. It is put back right after,
 * so what this process starts (the browsers of the end-to-end tests and the bench) keeps the
 * machine's own fonts: with these two, a page's '≈' and every other sign they lack drew as a box.
 */
import sharp from 'sharp';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { withEnvironmentVariable } from '../withEnvironmentVariable.ts';

/** The families a card's SVG names, first choice first. */
export const CARD_FONT_FAMILY = "Inter, 'Noto Sans Arabic'";

const require = createRequire(import.meta.url);

/** The @fontsource files drawn from: Latin (with accents) and Arabic, regular and bold. */
const FONT_FILES = [
  ['@fontsource/inter', ['latin', 'latin-ext'], 'inter'],
  ['@fontsource/noto-sans-arabic', ['arabic'], 'noto-sans-arabic'],
].flatMap(([pkg, subsets, prefix]) =>
  (subsets as string[]).flatMap((subset) =>
    ['400', '700'].map((weight) => join(dirname(require.resolve(`${pkg as string}/package.json`)), 'files', `${prefix as string}-${subset}-${weight}-normal.woff`)),
  ),
);

/** A WOFF 1.0 font as the TrueType/OpenType file it wraps (tables inflated, checksums kept). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

let configured: Promise<string> | null = null;

/**
 * Unpacks the shipped fonts into `cacheDir` (once) and points this process's fontconfig at them.
 * Resolves to the fonts.conf path. Call before the first text is drawn.
 */
export function useShippedFonts(cacheDir: string): Promise<string> {
  configured ??= pointFontconfigAt(cacheDir);
  return configured;
}

async function pointFontconfigAt(cacheDir: string): Promise<string> {
  const fontDir = join(cacheDir, 'fonts');
  mkdirSync(join(cacheDir, 'fontconfig-cache'), { recursive: true });
  mkdirSync(fontDir, { recursive: true });
  for (const file of FONT_FILES) {
    const target = join(fontDir, basename(file).replace(/\.woff$/, '.ttf'));
    if (!existsSync(target)) writeFileSync(target, woffToSfnt(readFileSync(file)));
  }
  const conf = join(cacheDir, 'fonts.conf');
  const escape = (path: string) => path.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  writeFileSync(
    conf,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${escape(fontDir)}</dir>\n  <cachedir>${escape(join(cacheDir, 'fontconfig-cache'))}</cachedir>\n</fontconfig>\n`,
  );
  // Drawn now, so fontconfig reads the variable now, whether or not this build draws a card.
  await withEnvironmentVariable('FONTCONFIG_FILE', conf, () =>
    sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><text font-family="${CARD_FONT_FAMILY}">a</text></svg>`)).toBuffer(),
  );
  return conf;
}

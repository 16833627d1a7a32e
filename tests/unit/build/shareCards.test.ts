/**
 * The pieces of the share-card drawing that decide what a preview shows: names wrapped to the
 * card's text column with an ellipsis when they do not fit, and the shipped WOFF fonts unpacked to
 * the TrueType files fontconfig reads.
 */
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from '../../../scripts/images/fonts.ts';
import { textWidth, wrapText } from '../../../scripts/images/shareCards.ts';

describe('wrapText', () => {
  it('keeps a short name on one line', () => {
    expect(wrapText('Glass Storage Jars', 54, 552, 3)).toEqual(['Glass Storage Jars']);
  });

  it('breaks between words, no line wider than the column', () => {
    const lines = wrapText('Bamboo Utensil Set with a Ceramic Holder', 54, 552, 3);
    expect(lines.join(' ')).toBe('Bamboo Utensil Set with a Ceramic Holder');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 54)).toBeLessThanOrEqual(552);
  });

  it('ends the last line with an ellipsis when the name does not fit', () => {
    const lines = wrapText('one two three four five six seven eight nine ten eleven twelve', 54, 300, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    for (const line of lines) expect(textWidth(line, 54)).toBeLessThanOrEqual(300);
  });

  it('cuts a single word longer than the column', () => {
    const [line] = wrapText('Supercalifragilisticexpialidocious', 54, 300, 1);
    expect(line!.endsWith('…')).toBe(true);
    expect(textWidth(line!, 54)).toBeLessThanOrEqual(300);
  });
});

describe('woffToSfnt', () => {
  it('unpacks a shipped WOFF into a TrueType file with the same tables', () => {
    const require = createRequire(import.meta.url);
    const woff = readFileSync(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'));
    const font = woffToSfnt(woff);
    expect(font.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const tables = font.readUInt16BE(4);
    expect(tables).toBe(woff.readUInt16BE(12));
    const tags = Array.from({ length: tables }, (_, index) => font.toString('latin1', 12 + index * 16, 16 + index * 16));
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'name']));
    const last = 12 + (tables - 1) * 16;
    expect(font.readUInt32BE(last + 8) + font.readUInt32BE(last + 12)).toBeLessThanOrEqual(font.length);
    expect(() => woffToSfnt(Buffer.from('nope'))).toThrow('not a WOFF 1.0 font');
  });
});

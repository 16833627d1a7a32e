/**
 * Reading the product feeds as the platforms do, with real parsers (csv-parse for Meta's CSV, the
 * XML parser of jsdom for Google's RSS, which throws on a document that is not well-formed), and
 * the checks every feed must pass whatever its products: every required field on every row, in
 * the platforms' formats, and the same rows in both feeds.
 */
import { createRequire } from 'node:module';
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import {
  GOOGLE_NAMESPACE,
  GOOGLE_TEXT_LIMITS,
  META_ARABIC_OVERRIDE,
  META_COLUMNS,
  META_LANGUAGE_COLUMNS,
  META_TEXT_LIMITS,
} from '../../src/domain/feeds.ts';

/** jsdom (already the unit tests' environment) ships no types: the one constructor used here. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (markup: string, options: { contentType: string }) => { window: { document: Document } };
};

export type MetaRow = Record<(typeof META_COLUMNS)[number], string>;

/** Meta's CSV as records by column (throws on a row with a wrong number of fields or a bad quote). */
export function parseMetaCsv(text: string): MetaRow[] {
  const [header] = parse(text, { to_line: 1 }) as string[][];
  expect(header).toEqual([...META_COLUMNS]);
  return parse(text, { columns: true, skip_empty_lines: true }) as MetaRow[];
}

export type MetaLanguageRow = Record<(typeof META_LANGUAGE_COLUMNS)[number], string>;

/** Meta's language feed as records by column (throws on a row with a wrong number of fields or a bad quote). */
export function parseMetaLanguageCsv(text: string): MetaLanguageRow[] {
  const [header] = parse(text, { to_line: 1 }) as string[][];
  expect(header).toEqual([...META_LANGUAGE_COLUMNS]);
  return parse(text, { columns: true, skip_empty_lines: true }) as MetaLanguageRow[];
}

/** One <item> of Google's feed: each g: field's values by name; nested ones as `shipping.country`. */
export type GoogleItem = Record<string, string[]>;

/** Google's RSS: its <item>s; throws when it is not well-formed XML. */
export function parseGoogleXml(text: string): { channel: { title: string; link: string }; items: GoogleItem[] } {
  const document = new JSDOM(text, { contentType: 'application/xml' }).window.document;
  const rss = document.documentElement;
  expect(rss.localName).toBe('rss');
  expect(rss.getAttribute('version')).toBe('2.0');
  expect(rss.lookupNamespaceURI('g')).toBe(GOOGLE_NAMESPACE);
  const channel = rss.getElementsByTagName('channel')[0]!;
  const items = [...channel.getElementsByTagName('item')].map((item) => {
    const fields: GoogleItem = {};
    const add = (name: string, value: string) => (fields[name] ??= []).push(value);
    for (const child of item.children) {
      expect(child.namespaceURI, `<${child.tagName}> is not in the g: namespace`).toBe(GOOGLE_NAMESPACE);
      if (child.children.length === 0) add(child.localName, child.textContent ?? '');
      for (const part of child.children) add(`${child.localName}.${part.localName}`, part.textContent ?? '');
    }
    return fields;
  });
  const channelText = (name: string) => channel.getElementsByTagName(name)[0]?.textContent ?? '';
  return { channel: { title: channelText('title'), link: channelText('link') }, items };
}

const PRICE = /^\d+\.\d{2} USD$/;
const PICTURE = /^https?:\/\/[^\s]+\.(jpe?g|png)$/i;
const ABSOLUTE = /^https?:\/\/\S+$/;

/** Length in characters, as the platforms count them. */
const characters = (text: string) => Array.from(text).length;

/** Every row of both feeds carries every required field in the platforms' formats, and the feeds agree. */
export function expectWellFormedFeeds(meta: MetaRow[], google: GoogleItem[]): void {
  for (const row of meta) {
    const where = `meta.csv row ${row.id}`;
    for (const column of ['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link', 'brand'] as const) {
      expect(row[column], `${where}: ${column}`).not.toBe('');
    }
    expect(['in stock', 'out of stock', 'preorder'], where).toContain(row.availability);
    expect(row.condition, where).toBe('new');
    expect(row.price, where).toMatch(PRICE);
    if (row.sale_price !== '') expect(row.sale_price, where).toMatch(PRICE);
    expect(row.link, where).toMatch(ABSOLUTE);
    expect(row.image_link, where).toMatch(PICTURE);
    for (const url of row.additional_image_link ? row.additional_image_link.split(',') : []) expect(url, where).toMatch(PICTURE);
    expect(characters(row.title), where).toBeLessThanOrEqual(META_TEXT_LIMITS.title);
    expect(characters(row.description), where).toBeLessThanOrEqual(META_TEXT_LIMITS.description);
    expect(row.title, `${where}: a title is one line`).not.toMatch(/[\r\n]/);
  }
  expectWellFormedGoogleItems(google, 'google.xml');
  // The same rows, in the same order, with the same facts in each platform's names.
  expect(google.map((item) => item.id![0])).toEqual(meta.map((row) => row.id));
  const googleAvailability = { 'in stock': 'in_stock', 'out of stock': 'out_of_stock', preorder: 'preorder' } as const;
  meta.forEach((row, index) => {
    const item = google[index]!;
    expect(item.link![0]).toBe(row.link);
    expect(item.image_link![0]).toBe(row.image_link);
    expect(item.price![0]).toBe(row.price);
    expect(item.sale_price?.[0] ?? '').toBe(row.sale_price);
    expect(item.item_group_id?.[0] ?? '').toBe(row.item_group_id);
    expect(item.availability![0]).toBe(googleAvailability[row.availability as keyof typeof googleAvailability]);
    expect(item.brand![0]).toBe(row.brand);
    expect(item.product_type?.[0] ?? '').toBe(row.product_type);
  });
}

/** Every item of a Google feed carries every required field in Google's formats. */
function expectWellFormedGoogleItems(google: GoogleItem[], file: string): void {
  for (const item of google) {
    const where = `${file} item ${item.id?.[0]}`;
    for (const field of ['id', 'title', 'description', 'link', 'image_link', 'availability', 'price', 'condition', 'brand', 'shipping.country', 'shipping.price']) {
      expect(item[field], `${where}: g:${field}`).toHaveLength(1);
      expect(item[field]![0], `${where}: g:${field}`).not.toBe('');
    }
    expect(['in_stock', 'out_of_stock', 'preorder'], where).toContain(item.availability![0]);
    if (item.availability![0] === 'preorder') expect(item.availability_date?.[0], where).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/);
    expect(item.price![0], where).toMatch(PRICE);
    expect(item['shipping.price']![0], where).toMatch(PRICE);
    expect(item.image_link![0], where).toMatch(PICTURE);
    expect(characters(item.title![0]!), where).toBeLessThanOrEqual(GOOGLE_TEXT_LIMITS.title);
    expect(characters(item.description![0]!), where).toBeLessThanOrEqual(GOOGLE_TEXT_LIMITS.description);
  }
}

/**
 * The Arabic feeds against the English ones of the same catalogue: Google's Arabic feed passes
 * every check an English feed passes, with the same rows and facts; Meta's language feed overrides
 * exactly the main feed's rows, in Arabic (ar_XX); and every row of both links under /ar/.
 */
export function expectWellFormedArabicFeeds(
  arabic: { meta: MetaLanguageRow[]; google: GoogleItem[] },
  english: { meta: MetaRow[]; google: GoogleItem[] },
  siteUrl: string,
): void {
  const arabicPages = new URL('/ar/', siteUrl).href;
  expect(arabic.meta.map((row) => row.id)).toEqual(english.meta.map((row) => row.id));
  arabic.meta.forEach((row, index) => {
    const where = `meta-ar.csv row ${row.id}`;
    expect(row.override, where).toBe(META_ARABIC_OVERRIDE);
    expect(row.title, where).not.toBe('');
    expect(row.title, `${where}: a title is one line`).not.toMatch(/[\r\n]/);
    expect(row.description, where).not.toBe('');
    expect(characters(row.title), where).toBeLessThanOrEqual(META_TEXT_LIMITS.title);
    expect(characters(row.description), where).toBeLessThanOrEqual(META_TEXT_LIMITS.description);
    expect(row.link.startsWith(arabicPages), `${where}: ${row.link} is an Arabic page`).toBe(true);
    // The same page as the main feed's row, in Arabic.
    expect(row.link, where).toBe(english.meta[index]!.link.replace(new URL('/', siteUrl).href, arabicPages));
  });
  expectWellFormedGoogleItems(arabic.google, 'google-ar.xml');
  expect(arabic.google.map((item) => item.id![0])).toEqual(english.meta.map((row) => row.id));
  arabic.google.forEach((item, index) => {
    const where = `google-ar.xml item ${item.id?.[0]}`;
    expect(item.link![0], where).toBe(arabic.meta[index]!.link);
    for (const field of ['id', 'price', 'sale_price', 'availability', 'item_group_id', 'image_link', 'shipping.price']) {
      expect(item[field], `${where}: g:${field} as in google.xml`).toEqual(english.google[index]![field]);
    }
  });
}

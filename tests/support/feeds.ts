/**
 * Reading the product feeds as the platforms do, with real parsers (csv-parse for Meta's CSV, the
 * XML parser of jsdom for Google's RSS, which throws on a document that is not well-formed), and
 * the checks every feed must pass whatever its products: every required field on every row, in
 * the platforms' formats, and the same rows in both feeds.
 */
import { createRequire } from 'node:module';
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import { GOOGLE_NAMESPACE, GOOGLE_TEXT_LIMITS, META_COLUMNS, META_TEXT_LIMITS } from '../../src/domain/feeds.ts';

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
  for (const item of google) {
    const where = `google.xml item ${item.id?.[0]}`;
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

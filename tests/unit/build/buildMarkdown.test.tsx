/**
 * The build writes a plain-paragraph description without the Markdown parser
 * (src/app/buildMarkdown.ts), and what it writes must be what react-markdown writes, to the byte:
 * a prerendered page hands its Markdown's HTML to hydration as is. Held here over every text of
 * the demo catalogue and the owner's copy in both languages, the 5,000-product bench's
 * descriptions, the edges of Markdown's syntax, and random text.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import { afterEach, describe, expect, it } from 'vitest';
import * as entry from '../../../src/entry-server.tsx';
import { buildMarkdown, plainParagraphHtml } from '../../../src/app/buildMarkdown.ts';
import { setRenderedMarkdown } from '../../../src/components/ui/Markdown.tsx';
import { englishScreenCopy } from '../../../src/config/screenCopy.ts';
import { arabicScreenCopy } from '../../../src/config/screenCopy.ar.ts';
import type { Catalog } from '../../../src/domain/index.ts';
import { DEMO_TERMS, makeProduct } from '../domain/fixtures.ts';

/** What `<Markdown>` held for `text` when the parser rendered it on the server. */
function parsed(text: string): string {
  return renderToString(
    <Suspense fallback={null}>
      <ReactMarkdown>{text}</ReactMarkdown>
    </Suspense>,
  );
}

/** Every string literal of the demo catalogue (names, descriptions, labels; English and Arabic). */
function seedTexts(): string[] {
  const sql = readFileSync(resolve(__dirname, '../../../supabase/seed.sql'), 'utf8');
  return [...sql.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]!.replace(/''/g, "'"));
}

/** The owner's About copy in both languages. */
const copyTexts = [englishScreenCopy, arabicScreenCopy].flatMap((copy) => [
  copy.about.intro,
  copy.about.story,
  copy.about.promise,
  copy.about.contactText,
  copy.preorderIntro,
  ...copy.about.values.map((value) => value.text),
]);

/** The descriptions bench/scale-shop.ts gives its 5,000 products. */
const benchTexts = [1, 42, 5000].flatMap((n) => [`Synthetic product number ${n} for the catalogue benchmark.`, `المنتج التجريبي رقم ${n} لقياس أداء الكتالوج.`]);

/** Where Markdown's syntax begins and ends: texts written as react-markdown writes them, without the parser. */
const writtenWithoutParser = [
  'A jar',
  'a',
  'It’s a 12" tray, isn\'t it?',
  'Jar 1. with a lid',
  'Jar - with a lid',
  'Jar #1 > jar #2',
  'Jar + lid = set',
  'See https://momobel.shop',
  'Jar www.momobel.shop',
  'Bang! Wow!',
  'Pipes | and | tables',
  'Tilde ~~gone~~',
  'Jar\u2028lid',
  'Jar :smile: (large) {braces} 100% $5 @home ^up',
  'مرطبان من الزجاج، بغطاء من الخيزران.',
  'Jar\u200b',
];

/** Texts a step past it, left to the parser. */
const leftToTheParser = [
  'Jar ',
  ' Jar',
  'Jar\u00a0',
  'Jar\tlid',
  'Two\nlines',
  'Two  \nlines',
  'Heading\n===',
  'Tom & Jerry',
  'Fish &amp; chips',
  '1. First',
  '- dash',
  '# Heading',
  'See <https://momobel.shop>',
  'A *bold* claim',
  'snake_case_name',
  'Use `code`',
  'Price [list](https://x.y)',
  'Back\\slash',
  'Jar\u0000lid',
];

/** Random text over letters of both scripts, digits, spaces and punctuation, Markdown's included (a fixed seed). */
function randomTexts(count: number): string[] {
  const alphabet = [...'abcXYZ مرطبان019 .,;:!?\'"()-+#>|~=%$@/\n\t*_`[]<&\\\u00a0'];
  let seed = 35;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * 24);
    // Mostly plain: Markdown's own characters are rare in owner text.
    return Array.from({ length }, () => alphabet[Math.floor(next() * (next() < 0.8 ? 23 : alphabet.length))]).join('');
  });
}

describe('Markdown written without the parser at build time', () => {
  it('writes every plain paragraph of the demo catalogue, the copy and the bench exactly as react-markdown does', () => {
    const texts = [...seedTexts(), ...copyTexts, ...benchTexts];
    const plain = texts.filter((text) => plainParagraphHtml(text) !== undefined);
    for (const text of plain) expect(plainParagraphHtml(text), text).toBe(parsed(text));
    // Not vacuous: the bench's descriptions and most of the catalogue's short texts take this path.
    for (const text of benchTexts) expect(plain).toContain(text);
    expect(plain.length).toBeGreaterThan(100);
  });

  it('at the edges of Markdown, writes a text only as react-markdown does, and leaves the rest to it', () => {
    for (const text of writtenWithoutParser) expect(plainParagraphHtml(text), JSON.stringify(text)).toBe(parsed(text));
    for (const text of leftToTheParser) expect(plainParagraphHtml(text), JSON.stringify(text)).toBeUndefined();
  });

  it('writes random text only as react-markdown does', () => {
    const texts = randomTexts(3000);
    let written = 0;
    for (const text of texts) {
      const html = plainParagraphHtml(text);
      if (html === undefined) continue;
      written++;
      expect(html, JSON.stringify(text)).toBe(parsed(text));
    }
    expect(written).toBeGreaterThan(300);
  });
});

describe('a product page built without the parser', () => {
  const product = makeProduct({
    id: 'plain-jar',
    name: 'Plain Jar',
    nameAr: 'مرطبان',
    description: "A glass jar with a bamboo lid. It's 12\" tall > most.",
    descriptionAr: 'مرطبان زجاجي بغطاء من الخيزران.',
  });
  const catalog: Catalog = { products: [product], categories: [{ id: 'cat-kitchen', name: 'Kitchen', nameAr: 'المطبخ', storeId: 'store-1' }], subcategories: [] };
  const data = { ...entry.pageCatalog('/item/plain-jar', catalog, '/assets/catalog-0123456789ab.json', 7), terms: DEMO_TERMS };

  afterEach(() => setRenderedMarkdown(buildMarkdown));

  it.each(['/item/plain-jar', '/ar/item/plain-jar'])('%s is the page the parser wrote', async (path) => {
    const built = await entry.renderPage(path, data);
    setRenderedMarkdown(null);
    const withParser = await entry.renderPage(path, data);
    expect(withParser).toContain('data-markdown');
    expect(built).toBe(withParser);
  });
});

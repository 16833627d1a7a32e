/**
 * Link-preview pictures ("share cards"): 1200 × 630 JPEGs, the size WhatsApp, Instagram and
 * Facebook show large, kept under WhatsApp's 300 KB limit. A product's card shows its photo, name,
 * price (a sale price with the old one struck through) and the shop's logo in the theme colours;
 * a page's card shows the logo, the page's title and tagline and a few featured photos.
 *
 * Text is SVG drawn by sharp (librsvg and Pango) in the fonts that ship with the project
 * (`fonts.ts`), so the same card comes out on every machine.
 */
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { CARD_FONT_FAMILY } from './fonts.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** WhatsApp drops previews whose image is larger than this. */
export const CARD_MAX_BYTES = 300 * 1024;
/** The photo's box on a product card: the left part of the card. */
export const CARD_PHOTO_WIDTH = 600;

export interface CardTheme {
  primary: string;
  primaryForeground: string;
  secondary: string;
  secondaryForeground: string;
}

export interface CardBrand {
  theme: CardTheme;
  /** The logo, an SVG or raster file's bytes. */
  logo: Buffer;
  /** Shown in the card's footer band, e.g. 'momobel.shop'. */
  host: string;
}

/** Arabic cards set their text from the right edge of its panel (the card's layout stays). */
export type CardDirection = 'ltr' | 'rtl';

export interface ProductCardInput {
  name: string;
  direction?: CardDirection;
  /** Formatted, e.g. '$11.90'. */
  price: string;
  /** The struck-through regular price when on sale. */
  wasPrice: string | null;
  /** CARD_PHOTO_WIDTH × CARD_HEIGHT, already cropped; null draws a plain panel. */
  photo: Buffer | null;
}

export interface PageCardInput {
  title: string;
  direction?: CardDirection;
  subtitle: string;
  /** Square photos (any size), the first four are shown. */
  photos: Buffer[];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Rough advance of a character in Inter, in em: enough to wrap lines before they overflow. */
function charWidth(char: string): number {
  if (char === ' ') return 0.28;
  if (/[iljI.,:;'|!()[\]]/.test(char)) return 0.3;
  if (/[mwMW@]/.test(char)) return 0.9;
  if (/[A-Z0-9$€£]/.test(char)) return 0.7;
  return 0.58;
}

export function textWidth(text: string, fontSize: number): number {
  return Array.from(text).reduce((width, char) => width + charWidth(char), 0) * fontSize;
}

/**
 * Splits text into at most `maxLines` lines no wider than `maxWidth`; the last line ends in an
 * ellipsis when the text does not fit. A single word too long for a line is cut.
 */
export function wrapText(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let index = 0;
  for (; index < words.length; index++) {
    const candidate = line ? `${line} ${words[index]}` : words[index]!;
    if (textWidth(candidate, fontSize) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = words[index]!;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line) {
    lines.push(line);
    line = '';
    index = words.length;
  }
  const truncated = index < words.length || line !== '';
  return lines.slice(0, maxLines).map((text, lineIndex, all) => {
    const last = lineIndex === all.length - 1;
    let shown = text;
    if (textWidth(shown, fontSize) > maxWidth || (last && truncated)) {
      const chars = Array.from(shown);
      while (chars.length > 1 && textWidth(`${chars.join('')}…`, fontSize) > maxWidth) chars.pop();
      shown = `${chars.join('').trimEnd()}…`;
    }
    return shown;
  });
}

/**
 * Lines of text in a panel from `x` to `x + width`: from its left edge, or for right-to-left text
 * from its right edge (the SVG's direction stays ltr, so `end` is the right; librsvg's Pango
 * shapes and orders the Arabic itself).
 */
function textLines(lines: string[], x: number, width: number, y: number, fontSize: number, lineHeight: number, attributes: string, direction: CardDirection = 'ltr'): string {
  const anchor = direction === 'rtl' ? ` x="${x + width}" direction="rtl" unicode-bidi="embed" text-anchor="start"` : ` x="${x}"`;
  return lines
    .map(
      (line, index) =>
        `<text${anchor} y="${y + index * lineHeight}" font-family="${CARD_FONT_FAMILY}" font-size="${fontSize}" ${attributes}>${escapeXml(line)}</text>`,
    )
    .join('');
}

const FOOTER_HEIGHT = 64;

function footerBand(brand: CardBrand, x: number): string {
  return (
    `<rect x="${x}" y="${CARD_HEIGHT - FOOTER_HEIGHT}" width="${CARD_WIDTH - x}" height="${FOOTER_HEIGHT}" fill="${brand.theme.primary}"/>` +
    `<text x="${x + 48}" y="${CARD_HEIGHT - 22}" font-family="${CARD_FONT_FAMILY}" font-size="28" font-weight="700" fill="${brand.theme.primaryForeground}">${escapeXml(brand.host)}</text>`
  );
}

const logoLayers = new WeakMap<Buffer, Map<number, Promise<Buffer>>>();

/** The logo drawn at a width, once per build. */
function logoLayer(logo: Buffer, width: number): Promise<Buffer> {
  const sizes = logoLayers.get(logo) ?? new Map<number, Promise<Buffer>>();
  logoLayers.set(logo, sizes);
  const layer = sizes.get(width) ?? sharp(logo, { density: 300 }).resize({ width }).png().toBuffer();
  sizes.set(width, layer);
  return layer;
}

/**
 * Encodes the card as a baseline-compatible JPEG, lowering the quality until it fits the limit.
 * Plain libjpeg-turbo with optimised Huffman tables, not mozjpeg: a card comes out about a fifth
 * larger (some 30 KB, far under the limit) but encodes five times faster, which a build drawing a
 * card for each of thousands of products needs (about 35 ms instead of 170 ms a card here).
 */
async function encodeCard(image: Sharp): Promise<Buffer> {
  const raw = await image.flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  for (const quality of [84, 76, 68, 60, 50]) {
    const jpeg = await sharp(raw.data, { raw: raw.info })
      .jpeg({ quality, optimiseCoding: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (jpeg.length <= CARD_MAX_BYTES) return jpeg;
  }
  throw new Error(`share card stays above ${CARD_MAX_BYTES} bytes`);
}

export async function renderProductCard(input: ProductCardInput, brand: CardBrand): Promise<Buffer> {
  const { theme } = brand;
  const left = CARD_PHOTO_WIDTH;
  const textX = left + 48;
  const textWidthMax = CARD_WIDTH - textX - 48;
  const nameLines = wrapText(input.name, 54, textWidthMax, 3);
  const nameTop = 220;
  const priceY = nameTop + nameLines.length * 64 + 52;
  const priceSize = 64;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">` +
    `<rect x="${left}" y="0" width="${CARD_WIDTH - left}" height="${CARD_HEIGHT}" fill="${theme.secondary}"/>` +
    (input.photo ? '' : `<rect x="0" y="0" width="${left}" height="${CARD_HEIGHT}" fill="${theme.primary}"/>`) +
    textLines(nameLines, textX, textWidthMax, nameTop, 54, 64, `font-weight="700" fill="${theme.secondaryForeground}"`, input.direction) +
    // One text run, so the old price follows the new one whatever their widths (prices stay
    // left to right, as they read in either language).
    `<text x="${textX}" y="${priceY}" font-family="${CARD_FONT_FAMILY}">` +
    `<tspan font-size="${priceSize}" font-weight="700" fill="${theme.primary}">${escapeXml(input.price)}</tspan>` +
    (input.wasPrice
      ? `<tspan dx="28" font-size="38" fill="${theme.secondaryForeground}" fill-opacity="0.8" text-decoration="line-through">${escapeXml(input.wasPrice)}</tspan>`
      : '') +
    `</text>` +
    footerBand(brand, left) +
    `</svg>`;
  const layers: OverlayOptions[] = [];
  if (input.photo) layers.push({ input: input.photo, left: 0, top: 0 });
  layers.push({ input: Buffer.from(svg), left: 0, top: 0 });
  layers.push({ input: await logoLayer(brand.logo, 280), left: textX, top: 56 });
  const card = sharp({ create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: '#ffffff' } }).composite(layers);
  return encodeCard(card);
}

export async function renderPageCard(input: PageCardInput, brand: CardBrand): Promise<Buffer> {
  const { theme } = brand;
  const panel = 640;
  const titleLines = wrapText(input.title, 58, panel - 112, 2);
  const subtitleLines = wrapText(input.subtitle, 32, panel - 112, 3);
  const subtitleTop = 250 + titleLines.length * 68 + 10;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">` +
    `<rect x="0" y="0" width="${panel}" height="${CARD_HEIGHT}" fill="${theme.secondary}"/>` +
    `<rect x="${panel}" y="0" width="${CARD_WIDTH - panel}" height="${CARD_HEIGHT}" fill="${theme.primary}"/>` +
    textLines(titleLines, 56, panel - 112, 250, 58, 68, `font-weight="700" fill="${theme.secondaryForeground}"`, input.direction) +
    textLines(subtitleLines, 56, panel - 112, subtitleTop, 32, 42, `fill="${theme.secondaryForeground}"`, input.direction) +
    `<rect x="0" y="${CARD_HEIGHT - 16}" width="${panel}" height="16" fill="${theme.primary}"/>` +
    `</svg>`;
  // Up to four photos in a 2 × 2 grid on the right, each a 260 px square with a white frame.
  const tile = 260;
  const gap = 16;
  const gridLeft = panel + Math.round((CARD_WIDTH - panel - (2 * tile + gap)) / 2);
  const gridTop = Math.round((CARD_HEIGHT - (2 * tile + gap)) / 2);
  const photos = await Promise.all(
    input.photos.slice(0, 4).map((photo) => sharp(photo).resize(tile, tile, { fit: 'cover' }).toBuffer()),
  );
  const layers: OverlayOptions[] = [
    { input: Buffer.from(svg), left: 0, top: 0 },
    { input: await logoLayer(brand.logo, 340), left: 56, top: 64 },
    ...photos.map((photo, index) => ({
      input: photo,
      left: gridLeft + (index % 2) * (tile + gap),
      top: gridTop + Math.floor(index / 2) * (tile + gap),
    })),
  ];
  const card = sharp({ create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: '#ffffff' } }).composite(layers);
  return encodeCard(card);
}

/**
 * Product feeds (docs/decisions/0031-product-feeds.md): the catalogue as Meta's catalogue (WhatsApp Business catalogue,
 * Instagram and Facebook shops) and Google Merchant Center read it from a URL on a schedule.
 *
 * Pure: products in, the two files' text out. The build (scripts/feeds.ts → dist/feeds/) and the
 * catalog-feed edge function (live from the database, under Deno) both call `catalogFeeds`, so the
 * static and the live feed never disagree. Imports carry explicit `.ts` extensions for Deno.
 *
 * The rules, one row per thing a shopper can buy:
 * - a product with variants is one row per variant (`id` = the variant's id), grouped under the
 *   product (`item_group_id` = the product's id) and linked to the product page opened on it
 *   (`?variant=<id>`); a product without variants is one row with no group;
 * - availability follows the shop (src/domain/stock.ts): a preorder-eligible product is
 *   `preorder` on every row, because the shop takes orders for it (the /preorder page, and the
 *   cart's preorder lines); a sold-out variant of a product still for sale is `out of stock`,
 *   because the product page does not offer it; everything else is `in stock`;
 * - prices are what the shop charges: the regular price, and `sale_price` only for a real sale
 *   (below the regular price), both as `12.50 USD`;
 * - titles and descriptions are plain text (Markdown removed, line breaks in titles folded,
 *   characters no XML file may hold dropped), cut to each platform's limit at a word;
 * - pictures are JPEG or PNG (neither platform takes WebP or SVG): see `feedPictureUrl`.
 * A row that cannot be listed is left out with its reason (`skipped`), never written half-made:
 * no picture at all, no picture in a format the feeds take, or a price of 0, which both
 * platforms refuse. A deleted product is simply not read.
 *
 * In Arabic (docs/decisions/0009-arabic-twins-fall-back-to-english.md) the same rows, with the same ids, carry the Arabic title, description
 * and category (English standing in where the owner wrote none) and link to the `/ar/` pages:
 * Meta's language feed overrides those fields of the main feed's rows (`override` = `ar_XX`),
 * and Google gets a whole feed of its own, which Merchant Center takes as the Arabic one for
 * Lebanon.
 */
import type { StoreConfig } from '../config/store.ts';
import { lineDisplayName, productImages, productUrl } from './catalog.ts';
import type { DeliveryRate } from './delivery.ts';
import { localePath, localized, type Locale } from './locale.ts';
import { CURRENCY, decimalAmount } from './money.ts';
import { originalPrice, unitPrice } from './pricing.ts';
import { isPreorderEligible, isVariantOffered } from './stock.ts';
import { stripMarkdown, truncateText } from './text.ts';
import type { Cents, Product, Variant } from './types.ts';

export type FeedAvailability = 'in stock' | 'out of stock' | 'preorder';

/** One row of a feed: one thing a shopper can buy, in the platforms' terms. */
export interface FeedEntry {
  /** The variant's id, or the product's when it has no variants. */
  id: string;
  /** The product's id on a variant's row; null for a product sold without variants. */
  itemGroupId: string | null;
  title: string;
  description: string;
  availability: FeedAvailability;
  /** The regular price; during a sale, the price struck through. */
  price: Cents;
  /** The price charged during a real sale; null otherwise. */
  salePrice: Cents | null;
  /** The product page, opened on the variant. */
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  /** The shop's category of the product. */
  productType: string;
}

/** A row left out of the feeds, and why: the build prints these, the function logs them. */
export interface SkippedFeedEntry {
  id: string;
  title: string;
  reason: string;
}

/** The reasons a row is left out (exact strings: the build log and the tests use them). */
export const FEED_SKIP_REASONS = {
  noPicture: 'no picture',
  noFeedPicture: 'no picture in a format the feeds take (JPEG or PNG)',
  freeItem: 'price is 0, which Meta and Google refuse',
} as const;

/** Meta's limits on text (characters): https://www.facebook.com/business/help/120325381656392 */
export const META_TEXT_LIMITS = { title: 200, description: 9999 } as const;
/** Google Merchant Center's limits on text (characters). */
export const GOOGLE_TEXT_LIMITS = { title: 150, description: 5000 } as const;
/** Extra pictures per row each platform reads. */
const META_MAX_ADDITIONAL_IMAGES = 20;
const GOOGLE_MAX_ADDITIONAL_IMAGES = 10;

/** Columns of Meta's CSV: the required ones, then the optional ones this shop fills. */
export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'sale_price',
  'item_group_id',
  'additional_image_link',
  'product_type',
] as const;

/**
 * Columns of Meta's language feed: the row it overrides, the language, and the fields it
 * overrides. https://www.facebook.com/business/help/2144286692311411
 */
export const META_LANGUAGE_COLUMNS = ['id', 'override', 'title', 'description', 'link'] as const;

/** Meta's code for Arabic in a language feed (a language without a country). */
export const META_ARABIC_OVERRIDE = 'ar_XX';

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

/** What a feed says of a product the owner gave no description, in each language. */
const FEED_TEXT: Record<Locale, { describedBy: (name: string, brand: string) => string }> = {
  en: { describedBy: (name, brand) => `${name} from ${brand}` },
  ar: { describedBy: (name, brand) => `${name} من ${brand}` },
};

/** The delivery a listing outside the shop announces (the feeds, product pages' structured data). */
export interface DeliveryTerms {
  /** ISO 3166-1 code of the country delivered to. */
  country: string;
  fee: Cents;
  /** Orders at or above this ship free; null when none do. */
  freeThreshold: Cents | null;
}

/**
 * The delivery a listing outside the shop announces, in this one place for the feeds and the
 * product pages' structured data: the default zone's fee and threshold (the terms of a place not
 * on the area list, src/domain/delivery.ts), in the shop's country. Null without a zone: a
 * listing then announces no delivery rather than a made-up one.
 */
export function deliveryTerms(defaultZone: DeliveryRate | null, country: string): DeliveryTerms | null {
  return defaultZone && { country, fee: defaultZone.fee, freeThreshold: defaultZone.freeThreshold };
}

/** What of the store configuration the feeds say: the shop's name and tagline, the brand, the preorder delay. */
export type FeedConfig = Pick<StoreConfig, 'brand' | 'feeds'>;

/** What delivering one item bought alone costs: nothing when its price reaches the free-delivery threshold. */
export function deliveryRateFor(price: Cents, terms: DeliveryTerms): Cents {
  return terms.freeThreshold !== null && price >= terms.freeThreshold ? 0 : terms.fee;
}

/** A row's availability, by the shop's own stock rules (see the file's comment). */
export function feedAvailability(product: Product, variant?: Variant | null): FeedAvailability {
  if (isPreorderEligible(product)) return 'preorder';
  if (variant && !isVariantOffered(product, variant)) return 'out of stock';
  return 'in stock';
}

/** Picture formats both platforms take, by the file name's extension. */
const FEED_PICTURE_EXTENSION = /\.(jpe?g|png)$/i;

/**
 * A picture's absolute address in a feed: the build's JPEG copy (`copies`, by original URL, as
 * site paths) when it made one, else the original itself when it already is a JPEG or PNG (a
 * product added after the build); null when the feeds cannot take it (an SVG drawing, WebP, an
 * address that is no URL) and no copy exists yet. A copy is always preferred: originals are phone photos of several MB.
 */
export function feedPictureUrl(url: string, copies: Readonly<Record<string, string>>, siteUrl: string): string | null {
  const original = url.trim();
  const copy = copies[original];
  if (copy) return new URL(copy, siteUrl).href;
  // An address typed wrong by hand (`http://[photo`) is no picture, not a broken feed.
  if (!URL.canParse(original, siteUrl)) return null;
  const absolute = new URL(original, siteUrl);
  return FEED_PICTURE_EXTENSION.test(absolute.pathname) ? absolute.href : null;
}

/**
 * Characters no XML 1.0 document may contain (C0 controls but tab and line breaks, U+FFFE,
 * U+FFFF, lone surrogates): an owner's text pasted from elsewhere must not break a feed.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const NON_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One line of plain text: controls dropped, every run of white space (line breaks too) one space. */
function plainLine(text: string): string {
  return text.replace(NON_XML_CHARACTERS, '').replace(/\s+/g, ' ').trim();
}

/** The owner's Markdown as plain text, paragraphs kept as line breaks. */
function plainText(markdown: string): string {
  return stripMarkdown(markdown.replace(NON_XML_CHARACTERS, ''));
}

/** Why a row cannot be listed, or null when it can. */
function reasonToLeaveOut(price: Cents, pictures: readonly string[], feedPictures: readonly string[]): string | null {
  if (price <= 0) return FEED_SKIP_REASONS.freeItem;
  if (pictures.length === 0) return FEED_SKIP_REASONS.noPicture;
  if (feedPictures.length === 0) return FEED_SKIP_REASONS.noFeedPicture;
  return null;
}

export interface FeedOptions {
  /** The shop's public origin: product links and pictures are absolute. */
  siteUrl: string;
  /** The build's JPEG copies, by original picture URL, as site paths (empty: none known). */
  pictureCopies: Readonly<Record<string, string>>;
  config: FeedConfig;
}

/**
 * The rows of the feeds in a language (English by default), and the rows left out with their
 * reasons. Which rows are listed does not depend on the language.
 */
export function feedEntries(
  products: readonly Product[],
  options: FeedOptions,
  locale: Locale,
): { entries: FeedEntry[]; skipped: SkippedFeedEntry[] } {
  const entries: FeedEntry[] = [];
  const skipped: SkippedFeedEntry[] = [];
  for (const product of products) {
    const name = plainLine(localized(product.name, product.nameAr, locale).text);
    const description =
      plainText(localized(product.description, product.descriptionAr, locale).text) ||
      FEED_TEXT[locale].describedBy(name, options.config.brand.name);
    const rows: (Variant | null)[] = product.variants.length > 0 ? product.variants : [null];
    for (const variant of rows) {
      const id = variant?.id ?? product.id;
      const title = plainLine(lineDisplayName(product, variant, locale));
      const charged = unitPrice(product, variant);
      const pictures = productImages(product, variant);
      const feedPictures = [
        ...new Set(pictures.map((url) => feedPictureUrl(url, options.pictureCopies, options.siteUrl)).filter((url): url is string => url !== null)),
      ];
      const reason = reasonToLeaveOut(charged, pictures, feedPictures);
      if (reason) {
        skipped.push({ id, title, reason });
        continue;
      }
      const original = originalPrice(product, variant);
      entries.push({
        id,
        itemGroupId: variant ? product.id : null,
        title,
        description,
        availability: feedAvailability(product, variant),
        price: original ?? charged,
        salePrice: original === null ? null : charged,
        link: productUrl(product, variant, options.siteUrl, locale),
        imageLink: feedPictures[0]!,
        additionalImageLinks: feedPictures.slice(1),
        productType: plainLine(localized(product.category, product.categoryAr, locale).text),
      });
    }
  }
  return { entries, skipped };
}

/** `12.50 USD`. */
export function feedPrice(cents: Cents): string {
  return `${decimalAmount(cents)} ${CURRENCY}`;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces. */
function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Meta's product feed as CSV, one row per entry. */
export function metaCsv(entries: readonly FeedEntry[], brand: string): string {
  const rows = entries.map((entry) => {
    const fields: Record<(typeof META_COLUMNS)[number], string> = {
      id: entry.id,
      title: truncateText(entry.title, META_TEXT_LIMITS.title),
      description: truncateText(entry.description, META_TEXT_LIMITS.description),
      availability: entry.availability,
      condition: 'new',
      price: feedPrice(entry.price),
      link: entry.link,
      image_link: entry.imageLink,
      brand,
      sale_price: entry.salePrice === null ? '' : feedPrice(entry.salePrice),
      item_group_id: entry.itemGroupId ?? '',
      // Meta reads several pictures as one comma-separated field; a comma inside an address is encoded.
      additional_image_link: entry.additionalImageLinks
        .slice(0, META_MAX_ADDITIONAL_IMAGES)
        .map((url) => url.replace(/,/g, '%2C'))
        .join(','),
      product_type: entry.productType,
    };
    return META_COLUMNS.map((column) => csvField(fields[column])).join(',');
  });
  return `${[META_COLUMNS.join(','), ...rows].join('\n')}\n`;
}

/**
 * Meta's language feed: for each row of the main feed, by its id, the title, description and
 * link in another language (`override`, Meta's language code). Written from the rows in that
 * language, which are the main feed's rows with the same ids.
 */
export function metaLanguageCsv(entries: readonly FeedEntry[], override: string): string {
  const rows = entries.map((entry) => {
    const fields: Record<(typeof META_LANGUAGE_COLUMNS)[number], string> = {
      id: entry.id,
      override,
      title: truncateText(entry.title, META_TEXT_LIMITS.title),
      description: truncateText(entry.description, META_TEXT_LIMITS.description),
      link: entry.link,
    };
    return META_LANGUAGE_COLUMNS.map((column) => csvField(fields[column])).join(',');
  });
  return `${[META_LANGUAGE_COLUMNS.join(','), ...rows].join('\n')}\n`;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function xmlText(value: string): string {
  return value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

const GOOGLE_AVAILABILITY: Record<FeedAvailability, string> = {
  'in stock': 'in_stock',
  'out of stock': 'out_of_stock',
  preorder: 'preorder',
};

export interface GoogleFeedOptions {
  siteUrl: string;
  /** Announced on every item; null: none (the shop's zones were not read). */
  delivery: DeliveryTerms | null;
  /** When the feed is written: a preorder's availability date counts from it. */
  now: Date;
  config: FeedConfig;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `2026-12-08T10:00Z`: ISO 8601 to the minute, as Google's availability_date takes it. */
function googleDate(date: Date): string {
  return `${date.toISOString().slice(0, 16)}Z`;
}

/** Google Merchant Center's product feed: RSS 2.0 with the g: namespace, its channel linking the shop's home in the rows' language. */
export function googleXml(entries: readonly FeedEntry[], options: GoogleFeedOptions, locale: Locale): string {
  const { delivery, config } = options;
  const brand = config.feeds.brand;
  const preorderDate = googleDate(new Date(options.now.getTime() + config.feeds.preorderAvailableInDays * DAY_MS));
  const tag = (name: string, value: string) => `<g:${name}>${xmlText(value)}</g:${name}>`;
  const items = entries.map((entry) =>
    [
      tag('id', entry.id),
      tag('title', truncateText(entry.title, GOOGLE_TEXT_LIMITS.title)),
      tag('description', truncateText(entry.description, GOOGLE_TEXT_LIMITS.description)),
      tag('link', entry.link),
      tag('image_link', entry.imageLink),
      ...entry.additionalImageLinks.slice(0, GOOGLE_MAX_ADDITIONAL_IMAGES).map((url) => tag('additional_image_link', url)),
      tag('availability', GOOGLE_AVAILABILITY[entry.availability]),
      // Google refuses a preorder without the date it becomes available.
      ...(entry.availability === 'preorder' ? [tag('availability_date', preorderDate)] : []),
      tag('price', feedPrice(entry.price)),
      ...(entry.salePrice === null ? [] : [tag('sale_price', feedPrice(entry.salePrice))]),
      ...(entry.itemGroupId === null ? [] : [tag('item_group_id', entry.itemGroupId)]),
      tag('condition', 'new'),
      tag('brand', brand),
      // The goods carry no GTIN or maker's part number: Google lists them without.
      tag('identifier_exists', 'no'),
      tag('product_type', entry.productType),
      ...(delivery === null ? [] : [`<g:shipping>${tag('country', delivery.country)}${tag('price', feedPrice(delivery.fee))}</g:shipping>`]),
      ...(delivery?.freeThreshold == null
        ? []
        : [`<g:free_shipping_threshold>${tag('country', delivery.country)}${tag('price_threshold', feedPrice(delivery.freeThreshold))}</g:free_shipping_threshold>`]),
    ]
      .map((line) => `      ${line}`)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">`,
    '  <channel>',
    `    <title>${xmlText(config.brand.name)}</title>`,
    `    <link>${xmlText(new URL(localePath('/', locale), options.siteUrl).href)}</link>`,
    `    <description>${xmlText(config.brand.tagline)}</description>`,
    ...items.map((item) => `    <item>\n${item}\n    </item>`),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export interface CatalogFeeds {
  metaCsv: string;
  googleXml: string;
  /** Meta's Arabic language feed (overrides of metaCsv's rows). */
  metaArCsv: string;
  /** Google's whole feed in Arabic. */
  googleArXml: string;
  entries: FeedEntry[];
  /** The same rows in Arabic. */
  entriesAr: FeedEntry[];
  skipped: SkippedFeedEntry[];
}

/** Every feed of a catalogue: Meta's and Google's, in English and in Arabic. */
export function catalogFeeds(products: readonly Product[], options: FeedOptions & Omit<GoogleFeedOptions, 'siteUrl' | 'config'>): CatalogFeeds {
  const { entries, skipped } = feedEntries(products, options, 'en');
  const { entries: entriesAr } = feedEntries(products, options, 'ar');
  return {
    metaCsv: metaCsv(entries, options.config.feeds.brand),
    googleXml: googleXml(entries, options, 'en'),
    metaArCsv: metaLanguageCsv(entriesAr, META_ARABIC_OVERRIDE),
    googleArXml: googleXml(entriesAr, options, 'ar'),
    entries,
    entriesAr,
    skipped,
  };
}

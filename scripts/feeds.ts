/**
 * The build's product feeds (docs/decisions/0031-product-feeds.md), for a static host and for the live function:
 *
 * - dist/feeds/meta.csv and dist/feeds/google.xml, and in Arabic dist/feeds/meta-ar.csv (Meta's
 *   language feed) and dist/feeds/google-ar.xml: the same files the catalog-feed edge function
 *   serves live, written by the same rules (src/domain/feeds.ts) from the catalogue the build
 *   prerendered, with the feeds' JPEG copies of the pictures (scripts/images/);
 * - dist/feeds/pictures.json: those copies by original picture URL, which the live function reads
 *   from the published site so that its feeds list the copies too, never a multi-MB original.
 *
 * Every row left out (no picture, no picture the feeds take, a price of 0) is printed with its reason.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { storeConfig } from '../src/config/store.ts';
import { catalogFeeds, defaultZone, deliveryTerms, type CatalogFeeds, type Product, type ShopTerms } from '../src/domain/index.ts';

/** Where the live function finds the build's picture copies, on the shop's site. */
export const FEED_PICTURE_INDEX = 'feeds/pictures.json';

export function writeFeeds(
  outDir: string,
  products: readonly Product[],
  terms: ShopTerms | null,
  feedPictures: Readonly<Record<string, string>>,
  log: (line: string) => void,
  now: Date = new Date(),
): CatalogFeeds {
  const feeds = catalogFeeds(products, {
    siteUrl: storeConfig.siteUrl,
    pictureCopies: feedPictures,
    now,
    config: storeConfig,
    delivery: deliveryTerms(terms && defaultZone(terms), storeConfig.deliveryCountry),
  });
  const dir = join(outDir, 'feeds');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'meta.csv'), feeds.metaCsv);
  writeFileSync(join(dir, 'google.xml'), feeds.googleXml);
  writeFileSync(join(dir, 'meta-ar.csv'), feeds.metaArCsv);
  writeFileSync(join(dir, 'google-ar.xml'), feeds.googleArXml);
  writeFileSync(join(outDir, FEED_PICTURE_INDEX), JSON.stringify(feedPictures));
  for (const row of feeds.skipped) log(`⚠ Feeds: left out ${row.title} (${row.id}): ${row.reason}`);
  log(`Feeds: ${feeds.entries.length} rows in feeds/meta.csv and feeds/google.xml (in Arabic: meta-ar.csv, google-ar.xml), ${feeds.skipped.length} left out`);
  return feeds;
}

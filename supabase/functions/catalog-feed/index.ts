// catalog-feed: the shop's products as the feeds Meta and Google read from a URL on a schedule
// (docs/decisions/0031-product-feeds.md), live from the database, so stock and prices are never older than the cache.
//
//   GET /functions/v1/catalog-feed/meta.csv    Meta Commerce Manager: the WhatsApp Business
//                                              catalogue, Instagram and Facebook shops
//   GET /functions/v1/catalog-feed/google.xml  Google Merchant Center (free listings)
//   GET /functions/v1/catalog-feed/meta-ar.csv    Meta's language feed: the same rows' Arabic title,
//                                                 description and /ar/ link (override ar_XX)
//   GET /functions/v1/catalog-feed/google-ar.xml  Google's whole feed in Arabic, /ar/ links
//                                                 (Merchant Center: language Arabic, country Lebanon)
//
// Answers:
//   200 the feed, Cache-Control: public, max-age=300 (the platforms read it hourly at most; a CDN
//       in front may keep it 5 minutes), X-Feed-Rows and X-Feed-Skipped (rows left out; the
//       reasons are in the function's log)
//   404 { error: "not_found", feeds: [...] } for any other path
//   405 { error: "method_not_allowed" } for anything but GET and HEAD
//   502 { error: "database_error" } when the catalogue cannot be read (not cached)
//
// No key, no header: Meta and Google fetch a bare URL, so the platform's JWT check is off for this
// function (verify_jwt = false in supabase/config.toml; hosted: `supabase functions deploy
// catalog-feed --no-verify-jwt`). It reads with the anon key, through row level security, so it
// lists exactly what any shopper may read and nothing else.
//
// Kept, not rebuilt on every request: the four feeds are built together and kept in the
// function's memory with the catalogue version they were read at (docs/decisions/0016-live-catalogue-changes.md). A request asks
// the database whether anything changed since that version (catalog_changes, one small bounded
// answer) and rebuilds only when something did, when the picture index changed, or when the
// feeds are 5 minutes old (their preorder dates count from the day they were written). So a
// change shows at the next fetch, and a flood of fetches costs one small read each, not the
// catalogue. That question is asked with the service role: catalog_changes answers only what a
// shopper may read, and the shopper throttle, which counts per address, would count every
// fetch of the feed against the function's one address.
//
// The rows are written by the shop's own rules (src/domain/feeds.ts, the same module the build
// writes dist/feeds/ with): imported from src/, which `supabase functions deploy` bundles along
// (every import there carries its .ts extension, as Deno needs).
//
// Pictures: the build makes a JPEG copy of every product picture and publishes their index at
// <site>/feeds/pictures.json; this function reads it at most every 5 minutes. A product added
// after the last build has no copy: its original is used when it is a JPEG or PNG, and otherwise
// (an SVG drawing, a WebP…) the row is left out until the next build makes one.
//
// Environment: SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY (provided by the
// platform and the local stack);
// SITE_URL, the shop's public origin (storeConfig.siteUrl when unset): links and pictures point there.

import { storeConfig } from '../../../src/config/store.ts';
import { ITEM_SELECT, toProduct, type ItemWithRelations } from '../../../src/data/catalogRows.ts';
import { toDeliveryZone, ZONE_COLUMNS, ZONE_ORDER, type ZoneRow } from '../../../src/data/deliveryRows.ts';
import type { DeliveryZone } from '../../../src/domain/delivery.ts';
import { catalogFeeds, deliveryTerms, type CatalogFeeds } from '../../../src/domain/feeds.ts';
import { env, supabaseClient } from '../_shared/supabase.deno.ts';

const CACHE_SECONDS = 300;
/** PostgREST answers at most this many rows at once (max_rows, 1000 hosted): read in pages. */
const PAGE_SIZE = 1000;
const PICTURE_INDEX_TIMEOUT_MS = 3000;

const FEEDS = {
  'meta.csv': { contentType: 'text/csv; charset=utf-8', body: (feeds: CatalogFeeds) => feeds.metaCsv },
  'google.xml': { contentType: 'application/xml; charset=utf-8', body: (feeds: CatalogFeeds) => feeds.googleXml },
  'meta-ar.csv': { contentType: 'text/csv; charset=utf-8', body: (feeds: CatalogFeeds) => feeds.metaArCsv },
  'google-ar.xml': { contentType: 'application/xml; charset=utf-8', body: (feeds: CatalogFeeds) => feeds.googleArXml },
} as const;
type FeedName = keyof typeof FEEDS;

const siteUrl = env('SITE_URL') ?? storeConfig.siteUrl;
const supabase = supabaseClient('anon');
const versions = supabaseClient('service_role');

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** Every product of the shop a shopper may read, page by page, in the catalogue's order. */
async function readProducts() {
  const rows: ItemWithRelations[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error } = await supabase
      .from('items')
      .select(ITEM_SELECT)
      .eq('store_id', storeConfig.storeId)
      .order('sort_order')
      .order('name')
      .order('id')
      .range(from, from + PAGE_SIZE - 1);
    if (error) throw new Error(`reading the catalogue failed: ${error.message}`);
    const page = (data ?? []) as unknown as ItemWithRelations[];
    rows.push(...page);
    if (page.length < PAGE_SIZE) return rows.map(toProduct);
  }
}

/** The default zone (the first active one), whose fee and threshold the Google feed announces; null without one. */
async function readDefaultZone(): Promise<DeliveryZone | null> {
  let query = supabase.from('delivery_zones').select(ZONE_COLUMNS).eq('active', true);
  for (const column of ZONE_ORDER) query = query.order(column);
  const { data, error } = await query.limit(1);
  if (error) throw new Error(`reading the delivery zones failed: ${error.message}`);
  const row = (data ?? [])[0] as ZoneRow | undefined;
  return row ? toDeliveryZone(row) : null;
}

let pictureIndex: { copies: Record<string, string>; readAt: number } | null = null;
/** The copies when the site has no index (yet): one object, so feeds built without one are kept. */
const NO_COPIES: Record<string, string> = Object.freeze({});

function isPictureIndex(value: unknown): value is Record<string, string> {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((path) => typeof path === 'string' && path.startsWith('/'))
  );
}

/**
 * The build's JPEG copies by original picture URL; none when the site has no index (yet). A read
 * index is kept for 5 minutes; a failed read is not kept, so a site published later counts at once.
 */
async function pictureCopies(): Promise<Record<string, string>> {
  if (pictureIndex && Date.now() - pictureIndex.readAt < CACHE_SECONDS * 1000) return pictureIndex.copies;
  const url = new URL('/feeds/pictures.json', siteUrl);
  let problem: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PICTURE_INDEX_TIMEOUT_MS) });
    const body: unknown = response.ok ? await response.json() : (await response.body?.cancel(), null);
    if (isPictureIndex(body)) {
      pictureIndex = { copies: body, readAt: Date.now() };
      return body;
    }
    problem = `HTTP ${response.status}`;
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  console.warn(`catalog-feed: no picture index at ${url} (${problem}); originals are listed where they are JPEG or PNG`);
  return NO_COPIES;
}

/** What catalog_changes answers (supabase/migrations/*_catalog_changes*.sql), as far as the feeds care. */
type ChangesAnswer = { version: number; full: true } | { version: number; full: false; items: unknown[]; removed_items: unknown[]; categories: unknown; terms: unknown };

async function catalogChanges(since: number | null): Promise<ChangesAnswer> {
  const { data, error } = await versions.rpc('catalog_changes', { p_store_id: storeConfig.storeId, ...(since === null ? {} : { p_since: since }) });
  if (error) throw new Error(`reading the catalogue version failed: ${error.message}`);
  return data as ChangesAnswer;
}

interface BuiltFeeds {
  feeds: CatalogFeeds;
  /** The catalogue version the feeds are up to date with. */
  version: number;
  copies: Record<string, string>;
  builtAt: number;
}

/**
 * The feeds from the whole catalogue. The version is asked first, so whatever is written after it
 * is either in this read or seen as a change next time.
 */
async function buildFeeds(copies: Record<string, string>): Promise<BuiltFeeds> {
  const { version } = await catalogChanges(null);
  const [products, zone] = await Promise.all([readProducts(), readDefaultZone()]);
  const feeds = catalogFeeds(products, {
    siteUrl,
    pictureCopies: copies,
    now: new Date(),
    config: storeConfig,
    delivery: deliveryTerms(zone, storeConfig.deliveryCountry),
  });
  if (feeds.skipped.length > 0) {
    console.warn(`catalog-feed: ${feeds.skipped.length} rows left out: ${feeds.skipped.map((row) => `${row.title} (${row.id}): ${row.reason}`).join('; ')}`);
  }
  return { feeds, version, copies, builtAt: Date.now() };
}

let latest: BuiltFeeds | null = null;
/** The build under way, which requests arriving meanwhile wait for rather than start their own. */
let building: Promise<BuiltFeeds> | null = null;

/** The feeds as the catalogue is now: the kept ones while nothing changed, else built again. */
async function currentFeeds(): Promise<CatalogFeeds> {
  const copies = await pictureCopies();
  const kept = latest;
  if (kept && kept.copies === copies && Date.now() - kept.builtAt < CACHE_SECONDS * 1000) {
    const answer = await catalogChanges(kept.version);
    const unchanged = !answer.full && answer.items.length === 0 && answer.removed_items.length === 0 && answer.categories === null && answer.terms === null;
    if (unchanged) {
      kept.version = answer.version;
      return kept.feeds;
    }
  }
  building ??= buildFeeds(copies).finally(() => (building = null));
  latest = await building;
  return latest.feeds;
}

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return json(405, { error: 'method_not_allowed' });
  const name = new URL(request.url).pathname.split('/catalog-feed/')[1] ?? '';
  if (!(name in FEEDS)) return json(404, { error: 'not_found', feeds: Object.keys(FEEDS) });
  const feed = FEEDS[name as FeedName];

  let feeds: CatalogFeeds;
  try {
    feeds = await currentFeeds();
  } catch (error) {
    console.error('catalog-feed:', error);
    return json(502, { error: 'database_error' });
  }
  return new Response(request.method === 'HEAD' ? null : feed.body(feeds), {
    headers: {
      'content-type': feed.contentType,
      'cache-control': `public, max-age=${CACHE_SECONDS}`,
      'access-control-allow-origin': '*',
      'x-feed-rows': String(feeds.entries.length),
      'x-feed-skipped': String(feeds.skipped.length),
    },
  });
});

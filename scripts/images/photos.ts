/**
 * Product photos a phone can afford: every distinct picture a catalogue names (files under
 * public/ and remote URLs such as Supabase Storage) is read once, and resized WebP copies are
 * written at a few widths (never wider than the original). Every browser the shop supports
 * decodes WebP, so no JPEG copy is made for pages. SVG drawings stay as they are (they scale and
 * weigh a kilobyte or two); they are only rasterised for share cards and the product feeds.
 *
 * The product feeds (Meta, Google) take neither WebP nor SVG and want at least 500 × 500 px: every
 * picture, drawings included, also gets one square JPEG for them (`-feed.jpg`), never the original.
 *
 * The work is cached between builds, by source URL and by content: a source whose file (size and
 * time) or HTTP validators (ETag, Last-Modified) are unchanged is not read again, and content
 * already processed (same SHA-256) is not processed again, so a rebuild after adding a product
 * only does that product's pictures. A picture that cannot be read (a remote 404, a time-out, not
 * an image) is reported and left out: its product keeps the original URL.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import type { ResponsivePhoto } from '../../src/domain/index.ts';
import { CARD_HEIGHT, CARD_PHOTO_WIDTH } from './shareCards.ts';

/** Widths of the resized copies: a grid card on a phone at 2× takes 480, a full-width photo 800. */
const COPY_WIDTHS = [320, 480, 800, 1200] as const;
const WEBP_QUALITY = 72;
/** The feeds' copy: square (as catalogues show products), well above Meta's 500 × 500 minimum. */
const FEED_PICTURE_SIZE = 1024;
const FEED_JPEG_QUALITY = 85;
/** A remote picture larger than this is refused rather than read into memory. */
const MAX_SOURCE_BYTES = 40 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 20_000;

/** One picture after the pipeline: its content hash, and copies when it is a raster photo. */
export interface ProcessedPhoto {
  hash: string;
  /** Null for SVG drawings, which are served as they are. */
  photo: ResponsivePhoto | null;
  /** The picture cropped to a share card's photo box (JPEG), in the cache. */
  cardPhotoFile: string;
  /** The product feeds' square JPEG copy, as a published site path (/img/<hash>-feed.jpg). */
  feedPicture: string;
}

interface SourceRecord {
  hash: string;
  etag?: string;
  lastModified?: string;
  size?: number;
  mtimeMs?: number;
}

interface ProcessedRecord {
  svg: boolean;
  width: number;
  height: number;
  widths: number[];
}

export interface PhotoStats {
  /** Distinct pictures named by the catalogue. */
  sources: number;
  /** Pictures resized in this build (the rest came from the cache). */
  processed: number;
  /** Pictures whose bytes were read (downloaded or read from disk) in this build. */
  read: number;
  failed: number;
}

export interface PhotoPipelineOptions {
  publicDir: string;
  /** Persists between builds. */
  cacheDir: string;
  /** Where the copies are published, e.g. dist/img, served at `urlPrefix`. */
  outDir: string;
  urlPrefix: string;
  warn: (line: string) => void;
  /** How many pictures are fetched and resized at once. */
  concurrency?: number;
}

function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

function isRemote(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export class PhotoPipeline {
  readonly stats: PhotoStats = { sources: 0, processed: 0, read: 0, failed: 0 };
  private readonly sources: Record<string, SourceRecord>;
  private readonly sourcesFile: string;
  private readonly filesDir: string;
  private readonly published = new Set<string>();

  constructor(private readonly options: PhotoPipelineOptions) {
    this.filesDir = join(options.cacheDir, 'photos');
    mkdirSync(this.filesDir, { recursive: true });
    mkdirSync(options.outDir, { recursive: true });
    this.sourcesFile = join(options.cacheDir, 'sources.json');
    this.sources = readJson(this.sourcesFile, {});
  }

  /** Every distinct URL once; a failure is warned about and maps to nothing. */
  async processAll(urls: Iterable<string>): Promise<Map<string, ProcessedPhoto>> {
    const distinct = [...new Set(urls)];
    this.stats.sources += distinct.length;
    const results = new Map<string, ProcessedPhoto>();
    await mapLimit(distinct, this.options.concurrency ?? 4, async (url) => {
      try {
        const processed = await this.process(url);
        if (processed) results.set(url, processed);
      } catch (error) {
        this.stats.failed++;
        this.options.warn(`⚠ Picture ${url} left as it is: ${(error as Error).message}`);
      }
    });
    writeFileSync(this.sourcesFile, JSON.stringify(this.sources));
    return results;
  }

  private async process(url: string): Promise<ProcessedPhoto | null> {
    const hash = await this.contentHash(url);
    if (hash === null) return null;
    const recordFile = join(this.filesDir, `${hash}.json`);
    let record = existsSync(recordFile) ? readJson<ProcessedRecord | null>(recordFile, null) : null;
    if (!record) {
      record = await this.resize(hash, this.bytes.get(url) ?? (await this.read(url)).data);
      writeFileSync(recordFile, JSON.stringify(record));
      this.stats.processed++;
    }
    this.bytes.delete(url);
    const short = hash.slice(0, 16);
    const photo = record.svg
      ? null
      : {
          base: `${this.options.urlPrefix}/${short}`,
          widths: record.widths,
          width: record.width,
          height: record.height,
        };
    if (photo) {
      for (const width of record.widths) this.publish(`${short}-${width}.webp`, join(this.filesDir, `${hash}-${width}.webp`));
    }
    this.publish(`${short}-feed.jpg`, join(this.filesDir, `${hash}-feed.jpg`));
    return {
      hash,
      photo,
      cardPhotoFile: join(this.filesDir, `${hash}-card.jpg`),
      feedPicture: `${this.options.urlPrefix}/${short}-feed.jpg`,
    };
  }

  /** Bytes read while checking a source, kept until it is processed. */
  private readonly bytes = new Map<string, Buffer>();

  /** The content hash of a source: from the cache when the source is unchanged, else by reading it. */
  private async contentHash(url: string): Promise<string | null> {
    const known = this.sources[url];
    if (!isRemote(url)) {
      const file = this.localFile(url);
      const stat = statSync(file);
      if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return known.hash;
      const data = readFileSync(file);
      this.stats.read++;
      const hash = sha256(data);
      this.sources[url] = { hash, size: stat.size, mtimeMs: stat.mtimeMs };
      this.bytes.set(url, data);
      return hash;
    }
    const result = await this.read(url, known);
    if (result.notModified && known) return known.hash;
    const hash = sha256(result.data);
    this.sources[url] = { hash, etag: result.etag, lastModified: result.lastModified };
    this.bytes.set(url, result.data);
    return hash;
  }

  private localFile(url: string): string {
    const path = decodeURIComponent(new URL(url, 'http://local').pathname);
    const root = resolve(this.options.publicDir);
    const file = resolve(root, `.${path}`);
    if (!file.startsWith(root + sep)) throw new Error('outside public/');
    if (!existsSync(file)) throw new Error(`no such file under public/ (${path})`);
    return file;
  }

  private async read(url: string, known?: SourceRecord): Promise<{ data: Buffer; notModified?: boolean; etag?: string; lastModified?: string }> {
    if (!isRemote(url)) {
      this.stats.read++;
      return { data: readFileSync(this.localFile(url)) };
    }
    const headers: Record<string, string> = {};
    if (known?.etag) headers['if-none-match'] = known.etag;
    if (known?.lastModified) headers['if-modified-since'] = known.lastModified;
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (response.status === 304) {
      await response.body?.cancel();
      return { data: Buffer.alloc(0), notModified: true };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`HTTP ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_SOURCE_BYTES) {
      await response.body?.cancel();
      throw new Error(`larger than ${MAX_SOURCE_BYTES} bytes`);
    }
    const data = Buffer.from(await response.arrayBuffer());
    if (data.length > MAX_SOURCE_BYTES) throw new Error(`larger than ${MAX_SOURCE_BYTES} bytes`);
    this.stats.read++;
    return {
      data,
      etag: response.headers.get('etag') ?? undefined,
      lastModified: response.headers.get('last-modified') ?? undefined,
    };
  }

  private async resize(hash: string, data: Buffer): Promise<ProcessedRecord> {
    const metadata = await sharp(data).metadata();
    if (!metadata.width || !metadata.height) throw new Error('not a picture');
    const svg = metadata.format === 'svg';
    // The card's photo box, filled (drawings on their own background colour).
    await sharp(data, { density: svg ? 144 : undefined })
      .rotate()
      .resize(CARD_PHOTO_WIDTH, CARD_HEIGHT, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toFile(join(this.filesDir, `${hash}-card.jpg`));
    // The feeds' copy: the whole picture on white, in a square (nothing cropped off a product).
    await sharp(data, { density: svg ? 144 : undefined })
      .rotate()
      .resize(FEED_PICTURE_SIZE, FEED_PICTURE_SIZE, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: FEED_JPEG_QUALITY, mozjpeg: true })
      .toFile(join(this.filesDir, `${hash}-feed.jpg`));
    if (svg) return { svg: true, width: metadata.width, height: metadata.height, widths: [] };

    const upright = (metadata.orientation ?? 1) >= 5;
    const width = upright ? metadata.height : metadata.width;
    const height = upright ? metadata.width : metadata.height;
    const largest = Math.min(width, COPY_WIDTHS.at(-1)!);
    const widths = [...new Set([...COPY_WIDTHS.filter((candidate) => candidate < largest), largest])];
    for (const copyWidth of widths) {
      await sharp(data)
        .rotate()
        .resize({ width: copyWidth })
        .webp({ quality: WEBP_QUALITY, effort: 4 })
        .toFile(join(this.filesDir, `${hash}-${copyWidth}.webp`));
    }
    return { svg: false, width, height, widths };
  }

  /** Copies a cached file into the published folder (once per build). */
  private publish(name: string, from: string): void {
    if (this.published.has(name)) return;
    this.published.add(name);
    publishCachedFile(from, join(this.options.outDir, name));
  }
}

/**
 * A cached picture into dist/: a hard link where the cache and dist/ share a file system (no
 * bytes copied: a warm build at 5,000 products in two languages publishes ~10,000 share cards,
 * ~290 MB), a copy where they do not. The cache never changes a file it wrote (names are content
 * hashes), and a build empties dist/ by unlinking, so neither side can alter the other's copy.
 */
export function publishCachedFile(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

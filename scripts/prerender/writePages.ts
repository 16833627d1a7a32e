/**
 * The files the prerendering step writes into dist/: each page's HTML, the catalogue snapshot,
 * the delivery terms with their areas, sitemap.xml and robots.txt.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Catalog, ShopTerms } from '../../src/domain/index.ts';
import type { EmbeddedCatalog } from '../../src/app/embeddedCatalog.ts';
import type { RouteHead } from '../../src/app/seo.ts';
import { earlyTapModules, routeModule, wordModules } from '../../src/app/routes.ts';
import { splitLocalePath } from '../../src/domain/locale.ts';
import { escapeHtml, pageHtmlParts, type ServerEntry } from './pageHtml.ts';

export interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The modules of the lazy page a prerendered path renders (src/app/routes.ts) and of its words
 * (its language's start-up words, on Arabic pages its screens' too: `wordModules`), so they load
 * beside the entry instead of after it.
 */
function routeModuleFiles(path: string, manifest: Record<string, ManifestChunk>): string[] {
  return builtModuleFiles([routeModule(path), ...wordModules(path)].filter((source): source is string => source !== null), manifest);
}

/** The built files (site paths) of source modules (Vite manifest keys) and of everything they import. */
export function builtModuleFiles(sources: readonly string[], manifest: Record<string, ManifestChunk>): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return [...files].map((file) => `/${file}`);
}

/**
 * The whole catalogue, once, as a static file named by its content, with the database version it
 * was read at: a page fetches it when it needs more than its own part (search, filters, the next
 * pages, a cart to check), and a host may cache it for ever. Returns its site-relative URL.
 */
export function writeCatalogSnapshot(outDir: string, catalog: Catalog, version: number | null): string {
  return writeHashedJson(outDir, 'catalog', { ...catalog, version });
}

/**
 * The delivery terms with their areas, as read at the build (the same version as the pages): a
 * page embeds them without the areas (src/app/embeddedCatalog.ts), and the cart and the checkout
 * read this file of a few KB when they need the areas. Returns its site-relative URL.
 */
export function writeDeliveryTerms(outDir: string, terms: ShopTerms): string {
  return writeHashedJson(outDir, 'delivery', terms);
}

/** `value` as assets/<name>-<hash of its content>.json, cacheable for ever; returns its site-relative URL. */
function writeHashedJson(outDir: string, name: string, value: unknown): string {
  const json = JSON.stringify(value);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  const file = `assets/${name}-${hash}.json`;
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  writeFileSync(join(outDir, file), json);
  return `/${file}`;
}

/** What every page is built from: the catalogue as read (pictures added), where its snapshot is, the delivery terms and where their areas are. */
export interface BuiltCatalog {
  catalog: Catalog;
  version: number | null;
  snapshotUrl: string;
  terms: ShopTerms | null;
  /** The file writeDeliveryTerms wrote (null without terms). */
  deliveryAreasUrl: string | null;
}

/** The built index.html made ready for prerendered pages (prerenderTemplate) and the Vite manifest. */
export interface PageTemplate {
  template: string;
  modules: string[];
  stylesheets: { href: string; css: string }[];
  manifest: Record<string, ManifestChunk>;
}

/** One page to write: its file under dist/ and its head. */
export interface PageJob {
  file: string;
  head: RouteHead;
  /**
   * The directory that held this page in the previous build, set aside (scripts/build.ts), when
   * the page's directory holds nothing else (`/item/x`, not `/ar`): taken over instead of a new one.
   */
  previousDir?: string;
}

/**
 * Creates the directory of a page, or takes over the previous build's (a rename), so that the
 * page is written into the file already there, which keeps its inode: on this machine's ext4 (no
 * journal) creating files and directories is ~3× as costly in system time while thousands were
 * deleted in the last minutes (scripts/previousBuild.ts).
 */
async function pageDirectory(dir: string, previousDir: string | undefined): Promise<void> {
  if (previousDir !== undefined) {
    try {
      await rename(previousDir, dir);
      return;
    } catch {
      // A page new since the previous build, or its parent not made yet: a new directory.
    }
  }
  await mkdir(dir, { recursive: true });
}

/** Writes one prerendered page: its HTML with only the data it renders. */
export async function writePage(
  outDir: string,
  { file, head, previousDir }: PageJob,
  { catalog, version, snapshotUrl, terms, deliveryAreasUrl }: BuiltCatalog,
  page: PageTemplate & { entry: ServerEntry },
): Promise<void> {
  // What a page embeds depends on the page, not its language (the embedded part is keyed by the English path).
  const data: EmbeddedCatalog = {
    ...page.entry.pageCatalog(splitLocalePath(head.path).path, catalog, snapshotUrl, version),
    ...(terms && deliveryAreasUrl ? { terms: page.entry.embeddedTerms(terms), deliveryAreasUrl } : { terms }),
  };
  const body = await page.entry.renderPage(head.path, data);
  const target = join(outDir, file);
  const modules = [...new Set([...page.modules, ...routeModuleFiles(head.path, page.manifest)])];
  const parts = pageHtmlParts(page.template, head, body, data, page.entry, modules, page.stylesheets, earlyTapFiles(head.path, modules, page.manifest));
  // Encoded piece by piece, never joined into one string (see pageHtmlParts). Written by libuv's
  // thread pool, not this thread: the thread renders the next pages meanwhile.
  const html = Buffer.concat(parts.map((part) => Buffer.from(part)));
  await pageDirectory(dirname(target), previousDir);
  await writeFile(target, html);
}

/**
 * Pages a rendering thread has rendered and not yet seen written. Written one after another,
 * synchronously, each page's directory and file stopped the thread: ~15% of its time in a CPU
 * profile of a 5,000-product build on a busy disk, with the rendering core idle meanwhile.
 */
export const PAGES_IN_FLIGHT = 16;

/** Renders and writes `jobs`, rendering the next while earlier ones are written (at most PAGES_IN_FLIGHT at once). */
export async function writePages(
  outDir: string,
  jobs: readonly PageJob[],
  built: BuiltCatalog,
  page: PageTemplate & { entry: ServerEntry },
): Promise<void> {
  const inFlight = new Set<Promise<void>>();
  for (const job of jobs) {
    const written: Promise<void> = writePage(outDir, job, built, page).finally(() => inFlight.delete(written));
    inFlight.add(written);
    if (inFlight.size >= PAGES_IN_FLIGHT) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
}

/** Each early-tap key's files (`earlyTapModules`) that the page does not load at start-up anyway. */
export function earlyTapFiles(path: string, startup: readonly string[], manifest: Record<string, ManifestChunk>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(earlyTapModules(path)).map(([key, sources]) => [key, builtModuleFiles(sources, manifest).filter((file) => !startup.includes(file))]),
  );
}

export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : join(path.slice(1), 'index.html');
}

/** Each page's URL with its twins in every language (xhtml:link, as Google reads hreflang from a sitemap). */
export function sitemapXml(routes: readonly RouteHead[], entry: Pick<ServerEntry, 'absoluteUrl' | 'pageAlternates'>, today: string): string {
  const url = (head: RouteHead) =>
    [
      `  <url>`,
      `    <loc>${escapeHtml(entry.absoluteUrl(head.path))}</loc>`,
      ...entry
        .pageAlternates(head.path)
        .map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}"/>`),
      `    <lastmod>${today}</lastmod>`,
      `  </url>`,
    ].join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${routes.map(url).join('\n')}\n</urlset>\n`;
}

export function writeSitemap(outDir: string, routes: RouteHead[], entry: ServerEntry): void {
  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(routes, entry, new Date().toISOString().slice(0, 10)));
  writeFileSync(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${entry.absoluteUrl('/sitemap.xml')}\n`);
}

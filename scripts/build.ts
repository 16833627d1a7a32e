/**
 * `npm run build`: the production build, HTML first.
 *
 * 1. Vite builds src/entry-server.tsx (and the page-rendering threads' code) for Node.
 * 2. Vite builds the browser bundle into dist/, while the catalogue is read through that entry.
 * 3. With the catalogue read from Supabase (VITE_SUPABASE_URL, or the local stack), every page
 *    worth sharing (/, /about, /preorder and each /item/:id, in English and under /ar in Arabic)
 *    is rendered to HTML with its own
 *    title, description, link-preview tags and JSON-LD, and the data it renders embedded (only
 *    that: see src/app/pageCatalog.ts), so the first paint needs no JavaScript and no API call
 *    and a page's size does not grow with the catalogue. The whole catalogue goes once into a
 *    content-hashed file (assets/catalog-<hash>.json, cacheable for ever) that every page fetches
 *    after its first paint for search and filters; the browser then refreshes prices and stock
 *    live. sitemap.xml lists those pages. Pages are rendered on worker threads, one per core
 *    (scripts/prerender/renderPages.ts).
 * 4. The product feeds for Meta and Google go into dist/feeds/ (scripts/feeds.ts), with the JPEG
 *    copies of the pictures the picture step made for them.
 *
 * 5. The service worker (dist/sw.js) and the offline page of each language it precaches
 *    (scripts/serviceWorker/), once every file it lists is written.
 *
 * Before step 3, the shells for paths without a page of their own go into dist/: the SPA fallback
 * in each language, the order page's private shell in each, and the host's _headers and _redirects
 * (scripts/prerender/privatePages.ts).
 *
 * Without a reachable back end the prerendering step is skipped with a warning: dist/ is then a
 * plain single-page app, which still works.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { ShopTerms } from '../src/domain/index.ts';
import { wordModules } from '../src/app/routes.ts';
import { LOCALES } from '../src/domain/locale.ts';
import { buildImages, pageCards } from './images/index.ts';
import { writeFeeds } from './feeds.ts';
import { removePreviousBuild, setPreviousBuildAside, withPreviousDirs } from './previousBuild.ts';
import { prerenderTemplate, type ServerEntry } from './prerender/pageHtml.ts';
import { writeShells } from './prerender/privatePages.ts';
import { writeWebApp } from './prerender/webApp.ts';
import { writeServiceWorker } from './serviceWorker/writeServiceWorker.ts';
import { renderPages } from './prerender/renderPages.ts';
import { builtModuleFiles, pageFile, writeCatalogSnapshot, writeDeliveryTerms, writeSitemap, type ManifestChunk } from './prerender/writePages.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildOptions {
  outDir?: string;
  /** Supabase URL to read the catalogue from at build time (defaults: VITE_SUPABASE_URL, then .local/stack.json). */
  apiUrl?: string;
  /**
   * The anon key the built app and the prerenderer send (defaults: VITE_SUPABASE_ANON_KEY, then
   * .local/stack.json). Passed explicitly, it wins over an inherited environment, which may belong
   * to another stack.
   */
  anonKey?: string;
  /** Resized pictures and share cards kept between builds (default node_modules/.cache/momobel-images). */
  imageCacheDir?: string;
  log?: (line: string) => void;
}

function localStack(): { apiUrl?: string; anonKey?: string } {
  const file = join(root, '.local/stack.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { apiUrl?: string; anonKey?: string }) : {};
}

export interface BuildResult {
  pages: number;
  /** Seconds spent in each step, in order (server bundle, browser bundle and catalogue, pictures, pages, feeds): where a build's time goes. */
  phases: Record<string, number>;
  images?: Awaited<ReturnType<typeof buildImages>>;
  feeds?: ReturnType<typeof writeFeeds>;
}

export async function buildShop(options: BuildOptions = {}): Promise<BuildResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const outDir = resolve(root, options.outDir ?? 'dist');
  // Inside the project, so the server bundle resolves react & co. from node_modules.
  const ssrDir = join(root, 'node_modules/.cache/momobel-ssr', String(process.pid));

  const local = localStack();
  const apiUrl = options.apiUrl ?? process.env.VITE_SUPABASE_URL ?? process.env.LOCAL_SUPABASE_API_URL ?? local.apiUrl;
  const anonKey = options.anonKey ?? process.env.VITE_SUPABASE_ANON_KEY ?? (apiUrl === local.apiUrl ? local.anonKey : undefined);
  // Baked into both bundles, so the prerenderer and the browser use the key of the back end read here.
  const define = anonKey === undefined ? {} : { 'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(anonKey) };

  // Wall-clock and CPU seconds (every thread of the process, user and system) of each step.
  const phases: Record<string, number> = {};
  const cpuPhases: Record<string, number> = {};
  let lapStarted = Date.now();
  let cpuStarted = process.cpuUsage();
  const lap = (phase: string) => {
    const now = Date.now();
    const cpu = process.cpuUsage(cpuStarted);
    phases[phase] = (now - lapStarted) / 1000;
    cpuPhases[phase] = (cpu.user + cpu.system) / 1e6;
    lapStarted = now;
    cpuStarted = process.cpuUsage();
  };

  // Deleted once the pages are written, which take over its page directories (scripts/previousBuild.ts).
  const previousBuild = setPreviousBuildAside(outDir);
  // The server bundle first: the catalogue is read through it while Vite builds the browser's.
  await build({
    root,
    logLevel: 'warn',
    define,
    build: {
      // The entry, and the page-rendering threads' code beside it, built as plain JavaScript.
      ssr: true,
      rollupOptions: { input: { 'entry-server': 'src/entry-server.tsx', 'render-worker': 'scripts/prerender/renderWorker.ts' } },
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  lap('server');
  if (apiUrl) process.env.PRERENDER_SUPABASE_URL = apiUrl;
  const entry = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;

  const buildClient = async () => {
    await build({ root, logLevel: 'warn', define, build: { outDir, emptyOutDir: true, manifest: true } });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    rmSync(join(outDir, '.vite'), { recursive: true, force: true });
    const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
    // Unknown paths get the bare shell of their language (a static host's SPA fallback, preloading
    // the language's words), rendered in the browser; the order page its own, private before any
    // code runs; _headers and _redirects say so to the host.
    // Written before prerendering, so a build that cannot prerender has them too.
    writeShells(outDir, shell, (path) => builtModuleFiles(wordModules(path), manifest));
    await writeWebApp(outDir, join(root, 'public'));
    return { manifest, shell };
  };
  // The database version the catalogue was read at, stamped into every page and the snapshot: a
  // visit asks only for what changed since (docs/decisions/0016-live-catalogue-changes.md). Every page states the delivery terms
  // (the banner is the default zone's); without them a page still renders, and the browser reads
  // them live.
  const readCatalogue = async () => {
    const { catalog, version } = await entry.fetchVersionedCatalog();
    let terms: ShopTerms | null = null;
    try {
      terms = await entry.fetchShopTerms();
    } catch (error) {
      log(`⚠ The delivery zones could not be read (${(error as Error).message}): pages are built without them.`);
    }
    return { catalog, version, terms };
  };
  const [{ manifest, shell }, read] = await Promise.all([buildClient(), readCatalogue().catch((error: unknown) => error as Error)]);
  // Last, once every file it precaches is written (docs/decisions/0034-offline-shop.md).
  const writeWorker = () => writeServiceWorker(outDir, `/${manifest['index.html']!.file}`, readFileSync(join(root, 'public/logo.svg'), 'utf8'));
  if (read instanceof Error) {
    log(`⚠ Not prerendering: the catalogue could not be read from ${apiUrl ?? '(no Supabase URL)'} (${read.message}). dist/ is a plain single-page app.`);
    rmSync(ssrDir, { recursive: true, force: true });
    await removePreviousBuild(outDir, previousBuild);
    writeWorker();
    return { pages: 0, phases };
  }
  let { catalog } = read;
  const { version, terms } = read;
  lap('client and catalogue');
  const images = await buildImages({
    catalog,
    pages: pageCards(catalog),
    publicDir: join(root, 'public'),
    outDir,
    cacheDir: options.imageCacheDir ?? join(root, 'node_modules/.cache/momobel-images'),
    log,
  });
  catalog = images.catalog;
  lap('pictures');
  const page = { ...prerenderTemplate(shell, (href) => readFileSync(join(outDir, href), 'utf8')), manifest };
  const snapshotUrl = writeCatalogSnapshot(outDir, catalog, version);
  const deliveryAreasUrl = terms ? writeDeliveryTerms(outDir, terms) : null;
  const routes = entry.prerenderRoutes(catalog, terms).map((head) => ({ ...head, image: images.shareImages.get(head.path) }));
  // The not-found page in each language: 404.html, and ar/404.html for paths under /ar.
  const notFound = LOCALES.map((locale) => entry.notFoundHead(locale));
  const jobs = withPreviousDirs(
    [...routes.map((head) => ({ file: pageFile(head.path), head })), ...notFound.map((head) => ({ file: `${head.path.slice(1)}.html`, head }))],
    previousBuild,
  );
  await renderPages(join(ssrDir, 'render-worker.js'), { outDir, built: { catalog, version, snapshotUrl, terms, deliveryAreasUrl }, page }, jobs);
  lap('pages');
  writeSitemap(outDir, routes, entry);
  const feeds = writeFeeds(outDir, catalog.products, terms, images.feedPictures, log);
  rmSync(ssrDir, { recursive: true, force: true });
  await removePreviousBuild(outDir, previousBuild);
  writeWorker();
  lap('feeds');
  log(`Build steps, s (CPU s): ${Object.entries(phases).map(([phase, seconds]) => `${phase} ${seconds.toFixed(1)} (${cpuPhases[phase]!.toFixed(1)})`).join(', ')}`);
  log(`Prerendered ${routes.length + notFound.length} pages and sitemap.xml into ${outDir}`);
  return { pages: routes.length + notFound.length, phases, images, feeds };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildShop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

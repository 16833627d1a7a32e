/**
 * `npm run build`: the production build, HTML first.
 *
 * 1. Vite builds the browser bundle into dist/.
 * 2. Vite builds src/entry-server.tsx for Node.
 * 3. With the catalogue read from Supabase (VITE_SUPABASE_URL, or the local stack), every page
 *    worth sharing (/, /about, /preorder and each /item/:id) is rendered to HTML with its own
 *    title, description, link-preview tags and JSON-LD, and the data it renders embedded (only
 *    that: see src/app/pageCatalog.ts), so the first paint needs no JavaScript and no API call
 *    and a page's size does not grow with the catalogue. The whole catalogue goes once into a
 *    content-hashed file (assets/catalog-<hash>.json, cacheable for ever) that every page fetches
 *    after its first paint for search and filters; the browser then refreshes prices and stock
 *    live. sitemap.xml lists those pages.
 * 4. The product feeds for Meta and Google go into dist/feeds/ (scripts/feeds.ts), with the JPEG
 *    copies of the pictures the picture step made for them.
 *
 * Without a reachable back end the prerendering step is skipped with a warning: dist/ is then a
 * plain single-page app, which still works.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { Catalog, ShopTerms } from '../src/domain/index.ts';
import type { RouteHead } from '../src/app/seo.ts';
import { buildImages, pageCards } from './images/index.ts';
import { writeFeeds } from './feeds.ts';
import { routeModule } from '../src/app/routes.ts';
import { criticalCss } from './criticalCss.ts';
import type { EmbeddedCatalog } from '../src/app/embeddedCatalog.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

type ServerEntry = typeof import('../src/entry-server.tsx');

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

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function localStack(): { apiUrl?: string; anonKey?: string } {
  const file = join(root, '.local/stack.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { apiUrl?: string; anonKey?: string }) : {};
}

function headTags(head: RouteHead, entry: Pick<ServerEntry, 'absoluteUrl' | 'serializeForScript'>): string {
  const url = entry.absoluteUrl(head.path);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${head.structuredData ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.shareTitle ?? head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(head.image
      ? [
          `<meta property="og:image" content="${escapeHtml(entry.absoluteUrl(head.image.path))}" />`,
          `<meta property="og:image:type" content="image/jpeg" />`,
          `<meta property="og:image:width" content="${head.image.width}" />`,
          `<meta property="og:image:height" content="${head.image.height}" />`,
          `<meta property="og:image:alt" content="${escapeHtml(head.image.alt)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : []),
    head.structuredData
      ? `<script type="application/ld+json">${entry.serializeForScript(head.structuredData)}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The built index.html for pages that arrive with their content, what it loads, and its CSS.
 *
 * - The stylesheet link is taken out: each page inlines the part of the stylesheet its HTML
 *   uses (criticalCss, where STYLE_SLOT is), so the first paint waits for no stylesheet, and the
 *   whole stylesheet loads after the page (for what hydration adds) instead of being repeated in
 *   every page.
 * - The entry script and its modulepreloads are taken out of the markup: a prerendered page
 *   paints without JavaScript, so its code loads after the page has loaded and painted (see
 *   moduleLoader), instead of competing with the page's images for the first paint.
 */
export const STYLE_SLOT = '<!--page-css-->';

export function prerenderTemplate(
  template: string,
  readAsset: (href: string) => string,
): { template: string; modules: string[]; stylesheets: { href: string; css: string }[] } {
  const modules: string[] = [];
  const stylesheets: { href: string; css: string }[] = [];
  let html = template.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href: string) => {
    stylesheets.push({ href, css: readAsset(href) });
    return stylesheets.length === 1 ? STYLE_SLOT : '';
  });
  html = html.replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
    modules.unshift(src);
    return '';
  });
  html = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
    modules.push(href);
    return '';
  });
  return { template: html, modules, stylesheets };
}

/**
 * The inline script that loads a prerendered page's code once the page has loaded and painted a
 * frame, or sooner at the first sign of a person (a pointer, touch, key or focus: a shopper who
 * reaches for a control should not wait for the last image), whichever comes first, and once: the
 * entry (first) and the modules it imports, fetched together, and the whole stylesheets. Until then the page is plain HTML (links work); then React hydrates it.
 */
export function moduleLoader(modules: readonly string[], stylesheets: readonly string[] = []): string {
  if (modules.length === 0 && stylesheets.length === 0) return '';
  const json = (list: readonly string[]) => JSON.stringify(list).replace(/</g, '\\u003c');
  return `<script>(function(m,c){function add(t,p){var e=document.createElement(t);for(var k in p)e[k]=p[k];document.head.appendChild(e)}var s=0,w=["pointerdown","touchstart","keydown","focusin"];function go(){if(s++)return;w.forEach(function(t){removeEventListener(t,go,!0)});requestAnimationFrame(function(){setTimeout(function(){c.forEach(function(u){add("link",{rel:"stylesheet",href:u})});m.forEach(function(u,i){add(i?"link":"script",i?{rel:"modulepreload",crossOrigin:"",href:u}:{type:"module",crossOrigin:"",src:u})})},0)})}if(document.readyState==="complete")go();else{addEventListener("load",go);w.forEach(function(t){addEventListener(t,go,!0)})}})(${json(modules)},${json(stylesheets)})</script>`;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The modules of the lazy page a prerendered path renders (src/app/routes.ts), so they load beside the entry instead of after it. */
function routeModuleFiles(path: string, manifest: Record<string, ManifestChunk>): string[] {
  const source = routeModule(path);
  if (!source || !manifest[source]) return [];
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return [...files].map((file) => `/${file}`);
}

/**
 * `text` with the first match of `pattern` replaced by `content` exactly as given. Every piece of
 * page HTML goes into the template through here: a replacement *string* would read `$&`, `` $` ``,
 * `$'` and `$$` in product text as patterns (splicing template markup into the page), a
 * replacer function does not.
 */
export function replaceLiteral(text: string, pattern: string | RegExp, content: string): string {
  return text.replace(pattern, () => content);
}

/** The built index.html with a page's head, its rendered body and the data it embeds. */
export function pageHtml(
  template: string,
  head: RouteHead,
  body: string,
  data: EmbeddedCatalog,
  entry: Pick<ServerEntry, 'absoluteUrl' | 'serializeForScript' | 'EMBEDDED_CATALOG_ID'>,
  modules: readonly string[] = [],
  stylesheets: readonly { href: string; css: string }[] = [],
): string {
  let html = replaceLiteral(template, /<title>[\s\S]*?<\/title>\s*/, '');
  if (stylesheets.length > 0) {
    html = replaceLiteral(html, STYLE_SLOT, `<style>${stylesheets.map((sheet) => criticalCss(sheet.css, body)).join('')}</style>`);
  }
  html = replaceLiteral(html, /<meta name="description"[^>]*>\s*/, '');
  html = replaceLiteral(html, '</head>', `    ${headTags(head, entry)}\n  </head>`);
  return replaceLiteral(
    html,
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${escapeHtml(head.path)}">${body}</div>\n    <script type="application/json" id="${entry.EMBEDDED_CATALOG_ID}">${entry.serializeForScript(data)}</script>${modules.length || stylesheets.length ? `\n    ${moduleLoader(modules, stylesheets.map((sheet) => sheet.href))}` : ''}`,
  );
}

/**
 * The whole catalogue, once, as a static file named by its content: every page fetches it after
 * its first paint (search, filters, the next pages), and a host may cache it for ever. Returns
 * its site-relative URL.
 */
function writeCatalogSnapshot(outDir: string, catalog: Catalog): string {
  const json = JSON.stringify(catalog);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  const file = `assets/catalog-${hash}.json`;
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  writeFileSync(join(outDir, file), json);
  return `/${file}`;
}

/** Writes one prerendered page: its HTML with only the data it renders. */
async function writePage(
  outDir: string,
  file: string,
  head: RouteHead,
  catalog: Catalog,
  snapshotUrl: string,
  terms: ShopTerms | null,
  page: { template: string; modules: string[]; stylesheets: { href: string; css: string }[]; manifest: Record<string, ManifestChunk>; entry: ServerEntry },
): Promise<void> {
  const data: EmbeddedCatalog = { ...page.entry.pageCatalog(head.path, catalog, snapshotUrl), terms };
  const body = await page.entry.renderPage(head.path, data);
  const target = join(outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  const modules = [...new Set([...page.modules, ...routeModuleFiles(head.path, page.manifest)])];
  writeFileSync(target, pageHtml(page.template, head, body, data, page.entry, modules, page.stylesheets));
}

function pageFile(path: string): string {
  return path === '/' ? 'index.html' : join(path.slice(1), 'index.html');
}

function writeSitemap(outDir: string, routes: RouteHead[], entry: ServerEntry): void {
  const today = new Date().toISOString().slice(0, 10);
  writeFileSync(
    join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${routes
      .map((head) => `  <url><loc>${escapeHtml(entry.absoluteUrl(head.path))}</loc><lastmod>${today}</lastmod></url>`)
      .join('\n')}\n</urlset>\n`,
  );
  writeFileSync(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${entry.absoluteUrl('/sitemap.xml')}\n`);
}

export interface BuildResult {
  pages: number;
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

  await build({ root, logLevel: 'warn', define, build: { outDir, emptyOutDir: true, manifest: true } });
  const manifestFile = join(outDir, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  rmSync(join(outDir, '.vite'), { recursive: true, force: true });
  await build({
    root,
    logLevel: 'warn',
    define,
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  });

  if (apiUrl) process.env.PRERENDER_SUPABASE_URL = apiUrl;
  const entry = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  let catalog: Catalog;
  try {
    catalog = await entry.fetchCatalog();
  } catch (error) {
    log(`⚠ Not prerendering: the catalogue could not be read from ${apiUrl ?? '(no Supabase URL)'} (${(error as Error).message}). dist/ is a plain single-page app.`);
    rmSync(ssrDir, { recursive: true, force: true });
    return { pages: 0 };
  }

  // Every page states the delivery terms (the banner is the default zone's); without them a page
  // still renders, and the browser reads them live.
  let terms: ShopTerms | null = null;
  try {
    terms = await entry.fetchShopTerms();
  } catch (error) {
    log(`⚠ The delivery zones could not be read (${(error as Error).message}): pages are built without them.`);
  }

  const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
  // Unknown paths get the bare shell (a static host's SPA fallback), rendered in the browser.
  writeFileSync(join(outDir, 'spa-fallback.html'), shell);
  const images = await buildImages({
    catalog,
    pages: pageCards(catalog),
    publicDir: join(root, 'public'),
    outDir,
    cacheDir: options.imageCacheDir ?? join(root, 'node_modules/.cache/momobel-images'),
    log,
  });
  catalog = images.catalog;
  const page = { ...prerenderTemplate(shell, (href) => readFileSync(join(outDir, href), 'utf8')), manifest, entry };
  const snapshotUrl = writeCatalogSnapshot(outDir, catalog);
  const routes = entry.prerenderRoutes(catalog, terms).map((head) => ({ ...head, image: images.shareImages.get(head.path) }));
  for (const head of routes) await writePage(outDir, pageFile(head.path), head, catalog, snapshotUrl, terms, page);
  await writePage(outDir, '404.html', entry.notFoundHead(), catalog, snapshotUrl, terms, page);
  writeSitemap(outDir, routes, entry);
  const feeds = writeFeeds(outDir, catalog.products, terms, images.feedPictures, log);
  rmSync(ssrDir, { recursive: true, force: true });
  log(`Prerendered ${routes.length + 1} pages and sitemap.xml into ${outDir}`);
  return { pages: routes.length + 1, images, feeds };
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

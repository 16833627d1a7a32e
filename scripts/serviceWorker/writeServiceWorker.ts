/**
 * Writes the build's service worker, `dist/sw.js` (scripts/serviceWorker/worker.js with `BUILD`
 * before it), and the offline page of each language it precaches. Runs last in `npm run build`,
 * once every file it lists is in `outDir`; a deploy with any precached file changed gets a worker
 * of another version, which the browser installs on the shopper's next visit.
 *
 * Precached: every script and stylesheet of the build (the start-up file, each lazy chunk and
 * each language's words: a tap never waits for a download the line may not give), the delivery
 * terms the cart prices with, and the offline pages. Not precached: the catalogue snapshot (it
 * grows with the catalogue; a page that reads it keeps it), fonts and pictures (kept as pages
 * use them; one never kept is answered offline with the shop's placeholder, picturePlaceholder.ts).
 */
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '../../src/domain/locale.ts';
import { offlinePageHtml, offlinePagePath } from './offlinePage.ts';
import { picturePlaceholderSvg } from './picturePlaceholder.ts';

const workerSource = join(dirname(fileURLToPath(import.meta.url)), 'worker.js');

/** The site path the worker is served from (its scope is the whole site). */
export const SERVICE_WORKER_PATH = '/sw.js';

export interface ServiceWorkerBuild {
  /** Changes whenever anything the worker precaches, or the worker itself, does. */
  version: string;
  /** The start-up file (site path): pages tell the worker which one they run. */
  entry: string;
  precache: string[];
  offlinePages: Record<Locale, string>;
  /** The SVG answered offline for a picture never kept. */
  picturePlaceholder: string;
}

/** The build's files the worker precaches (site paths), sorted. */
export function precachedFiles(outDir: string): string[] {
  const assets = readdirSync(join(outDir, 'assets')).filter((file) => /\.(js|css)$/.test(file) || /^delivery-.*\.json$/.test(file));
  return [...assets.map((file) => `/assets/${file}`), ...LOCALES.map(offlinePagePath)].sort();
}

/** `entry`: the start-up file's site path; `logoSvg`: the logo the offline pages show. */
export function writeServiceWorker(outDir: string, entry: string, logoSvg: string): ServiceWorkerBuild {
  for (const locale of LOCALES) {
    const file = join(outDir, offlinePagePath(locale).slice(1));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, offlinePageHtml(locale, logoSvg));
  }
  const worker = readFileSync(workerSource, 'utf8');
  const precache = precachedFiles(outDir);
  const picturePlaceholder = picturePlaceholderSvg();
  // Hashed names stand for their bytes; the rest (the offline pages, the placeholder) are hashed here.
  const version = createHash('sha256');
  version.update(worker);
  version.update(picturePlaceholder);
  for (const path of precache) version.update(path.startsWith('/assets/') ? path : readFileSync(join(outDir, path.slice(1))));
  const build: ServiceWorkerBuild = {
    version: version.digest('hex').slice(0, 12),
    entry,
    precache,
    offlinePages: Object.fromEntries(LOCALES.map((locale) => [locale, offlinePagePath(locale)])) as Record<Locale, string>,
    picturePlaceholder,
  };
  writeFileSync(join(outDir, SERVICE_WORKER_PATH.slice(1)), `const BUILD = ${JSON.stringify(build)};\n\n${worker}`);
  // A host checks the worker with the server on every visit (browsers do for the script itself).
  if (!readFileSync(join(outDir, '_headers'), 'utf8').includes(`${SERVICE_WORKER_PATH}\n`)) {
    appendFileSync(join(outDir, '_headers'), `${SERVICE_WORKER_PATH}\n  Cache-Control: no-cache\n`);
  }
  return build;
}

/**
 * Private pages before any code runs (src/domain/privatePages.ts): a crawler or a link-preview
 * bot reads the HTML of `/order/<id>?key=…` without running it, and the page's first requests
 * leave before React does. So each private prefix gets a static shell of its own, the built
 * index.html whose head already says noindex and no-referrer, in the prefix's language and
 * direction (`/ar/order` → `<html lang="ar" dir="rtl">`, from src/domain/locale.ts), and the host
 * files say it again in HTTP:
 *
 * - `_headers` (Netlify and Cloudflare Pages): `X-Robots-Tag` and `Referrer-Policy` for the
 *   prefixes and their shells;
 * - `_redirects` (the same hosts): the prefixes answered by their shell, then every other path
 *   without a file by the bare SPA shell of its language: `/ar/*` by `ar-spa-fallback.html`
 *   (right to left, Arabic words preloaded), before every other path by `spa-fallback.html`.
 *
 * Every shell modulepreloads its language's start-up words (and a private page's screens' words),
 * as a prerendered page does (src/app/routes.ts `wordModules`), so they load beside the entry.
 *
 * `vite preview` and the dev server serve the same shells and headers
 * (scripts/vite/staticHostRules.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES, localePath, splitLocalePath, textDirection, type Locale } from '../../src/domain/locale.ts';
import { PRIVATE_PAGE_HEADERS, PRIVATE_PAGE_META, PRIVATE_PAGE_PREFIXES } from '../../src/domain/privatePages.ts';
import { withLocaleManifest } from './webAppLink.ts';

/**
 * The bare single-page shell a host serves, in a language, for any path it has no file for:
 * `spa-fallback.html` (English), `ar-spa-fallback.html` (paths under /ar).
 */
export function spaFallbackFile(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? 'spa-fallback.html' : `${locale}-spa-fallback.html`;
}

/**
 * The built index.html in a language: its `<html lang dir>`, and the modules it loads at once
 * (site paths) preloaded beside the entry, as Vite writes them.
 */
export function localeShell(shell: string, locale: Locale, preloads: readonly string[] = []): string {
  // The entry is in the shell already (and what it imports is the entry's own).
  const links = preloads
    .filter((href) => !shell.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n    ');
  return withLocaleManifest(shell, locale)
    .replace(/<html\b[^>]*>/, `<html lang="${locale}" dir="${textDirection(locale)}">`)
    .replace('</head>', (end) => (links ? `  ${links}\n  ${end}` : end));
}

/** The site path of a private prefix's shell: `/order` → `/order-shell.html`, `/ar/order` → `/ar-order-shell.html`. */
export function privateShellPath(prefix: string): string {
  return `/${prefix.slice(1).replace(/\//g, '-')}-shell.html`;
}

/**
 * The built index.html as a private prefix's shell: the private head tags first in the head (after
 * the charset), before anything that may fetch, and the prefix's language and direction.
 */
export function privateShell(shell: string, prefix: string, preloads: readonly string[] = []): string {
  const meta = PRIVATE_PAGE_META.map(({ name, content }) => `<meta name="${name}" content="${content}" />`).join('\n    ');
  return localeShell(shell, splitLocalePath(prefix).locale, preloads).replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}\n    ${meta}`);
}

/** `_headers`: the private headers on every private path and on the shells themselves. */
export function hostHeaders(prefixes: readonly string[] = PRIVATE_PAGE_PREFIXES): string {
  const headers = PRIVATE_PAGE_HEADERS.map(({ name, value }) => `  ${name}: ${value}`).join('\n');
  return `${prefixes.flatMap((prefix) => [`${prefix}/*`, privateShellPath(prefix)]).map((path) => `${path}\n${headers}\n`).join('')}`;
}

/** The languages whose pages live under a prefix of their own (`/ar`). */
const prefixedLocales = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * `_redirects`: the private prefixes to their shells, then each language's SPA fallback for every
 * other path under its prefix without a file, then the English one for all the rest. A host takes
 * the first rule that matches, so `/*` comes last.
 */
export function hostRedirects(prefixes: readonly string[] = PRIVATE_PAGE_PREFIXES): string {
  const rules = [
    ...prefixes.map((prefix) => `${prefix}/*  ${privateShellPath(prefix)}  200`),
    ...prefixedLocales.map((locale) => `${localePath('/', locale)}/*  /${spaFallbackFile(locale)}  200`),
    `/*  /${spaFallbackFile(DEFAULT_LOCALE)}  200`,
  ];
  return `${rules.join('\n')}\n`;
}

/**
 * Writes each language's SPA fallback, each private prefix's shell, `_headers` and `_redirects`
 * into `outDir`. `preloads(path)`: the built modules a page at that path loads at once (site
 * paths), for its shell to preload.
 */
export function writeShells(outDir: string, shell: string, preloads: (path: string) => string[], prefixes: readonly string[] = PRIVATE_PAGE_PREFIXES): void {
  const write = (file: string, text: string) => writeFileSync(join(outDir, file), text);
  for (const locale of LOCALES) write(spaFallbackFile(locale), localeShell(shell, locale, preloads(localePath('/', locale))));
  for (const prefix of prefixes) write(privateShellPath(prefix).slice(1), privateShell(shell, prefix, preloads(`${prefix}/:id`)));
  write('_headers', hostHeaders(prefixes));
  write('_redirects', hostRedirects(prefixes));
}

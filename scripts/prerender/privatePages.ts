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
 *   without a file by the bare SPA shell, `spa-fallback.html`.
 *
 * `vite preview` and the dev server (vite.config.ts) serve the same shells and headers.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitLocalePath, textDirection } from '../../src/domain/locale.ts';
import { PRIVATE_PAGE_HEADERS, PRIVATE_PAGE_META, PRIVATE_PAGE_PREFIXES } from '../../src/domain/privatePages.ts';

/** The bare single-page shell a host serves for any path it has no file for. */
export const SPA_FALLBACK_FILE = 'spa-fallback.html';

/** The site path of a private prefix's shell: `/order` → `/order-shell.html`, `/ar/order` → `/ar-order-shell.html`. */
export function privateShellPath(prefix: string): string {
  return `/${prefix.slice(1).replace(/\//g, '-')}-shell.html`;
}

/**
 * The built index.html as a private prefix's shell: the private head tags first in the head (after
 * the charset), before anything that may fetch, and the prefix's language and direction.
 */
export function privateShell(shell: string, prefix: string): string {
  const { locale } = splitLocalePath(prefix);
  const meta = PRIVATE_PAGE_META.map(({ name, content }) => `<meta name="${name}" content="${content}" />`).join('\n    ');
  return shell
    .replace(/<html\b[^>]*>/, `<html lang="${locale}" dir="${textDirection(locale)}">`)
    .replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}\n    ${meta}`);
}

/** `_headers`: the private headers on every private path and on the shells themselves. */
export function hostHeaders(prefixes: readonly string[] = PRIVATE_PAGE_PREFIXES): string {
  const headers = PRIVATE_PAGE_HEADERS.map(({ name, value }) => `  ${name}: ${value}`).join('\n');
  return `${prefixes.flatMap((prefix) => [`${prefix}/*`, privateShellPath(prefix)]).map((path) => `${path}\n${headers}\n`).join('')}`;
}

/** `_redirects`: the private prefixes to their shells, then the SPA fallback for every other path without a file. */
export function hostRedirects(prefixes: readonly string[] = PRIVATE_PAGE_PREFIXES): string {
  return `${[...prefixes.map((prefix) => `${prefix}/*  ${privateShellPath(prefix)}  200`), `/*  /${SPA_FALLBACK_FILE}  200`].join('\n')}\n`;
}

/** Writes the SPA fallback, each private prefix's shell, `_headers` and `_redirects` into `outDir`. */
export function writeShells(outDir: string, shell: string, prefixes: readonly string[] = PRIVATE_PAGE_PREFIXES): void {
  const write = (file: string, text: string) => writeFileSync(join(outDir, file), text);
  write(SPA_FALLBACK_FILE, shell);
  for (const prefix of prefixes) write(privateShellPath(prefix).slice(1), privateShell(shell, prefix));
  write('_headers', hostHeaders(prefixes));
  write('_redirects', hostRedirects(prefixes));
}

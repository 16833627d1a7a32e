/**
 * `vite preview` answers a path as the static host answers the build (its files, and the
 * `_redirects` and `_headers` scripts/prerender/privatePages.ts writes), instead of answering
 * every path without a file with the English home page: a prerendered page at its own path, the
 * order page's paths with the private shell and headers, any other path under a language's prefix
 * with that language's SPA fallback, in that order. The dev server (`npm start`) gives the order
 * page the same private head and headers, and any other page the shell in its language.
 */
import { existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { PRIVATE_PAGE_HEADERS, privatePrefix } from '../../src/domain/privatePages.ts';
import { DEFAULT_LOCALE, splitLocalePath } from '../../src/domain/locale.ts';
import { localeShell, privateShell, privateShellPath, spaFallbackFile } from '../prerender/privatePages.ts';

export function staticHostRules(): Plugin[] {
  return [prerenderedPages(), privatePages(), spaFallbacks()];
}

/**
 * A `vite preview` rule that answers a GET or HEAD of `path` with another file of the build, as a
 * static host's rules do: `fileFor` gets the path (query apart) and the build folder, and names
 * the file to serve instead, or null to leave the request as it is. The query is kept.
 */
function previewRewrite(name: string, fileFor: (path: string, outDir: string) => string | null): Plugin {
  let outDir = 'dist';
  return {
    name,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [path = '/', query] = (req.url ?? '/').split('?');
        const file = req.method === 'GET' || req.method === 'HEAD' ? fileFor(path, outDir) : null;
        if (file) req.url = file + (query ? `?${query}` : '');
        next();
      });
    },
  };
}

/**
 * `vite preview` serves a prerendered page at its own path, as a static host does (`/item/x` →
 * dist/item/x/index.html), instead of answering every path without a file with the home page.
 */
function prerenderedPages(): Plugin {
  return previewRewrite('prerendered-pages', (path, outDir) => {
    if (path === '/' || /\.[a-z0-9]+$/i.test(path)) return null;
    const page = join(path.replace(/\/+$/, ''), 'index.html');
    const file = join(outDir, decodeURIComponent(page));
    return file.startsWith(outDir) && existsSync(file) && statSync(file).isFile() ? page : null;
  });
}

/**
 * The order page is private before any code runs (scripts/prerender/privatePages.ts), here as on
 * a host that reads the build's _redirects and _headers: its paths (/order/*, /ar/order/*) are
 * answered with the private headers, and their HTML with the private head: the build's private
 * shell in `vite preview`, index.html with the same head in the dev server (`npm start`).
 */
function privatePages(): Plugin {
  const privatePath = (url: string | undefined): string | null => privatePrefix((url ?? '/').split('?')[0] ?? '/');
  const sendPrivateHeaders = (res: ServerResponse) => PRIVATE_PAGE_HEADERS.forEach(({ name, value }) => res.setHeader(name, value));
  return {
    name: 'private-pages',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (privatePath(req.url)) sendPrivateHeaders(res);
        next();
      });
    },
    transformIndexHtml(html, context) {
      const prefix = privatePath(context.originalUrl);
      if (prefix) return privateShell(html, prefix);
      // Any other path without a file: the bare shell in the path's language, as spaFallbacks serves it.
      const { locale } = splitLocalePath((context.originalUrl ?? '/').split('?')[0] ?? '/');
      return locale === DEFAULT_LOCALE ? html : localeShell(html, locale);
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const prefix = privatePath(req.url);
        if (prefix && (req.method === 'GET' || req.method === 'HEAD')) {
          sendPrivateHeaders(res);
          const query = (req.url ?? '').split('?')[1];
          req.url = privateShellPath(prefix) + (query ? `?${query}` : '');
        }
        next();
      });
    },
  };
}

/**
 * `vite preview` answers a path under a language's prefix (`/ar/cart`) that has no file of its own
 * and no private shell with that language's SPA fallback (`ar-spa-fallback.html`), as a host does
 * by the build's `_redirects`, instead of the English home page. Runs after prerenderedPages and
 * privatePages, which have already pointed the paths they answer at a file.
 */
function spaFallbacks(): Plugin {
  return previewRewrite('spa-fallbacks', (path, outDir) => {
    const { locale } = splitLocalePath(path);
    const fallback = spaFallbackFile(locale);
    const hasFile = /\.[a-z0-9]+$/i.test(path) || existsSync(join(outDir, `${decodeURIComponent(path)}.html`));
    return locale !== DEFAULT_LOCALE && !hasFile && existsSync(join(outDir, fallback)) ? `/${fallback}` : null;
  });
}

import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { storeConfig } from './src/config/store.ts';
import { PRIVATE_PAGE_HEADERS, privatePrefix } from './src/domain/privatePages.ts';
import { DEFAULT_LOCALE, splitLocalePath } from './src/domain/locale.ts';
import { localeShell, privateShell, privateShellPath, spaFallbackFile } from './scripts/prerender/privatePages.ts';

/**
 * Where /rest/v1 and /functions/v1 go in development and `vite preview`: the local Supabase
 * gateway started by `npm start` (it sets LOCAL_SUPABASE_API_URL), else the one recorded in
 * .local/stack.json. Production builds talk to VITE_SUPABASE_URL directly and use no proxy.
 */
function localSupabaseProxy(): Record<string, ProxyOptions> | undefined {
  let target = process.env.LOCAL_SUPABASE_API_URL;
  if (!target && existsSync('.local/stack.json')) {
    target = (JSON.parse(readFileSync('.local/stack.json', 'utf8')) as { apiUrl?: string }).apiUrl;
  }
  if (!target) return undefined;
  return {
    '/rest/v1': { target, changeOrigin: true },
    '/functions/v1': { target, changeOrigin: true },
  };
}

/** Theme colours come from store configuration, written into the page before any CSS loads. */
function storeTheme(): Plugin {
  const { theme } = storeConfig;
  const css = `:root{--brand-primary:${theme.primary};--brand-primary-foreground:${theme.primaryForeground};--brand-secondary:${theme.secondary};--brand-secondary-foreground:${theme.secondaryForeground}}`;
  return {
    name: 'store-theme',
    transformIndexHtml: () => [{ tag: 'style', attrs: { id: 'store-theme' }, children: css, injectTo: 'head-prepend' }],
  };
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

/**
 * Everything the entry needs at start-up goes into the entry's own file. Left to itself, Rolldown
 * cuts the start-up code into nine files (the modules a lazy chunk shares with the entry become
 * chunks of their own), and a phone on HTTP/1.1 fetches six at a time, each paying its own round
 * trip: on a 150 ms link the last three came a round trip late. One file is also ~5 KB smaller
 * gzipped (no import/export glue, one compression window). Lazy chunks import what they share
 * from the entry, which is always loaded before them.
 *
 * "Needs" follows the names imported, not whole files: a feature's `index.ts` (or the domain's)
 * re-exports parts only lazily loaded screens use (the order totals, the order chat buttons), and
 * taking every file a barrel names put them in the start-up file. So a barrel's re-export is
 * followed only for the names a start-up module imports from it (an `export *` only to a module
 * that exports one of them: the domain's barrel names every rule); a module with code of its own
 * is taken whole, with everything it imports. Packages are taken whole. For Rolldown to leave
 * a module a barrel names but nothing at start-up uses out of the entry's chunks, it must know the
 * project's modules have no side effects of their own on import (none does: the entry and the CSS
 * are not among them, and each module runs only when something of it is used).
 */
function oneStartupChunk(): Plugin {
  const startupModules = new Set<string>();
  return {
    name: 'one-startup-chunk',
    apply: 'build',
    config(config) {
      if (config.build?.ssr) return;
      return {
        build: {
          rolldownOptions: {
            treeshake: { moduleSideEffects: (id: string) => !isProjectModule(id) },
            output: { codeSplitting: { groups: [{ name: 'index', test: (id: string) => startupModules.has(id) }] } },
          },
        },
      };
    },
    async buildEnd() {
      const wanted = new Map<string, Set<string> | 'all'>();
      const pending: [string, Set<string> | 'all'][] = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry).map((id) => [id, 'all']);
      while (pending.length > 0) {
        const [id, names] = pending.pop()!;
        const before = wanted.get(id);
        if (before === 'all' || (before && names !== 'all' && [...names].every((name) => before.has(name)))) continue;
        const merged = names === 'all' || !before ? names : new Set([...before, ...names]);
        wanted.set(id, merged);
        const info = this.getModuleInfo(id);
        if (!info) continue;
        const statements = id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id) ? null : moduleStatements(info.code ?? '');
        if (!statements) {
          startupModules.add(id);
          pending.push(...info.importedIds.map((imported): [string, 'all'] => [imported, 'all']));
          continue;
        }
        if (!statements.reexportsOnly) startupModules.add(id);
        for (const statement of statements.list) {
          const target = (await this.resolve(statement.from, id))?.id;
          if (!target) continue;
          if (statement.kind === 'import') pending.push([target, statement.names]);
          else if (statement.names === 'all') {
            const followed = namesProvided(this.getModuleInfo(target), merged);
            if (followed === 'all' || followed.size > 0) pending.push([target, followed]);
          }
          else {
            const followed = new Set([...statement.names].filter(([, exported]) => merged === 'all' || merged.has(exported)).map(([local]) => local));
            if (followed.size > 0) pending.push([target, followed]);
          }
        }
      }
      // A barrel that is wanted holds no code; its place is the start-up file too.
      for (const id of wanted.keys()) startupModules.add(id);
    },
  };
}

/**
 * Lets tree-shaking drop the parts of react-router the shop does not use. Its one big module
 * creates each component and context at its top level (`var NavLink = React.forwardRef(...)`)
 * and then names it for React DevTools (`NavLink.displayName = "NavLink"`): an unmarked call and
 * a property write, which Rolldown must keep in case they have effects, and with them all they
 * reference (NavLink, Form, ScrollRestoration, useSubmit, the fetchers…): 1.8 KB gzip of start-up
 * code. Marking those calls pure and leaving out the DevTools names (a production build shows
 * none anyway) changes nothing of what runs.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /\/node_modules\/react-router\/dist\/.*\.mjs$/ },
      handler(code) {
        const marked = code
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/^var ([\w$]+) = (React\d*\.(?:forwardRef|createContext|memo)\()/gm, 'var $1 = /* @__PURE__ */ $2');
        return { code: marked, map: null };
      },
    },
  };
}

/**
 * @xstate/react reads React's `useSyncExternalStore` through the use-sync-external-store shim,
 * written for React before 18: the shim and its selector wrapper carry a fallback store hook that
 * the shop's React 19 never runs (the shim hands out React's own hook when React has one). Both
 * are pointed at React's hook, the selector wrapper at the package's non-shim one, which calls it
 * directly: 0.2 KB gzip less start-up code on every page, the same hook running.
 */
export function reactsOwnStoreHook(): Plugin {
  const hook = '\0react-use-sync-external-store';
  return {
    name: 'reacts-own-store-hook',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'use-sync-external-store/shim') return hook;
      if (source === 'use-sync-external-store/shim/with-selector') return this.resolve('use-sync-external-store/with-selector', importer, { skipSelf: true });
      return null;
    },
    load: (id) => (id === hook ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

/**
 * Of the names a start-up module wants through an `export * from` a module, those that module
 * exports. A module that itself re-exports with `*` may provide more than its own list says:
 * every name is followed into it.
 */
function namesProvided(target: { exports: string[]; code: string | null } | null, wanted: Set<string> | 'all'): Set<string> | 'all' {
  if (wanted === 'all' || !target || /\bexport\s*\*/.test(target.code ?? '')) return wanted;
  return new Set(target.exports.filter((name) => wanted.has(name)));
}

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

/** The shop's own TypeScript modules (not packages, not CSS). */
function isProjectModule(id: string): boolean {
  return id.startsWith(projectRoot) && !id.includes('/node_modules/') && /\.tsx?$/.test(id);
}

type Statement =
  | { kind: 'import'; from: string; names: Set<string> | 'all' }
  | { kind: 'reexport'; from: string; names: Set<[string, string]> | 'all' };

/**
 * The static imports and re-exports of a module's transformed code (type-only ones are gone by
 * then), and whether re-exports are all it holds. Null when it cannot be read that way.
 */
function moduleStatements(code: string): { list: Statement[]; reexportsOnly: boolean } | null {
  const list: Statement[] = [];
  const pattern = /(^|[\n;])[ \t]*(import|export)\s*((?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)|[\w$]+)?\s*(from)?\s*["']([^"']+)["'][ \t]*;?/g;
  let rest = code;
  for (const [whole, , keyword, clause = '', from, source = ''] of code.matchAll(pattern)) {
    if (clause !== '' && !from) continue;
    rest = rest.replace(whole, '\n');
    const named = /\{([^}]*)\}/.exec(clause)?.[1];
    const pairs = (named ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part): [string, string] => {
        const [local = part, exported = local] = part.split(/\s+as\s+/);
        return [local, exported];
      });
    if (keyword === 'import') {
      const defaultImport = /^[\w$]+/.test(clause) ? ['default'] : [];
      const names = clause === '' || clause.includes('*') ? 'all' : new Set([...defaultImport, ...pairs.map(([imported]) => imported)]);
      list.push({ kind: 'import', from: source, names });
    } else if (clause === '*') {
      list.push({ kind: 'reexport', from: source, names: 'all' });
    } else if (named !== undefined && clause.startsWith('{')) {
      list.push({ kind: 'reexport', from: source, names: new Set(pairs) });
    } else {
      return null;
    }
  }
  const reexportsOnly = list.every((statement) => statement.kind === 'reexport') && rest.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').trim() === '';
  return { list, reexportsOnly };
}

export default defineConfig(() => {
  const proxy = localSupabaseProxy();
  return {
    plugins: [react(), tailwindcss(), storeTheme(), prerenderedPages(), privatePages(), spaFallbacks(), oneStartupChunk(), reactRouterTreeShaking(), reactsOwnStoreHook()],
    server: { proxy },
    preview: { proxy },
    // The start-up code is one file, so a browser without modulepreload (Safari before 17) loses
    // nothing it needs at once; the polyfill would cost every other browser 1.2 KB of start-up code.
    build: { modulePreload: { polyfill: false } },
  };
});

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { storeConfig } from './src/config/store.ts';

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
 * `vite preview` serves a prerendered page at its own path, as a static host does (`/item/x` →
 * dist/item/x/index.html), instead of answering every path without a file with the home page.
 */
function prerenderedPages(): Plugin {
  let outDir = 'dist';
  return {
    name: 'prerendered-pages',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [path = '/', query] = (req.url ?? '/').split('?');
        if ((req.method === 'GET' || req.method === 'HEAD') && path !== '/' && !/\.[a-z0-9]+$/i.test(path)) {
          const page = join(path.replace(/\/+$/, ''), 'index.html');
          const file = join(outDir, decodeURIComponent(page));
          if (file.startsWith(outDir) && existsSync(file) && statSync(file).isFile()) req.url = page + (query ? `?${query}` : '');
        }
        next();
      });
    },
  };
}

/**
 * Everything the entry imports statically goes into the entry's own file. Left to itself, Rolldown
 * cuts the start-up code into nine files (the modules a lazy chunk shares with the entry become
 * chunks of their own), and a phone on HTTP/1.1 fetches six at a time, each paying its own round
 * trip: on a 150 ms link the last three came a round trip late. One file is also ~5 KB smaller
 * gzipped (no import/export glue, one compression window). Lazy chunks import what they share
 * from the entry, which is always loaded before them.
 */
function oneStartupChunk(): Plugin {
  const startupModules = new Set<string>();
  return {
    name: 'one-startup-chunk',
    apply: 'build',
    config(config) {
      if (config.build?.ssr) return;
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', test: (id: string) => startupModules.has(id) }] } } } } };
    },
    buildEnd() {
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (startupModules.has(id)) continue;
        startupModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

export default defineConfig(() => {
  const proxy = localSupabaseProxy();
  return {
    plugins: [react(), tailwindcss(), storeTheme(), prerenderedPages(), oneStartupChunk()],
    server: { proxy },
    preview: { proxy },
    // The start-up code is one file, so a browser without modulepreload (Safari before 17) loses
    // nothing it needs at once; the polyfill would cost every other browser 1.2 KB of start-up code.
    build: { modulePreload: { polyfill: false } },
  };
});

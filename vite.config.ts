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

export default defineConfig(() => {
  const proxy = localSupabaseProxy();
  return {
    plugins: [react(), tailwindcss(), storeTheme(), prerenderedPages()],
    server: { proxy },
    preview: { proxy },
  };
});

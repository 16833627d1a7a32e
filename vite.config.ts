/**
 * What the build and the servers do besides React and Tailwind; each rule is its own file in
 * scripts/vite/, with why it exists.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { localSupabaseProxy } from './scripts/vite/localSupabaseProxy.ts';
import { staticHostRules } from './scripts/vite/staticHostRules.ts';
import { oneStartupChunk } from './scripts/vite/startupChunk.ts';
import { reactRouterTreeShaking, reactsOwnStoreHook } from './scripts/vite/startupPackages.ts';
import { storeTheme } from './scripts/vite/storeTheme.ts';

export default defineConfig(() => {
  const proxy = localSupabaseProxy();
  return {
    plugins: [
      react(),
      tailwindcss(),
      // The store's theme colours in the page, before any CSS loads.
      storeTheme(),
      // `vite preview` answers paths as the static host does (prerendered pages, the private order
      // page, each language's SPA fallback); the dev server keeps the order page private too.
      staticHostRules(),
      // The start-up code is one file, without the package code the shop never runs.
      oneStartupChunk(),
      reactRouterTreeShaking(),
      reactsOwnStoreHook(),
    ],
    // /rest/v1 and /functions/v1 to the local Supabase stack, in the dev server and `vite preview`.
    server: { proxy },
    preview: { proxy },
    // The start-up code is one file, so a browser without modulepreload (Safari before 17) loses
    // nothing it needs at once; the polyfill would cost every other browser 1.2 KB of start-up code.
    build: { modulePreload: { polyfill: false } },
  };
});

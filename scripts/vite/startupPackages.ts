/**
 * Less package code in the start-up file, the same code running: react-router's names for React
 * DevTools and @xstate/react's store hook for React before 18 kept code in it that the shop's
 * production build never runs.
 */
import type { Plugin } from 'vite';

/**
 * Lets tree-shaking drop the parts of react-router the shop does not use. Its one big module
 * creates each component and context at its top level (`var NavLink = React.forwardRef(...)`)
 * and then names it for React DevTools (`NavLink.displayName = "NavLink"`): an unmarked call and
 * a property write, which Rolldown must keep in case they have effects, and with them all they
 * reference (NavLink, Form, ScrollRestoration, useSubmit, the fetchers…): 1.8 KB gzip of start-up
 * code. Marking those calls pure and leaving out the DevTools names (a production build shows
 * none anyway) changes nothing of what runs.
 */
export function reactRouterTreeShaking(): Plugin {
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

/** Theme colours come from store configuration, written into the page before any CSS loads. */
import type { Plugin } from 'vite';
import { storeConfig } from '../../src/config/store.ts';

export function storeTheme(): Plugin {
  const { theme } = storeConfig;
  const css = `:root{--brand-primary:${theme.primary};--brand-primary-foreground:${theme.primaryForeground};--brand-secondary:${theme.secondary};--brand-secondary-foreground:${theme.secondaryForeground}}`;
  return {
    name: 'store-theme',
    transformIndexHtml: () => [{ tag: 'style', attrs: { id: 'store-theme' }, children: css, injectTo: 'head-prepend' }],
  };
}

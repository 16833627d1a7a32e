/** The catalogue feature's public API. Other features import from here, never from its files. */
export { CatalogProvider, useCatalog, type CatalogState } from './CatalogProvider.tsx';

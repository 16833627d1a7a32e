/** The catalogue feature's public API. Other features import from here, never from its files. */
export { CatalogProvider, useCatalog, useLoadedCatalog, type CatalogState, type InitialCatalog } from './CatalogProvider.tsx';
export { ProductCard, type ProductCardProps } from './ProductCard.tsx';
export { useAddToCart } from './useAddToCart.tsx';
export { CatalogError } from './CatalogStatus.tsx';

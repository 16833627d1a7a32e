/** What the app's product page (src/app/pages/ProductPage.tsx) composes from this feature. */
export { ProductContent, useProductPageTitle } from './ProductContent.tsx';
export { useProductPage, type ProductPageState } from './useProductPage.ts';

/** The layout feature's public API. */
export { PageLayout } from './PageLayout.tsx';

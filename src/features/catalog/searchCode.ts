/**
 * What only a search needs, loaded together when a search is coming (productSearch.ts): the
 * matcher, and the section that shows the sold-out products it found.
 */
export { searchProducts } from '../../domain/search.ts';
export { SoldOutMatches } from './SoldOutMatches.tsx';

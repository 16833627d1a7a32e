/**
 * Words of the home page's listing (its hero carousel, category strip, search, filters, sort and
 * results), which no other page shows: a screen section loaded with the home page, so a product
 * page's start-up download does not carry them (src/app/routes.ts). The product cards' words
 * (also on a product page's related products and the preorder page) stay in the start-up
 * `catalog` section.
 */
export const enListing = {
  ourProducts: 'Our Products',
  loadingProducts: 'Loading products…',
  /** Spec §2: 'N product(s) found'. */
  productsFound: (count: number) => `${count} product(s) found`,
  view: 'View',
  gridView: 'Grid view',
  listView: 'List view',
  category: 'Category',
  allCategories: 'All Categories',
  all: 'All',
  categories: 'Categories',
  sortBy: 'Sort by',
  sort: {
    relevance: 'Relevance',
    'price-asc': 'Price low to high',
    'price-desc': 'Price high to low',
    'name-asc': 'Name A-Z',
    'name-desc': 'Name Z-A',
  },
  filters: 'Filters',
  filtersActive: (count: number) => `Filters, ${count} active`,
  activeFilters: 'Active filters',
  unknownSubcategory: 'Unknown subcategory',
  removeSubcategory: ({ subcategory, category }: { subcategory: string; category: string }) =>
    `Remove ${subcategory}, show all of ${category}`,
  searchPlaceholder: 'Search products...',
  minPrice: 'Min Price',
  maxPrice: 'Max Price',
  anyPrice: 'Any',
  priceNotANumber: 'Enter a number, such as 25 or 19.99.',
  clearFilters: 'Clear Filters',
  loadingList: 'Loading products...',
  loadingMore: 'Loading more products...',
  noProducts: 'No products found',
  noProductsHint: 'Try adjusting your search or filters',
  /** The heading of the sold-out products a search found, after those for sale. */
  soldOutMatches: 'Sold out, available to preorder',
  showMore: 'Show more products',
  moreCount: (count: number) => `(${count} more)`,
  // Hero
  featuredProducts: 'Featured products',
  /** The hero's role description for screen readers (APG carousel pattern). */
  carousel: 'carousel',
  slide: 'slide',
  featured: 'Featured',
  slideOf: ({ n, count }: { n: number; count: number }) => `${n} of ${count}`,
  slideNamed: ({ n, count, name }: { n: number; count: number; name: string }) => `Slide ${n} of ${count}: ${name}`,
  viewItem: 'View Item',
  viewCollection: 'View Collection',
  shopNow: 'Shop Now',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  startRotation: 'Start slide rotation',
  stopRotation: 'Stop slide rotation',
  aboutBrand: ({ brand }: { brand: string }) => `About ${brand}`,
};

export type ListingMessages = typeof enListing;

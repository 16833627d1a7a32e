/** Words of the product page that the spec does not fix (toasts and validation come from src/domain/messages.ts). */
export const galleryText = {
  previous: 'Previous image',
  next: 'Next image',
  show: (n: number, count: number) => `Show image ${n} of ${count}`,
  enlarge: (n: number, count: number) => `Enlarge image ${n} of ${count}`,
  alt: (name: string, n: number, count: number) => (count > 1 ? `${name}, image ${n} of ${count}` : name),
  position: (n: number, count: number) => `Image ${n} of ${count}`,
  noImage: 'No picture yet',
};


export const productText = {
  loading: 'Loading product details...',
  notFoundTitle: 'Product not found',
  notFoundText: 'This product does not exist or is no longer available.',
  backToShop: 'Back to the shop',
  failedTitle: 'We could not load this product',
  failedText: 'Please check your connection and try again.',
  retry: 'Retry',
  selectLabel: 'Select Option *',
  quantity: 'Quantity',
  addToCart: (total: string) => `Add to Cart - ${total}`,
  updateCart: (total: string) => `Update Cart - ${total}`,
  preorderBadge: 'Preorder',
  askAbout: 'Questions? Ask us about this product',
  detailsTitle: 'Product Details',
  category: 'Category',
  size: 'Size',
  basePrice: 'Base Price',
  relatedTitle: 'Related Products',
  scrollRelatedBack: 'Scroll related products back',
  scrollRelatedForward: 'Scroll related products forward',
  breadcrumbShop: 'Shop',
};

/**
 * How far one click moves the related carousel. It is also one card plus the gap after it, so
 * every click lands on the start of a card, however many times it is clicked.
 */
export const RELATED_SCROLL_STEP_PX = 280;

/** The space between related cards; a card is the step minus this wide. */
export const RELATED_GAP_PX = 16;

/** Words of the product page (its lazily loaded chunk); toasts and validation are in en.ts's `notices`. */
export const enProduct = {
  gallery: {
  previous: 'Previous image',
  next: 'Next image',
  show: ({ n, count }: { n: number; count: number }) => `Show image ${n} of ${count}`,
  enlarge: ({ n, count }: { n: number; count: number }) => `Enlarge image ${n} of ${count}`,
  alt: ({ name, n, count }: { name: string; n: number; count: number }) => (count > 1 ? `${name}, image ${n} of ${count}` : name),
  position: ({ n, count }: { n: number; count: number }) => `Image ${n} of ${count}`,
  noImage: 'No picture yet',
  },
  page: {
  loading: 'Loading product details...',
  notFoundTitle: 'Product not found',
  notFoundText: 'This product does not exist or is no longer available.',
  backToShop: 'Back to the shop',
  failedTitle: 'We could not load this product',
  failedText: 'Please check your connection and try again.',
  retry: 'Retry',
  selectLabel: 'Select Option *',
  /** An option of the variant select: its label and price. */
  variantOption: ({ label, price }: { label: string; price: string }) => `${label} — ${price}`,
  quantity: 'Quantity',
  addToCart: ({ total }: { total: string }) => `Add to Cart - ${total}`,
  updateCart: ({ total }: { total: string }) => `Update Cart - ${total}`,
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
  breadcrumb: 'Breadcrumb',
  },
};

export type ProductMessages = typeof enProduct;

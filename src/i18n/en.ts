/**
 * The shop's interface in English: the spec's exact strings, and the words it does not fix.
 * This object's type is the contract every language fulfils (`src/i18n/ar.ts`), so a string
 * missing in another language fails `npm run typecheck`.
 *
 * These are the start-up sections, a chunk of their own that an English page loads before it
 * renders (src/main.tsx; the build modulepreloads it), as an Arabic page loads `ar.ts`: neither
 * language downloads the other's words. The words of lazily loaded screens (cart drawer,
 * checkout, order page, product page) are their own modules (`en-<section>.ts`), imported by
 * their screen, so they come with its code.
 *
 * Rules: a sentence with a value in it is a function of named parameters, so a translation can
 * put the value anywhere; amounts arrive formatted (src/domain/money.ts); counts go through
 * `plural()` where the language needs it (the spec keeps English 'item(s)').
 */
import type { Toast } from '../domain/types.ts';

type ToastText = Pick<Toast, 'title' | 'description'>;

export const en = {
  common: {
    loading: 'Loading…',
    retry: 'Retry',
    close: 'Close',
    cancel: 'Cancel',
    backToShop: 'Back to the shop',
    connectionHint: 'Please check your connection and try again.',
    unexpectedError: 'Unexpected Application Error!',
    /** A shopper-visible category of a product without one (spec §3). */
    uncategorized: 'Uncategorized',
    /** Before a sale price's struck-through original, for screen readers. */
    was: 'was',
    /** The toasts' region and each toast's close button (sonner's own words are English). */
    notifications: 'Notifications',
    closeNotification: 'Close toast',
    /** Lebanese pounds beside a dollar amount (the amount arrives formatted, src/domain/money.ts). */
    poundsBeside: ({ amount }: { amount: string }) => `≈ LBP ${amount}`,
  },

  /** Names of the pages in the document title ('Our Story · MOMobel'). */
  titles: {
    /** The title of the home page, after the brand. */
    home: 'Home & Kitchen Essentials in Beirut',
    withBrand: ({ page, brand }: { page: string; brand: string }) => `${page} · ${brand}`,
    homeWithBrand: ({ brand, tagline }: { brand: string; tagline: string }) => `${brand} · ${tagline}`,
    preorder: 'Preorder Items',
    notFound: 'Page not found',
    cartLink: 'Your cart',
    homeHeading: ({ brand }: { brand: string }) => `${brand}: home and kitchen essentials`,
    /** The order dialog's: here, not with the checkout's words, for the dialog shows it while they load. */
    checkout: 'Complete Your Order',
  },

  layout: {
    skipToContent: 'Skip to content',
    openMenu: 'Open menu',
    menu: 'Menu',
    home: ({ brand }: { brand: string }) => `${brand}, home`,
    searchProducts: 'Search products',
    onInstagram: ({ brand }: { brand: string }) => `${brand} on Instagram`,
    onWhatsApp: ({ brand }: { brand: string }) => `${brand} on WhatsApp`,
    chatOnWhatsApp: ({ brand }: { brand: string }) => `Chat with ${brand} on WhatsApp`,
    /** The services' names, as their buttons show them (each button's accessible name contains it). */
    instagram: 'Instagram',
    whatsapp: 'WhatsApp',
    /** The header's cart button: 'Cart, 3 items' / 'Cart, 1 item' / 'Cart, empty'. */
    cart: (quantity: number) => (quantity <= 0 ? 'Cart, empty' : `Cart, ${quantity} ${quantity === 1 ? 'item' : 'items'}`),
    freeDelivery: ({ amount }: { amount: string }) => `Free Delivery On Orders Above ${amount}`,
    shopNav: 'Shop',
    allProducts: 'All Products',
    viewAll: 'View All',
    viewAllOf: ({ category }: { category: string }) => `View All ${category}`,
    preorder: 'Preorder',
    ourStory: 'Our Story',
    footerNav: 'Footer',
    footerShop: 'Shop',
    footerHome: 'Home',
    footerProducts: 'Products',
    contact: 'Contact',
    followUs: 'Follow us',
    chatWithUs: 'Chat with Us',
    copyright: ({ year, brand, tagline }: { year: number; brand: string; tagline: string }) => `© ${year} ${brand}. ${tagline}`,
    disclaimer: 'Disclaimer',
    /** The language switch: the other language's name, in that language. */
    switchLanguage: 'العربية',
    notFoundHeading: 'Oops! Page not found',
    returnHome: 'Return to Home',
    /** The 404 page's line with the path asked for (markup in `path`), as pieces in reading order. */
    nothingAt: <T,>({ path }: { path: T }): (string | T)[] => ['There is nothing at ', path, '.'],
  },

  catalog: {
    loadFailed: "We couldn't load the products",
    // Cards
    addToCart: 'Add to Cart',
    inCart: 'In Cart',
    addToCartOf: ({ action, name }: { action: string; name: string }) => `${action}: ${name}`,
    /** A sold-out product's card (the preorder page, a search's sold-out matches). */
    preorderBadge: 'Sold out — preorder',
    noImage: 'No image',
    previousImageOf: ({ name }: { name: string }) => `Previous image of ${name}`,
    nextImageOf: ({ name }: { name: string }) => `Next image of ${name}`,
    imagePosition: ({ n, count }: { n: number; count: number }) => `Image ${n} of ${count}`,
    // Variant dialog
    selectAnOption: 'Select an option',
    option: 'Option',
    chooseAnOption: 'Choose an option',
    quantity: 'Quantity',
    variantOption: ({ label, price }: { label: string; price: string }) => `${label} – ${price}`,
    /** A variant with neither size nor name (spec: 'Variant N', its 1-based place). */
    variantNumber: ({ n }: { n: number }) => `Variant ${n}`,
  },

  /** The quantity stepper's accessible names. */
  quantity: {
    of: ({ name }: { name: string }) => `Quantity of ${name}`,
    decrease: ({ name }: { name: string }) => `Decrease quantity of ${name}`,
    increase: ({ name }: { name: string }) => `Increase quantity of ${name}`,
  },

  /** The chat buttons' accessible names. */
  chat: {
    askAbout: ({ name }: { name: string }) => `Ask about ${name}`,
    sendOrder: 'Send this order',
    onWhatsApp: ({ purpose }: { purpose: string }) => `${purpose} on WhatsApp`,
    onInstagram: ({ purpose }: { purpose: string }) => `${purpose} on Instagram`,
  },

  /**
   * The words of the product inquiry a shopper sends the shop (src/domain/chat.ts; its link is in
   * every product card). The messages about an order have theirs in the checkout's section
   * (`en-checkout.ts` `orderMessage`). Values (names, amounts, numbers, links) are put in by the
   * domain, which isolates them in RTL languages.
   */
  chatMessage: {
    price: 'Price',
    was: 'was',
    description: 'Description',
    moreDetails: 'Could you please send me more details about this product?',
  },

  /**
   * What the domain and the machines say while browsing and about the cart (spec §5): toasts,
   * stock refusals. Read through src/domain/messages.ts, which builds the toasts. The discount's,
   * the order's and the checkout form's are the checkout's (`en-checkout.ts`), loaded with it.
   */
  notices: {
    outOfStock: 'Item out of stock',
    onlyAvailable: ({ available }: { available: number }) => `Only ${available} item(s) available in stock`,
    onlyAvailableWithCart: ({ available, inCart }: { available: number; inCart: number }) =>
      `Only ${available} item(s) available in stock. You already have ${inCart} in your cart.`,
    stockPreorder: "Preorder: we'll contact you when it is available.",
    inStock: ({ available }: { available: number }) => `${available} in stock`,

    added: ({ name }: { name: string }): ToastText => ({ title: 'Added to Cart', description: `${name} added to cart` }),
    updated: ({ name }: { name: string }): ToastText => ({ title: 'Updated Cart', description: `${name} quantity updated` }),
    removed: { title: 'Removed from Cart', description: 'Item removed from cart' },
    cleared: { title: 'Cart Cleared', description: 'All items removed from cart' },
    cannotAdd: 'Cannot Add to Cart',
    cannotUpdate: 'Cannot Update Quantity',
    cartChanged: 'Your Cart Has Changed',
    changeUnavailable: ({ name }: { name: string }) => `${name} is no longer available and was removed.`,
    changeOutOfStock: ({ name }: { name: string }) => `${name} is out of stock and was removed.`,
    changeQuantity: ({ name, from, to }: { name: string; from: number; to: number }) =>
      `${name}: only ${to} left, quantity reduced from ${from} to ${to}.`,
    changePrice: ({ name, from, to }: { name: string; from: string; to: string }) => `${name} now costs ${to} (was ${from}).`,
    changePreorder: ({ name }: { name: string }) => `${name} is now out of stock and will be preordered.`,

    variantDialogRequired: 'Please select an option to continue.',
    variantPageRequired: 'Please select a variant to continue.',
    variantRequired: { title: 'Please select a variant', description: 'You must choose an option before adding to cart.' },
  },
};

/** The start-up sections' shape: every language's catalogue has it. */
export type StartupMessages = typeof en;

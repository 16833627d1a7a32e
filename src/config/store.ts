/**
 * Store configuration: the one file a shop owner edits (with `screenCopy.ts`, the copy of the
 * about and preorder pages and the order-success toast, which only those screens download).
 *
 * Everything the owner may want to change without touching code lives here: contact numbers,
 * payment by transfer, brand copy, featured products and theme colours. Exact strings that the
 * product specification fixes (button labels, error toasts) live with the features, not here.
 *
 * Delivery terms (zones, areas, fees, free-delivery thresholds) and the LBP rate are not here:
 * they live in the database (delivery_zones, delivery_areas, store_settings.lbp_per_usd), where
 * place_order() prices orders with them and the storefront reads them.
 */

/** A whole number of days, from `min` to `max` (inclusive). */
export interface DayRange {
  min: number;
  max: number;
}

export interface StoreConfig {
  /** Every catalogue row belongs to this store (items.store_id, categories.store_id). */
  storeId: string;
  /** The shop's public address: absolute links in the sitemap and in link previews shared in chats. */
  siteUrl: string;
  payment: {
    /**
     * Ways to pay ahead by transfer instead of cash on delivery (Whish, OMT…), each with where
     * to send the money; the shopper quotes the order number. Empty: cash on delivery only.
     */
    transfers: { method: string; account: string }[];
  };
  /** ISO 3166-1 code of the one country the shop delivers to (product feeds, structured data). */
  deliveryCountry: string;
  /**
   * How that country writes phone numbers, to turn what a shopper types ("03 123 456",
   * "71 123 456") into the international form every WhatsApp link and message needs
   * (src/domain/phone.ts): the country calling code, and the lengths of a national number once
   * its trunk 0 is dropped.
   */
  phoneCountry: { callingCode: string; nationalLengths: readonly number[] };
  /**
   * How long delivery takes, in days, as the product pages' structured data announce it (Google's
   * merchant listings require it): `handling` from the order to the courier, `transit` from the
   * courier to the door. One range for the whole country, so `transit` spans the nearest zone
   * (Beirut, the next day) to the farthest (the far areas).
   */
  deliveryDays: {
    handling: DayRange;
    transit: DayRange;
  };
  /** What the shop promises about returns: product pages' structured data (Google asks for it). */
  returnPolicy: {
    /** Days after delivery within which an item may be sent back; 0 means no returns. */
    days: number;
    /** The shop collects returns at no charge (else the shopper pays for the way back). */
    freeReturns: boolean;
  };
  /** The product feeds read by Meta (WhatsApp, Instagram, Facebook) and Google Merchant Center. */
  feeds: {
    /**
     * The feeds' required `brand`. The shop resells goods that carry no brand of their own (see
     * brand.disclaimer), so it names itself, as Google asks for unbranded goods sold by a store.
     */
    brand: string;
    /**
     * Google refuses `preorder` without an availability date: a sold-out item is announced as
     * available this many days after the feed is written (the shop's usual restocking time).
     */
    preorderAvailableInDays: number;
  };
  /** localStorage key of the cart. */
  cartStorageKey: string;
  /** Older key whose lines are merged into the cart once, then removed. */
  legacyCartStorageKey: string;
  notifications: {
    /** E-mail the owner about each web order. */
    sendEmail: boolean;
    /** Also open the shop's WhatsApp with the order message after a web order. */
    sendWhatsApp: boolean;
  };
  contact: {
    /** International form, with the country code: used for wa.me links and shown in the footer. */
    whatsappNumber: string;
    /** Without the @. */
    instagramHandle: string;
    email: string;
    location: string;
  };
  brand: {
    name: string;
    /** Path of the logo served from /public. */
    logoUrl: string;
    tagline: string;
    blurb: string;
    disclaimer: string;
    footerLines: string[];
    loadingMessage: string;
  };
  /** The owner's lines in chat messages. The copy of the about and preorder pages and of the order-success toast is in `screenCopy.ts`. */
  copy: {
    /** First line of every chat message the shop receives. */
    chatOrderPrefix: string;
    /** First line of the message sent with an order already placed (chat checkout). */
    chatPlacedOrderPrefix: string;
    /** First line of a question about a placed order (from its order page). */
    chatOrderQuestionPrefix: string;
    chatInquiryPrefix: string;
    chatThanks: string;
  };
  /** Hero carousel: products whose names match these (case-insensitively), in this order. */
  featuredProductNames: string[];
  theme: {
    /** Teal. */
    primary: string;
    primaryForeground: string;
    /** Sand. */
    secondary: string;
    secondaryForeground: string;
  };
  /** Hero overlay strength, 0–100 (percent black over the hero image). */
  heroOverlay: number;
}

/**
 * The owner's words a shopper reads, in one language. English is in `storeConfig` below; Arabic
 * in `store.ar.ts` (loaded by Arabic pages only), typed with this, so a missing Arabic text fails
 * `npm run typecheck`. The shop's name, contacts and numbers are the same in both.
 */
export interface StoreCopy {
  brand: Pick<StoreConfig['brand'], 'tagline' | 'blurb' | 'disclaimer' | 'footerLines' | 'loadingMessage'>;
  contact: Pick<StoreConfig['contact'], 'location'>;
  copy: StoreConfig['copy'];
}

/** The English copy, as the shop's other languages have it. */
export function englishCopy(config: StoreConfig): StoreCopy {
  const { tagline, blurb, disclaimer, footerLines, loadingMessage } = config.brand;
  return {
    brand: { tagline, blurb, disclaimer, footerLines, loadingMessage },
    contact: { location: config.contact.location },
    copy: config.copy,
  };
}

export const storeConfig: StoreConfig = {
  storeId: '00000000-0000-4000-8000-000000000001',
  siteUrl: 'https://momobel.shop',
  payment: {
    transfers: [
      { method: 'Whish Money', account: '+961 71 234 567 (MOMobel)' },
      { method: 'OMT', account: 'to MOMobel, +961 71 234 567' },
    ],
  },
  deliveryCountry: 'LB',
  // Lebanon: 7 digits for landlines and the older mobiles (01 234 567, 03 123 456), 8 for the
  // newer mobiles, written without a 0 (71 123 456, 81 123 456).
  phoneCountry: { callingCode: '961', nationalLengths: [7, 8] },
  deliveryDays: {
    handling: { min: 0, max: 1 },
    transit: { min: 1, max: 3 },
  },
  returnPolicy: {
    days: 7,
    freeReturns: true,
  },
  feeds: {
    brand: 'MOMobel',
    preorderAvailableInDays: 14,
  },
  cartStorageKey: 'momobel-cart',
  legacyCartStorageKey: 'momments-cart',
  notifications: {
    sendEmail: true,
    sendWhatsApp: false,
  },
  contact: {
    whatsappNumber: '+961 71 234 567',
    instagramHandle: 'momobel.lb',
    email: 'hello@momobel.shop',
    location: 'Beirut, Lebanon',
  },
  brand: {
    name: 'MOMobel',
    logoUrl: '/logo.svg',
    tagline: 'Affordable • Functional • Essential',
    blurb:
      'Everyday pieces that blend functionality and style for a modern home, picked one by one and delivered across Lebanon.',
    disclaimer:
      'MOMobel is an independent reseller. We are not affiliated with, sponsored by or endorsed by the brand of the furniture and home goods we sell; all trademarks belong to their owners.',
    footerLines: [
      'Home and kitchen essentials, delivered across Lebanon.',
      'Made with care in Beirut.',
    ],
    loadingMessage: 'Setting the table…',
  },
  copy: {
    chatOrderPrefix: 'Hello MOMobel! I would like to place an order:',
    chatPlacedOrderPrefix: 'Hello MOMobel! I just placed this order:',
    chatOrderQuestionPrefix: 'Hello MOMobel! I have a question about my order:',
    chatInquiryPrefix: 'Hello MOMobel! I am interested in this product:',
    chatThanks: 'Thank you!',
  },
  featuredProductNames: [
    'Glass Storage Jars',
    'Bamboo Utensil Set',
    'Cotton Table Linen',
    'Stackable Pantry Organizers',
  ],
  theme: {
    primary: '#0f766e',
    primaryForeground: '#ffffff',
    secondary: '#e8dcc4',
    secondaryForeground: '#3f3a2f',
  },
  heroOverlay: 25,
};

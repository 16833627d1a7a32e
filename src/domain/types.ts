/**
 * The shop's domain types. Money is always an integer number of cents here; the data layer
 * converts the database's numeric(10,2) dollars on the way in and out.
 */
import type { ScreenCopy } from '../config/screenCopy.ts';
import type { StoreConfig } from '../config/store.ts';
import type { Locale } from './locale.ts';

export type Cents = number;

export interface Variant {
  id: string;
  /** Label shown to shoppers when present (e.g. "Large", "1 L"). */
  size: string | null;
  /** Fallback label (e.g. a colour). */
  name: string | null;
  /** Arabic twins of size and name (docs/decisions/0009-arabic-twins-fall-back-to-english.md); null shows the English one on Arabic pages. */
  sizeAr: string | null;
  nameAr: string | null;
  price: Cents;
  salePrice: Cents | null;
  /** null means unlimited stock. */
  inventory: number | null;
  isOutOfStock: boolean;
  imageUrl: string | null;
}

export interface Product {
  id: string;
  storeId: string;
  categoryId: string | null;
  subcategoryId: string | null;
  /** Display name: linked category, else the item's own category field, else 'Uncategorized'. */
  category: string;
  /** The linked category's Arabic name when the display name is that category's; else null (English shows). */
  categoryAr: string | null;
  name: string;
  /** Markdown written by the owner. */
  description: string;
  /** Arabic twins of name and description (docs/decisions/0009-arabic-twins-fall-back-to-english.md); null shows the English one on Arabic pages. */
  nameAr: string | null;
  descriptionAr: string | null;
  /**
   * The owner's own search words (docs/decisions/0014-search-as-beirut-types.md: dialect names, nicknames), never shown: search
   * matches them like the name. Absent where nothing searches the product (a prerendered page's
   * embedded part, a saved cart line).
   */
  searchTerms?: string | null;
  searchTermsAr?: string | null;
  price: Cents;
  salePrice: Cents | null;
  /** null means unlimited stock. */
  inventory: number | null;
  isOutOfStock: boolean;
  /** image_url, image_url_2 … image_url_5 in order, empty ones left out. */
  images: string[];
  size: string | null;
  variants: Variant[];
  /**
   * Resized copies the build made of this product's pictures, by original URL (item and variant
   * pictures). Absent for products read live after the build: they show their original URLs.
   */
  photos?: Record<string, ResponsivePhoto>;
}

/** A picture's resized copies: `${base}-${width}.webp` for each width, and the original's size. */
export interface ResponsivePhoto {
  base: string;
  /** Widths of the copies, ascending. */
  widths: number[];
  /** The picture's own size (after its EXIF rotation), for the aspect ratio. */
  width: number;
  height: number;
}

export interface Category {
  id: string;
  name: string;
  /** null shows the English name on Arabic pages. */
  nameAr: string | null;
  storeId: string;
}

export interface Subcategory {
  id: string;
  name: string;
  /** null shows the English name on Arabic pages. */
  nameAr: string | null;
  categoryId: string;
}

/** One line of the cart: identified by product id plus variant id (or 'default'). */
export interface CartLine {
  product: Product;
  variant: Variant | null;
  quantity: number;
  /** The shopper chose to preorder this line after the shop said it had sold out. */
  preorder?: true;
}

export interface Catalog {
  products: Product[];
  categories: Category[];
  subcategories: Subcategory[];
}

export type DiscountType = 'percentage' | 'fixed';

/** How a discount code reduces an order: a percentage (10 means 10 %) or a fixed amount in cents. */
export interface DiscountRule {
  discountType: DiscountType;
  /** Percent for 'percentage', cents for 'fixed'. */
  discountValue: number;
}

/** A discount code accepted by the server, as the checkout shows it. */
export interface AppliedDiscount extends DiscountRule {
  code: string;
  description: string | null;
  /** What it takes off the current order, in cents. */
  amount: Cents;
}

/** Delivery details of an order, trimmed; optional fields are absent when left blank. */
export interface Customer {
  name: string;
  phone: string;
  city: string;
  street: string;
  building?: string;
  floor?: string;
  notes?: string;
}

/**
 * An order as the shop asks for it. `id` is drawn once per checkout attempt and reused when the
 * attempt is retried, so a retry after a lost answer can never place a second order.
 */
export interface OrderRequest {
  id: string;
  customer: Customer;
  lines: readonly CartLine[];
  /** The applied discount code, trimmed; null without one. */
  discountCode: string | null;
  /**
   * The delivery area chosen from the shop's list (its name as listed), which prices delivery;
   * null for a place not on the list, delivered on the default zone's terms.
   */
  area?: string | null;
  /** The total the shopper saw and confirmed; the server refuses another one (price_changed). */
  expectedTotal?: Cents | null;
  /** How the shopper sends the order: 'web' (Complete Order, the default) or by chat. */
  channel?: OrderChannel;
  /** The language of the page the order is placed from ('en' when absent): its page's link opens in it. */
  locale?: Locale;
}

/** How an order reached the shop: Complete Order, or the chat checkout on WhatsApp or Instagram. */
export type OrderChannel = 'web' | 'whatsapp' | 'instagram';

/** An order the server placed, priced by the server (cents; null only where it sent nonsense). */
export interface PlacedOrder {
  id: string;
  /** The short number the shop and the shopper quote (`#<orderNumber>`). */
  orderNumber: string;
  /** The lines as stored (name, variant, prices of that day); empty where the answer made no sense. */
  lines: OrderViewLine[];
  subtotal: Cents | null;
  deliveryFee: Cents | null;
  discountAmount: Cents | null;
  total: Cents | null;
  status: string;
  /** The listed area it is delivered to; null for a place not on the list. */
  deliveryArea: string | null;
  /** The LBP rate the order was placed at (null: no pounds), for "≈ LBP" beside its total. */
  lbpPerUsd: number | null;
  /** The secret of the order's private page; whoever holds it can read the order. */
  accessKey: string;
  /**
   * The private order page's path on the shop's origin, in the order's language:
   * `/order/<id>?key=<accessKey>`, or `/ar/order/…` for an order placed in Arabic.
   */
  orderPath: string;
}

/** How an order is paid: cash on delivery, the shop's only way today. */
export type PaymentMethod = 'cash_on_delivery';

/** Where an order stands: pending → confirmed → out_for_delivery → delivered, or cancelled. */
export type OrderStatus = 'pending' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled';

/** Who changed an order's status: the shopper placing it, the owner from the e-mail, or the dashboard. */
export type OrderChangedBy = 'shopper' | 'owner_link' | 'dashboard';

/** One status an order took, and when (ISO 8601). */
export interface OrderEvent {
  status: OrderStatus;
  createdAt: string;
  changedBy: OrderChangedBy;
}

/** One line of a stored order, as bought (name, variant and prices of that day). */
export interface OrderViewLine {
  itemId: string | null;
  variantId: string | null;
  itemName: string;
  variantLabel: string | null;
  /** The Arabic names as an Arabic page showed them that day; null (or absent) where English stood in. */
  itemNameAr?: string | null;
  variantLabelAr?: string | null;
  quantity: number;
  unitPrice: Cents;
  total: Cents;
  isPreorder: boolean;
}

/**
 * A stored order as its private page shows it (get_order): no phone and no full name, only what
 * a delivery slip would show.
 */
export interface OrderView {
  id: string;
  /** The short number the shop and the shopper quote (`#<orderNumber>`). */
  orderNumber: string;
  /** ISO 8601. */
  createdAt: string;
  status: OrderStatus;
  /** Oldest first; the last one is the current status. */
  events: OrderEvent[];
  lines: OrderViewLine[];
  subtotal: Cents;
  deliveryFee: Cents;
  discountAmount: Cents;
  total: Cents;
  paymentMethod: PaymentMethod;
  /** The listed area, else the city the shopper typed. */
  deliveryArea: string;
  /** The LBP rate the order was placed at (null: no pounds). */
  lbpPerUsd: number | null;
  customerFirstName: string;
  customerStreet: string;
  channel: OrderChannel;
  /** The shopper's language when they ordered: links to the order open in it. */
  locale: Locale;
}

/**
 * A discount code the server accepted for a subtotal: its rule. What it takes off is computed
 * from the rule in the browser, so it follows the cart without a round trip.
 */
export interface CheckedDiscount {
  code: string;
  /** Trimmed; null when the code has none. */
  description: string | null;
  rule: DiscountRule;
}

/** The channels a placed order is sent through: the owner's e-mail, the shopper's WhatsApp. */
export type NotificationPolicy = StoreConfig['notifications'];

/** The owner's success toast after a web order from the home and product pages. */
export type OrderSuccessCopy = ScreenCopy['orderSuccess'];

/** The page an order dialog runs on; it decides the success toast. */
export type PageMode = 'home' | 'about' | 'preorder' | 'product';

/** A toast the UI shows; 'destructive' is the red error style. */
export interface Toast {
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

/** An error toast always explains itself. */
export interface ErrorToast extends Toast {
  description: string;
  variant: 'destructive';
}

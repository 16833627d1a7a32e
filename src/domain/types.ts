/**
 * The shop's domain types. Money is always an integer number of cents here; the data layer
 * converts the database's numeric(10,2) dollars on the way in and out.
 */

export type Cents = number;

export interface Variant {
  id: string;
  /** Label shown to shoppers when present (e.g. "Large", "1 L"). */
  size: string | null;
  /** Fallback label (e.g. a colour). */
  name: string | null;
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
  name: string;
  /** Markdown written by the owner. */
  description: string;
  price: Cents;
  salePrice: Cents | null;
  /** null means unlimited stock. */
  inventory: number | null;
  isOutOfStock: boolean;
  /** image_url, image_url_2 … image_url_5 in order, empty ones left out. */
  images: string[];
  size: string | null;
  variants: Variant[];
}

export interface Category {
  id: string;
  name: string;
  storeId: string;
}

export interface Subcategory {
  id: string;
  name: string;
  categoryId: string;
}

/** One line of the cart: identified by product id plus variant id (or 'default'). */
export interface CartLine {
  product: Product;
  variant: Variant | null;
  quantity: number;
}

export interface Catalog {
  products: Product[];
  categories: Category[];
  subcategories: Subcategory[];
}

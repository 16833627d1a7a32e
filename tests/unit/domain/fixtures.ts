import type { CartLine, Product, ShopTerms, Variant } from '../../../src/domain';
import type { ChatOrder } from '../../../src/domain/orderUpdates.ts';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

export function makeVariant(overrides: Partial<Variant> = {}): Variant {
  return {
    id: nextId('variant'),
    size: null,
    name: null,
    sizeAr: null,
    nameAr: null,
    price: 1000,
    salePrice: null,
    inventory: null,
    isOutOfStock: false,
    imageUrl: null,
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: nextId('product'),
    storeId: 'store-1',
    categoryId: 'cat-kitchen',
    subcategoryId: null,
    category: 'Kitchen',
    categoryAr: null,
    name: 'Glass Storage Jars',
    description: 'Airtight jars for the pantry.',
    nameAr: null,
    descriptionAr: null,
    price: 1250,
    salePrice: null,
    inventory: null,
    isOutOfStock: false,
    images: [],
    size: null,
    variants: [],
    ...overrides,
  };
}

export function makeLine(overrides: Partial<CartLine> = {}): CartLine {
  return { product: makeProduct(), variant: null, quantity: 1, ...overrides };
}

/** An in-memory Storage with the three methods the cart uses. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

/** A line as the original template stored it: `{ ...item, quantity, selectedVariant }`. */
export const templateLine = {
  id: 'item-1',
  store_id: 'store-9',
  category_id: 'cat-1',
  name: 'Glass Storage Jars',
  description: 'Airtight',
  price: '12.50',
  sale_price: 9.99,
  inventory: 8,
  is_out_of_stock: false,
  image_url: 'https://img/1.jpg',
  image_url_2: 'https://img/2.jpg',
  image_url_3: null,
  size: '1 L',
  categories: { name: 'Kitchen' },
  item_variants: [
    { id: 'v-1', item_id: 'item-1', size: 'Small', name: null, price: 10, sale_price: null, inventory: 3, is_out_of_stock: false },
    { id: 'v-2', item_id: 'item-1', size: null, name: 'Blue', price: '11.5', sale_price: '', inventory: null, is_out_of_stock: true },
  ],
  quantity: 2,
  selectedVariant: { id: 'v-1', item_id: 'item-1', size: 'Small', name: null, price: 10, sale_price: null, inventory: 3, is_out_of_stock: false, image_url: 'https://img/v1.jpg' },
};

/**
 * Delivery terms like the demo's, named in both languages: Beirut is the default zone ($3, free
 * from $50), Mount Lebanon $5 (free from $100), the north $6 (free from $150), the far areas $8
 * (never free); pounds at 89,500 to the dollar.
 */
export const DEMO_TERMS: ShopTerms = {
  zones: [
    { id: 'zone-beirut', name: 'Beirut', nameAr: 'بيروت', fee: 300, freeThreshold: 5000 },
    { id: 'zone-mount', name: 'Mount Lebanon', nameAr: 'جبل لبنان', fee: 500, freeThreshold: 10_000 },
    { id: 'zone-north', name: 'North, South and Bekaa', nameAr: 'الشمال والجنوب والبقاع', fee: 600, freeThreshold: 15_000 },
    { id: 'zone-far', name: 'Far areas', nameAr: 'المناطق البعيدة', fee: 800, freeThreshold: null },
  ],
  areas: [
    { id: 'area-beirut', name: 'Beirut', nameAr: 'بيروت', zoneId: 'zone-beirut' },
    { id: 'area-achrafieh', name: 'Achrafieh', nameAr: 'الأشرفية', zoneId: 'zone-beirut' },
    { id: 'area-jounieh', name: 'Jounieh', nameAr: 'جونيه', zoneId: 'zone-mount' },
    { id: 'area-jbeil', name: 'Jbeil', nameAr: 'جبيل', zoneId: 'zone-mount' },
    { id: 'area-tripoli', name: 'Tripoli', nameAr: 'طرابلس', zoneId: 'zone-north' },
    { id: 'area-bint-jbeil', name: 'Bint Jbeil', nameAr: 'بنت جبيل', zoneId: 'zone-far' },
  ],
  lbpPerUsd: 89_500,
};

/** The default zone's rate in DEMO_TERMS: the spec's $3 below $50. */
export const BEIRUT_RATE = { fee: 300, freeThreshold: 5000 };

/** An order as the chat messages name it (issue 57): $26.80 at 89,500 LBP, to Beirut, not confirmed by the shopper. */
export const CHAT_ORDER: ChatOrder = {
  id: '2aef218d-cfe5-4088-a8f3-37604f0b23ce',
  orderNumber: '4f0b23ce',
  accessKey: 'KEY_key-123',
  status: 'pending',
  total: 2680,
  lbpPerUsd: 89_500,
  area: 'Beirut',
  lineCount: 2,
  shopperConfirmedAt: null,
};

/** The shopper's two signed refs, shaped as order-action-token.ts signs them. */
export const SHOPPER_REFS = { shopper_confirm: 'sHc.sig5', shopper_cancel: 'sHx.sig6' };

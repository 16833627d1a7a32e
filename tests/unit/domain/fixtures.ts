import type { CartLine, Product, Variant } from '../../../src/domain';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

export function makeVariant(overrides: Partial<Variant> = {}): Variant {
  return {
    id: nextId('variant'),
    size: null,
    name: null,
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
    name: 'Glass Storage Jars',
    description: 'Airtight jars for the pantry.',
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

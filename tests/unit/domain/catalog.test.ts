import { describe, expect, it } from 'vitest';
import { storeConfig } from '../../../src/config/store';
import {
  categoryDisplayName,
  countActiveFilters,
  DEFAULT_FILTERS,
  effectivePrice,
  featuredProducts,
  isSortId,
  lineDisplayName,
  listCatalogue,
  listProducts,
  matchesCategory,
  matchesPriceRange,
  parsePriceBound,
  productImages,
  relatedProducts,
  SORT_OPTIONS,
  sortProducts,
  variantLabel,
  variantLabelOf,
  type Product,
} from '../../../src/domain';
import { searchProducts } from '../../../src/domain/search';
import { makeProduct, makeVariant } from './fixtures';

const finds = (product: Product, query: string | null) => listProducts([product], { search: query ?? '' }, searchProducts).length === 1;

describe('search: name or description, case-insensitive, words in any order', () => {
  const jar = makeProduct({ name: 'Glass Storage Jars', description: 'Airtight, for the PANTRY' });
  it.each([
    ['glass', true],
    ['GLASS storage', true],
    ['pantry', true],
    ['  jars  ', true],
    ['', true],
    ['   ', true],
    ['bamboo', false],
    ['jars airtight', true], // a word from the name, one from the description
    ['jars bamboo', false], // every word must be there
  ])('%j → %s', (query, expected) => {
    expect(finds(jar, query)).toBe(expected);
  });

  it('matches Arabic text; a query of no words at all is blank', () => {
    const product = makeProduct({ name: 'برطمان زجاج 🫙', description: '' });
    expect(finds(product, 'زجاج')).toBe(true);
    expect(finds(product, '🫙')).toBe(true);
    expect(finds(product, null)).toBe(true);
  });

  it('without the matcher (not loaded yet) a search finds nothing, and no search lists everything', () => {
    expect(listProducts([jar], { search: 'glass' })).toEqual([]);
    expect(listProducts([jar], { search: ' ' })).toEqual([jar]);
  });
});

describe('search in Arabic: both languages, Arabic normalised (DESIGN §13, §19)', () => {
  // 'إبريق شاي' (teapot) with diacritics and tatweel as the owner typed it.
  const teapot = makeProduct({
    name: 'Glass Teapot',
    description: 'Borosilicate, 1 L',
    nameAr: '\u0625\u0650\u0628\u0652\u0631\u0650\u064A\u0642 \u0634\u0627\u064A',
    descriptionAr: '\u0632\u062C\u0627\u062C\u0629 \u0645\u0642\u0640\u0627\u0648\u0645\u0629 \u0644\u0644\u062D\u0631\u0627\u0631\u0629',
  });
  const plain = makeProduct({ name: 'Cotton Towel', description: 'Soft', nameAr: null, descriptionAr: null });

  it.each([
    ['\u0625\u0628\u0631\u064A\u0642', true], // as written, without the diacritics
    ['\u0627\u0628\u0631\u064A\u0642', true], // bare alef for إ
    ['\u0625\u0650\u0628\u0652\u0631\u0650\u064A\u0642', true], // with the diacritics
    ['\u0627\u0628\u0640\u0631\u064A\u0642 \u0634\u0627\u064A', true], // tatweel in the query
    ['\u0632\u062C\u0627\u062C\u0647', true], // ه for ة, in the Arabic description
    ['\u0645\u0642\u0627\u0648\u0645\u0629', true], // the description's tatweel folded away
    ['teapot', true], // an English query finds the product whose Arabic name an Arabic page shows
    ['BOROSILICATE', true],
    ['\u0634\u0627\u064A borosilicate', true], // words in any order, from any field
    ['\u0643\u0648\u0628', false],
    ['\u064E', true], // only a diacritic: a blank query
  ])('%j → %s', (query, expected) => {
    expect(finds(teapot, query)).toBe(expected);
  });

  it('lists by an Arabic query, and a product without Arabic text still by English', () => {
    expect(listProducts([teapot, plain], { search: '\u0627\u0628\u0631\u064A\u0642' }, searchProducts)).toEqual([teapot]);
    expect(listProducts([teapot, plain], { search: 'towel' }, searchProducts)).toEqual([plain]);
  });
});

describe('search ranks when no order is chosen (DESIGN §19); a chosen order wins', () => {
  const inDescription = makeProduct({ id: 'd', name: 'Serving Board', description: 'For a salad bowl or cheese', category: 'Dining', price: 50 });
  const inCategory = makeProduct({ id: 'c', name: 'Olive Wood Spoon', description: '', category: 'Bowls', price: 100 });
  const inName = makeProduct({ id: 'n', name: 'Big Salad Bowl Set', description: '', category: 'Dining', price: 200 });
  const exact = makeProduct({ id: 'e', name: 'Salad Bowl', description: '', category: 'Dining', price: 300 });
  const catalogue = [inDescription, inCategory, inName, exact];

  it('the name exactly, all words in the name, then the category, then the description', () => {
    expect(listProducts(catalogue, { search: 'bowl salad' }, searchProducts).map((product) => product.id)).toEqual(['e', 'n', 'd']);
    // One word: no name is exactly it, so the names that hold it come in the catalogue's order.
    expect(listProducts(catalogue, { search: 'bowl' }, searchProducts).map((product) => product.id)).toEqual(['n', 'e', 'c', 'd']);
    expect(listProducts(catalogue, { search: 'salad bowl' }, searchProducts).map((product) => product.id)).toEqual(['e', 'n', 'd']);
  });

  it('a chosen sort orders the same results its own way', () => {
    expect(listProducts(catalogue, { search: 'bowl', sort: 'price-asc' }, searchProducts).map((product) => product.id)).toEqual(['d', 'c', 'n', 'e']);
    expect(listProducts(catalogue, { search: 'bowl', sort: 'name-asc' }, searchProducts).map((product) => product.name)).toEqual(['Big Salad Bowl Set', 'Olive Wood Spoon', 'Salad Bowl', 'Serving Board']);
  });
});

describe('category: case-insensitive, "" and "all" mean all', () => {
  const product = makeProduct({ category: 'Kitchen' });
  it.each([
    ['Kitchen', true],
    ['kitchen', true],
    [' KITCHEN ', true],
    ['', true],
    ['all', true],
    ['ALL', true],
    [undefined, true],
    ['Bath', false],
  ])('%j → %s', (category, expected) => {
    expect(matchesCategory(product, category)).toBe(expected);
  });

  it('display name: linked category, else own field, else Uncategorized', () => {
    expect(categoryDisplayName('Kitchen', 'Old')).toBe('Kitchen');
    expect(categoryDisplayName(null, 'Old')).toBe('Old');
    expect(categoryDisplayName('  ', '')).toBe('Uncategorized');
    expect(categoryDisplayName()).toBe('Uncategorized');
  });
});

describe('price bounds', () => {
  it.each([
    ['', null],
    ['   ', null],
    [undefined, null],
    [null, null],
    ['abc', null],
    ['1e3', 100_000], // a number box accepts exponent form
    ['2.5E1', 2500],
    ['-1e2', 0],
    ['1e-3', 0],
    ['1e', null],
    ['e3', null],
    ['1e999', null], // not a finite number
    ['12.5', 1250],
    ['0.29', 29],
    [12.5, 1250],
    ['0', 0],
    ['-5', 0], // negatives clamped to 0
    [-0.01, 0],
    ['.5', 50],
    ['12.345', 1235], // the inputs step by 0.01: round to the cent
  ])('input %j → %j cents', (input, bound) => {
    expect(parsePriceBound(input)).toBe(bound);
  });

  it('filters on the sale price when present, else the price', () => {
    const sale = makeProduct({ price: 3000, salePrice: 1500 });
    expect(effectivePrice(sale)).toBe(1500);
    expect(matchesPriceRange(sale, 1000, 2000)).toBe(true);
    expect(matchesPriceRange(sale, 2000, null)).toBe(false);
    expect(matchesPriceRange(sale, null, 1500)).toBe(true);
    expect(matchesPriceRange(sale, 1500, 1500)).toBe(true);
    expect(matchesPriceRange(sale, null, null)).toBe(true);
  });
});

describe('sorting', () => {
  it('has the five options with stable ids and the spec’s labels', () => {
    expect(SORT_OPTIONS).toEqual([
      { id: 'relevance', label: 'Relevance' },
      { id: 'price-asc', label: 'Price low to high' },
      { id: 'price-desc', label: 'Price high to low' },
      { id: 'name-asc', label: 'Name A-Z' },
      { id: 'name-desc', label: 'Name Z-A' },
    ]);
    expect(isSortId('name-asc')).toBe(true);
    expect(isSortId('price')).toBe(false);
  });

  const b = makeProduct({ name: 'bamboo Set', price: 2000 });
  const a = makeProduct({ name: 'Apron', price: 3000, salePrice: 1000 });
  const c = makeProduct({ name: 'Cups 10', price: 2000 });
  const c2 = makeProduct({ name: 'Cups 9', price: 500 });
  const catalogue = [b, a, c, c2];

  it.each([
    ['relevance', [b, a, c, c2]],
    ['price-asc', [c2, a, b, c]], // effective price; ties keep catalogue order
    ['price-desc', [b, c, a, c2]],
    ['name-asc', [a, b, c2, c]], // case-insensitive, numbers in natural order
    ['name-desc', [c, c2, b, a]],
  ] as const)('%s', (sort, expected) => {
    expect(sortProducts(catalogue, sort)).toEqual(expected);
  });

  it('keeps the catalogue itself for relevance and sorts each order only once', () => {
    expect(sortProducts(catalogue, 'relevance')).toBe(catalogue);
    expect(sortProducts(catalogue, 'name-asc')).toBe(sortProducts(catalogue, 'name-asc'));
    expect(catalogue).toEqual([b, a, c, c2]); // not mutated
  });
});

describe('listProducts: visibility + filters + sort', () => {
  const jar = makeProduct({ name: 'Glass Jar', category: 'Kitchen', price: 1200 });
  const towel = makeProduct({ name: 'Towel', category: 'Bath', price: 800, description: 'Soft cotton' });
  const sold = makeProduct({ name: 'Glass Bowl', category: 'Kitchen', isOutOfStock: true });
  const mug = makeProduct({ name: 'Mug', category: 'Kitchen', price: 500, salePrice: 300 });
  const catalogue = [jar, towel, sold, mug];

  it('applies no hidden max price: empty bounds let a $1,500 item through', () => {
    const sofa = makeProduct({ price: 150_000 });
    expect(listProducts([sofa], { minPrice: parsePriceBound(''), maxPrice: parsePriceBound('') })).toEqual([sofa]);
  });

  it('hides products that are not listed', () => {
    expect(listProducts(catalogue)).toEqual([jar, towel, mug]);
  });

  it('narrows a category to one subcategory by its id', () => {
    const pot = makeProduct({ name: 'Pot', category: 'Kitchen', subcategoryId: 'cookware' });
    const pan = makeProduct({ name: 'Pan', category: 'Kitchen', subcategoryId: 'cookware', price: 900 });
    const ladle = makeProduct({ name: 'Ladle', category: 'Kitchen', subcategoryId: 'utensils' });
    const loose = makeProduct({ name: 'Loose', category: 'Kitchen', subcategoryId: null });
    const soldPot = makeProduct({ name: 'Sold Pot', category: 'Kitchen', subcategoryId: 'cookware', inventory: 0 });
    const kitchen = [pot, ladle, pan, loose, soldPot];
    expect(listProducts(kitchen, { category: 'Kitchen' })).toEqual([pot, ladle, pan, loose]);
    expect(listProducts(kitchen, { category: 'Kitchen', subcategory: 'cookware' })).toEqual([pot, pan]);
    expect(listProducts(kitchen, { category: 'Kitchen', subcategory: 'cookware', sort: 'price-asc' })).toEqual([pan, pot]);
    expect(listProducts(kitchen, { category: 'Kitchen', subcategory: '' })).toHaveLength(4);
    // A subcategory of another category (or one that no longer exists) matches nothing.
    expect(listProducts(kitchen, { category: 'Bath', subcategory: 'cookware' })).toEqual([]);
    expect(listProducts(kitchen, { category: 'Kitchen', subcategory: 'gone' })).toEqual([]);
  });

  it('combines every filter with the sort', () => {
    expect(listProducts(catalogue, { category: 'kitchen', search: 'GLASS' }, searchProducts)).toEqual([jar]);
    expect(listProducts(catalogue, { category: 'Kitchen', sort: 'price-asc' })).toEqual([mug, jar]);
    expect(listProducts(catalogue, { minPrice: 400, maxPrice: 1000, sort: 'name-desc' })).toEqual([towel]);
    expect(listProducts(catalogue, { search: 'cotton' }, searchProducts)).toEqual([towel]);
    expect(listProducts(catalogue, { ...DEFAULT_FILTERS, search: 'nothing' }, searchProducts)).toEqual([]);
  });

  it('filters and sorts 5,000 products', () => {
    const many: Product[] = Array.from({ length: 5000 }, (_, index) =>
      makeProduct({
        name: `Product ${index} ${index % 7 === 0 ? 'glass' : 'wood'}`,
        category: index % 2 === 0 ? 'Kitchen' : 'Bath',
        price: (index * 37) % 10_000,
        isOutOfStock: index % 11 === 0,
      }),
    );
    const first = listProducts(many, { search: 'glass', category: 'kitchen', sort: 'price-asc', minPrice: 100 }, searchProducts);
    const expectedCount = many.filter(
      (p, index) => index % 7 === 0 && index % 2 === 0 && index % 11 !== 0 && p.price >= 100,
    ).length;
    expect(first).toHaveLength(expectedCount);
    for (let i = 1; i < first.length; i += 1) expect(first[i]!.price).toBeGreaterThanOrEqual(first[i - 1]!.price);
    // Typing more narrows without re-sorting; the results stay consistent.
    expect(listProducts(many, { search: 'glass ', sort: 'name-asc' }, searchProducts).length).toBeGreaterThan(0);
  });
});

describe('listCatalogue: a search finds sold-out products too, after the products for sale', () => {
  const kettle = makeProduct({ name: 'Stainless Steel Kettle', category: 'Kitchen', price: 3000, isOutOfStock: true });
  const saucepan = makeProduct({ name: 'Stainless Steel Saucepan', category: 'Kitchen', price: 2500 });
  const rack = makeProduct({ name: 'Steel Dish Rack', category: 'Kitchen', price: 1800 });
  const soldRack = makeProduct({ name: 'Steel Towel Rack', category: 'Bath', price: 1500, inventory: 0 });
  const mat = makeProduct({ name: 'Bath Mat', category: 'Bath', price: 900 });
  const catalogue = [rack, kettle, mat, soldRack, saucepan];
  const names = (products: readonly Product[]) => products.map((product) => product.name);

  it('a query that matches only a sold-out product: nothing for sale, the product in its own list', () => {
    expect(listCatalogue(catalogue, { search: 'kettel' }, searchProducts)).toEqual({ forSale: [], soldOut: [kettle] });
  });

  it("both lists keep the matcher's ranking (the name before the description), not the catalogue's order", () => {
    const hook = makeProduct({ name: 'Wall Hook', category: 'Bath', price: 400, description: 'Brushed steel' });
    const basket = makeProduct({ name: 'Wire Basket', category: 'Kitchen', price: 1200, description: 'Powder-coated steel', inventory: 0 });
    const shop = [hook, basket, ...catalogue];
    const ranked = searchProducts(shop, 'steel');
    const { forSale, soldOut } = listCatalogue(shop, { search: 'steel' }, searchProducts);
    expect(names(forSale)).toEqual(['Steel Dish Rack', 'Stainless Steel Saucepan', 'Wall Hook']);
    expect(names(soldOut)).toEqual(['Stainless Steel Kettle', 'Steel Towel Rack', 'Wire Basket']);
    expect([...forSale, ...soldOut].sort((a, b) => ranked.indexOf(a) - ranked.indexOf(b))).toEqual(ranked);
  });

  it('a chosen order wins in both lists; the category and price filters narrow both', () => {
    expect(listCatalogue(catalogue, { search: 'steel', sort: 'price-asc' }, searchProducts)).toEqual({ forSale: [rack, saucepan], soldOut: [soldRack, kettle] });
    expect(listCatalogue(catalogue, { search: 'steel', category: 'Bath' }, searchProducts)).toEqual({ forSale: [], soldOut: [soldRack] });
    expect(listCatalogue(catalogue, { search: 'steel', maxPrice: 2000 }, searchProducts)).toEqual({ forSale: [rack], soldOut: [soldRack] });
  });

  it('without a search the sold-out products stay hidden (spec §5); nothing matching is nothing in either list', () => {
    expect(listCatalogue(catalogue)).toEqual({ forSale: [rack, mat, saucepan], soldOut: [] });
    expect(listCatalogue(catalogue, { search: '   ' }, searchProducts).soldOut).toEqual([]);
    expect(listCatalogue(catalogue, { search: 'sofa' }, searchProducts)).toEqual({ forSale: [], soldOut: [] });
    // The matcher not loaded yet: nothing found, not the whole catalogue.
    expect(listCatalogue(catalogue, { search: 'kettle' })).toEqual({ forSale: [], soldOut: [] });
  });

  it('listProducts is its products for sale', () => {
    expect(listProducts(catalogue, { search: 'steel' }, searchProducts)).toEqual(listCatalogue(catalogue, { search: 'steel' }, searchProducts).forSale);
  });
});

describe('countActiveFilters (the Filters button)', () => {
  it.each([
    [{}, 0],
    [DEFAULT_FILTERS, 0],
    [{ category: 'all', search: '  ', sort: 'price-desc' as const }, 0],
    [{ category: 'Kitchen' }, 1],
    [{ category: 'Kitchen', search: 'jar' }, 2],
    [{ category: 'Kitchen', subcategory: 'cookware' }, 2],
    [{ minPrice: 0 }, 1],
    [{ category: 'Kitchen', search: 'jar', minPrice: 100, maxPrice: 200 }, 4],
  ])('%j → %i', (filters, count) => {
    expect(countActiveFilters(filters)).toBe(count);
  });
});

describe('related products', () => {
  it('same category, listed, not the current item, at most 5, catalogue order', () => {
    const current = makeProduct({ categoryId: 'c1' });
    const same = Array.from({ length: 7 }, () => makeProduct({ categoryId: 'c1' }));
    const other = makeProduct({ categoryId: 'c2' });
    const soldOut = makeProduct({ categoryId: 'c1', inventory: 0 });
    const catalogue = [soldOut, current, other, ...same];
    expect(relatedProducts(current, catalogue)).toEqual(same.slice(0, 5));
    expect(relatedProducts(current, catalogue, 2)).toEqual(same.slice(0, 2));
  });

  it('is empty for an item without a category', () => {
    const current = makeProduct({ categoryId: null });
    expect(relatedProducts(current, [makeProduct({ categoryId: null })])).toEqual([]);
  });
});

describe('featured products (hero)', () => {
  it('matches the configured names case-insensitively, in configuration order', () => {
    expect(storeConfig.featuredProductNames).toEqual([
      'Glass Storage Jars',
      'Bamboo Utensil Set',
      'Cotton Table Linen',
      'Stackable Pantry Organizers',
    ]);
    const linen = makeProduct({ name: 'cotton table linen' });
    const jars = makeProduct({ name: ' GLASS STORAGE JARS ' });
    const jarsAgain = makeProduct({ name: 'Glass Storage Jars' });
    const other = makeProduct({ name: 'Bamboo Utensil Set Deluxe' });
    expect(featuredProducts([linen, other, jars, jarsAgain], storeConfig.featuredProductNames)).toEqual([jars, linen]);
  });

  it('reads the catalogue only until every name has its product (5,000 products arriving render the hero again)', () => {
    const jars = makeProduct({ name: 'Glass Storage Jars' });
    const mug = makeProduct({ name: 'Mug' });
    let namesRead = 0;
    const rest = Array.from({ length: 5000 }, (_, index) => {
      const product = makeProduct({ id: `bench-${index}` });
      return Object.defineProperty(product, 'name', {
        get: () => {
          namesRead += 1;
          return `Bench ${index}`;
        },
      });
    });
    expect(featuredProducts([mug, jars, ...rest], ['glass storage jars', 'MUG'])).toEqual([jars, mug]);
    expect(namesRead).toBe(0);
    // A name with no product still reads the whole catalogue, and changes nothing else.
    expect(featuredProducts([mug, jars, ...rest], ['Glass Storage Jars', 'Teapot'])).toEqual([jars]);
    expect(namesRead).toBe(5000);
  });

  it('is empty when nothing matches (the hero renders nothing)', () => {
    expect(featuredProducts([makeProduct({ name: 'Mug' })], storeConfig.featuredProductNames)).toEqual([]);
    expect(featuredProducts([makeProduct({ name: 'Mug' })], ['mug', 'MUG'])).toHaveLength(1);
  });
});

describe('images', () => {
  it('puts the variant image first, then up to 5 item images, without duplicates or blanks', () => {
    const product = makeProduct({ images: ['a.jpg', 'b.jpg', 'a.jpg', ' ', 'c.jpg', 'd.jpg', 'e.jpg'] });
    expect(productImages(product)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(productImages(product, makeVariant({ imageUrl: 'b.jpg' }))).toEqual(['b.jpg', 'a.jpg', 'c.jpg']);
    expect(productImages(product, makeVariant({ imageUrl: 'v.jpg' }))).toEqual(['v.jpg', 'a.jpg', 'b.jpg', 'c.jpg']);
    const full = makeProduct({ images: ['1', '2', '3', '4', '5', '6'] });
    expect(productImages(full, makeVariant({ imageUrl: 'v' }))).toEqual(['v', '1', '2', '3', '4', '5']);
  });
});

describe('variant labels', () => {
  it('size, else name, else Variant N (1-based)', () => {
    expect(variantLabel(makeVariant({ size: 'Large', name: 'Blue' }), 0, 'en')).toBe('Large');
    expect(variantLabel(makeVariant({ size: ' ', name: 'Blue' }), 0, 'en')).toBe('Blue');
    expect(variantLabel(makeVariant(), 0, 'en')).toBe('Variant 1');
    expect(variantLabel(makeVariant(), 2, 'en')).toBe('Variant 3');
  });

  it('numbers a variant by its place in the product', () => {
    const first = makeVariant({ size: 'S' });
    const second = makeVariant();
    const product = makeProduct({ name: 'Apron', variants: [first, second] });
    expect(variantLabelOf(product, second, 'en')).toBe('Variant 2');
    expect(variantLabelOf(product, makeVariant(), 'en')).toBe('Variant 3');
    expect(lineDisplayName(product, first, 'en')).toBe('Apron (S)');
    expect(lineDisplayName(product, null, 'en')).toBe('Apron');
  });
});

import { describe, expect, it } from 'vitest';
import { pageCatalog } from '../../../src/app/pageCatalog';
import { CATALOG_PAGE_SIZE, featuredProducts, listProducts, relatedProducts, type Catalog } from '../../../src/domain';
import { storeConfig } from '../../../src/config/store';
import { makeProduct } from '../domain/fixtures';

const SNAPSHOT = '/assets/catalog-0123456789ab.json';

/** 300 products in 3 categories, every tenth out of stock (preorder), and the hero's products at the end. */
function bigCatalog(): Catalog {
  const products = Array.from({ length: 300 }, (_, i) =>
    makeProduct({
      id: `p${i}`,
      name: `Product ${i}`,
      description: `Description of product ${i}`,
      descriptionAr: `وصف المنتج ${i}`,
      categoryId: `c${i % 3}`,
      category: `Category ${i % 3}`,
      isOutOfStock: i % 10 === 0,
    }),
  );
  const featured = storeConfig.featuredProductNames.map((name, i) =>
    makeProduct({ id: `f${i}`, name, description: `Hero text ${i}`, descriptionAr: `نص البطل ${i}`, categoryId: 'c0', category: 'Category 0' }),
  );
  return {
    products: [...products, ...featured],
    categories: [0, 1, 2].map((i) => ({ id: `c${i}`, name: `Category ${i}`, nameAr: null, storeId: 'store-1' })),
    subcategories: [{ id: 's1', name: 'Jars', nameAr: null, categoryId: 'c0' }],
  };
}

/** The products embedded with a description, in either language. */
const descriptions = (catalog: Catalog) =>
  catalog.products.filter((product) => product.description !== '' || product.descriptionAr !== null).map((product) => product.id);

describe('pageCatalog: a page embeds only what it renders', () => {
  const catalog = bigCatalog();

  it('a product page: the product with its description, its related products as cards without theirs', () => {
    const product = catalog.products[4]!;
    const data = pageCatalog(`/item/${product.id}`, catalog, SNAPSHOT);
    const related = relatedProducts(product, catalog.products);
    expect(related.length).toBeGreaterThan(0);
    expect(data.catalog.products.map((item) => item.id)).toEqual(
      catalog.products.filter((item) => item === product || related.includes(item)).map((item) => item.id),
    );
    expect(descriptions(data.catalog)).toEqual([product.id]);
    // The page's own rules give the same answer on its part as on the whole.
    expect(relatedProducts(product, data.catalog.products).map((item) => item.id)).toEqual(related.map((item) => item.id));
    expect(data).toMatchObject({ complete: false, partFor: `/item/${product.id}`, snapshotUrl: SNAPSHOT, listedCount: null });
    expect(data.catalog.categories).toEqual(catalog.categories);
    expect(data.catalog.subcategories).toEqual(catalog.subcategories);
  });

  it('the home page: the first page of the listing and the hero, with the count of the whole listing', () => {
    const data = pageCatalog('/', catalog, SNAPSHOT);
    const listed = listProducts(catalog.products);
    expect(data.listedCount).toBe(listed.length);
    expect(listProducts(data.catalog.products).slice(0, CATALOG_PAGE_SIZE).map((item) => item.id)).toEqual(
      listed.slice(0, CATALOG_PAGE_SIZE).map((item) => item.id),
    );
    const hero = featuredProducts(catalog.products, storeConfig.featuredProductNames);
    expect(hero.length).toBe(storeConfig.featuredProductNames.length);
    expect(featuredProducts(data.catalog.products, storeConfig.featuredProductNames)).toEqual(hero);
    // Only the hero shows descriptions.
    expect(descriptions(data.catalog).sort()).toEqual(hero.map((item) => item.id).sort());
    expect(data.catalog.products.length).toBe(CATALOG_PAGE_SIZE + hero.length);
  });

  it('the preorder page: the preorder products as cards', () => {
    const data = pageCatalog('/preorder', catalog, SNAPSHOT);
    expect(data.catalog.products.map((item) => item.id)).toEqual(
      catalog.products.filter((item) => item.isOutOfStock).map((item) => item.id),
    );
    expect(descriptions(data.catalog)).toEqual([]);
  });

  it('any other page (about, 404, an unknown product): the categories only', () => {
    for (const path of ['/about', '/404', '/item/nope']) {
      const data = pageCatalog(path, catalog, null);
      expect(data.catalog.products).toEqual([]);
      expect(data.catalog.categories).toEqual(catalog.categories);
    }
  });

  it('leaves the catalogue it was given as it was', () => {
    const before = JSON.stringify(catalog);
    pageCatalog('/', catalog, SNAPSHOT);
    pageCatalog(`/item/${catalog.products[1]!.id}`, catalog, SNAPSHOT);
    expect(JSON.stringify(catalog)).toBe(before);
  });
});

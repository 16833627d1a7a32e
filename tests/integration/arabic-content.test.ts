/**
 * The Arabic twins (docs/decisions/0009-arabic-twins-fall-back-to-english.md) as the shop reads them, on the real stack: the catalogue and
 * delivery reads of src/data bring every `_ar` column through PostgREST, the demo has Arabic for
 * every row a shopper reads, and a row without Arabic falls back to English, marked as English.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localized } from '../../src/domain/locale.ts';
import type { Catalog, Product } from '../../src/domain/types.ts';
import { sql, stackInfo } from '../support/clients.ts';
import { createItem, type CreatedItem } from './order-fixtures.ts';

type CatalogModule = typeof import('../../src/data/catalog.ts');
type DeliveryModule = typeof import('../../src/data/delivery.ts');

const ARABIC_LETTER = /[\u0621-\u064A]/;
const JARS = '30000000-0000-4000-8000-000000000001';
const LANTERN = '30000000-0000-4000-8000-000000000052'; // its own category text, 'Seasonal'
const TEST_CATEGORY = randomUUID();

let data: CatalogModule & DeliveryModule;
let catalog: Catalog;
let plain: CreatedItem;

beforeAll(async () => {
  // src/data reads where the project is from Vite's environment, once, when it is first imported.
  const { apiUrl, anonKey } = stackInfo();
  vi.stubEnv('VITE_SUPABASE_URL', apiUrl);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', anonKey);
  // A run with the end-to-end suite has already loaded src/data with that stack's key (its
  // global setup starts the app, which sets the variable): load it afresh with this stack's.
  vi.resetModules();
  data = { ...(await import('../../src/data/catalog.ts')), ...(await import('../../src/data/delivery.ts')) };
  catalog = await data.fetchCatalog();

  // A product the owner has not written in Arabic yet, in a category without Arabic either.
  await sql(`insert into public.categories (id, store_id, name, sort_order) values ($1, '00000000-0000-4000-8000-000000000001', 'Test Plain Category', 1000)`, [
    TEST_CATEGORY,
  ]);
  plain = await createItem({ name: 'Test Plain Mug', price: 5, variants: [{ size: 'XL', price: 5 }, { name: 'Blue', price: 5 }] });
  await sql(`update public.items set category_id = $2, description = 'A mug.' where id = $1`, [plain.id, TEST_CATEGORY]);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await sql('delete from public.items where id = $1', [plain.id]);
  await sql('delete from public.categories where id = $1', [TEST_CATEGORY]);
});

const arabic = (text: string | null | undefined) => expect(text).toMatch(ARABIC_LETTER);

describe('the demo catalogue, read by the shop, in Arabic too', () => {
  it('every product has an Arabic name and description, and its linked category’s Arabic name', () => {
    const demo = catalog.products.filter((product) => product.id.startsWith('30000000-'));
    expect(demo).toHaveLength(53);
    for (const product of demo) {
      arabic(product.nameAr);
      arabic(product.descriptionAr);
      const linked = catalog.categories.find((category) => category.id === product.categoryId);
      expect(product.categoryAr).toBe(linked ? linked.nameAr : null);
    }
    expect(catalog.products.find((product) => product.id === JARS)).toMatchObject({
      name: 'Glass Storage Jars',
      nameAr: 'مرطبانات زجاجية للتخزين',
      category: 'Storage & Organization',
      categoryAr: 'التخزين والتنظيم',
    });
    // An item's own category text has no Arabic twin: English shows, marked as English.
    const lantern = catalog.products.find((product) => product.id === LANTERN)!;
    expect(lantern).toMatchObject({ category: 'Seasonal', categoryAr: null, nameAr: 'فانوس رمضان' });
    expect(localized(lantern.category, lantern.categoryAr, 'ar')).toEqual({ text: 'Seasonal', lang: 'en' });
  });

  it('every variant has its size and name in Arabic where it has them in English', () => {
    const variants = catalog.products.filter((product) => product.id.startsWith('30000000-')).flatMap((product) => product.variants);
    expect(variants.length).toBeGreaterThan(50);
    for (const variant of variants) {
      if (variant.size === null) expect(variant.sizeAr).toBeNull();
      else arabic(variant.sizeAr);
      if (variant.name === null) expect(variant.nameAr).toBeNull();
      else arabic(variant.nameAr);
    }
    const jarSizes = catalog.products.find((product) => product.id === JARS)!.variants.map((variant) => [variant.size, variant.sizeAr]);
    expect(jarSizes).toEqual([
      ['500 ml', '500 مل'],
      ['1 L', '1 لتر'],
      ['1.5 L', '1.5 لتر'],
    ]);
  });

  it('every category and visible subcategory has its Arabic name', () => {
    const demoCategories = catalog.categories.filter((category) => category.id.startsWith('10000000-'));
    expect(demoCategories).toHaveLength(6);
    demoCategories.forEach((category) => arabic(category.nameAr));
    // Other test files add subcategories of their own to the shared stack: only the demo's count.
    const demoSubcategories = catalog.subcategories.filter((subcategory) => subcategory.id.startsWith('20000000-'));
    expect(demoSubcategories.length).toBeGreaterThan(10);
    demoSubcategories.forEach((subcategory) => arabic(subcategory.nameAr));
    expect(catalog.subcategories.find((subcategory) => subcategory.name === 'Pantry Storage')?.nameAr).toBe('تخزين المونة');
  });

  it('every delivery zone and area has its Arabic name', async () => {
    const terms = await data.fetchShopTerms();
    expect(terms.zones.length).toBeGreaterThan(0);
    terms.zones.forEach((zone) => arabic(zone.nameAr));
    terms.areas.forEach((area) => arabic(area.nameAr));
    expect(terms.areas.find((area) => area.name === 'Baabda')?.nameAr).toBe('بعبدا');
    expect(terms.zones[0]).toMatchObject({ name: 'Beirut', nameAr: 'بيروت' });
  });
});

describe('a product without Arabic', () => {
  it('reads with no twins, and shows in English marked as English on an Arabic page', async () => {
    const product = (await data.fetchProduct(plain.id)) as Product;
    expect(product).toMatchObject({ name: 'Test Plain Mug', nameAr: null, descriptionAr: null, category: 'Test Plain Category', categoryAr: null });
    expect(product.variants.map((variant) => [variant.sizeAr, variant.nameAr])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(localized(product.name, product.nameAr, 'ar')).toEqual({ text: 'Test Plain Mug', lang: 'en' });
    expect(localized(product.description, product.descriptionAr, 'ar')).toEqual({ text: 'A mug.', lang: 'en' });
  });

  it('reads the Arabic the owner adds later, in every read', async () => {
    await sql(`update public.items set name_ar = 'كوب عادي', description_ar = 'كوب.' where id = $1`, [plain.id]);
    await sql(`update public.item_variants set size_ar = 'كبير جدًا' where id = $1`, [plain.variantIds[0]]);
    await sql(`update public.categories set name_ar = 'فئة تجريبية' where id = $1`, [TEST_CATEGORY]);
    const [one, all] = await Promise.all([data.fetchProduct(plain.id), data.fetchCatalog()]);
    for (const product of [one, all.products.find((candidate) => candidate.id === plain.id)]) {
      expect(product).toMatchObject({ nameAr: 'كوب عادي', descriptionAr: 'كوب.', categoryAr: 'فئة تجريبية' });
      expect(product!.variants.map((variant) => variant.sizeAr)).toEqual(['كبير جدًا', null]);
    }
    expect(all.categories.find((category) => category.id === TEST_CATEGORY)?.nameAr).toBe('فئة تجريبية');
    expect(localized(one!.name, one!.nameAr, 'ar')).toEqual({ text: 'كوب عادي', lang: 'ar' });
  });
});

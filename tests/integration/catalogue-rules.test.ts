/**
 * The catalogue's rules written twice, once for the shop and once for the database, held to the
 * same answers: a line's unit price (src/domain/pricing.ts unitPrice, SQL private.unit_price) and
 * a variant's label in English and Arabic (src/domain/catalog.ts variantLabel, SQL
 * private.variant_label and private.variant_label_arabic), which place_order() and
 * price_whatsapp_cart() store and answer. Checked for every product and variant of the demo
 * catalogue (supabase/seed.sql) and for a product with the labels' edge cases.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { toProduct, type ItemWithRelations } from '../../src/data/catalogRows.ts';
import { localizedVariantLabel, variantLabel } from '../../src/domain/catalog.ts';
import { localized } from '../../src/domain/locale.ts';
import { unitPrice } from '../../src/domain/pricing.ts';
import type { Product } from '../../src/domain/types.ts';
import { sql } from '../support/clients.ts';
import { createItem, orderPayload, placeOrderHttp } from './order-fixtures.ts';

/** What price_whatsapp_cart answers for a line, as far as this file reads it. */
interface PricedCart {
  lines: { variantId: string; variantLabel: string; variantLabelAr: string | null; unitPrice: number }[];
}

const DEMO_ITEM = '30000000-0000-4000-8000-%';

interface DatabaseAnswers {
  item: ItemWithRelations;
  /** private.unit_price(item, null), in cents. */
  unitPrice: number;
  variants: { id: string; unitPrice: number; english: string; arabic: string; arabicTwin: string | null }[];
}

/**
 * Products as the shop maps them and the database's answers for each, from one statement, so a
 * test file changing the catalogue meanwhile cannot set the two apart.
 */
async function productsWithDatabaseAnswers(idPattern: string): Promise<{ product: Product; answers: DatabaseAnswers }[]> {
  const rows = await sql<{ answers: DatabaseAnswers }>(
    `select pg_catalog.jsonb_build_object(
       'item', pg_catalog.to_jsonb(it) || pg_catalog.jsonb_build_object(
         'categories', null,
         'item_variants', coalesce((select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(iv)) from public.item_variants iv where iv.item_id = it.id), '[]')),
       'unitPrice', pg_catalog.round(private.unit_price(it, null) * 100),
       'variants', coalesce((
         select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'id', iv.id,
           'unitPrice', pg_catalog.round(private.unit_price(it, iv) * 100),
           'english', private.variant_label(iv, 'en'),
           'arabic', private.variant_label(iv, 'ar'),
           'arabicTwin', private.variant_label_arabic(iv)))
         from public.item_variants iv where iv.item_id = it.id), '[]')) as answers
     from public.items it
     where it.id::text like $1
     order by it.id`,
    [idPattern],
  );
  return rows.map(({ answers }) => ({ product: toProduct(answers.item), answers }));
}

function expectSameAnswers({ product, answers }: { product: Product; answers: DatabaseAnswers }) {
  if (product.variants.length === 0) expect(answers.unitPrice, product.name).toBe(unitPrice(product));
  expect(answers.variants.map((variant) => variant.id).sort()).toEqual(product.variants.map((variant) => variant.id).sort());
  for (const [index, variant] of product.variants.entries()) {
    const database = answers.variants.find((candidate) => candidate.id === variant.id)!;
    const what = `${product.name} / ${variantLabel(variant, index, 'en')}`;
    expect(database.unitPrice, what).toBe(unitPrice(product, variant));
    expect(database.english, what).toBe(variantLabel(variant, index, 'en'));
    expect(database.arabic, what).toBe(variantLabel(variant, index, 'ar'));
    // An order line keeps the English label and the owner's Arabic; an Arabic order page shows
    // the Arabic the product page showed, except "الخيار N", which is no one's words.
    const numbered = !variant.size?.trim() && !variant.name?.trim();
    if (numbered) expect(database.arabicTwin, what).toBeNull();
    else expect(localized(database.english, database.arabicTwin, 'ar'), what).toEqual(localizedVariantLabel(variant, index, 'ar'));
  }
}

describe('unit price and variant label: the database answers as the shop', () => {
  it('for every product and variant of the demo catalogue, in English and Arabic', async () => {
    const demo = await productsWithDatabaseAnswers(DEMO_ITEM);
    expect(demo.length).toBeGreaterThan(20);
    expect(demo.some(({ product }) => product.variants.some((variant) => variant.salePrice !== null))).toBe(true);
    expect(demo.some(({ product }) => product.variants.length === 0 && product.salePrice !== null)).toBe(true);
    expect(demo.some(({ product }) => product.variants.some((variant) => variant.sizeAr || variant.nameAr))).toBe(true);
    for (const entry of demo) expectSameAnswers(entry);
  });

  describe('for the edge cases the demo does not have', () => {
    let edge: Awaited<ReturnType<typeof createItem>>;

    beforeAll(async () => {
      edge = await createItem({
        name: 'Test Rules Tray',
        price: 9,
        sale_price: 7,
        variants: [
          // Ahead in display order though inserted later: sort_order decides.
          { size: '  Large  ', price: 12, sale_price: 0, sort_order: 2 },
          { size: '   ', name: 'Walnut', price: 11, sort_order: 1 },
          { price: 10, sort_order: 3 },
          { price: 10, sale_price: 8, sort_order: 3 },
        ],
      });
      // The column refuses plain spaces, not a no-break space, which the shop reads as blank.
      await sql(`update public.item_variants set size_ar = E'\\u00A0' where id = $1`, [edge.variantIds[0]]);
      await sql(`update public.item_variants set name_ar = 'جوز' where id = $1`, [edge.variantIds[1]]);
      // The two numbered variants share sort_order and created_at: their id decides.
      await sql(`update public.item_variants set created_at = '2026-01-01T00:00:00Z' where id = any($1)`, [edge.variantIds.slice(2)]);
    });

    it('a trimmed label, a blank size or Arabic twin, a sale price of 0, "Variant N" by sort_order, created_at and id', async () => {
      const [entry] = await productsWithDatabaseAnswers(edge.id);
      expectSameAnswers(entry!);
      const labels = entry!.answers.variants.map((variant) => [variant.id, variant.english, variant.arabic, variant.arabicTwin]);
      const [first, second] = edge.variantIds.slice(2).sort();
      expect(labels).toEqual(
        expect.arrayContaining([
          [edge.variantIds[0], 'Large', 'Large', null],
          [edge.variantIds[1], 'Walnut', 'جوز', 'جوز'],
          [first, 'Variant 3', 'الخيار 3', null],
          [second, 'Variant 4', 'الخيار 4', null],
        ]),
      );
    });

    it('place_order and price_whatsapp_cart store and answer them', async () => {
      const placed = orderPayload(edge.variantIds.map((variant_id) => ({ item_id: edge.id, variant_id, quantity: 1 })), { locale: 'ar' });
      const answer = await placeOrderHttp(placed);
      expect(answer.status).toBe(200);
      const [entry] = await productsWithDatabaseAnswers(edge.id);
      const expected = entry!.answers.variants.map((variant) => [variant.id, variant.english, variant.arabicTwin, variant.unitPrice / 100]);
      const stored = await sql<{ variant_id: string; variant_label: string; variant_label_ar: string | null; unit_price: string }>(
        'select variant_id, variant_label, variant_label_ar, unit_price from public.order_items where order_id = $1',
        [placed.id],
      );
      expect(stored.map((line) => [line.variant_id, line.variant_label, line.variant_label_ar, Number(line.unit_price)])).toEqual(expect.arrayContaining(expected));
      expect(stored).toHaveLength(4);

      const items = JSON.stringify(edge.variantIds.map((retailer_id) => ({ retailer_id, quantity: 1 })));
      const [{ cart }] = (await sql<{ cart: PricedCart }>('select public.price_whatsapp_cart($1::jsonb) as cart', [items])) as [{ cart: PricedCart }];
      expect(cart.lines.map((line) => [line.variantId, line.variantLabel, line.variantLabelAr, line.unitPrice / 100])).toEqual(expect.arrayContaining(expected));
      expect(cart.lines).toHaveLength(4);
    });
  });
});

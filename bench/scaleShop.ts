/**
 * The 5,000-product shop's catalogue: the synthetic products the bench's scale section and
 * bench/scale-shop.ts add to a stack's demo catalogue, and take out again.
 */
import type pg from 'pg';
import { storeConfig } from '../src/config/store.ts';

export const SYNTHETIC_COUNT = 5000;
const SYNTHETIC_NAME_PREFIX = 'Bench ';

/** Adds `count` products (SYNTHETIC_COUNT unless said) in both languages, spread over the first six categories. */
export async function addSyntheticProducts(db: pg.Client, count: number = SYNTHETIC_COUNT): Promise<void> {
  const words = ['Glass', 'Bamboo', 'Linen', 'Ceramic', 'Steel', 'Cotton', 'Oak', 'Marble'];
  const things = ['Jar', 'Bowl', 'Towel', 'Tray', 'Basket', 'Mug', 'Plate', 'Board'];
  await db.query(
    `insert into public.items (store_id, category_id, name, description, name_ar, description_ar, price, sale_price, inventory, image_url, sort_order)
     select $1, (select id from public.categories order by sort_order limit 1 offset (g % 6)),
            $4 || ($2::text[])[1 + g % 8] || ' ' || ($3::text[])[1 + (g / 8) % 8] || ' ' || g,
            'Synthetic product number ' || g || ' for the catalogue benchmark.',
            -- Both languages, as the shop is built: an Arabic page and share card per product.
            'منتج تجريبي ' || g, 'المنتج التجريبي رقم ' || g || ' لقياس أداء الكتالوج.',
            (3 + (g * 37) % 117)::numeric(10,2), case when g % 5 = 0 then (2 + (g * 37) % 100)::numeric(10,2) end,
            case when g % 3 = 0 then null else 5 + g % 20 end, '/images/products/glass-storage-jars-1.jpg', 1000 + g
     from generate_series(1, ${count}) g`,
    [storeConfig.storeId, words, things, SYNTHETIC_NAME_PREFIX],
  );
}

export async function removeSyntheticProducts(db: pg.Client): Promise<void> {
  await db.query(`delete from public.items where sort_order > 1000 and name like $1`, [`${SYNTHETIC_NAME_PREFIX}%`]);
}

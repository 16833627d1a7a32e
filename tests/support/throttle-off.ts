/**
 * Every integration and end-to-end test file runs with the shopper throttle off: all their calls
 * come from one address (127.0.0.1), and the suites together place far more orders, check far more
 * codes, read far more order pages and ask for far more catalogue changes than the shop's per-address limits allow in 10 minutes. throttling.test.ts turns the
 * limits on for its own tests. The settings found are put back after the file, so the shared
 * stack ends as it began (a file that rebuilds the database gets the migration's defaults back).
 */
import { afterAll, beforeAll } from 'vitest';
import { sql } from './clients.ts';

interface Limits {
  order_limit_per_address: number | null;
  discount_check_limit_per_address: number | null;
  order_view_limit_per_address: number | null;
  catalog_changes_limit_per_address: number | null;
}

let found: Limits | undefined;

beforeAll(async () => {
  [found] = await sql<Limits>(
    `select order_limit_per_address, discount_check_limit_per_address, order_view_limit_per_address, catalog_changes_limit_per_address
     from public.store_settings`,
  );
  await sql(
    `update public.store_settings set order_limit_per_address = null, discount_check_limit_per_address = null,
       order_view_limit_per_address = null, catalog_changes_limit_per_address = null`,
  );
});

afterAll(async () => {
  if (!found) return;
  await sql(
    `update public.store_settings set order_limit_per_address = $1, discount_check_limit_per_address = $2,
       order_view_limit_per_address = $3, catalog_changes_limit_per_address = $4`,
    [found.order_limit_per_address, found.discount_check_limit_per_address, found.order_view_limit_per_address, found.catalog_changes_limit_per_address],
  );
});

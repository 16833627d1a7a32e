-- Orders, order lines and discount codes are private.
--
-- Row level security is on with no policy for anon or authenticated, and their privileges are
-- revoked as well: shoppers reach these tables only through the security definer functions
-- place_order() and check_discount(), which validate everything they write.
-- The service role (the owner's e-mail function, the dashboard) bypasses RLS.

alter table public.orders enable row level security;
alter table public.order_items enable row level security;
alter table public.discount_codes enable row level security;

revoke all on public.orders, public.order_items, public.discount_codes from anon, authenticated;

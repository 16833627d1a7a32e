-- Discount codes the owner hands out. Shoppers never read this table: they ask
-- check_discount() about one code at a time, so codes cannot be listed or guessed in bulk.

create table public.discount_codes (
  id uuid primary key default gen_random_uuid(),
  store_id uuid not null,
  -- Matched exactly (after trimming the shopper's input), so keep codes free of surrounding spaces.
  code text not null check (code = trim(code) and length(code) between 1 and 50),
  is_active boolean not null default true,
  description text,
  discount_type text not null check (discount_type in ('percentage', 'fixed')),
  discount_value numeric(10, 2) not null check (
    discount_value > 0 and (discount_type <> 'percentage' or discount_value <= 100)
  ),
  expires_at timestamptz,
  min_order_amount numeric(10, 2) check (min_order_amount >= 0),
  max_uses integer check (max_uses > 0),
  current_uses integer not null default 0 check (current_uses >= 0),
  created_at timestamptz not null default now(),
  unique (store_id, code),
  -- A code is never used more often than allowed, whatever races the order function meets.
  constraint discount_codes_uses_within_limit check (max_uses is null or current_uses <= max_uses)
);

comment on table public.discount_codes is 'Discount codes; percentage values are 0-100, fixed values are dollars.';

-- Lebanese pounds beside dollars (docs/decisions/0018-pounds-beside-dollars.md), and where an order is delivered.
--
-- Prices are in dollars, but Lebanese shops also show totals in pounds. The owner sets the rate
-- of the day in store_settings.lbp_per_usd (pounds for one dollar, a whole number, e.g. 89500);
-- empty turns the pounds off. Totals then read "$20.00 ≈ LBP 1,790,000": the dollar amount times
-- the rate, rounded to the nearest 1,000 pounds (private.lbp_amount(), next migration, and
-- src/domain/delivery.ts, tested on one table of cases).
--
-- Each order keeps the rate it was placed with (orders.lbp_per_usd), so changing the rate later
-- never changes what a placed order said, and the area it is delivered to (orders.delivery_area:
-- the area's name as listed, null for an area not on the list, which was priced by the default
-- zone, and for orders from before zones).

alter table public.store_settings
  add column lbp_per_usd integer
    -- A rate of 0 or below would show every total as LBP 0 (or negative): refused.
    constraint store_settings_lbp_per_usd_positive check (lbp_per_usd > 0);

comment on column public.store_settings.lbp_per_usd is
  'Lebanese pounds for one US dollar (whole pounds, > 0). Totals show ≈ LBP beside dollars, rounded to 1,000; null: dollars only.';

alter table public.orders
  add column delivery_area text,
  add column lbp_per_usd integer
    constraint orders_lbp_per_usd_positive check (lbp_per_usd > 0);

comment on column public.orders.delivery_area is
  'The delivery area the shopper chose (its name when ordered); null: an area not on the list, priced by the default zone.';
comment on column public.orders.lbp_per_usd is
  'The store''s LBP rate when the order was placed (null: off), so a later rate never changes a placed order.';

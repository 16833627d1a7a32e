-- The flat delivery fee and free-delivery threshold leave store_settings: delivery is priced by
-- zone (20261124110000_delivery_zones.sql, which copied them into the first zone, and
-- place_order() version 3, which no longer reads them). Keeping them would leave a second set of
-- delivery terms that nothing obeys, for the owner to edit in vain.

alter table public.store_settings
  drop column delivery_fee,
  drop column free_delivery_threshold;

comment on table public.store_settings is
  'The shop''s settings (one row): throttling limits and the LBP rate. Delivery terms are the delivery_zones and delivery_areas tables.';

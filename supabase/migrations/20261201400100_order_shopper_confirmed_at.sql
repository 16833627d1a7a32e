-- orders.shopper_confirmed_at: when the shopper tapped Confirm on the cash-on-delivery confirmation
-- the shop sent them on WhatsApp (issue 57, template order_confirm_shopper). A Lebanese shop
-- confirms a cash order with the shopper before a driver goes out; null means not confirmed yet
-- (also for every order placed before this migration), which the owner's e-mail, the action page
-- and the owner's WhatsApp say.
alter table public.orders add column shopper_confirmed_at timestamptz;

comment on column public.orders.shopper_confirmed_at is
  'When the shopper confirmed the cash-on-delivery order from WhatsApp (the first tap only); null: not confirmed yet.';

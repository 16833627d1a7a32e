-- order_events.changed_by gains 'owner_whatsapp': the owner changed the order's status with a
-- button in WhatsApp (issue 57), applied by the same rules as the e-mail's links ('owner_link').
-- A shopper's own Cancel from WhatsApp is 'shopper', as placing the order is.
alter table public.order_events drop constraint order_events_changed_by_check;
alter table public.order_events add constraint order_events_changed_by_check
  check (changed_by in ('shopper', 'owner_link', 'owner_whatsapp', 'dashboard'));

comment on table public.order_events is
  'Every status each order took, when and by whom (shopper, owner_link, owner_whatsapp, dashboard); written by triggers on public.orders only.';

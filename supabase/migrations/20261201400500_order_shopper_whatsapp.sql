-- orders.shopper_whatsapp: the shopper's WhatsApp number (digits, country code first) that the
-- shop's messages about the order go to and the only number whose Confirm or Cancel counts
-- (issue 57). An order keeps the number it was placed with: the typed phone as WhatsApp digits
-- (private.whatsapp_digits), which for an order placed in WhatsApp is the chat's own number. When
-- a shopper sends the chat checkout's message for an order, the webhook may set it to that
-- sender's number, with whatsapp_updates, since that is who asked to hear about it.
alter table public.orders add column shopper_whatsapp text
  check (shopper_whatsapp operator(pg_catalog.~) '^[0-9]{7,15}$');

comment on column public.orders.shopper_whatsapp is
  'The shopper''s WhatsApp digits: where the order''s messages go, and the only number whose Confirm or Cancel counts.';

create or replace function private.fill_shopper_whatsapp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.shopper_whatsapp := coalesce(new.shopper_whatsapp, private.whatsapp_digits(new.customer_phone));
  return new;
end;
$$;

comment on function private.fill_shopper_whatsapp() is
  'Trigger: an order without a WhatsApp number takes its typed phone''s (private.whatsapp_digits).';

revoke execute on function private.fill_shopper_whatsapp() from public;

create trigger orders_fill_shopper_whatsapp
  before insert on public.orders
  for each row
  execute function private.fill_shopper_whatsapp();

-- Orders placed before: their typed phone's number, so a status change from now on reaches the
-- WhatsApp orders among them. No status changes here, so no message is sent by this.
update public.orders o set shopper_whatsapp = private.whatsapp_digits(o.customer_phone) where o.shopper_whatsapp is null;

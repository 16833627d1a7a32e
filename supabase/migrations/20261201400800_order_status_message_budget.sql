-- A web order through delivery stays within 4 templates (issue 57): the owner's new-order
-- template, the shopper's cash-on-delivery confirmation, Out for delivery and Delivered. So the
-- owner's Confirm of a web order is not sent to a shopper who has neither confirmed the order
-- nor written in the last 24 hours: it would be a fifth template, and the confirmation they were
-- sent already says the order is in; they hear next when it is on its way. Inside their window
-- (it is free-form then) or once they confirmed, they are told as before.
create or replace function private.enqueue_shopper_order_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (new.channel = 'whatsapp' or new.whatsapp_updates)
    and new.shopper_whatsapp is not null
    and coalesce(pg_catalog.current_setting('momobel.changed_by', true), '') <> 'shopper'
    and not (
      new.status = 'confirmed' and new.channel = 'web' and new.shopper_confirmed_at is null
      and not private.whatsapp_window_open(new.shopper_whatsapp))
  then
    perform private.enqueue_outbox('order:' || new.id || ':status:' || new.status, 'whatsapp', 'shopper_order_status', new.shopper_whatsapp, null, null, new.id);
  end if;
  return null;
end;
$$;

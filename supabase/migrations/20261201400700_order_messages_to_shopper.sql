-- The shopper hears the order's life on WhatsApp (issue 57), through the one outbox
-- (docs/decisions/0045-one-outbox.md). Both messages are enqueued in the transaction that decides
-- them, under a key naming what they are for, so a repeated tap, a crash or a retried sweep sends
-- each exactly once; their requests are built at the send (the outbox kinds shopper_order_confirm
-- and shopper_order_status, supabase/functions/_shared/order-life-kinds.ts), free-form inside
-- the shopper's 24-hour window, else their template.
--
-- Who wants updates: every order placed in WhatsApp, and every order with whatsapp_updates (the web
-- checkout's box; the webhook sets it for an order whose chat-checkout message the shopper sent).
-- They go to orders.shopper_whatsapp; an order without one hears nothing.

-- Right after a web order with updates: the cash-on-delivery confirmation, `order:<id>:shopper_confirm`.
create function private.enqueue_shopper_order_confirm()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.channel = 'web' and new.whatsapp_updates and new.shopper_whatsapp is not null then
    perform private.enqueue_outbox('order:' || new.id || ':shopper_confirm', 'whatsapp', 'shopper_order_confirm', new.shopper_whatsapp, null, null, new.id);
  end if;
  return null;
end;
$$;

comment on function private.enqueue_shopper_order_confirm() is
  'Trigger: enqueues the cash-on-delivery confirmation to a web order''s shopper who asked for WhatsApp updates.';

create trigger orders_enqueue_shopper_confirm
  after insert on public.orders
  for each row execute function private.enqueue_shopper_order_confirm();

-- Each status change: one message, `order:<id>:status:<status>` (a status is reached once: the
-- status rule never goes back). A change the shopper made themselves (their Cancel from WhatsApp)
-- is answered to them by the webhook instead, so it is not told twice.
create function private.enqueue_shopper_order_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (new.channel = 'whatsapp' or new.whatsapp_updates)
    and new.shopper_whatsapp is not null
    and coalesce(pg_catalog.current_setting('momobel.changed_by', true), '') <> 'shopper'
  then
    perform private.enqueue_outbox('order:' || new.id || ':status:' || new.status, 'whatsapp', 'shopper_order_status', new.shopper_whatsapp, null, null, new.id);
  end if;
  return null;
end;
$$;

comment on function private.enqueue_shopper_order_status() is
  'Trigger: enqueues one WhatsApp message to the shopper for each status change of an order that wants updates.';

create trigger orders_enqueue_shopper_status
  after update of status on public.orders
  for each row
  when (old.status is distinct from new.status)
  execute function private.enqueue_shopper_order_status();

revoke execute on function private.enqueue_shopper_order_confirm() from public, anon, authenticated;
revoke execute on function private.enqueue_shopper_order_status() from public, anon, authenticated;

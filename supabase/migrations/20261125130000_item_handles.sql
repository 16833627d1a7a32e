-- A product's handle: the name the owner's spreadsheet knows it by (docs/decisions/0032-catalogue-spreadsheet.md).
--
-- The catalogue's CSV (`npm run catalog -- export | import`) has one row per variant, grouped by
-- handle, as Shopify's product CSV does. Ids are uuids no one types, and names change (a typo
-- fixed, a better title), so the handle is the product's stable, human-readable key: lower-case
-- letters, digits and single dashes (it is safe in a URL as it is), unique in the store.
--
-- A row inserted without one (the Table Editor, the demo seed, a test) gets one made from its
-- name, with -2, -3 … when that is taken; products that exist already get theirs the same way,
-- in display order. A handle is made once: renaming a product keeps it, so the spreadsheet keeps
-- finding it.

alter table public.items
  add column handle text
    check (handle ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(handle) <= 100);

comment on column public.items.handle is
  'The product''s key in the catalogue spreadsheet: a-z, 0-9 and dashes, unique in the store, kept when the name changes.';

-- The handle a name suggests: lower case, apostrophes dropped (Chef's → chefs), every run of other
-- characters one dash. An Arabic-only name suggests none (null).
create function private.handle_from_name(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(pg_catalog.btrim(pg_catalog.left(
    pg_catalog.btrim(pg_catalog.regexp_replace(pg_catalog.regexp_replace(pg_catalog.lower(p_name), '[''’]', '', 'g'), '[^a-z0-9]+', '-', 'g'), '-'),
    90), '-'), '');
$$;

comment on function private.handle_from_name(text) is
  'The handle a product name suggests (a-z, 0-9, dashes), or null when it has no such character.';

-- The first of base, base-2, base-3 … that no other product of the store has.
create function private.free_item_handle(p_store_id uuid, p_base text, p_item_id uuid)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_candidate text := p_base;
  v_suffix integer := 1;
begin
  while exists (select from public.items i where i.store_id = p_store_id and i.handle = v_candidate and i.id <> p_item_id) loop
    v_suffix := v_suffix + 1;
    v_candidate := p_base || '-' || v_suffix;
  end loop;
  return v_candidate;
end;
$$;

comment on function private.free_item_handle(uuid, text, uuid) is
  'The first of base, base-2, base-3 … not used by another product of the store.';

create function private.give_item_a_handle()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.handle := private.free_item_handle(
    new.store_id,
    coalesce(private.handle_from_name(new.name), 'product-' || pg_catalog.left(new.id::text, 8)),
    new.id);
  return new;
end;
$$;

comment on function private.give_item_a_handle() is 'Trigger: a product inserted without a handle gets one made from its name.';

revoke execute on function private.handle_from_name(text) from public;
revoke execute on function private.free_item_handle(uuid, text, uuid) from public;
revoke execute on function private.give_item_a_handle() from public;

create trigger items_get_a_handle
  before insert on public.items
  for each row
  when (new.handle is null)
  execute function private.give_item_a_handle();

-- Existing products, one by one in display order, so the first of two equal names keeps the
-- plain handle.
do $$
declare
  v_item record;
begin
  for v_item in select i.id, i.store_id, i.name from public.items i order by i.store_id, i.sort_order, i.name, i.created_at, i.id loop
    update public.items i
    set handle = private.free_item_handle(
      v_item.store_id,
      coalesce(private.handle_from_name(v_item.name), 'product-' || pg_catalog.left(v_item.id::text, 8)),
      v_item.id)
    where i.id = v_item.id;
  end loop;
end;
$$;

alter table public.items alter column handle set not null;

-- Also how the import finds a product by its handle.
alter table public.items add constraint items_store_id_handle_key unique (store_id, handle);

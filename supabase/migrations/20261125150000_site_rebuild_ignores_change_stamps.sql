-- Orders must never ask for a site rebuild (20261125130200_site_rebuilds.sql): an update of an
-- item or a variant counts as a catalogue change unless it changed only `inventory`, the one
-- column orders write, and the stamps that any write moves along with it.
--
-- The live catalogue's change tracking (docs/decisions/0016-live-catalogue-changes.md) stamps every written catalogue row with
-- `change_version`, the writing transaction's id, from a BEFORE trigger, so an order taking stock
-- changes that column too. The rebuild triggers now leave it out of the comparison, as they do
-- `updated_at`; a stamp that does not exist (yet) is simply absent from the row's JSON.

drop trigger items_note_site_rebuild_on_edit on public.items;
create trigger items_note_site_rebuild_on_edit after update on public.items
  for each row
  when ((pg_catalog.to_jsonb(old) - '{inventory,updated_at,change_version}'::text[])
        is distinct from (pg_catalog.to_jsonb(new) - '{inventory,updated_at,change_version}'::text[]))
  execute function private.note_site_rebuild_change();

drop trigger item_variants_note_site_rebuild_on_edit on public.item_variants;
create trigger item_variants_note_site_rebuild_on_edit after update on public.item_variants
  for each row
  when ((pg_catalog.to_jsonb(old) - '{inventory,updated_at,change_version}'::text[])
        is distinct from (pg_catalog.to_jsonb(new) - '{inventory,updated_at,change_version}'::text[]))
  execute function private.note_site_rebuild_change();

-- The comment on catalog_changes cited a design note that lives outside the repository. The
-- migration that first wrote it now carries the repository's own page, so a fresh database has
-- the new text; this statement gives a database that was already deployed the same text.
comment on function public.catalog_changes(uuid, bigint) is
  'What changed in the catalogue and delivery terms since a version (docs/decisions/0016-live-catalogue-changes.md): a visit''s only live catalogue read.';

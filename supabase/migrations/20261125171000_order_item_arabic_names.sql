-- An order line keeps its Arabic names too (docs/decisions/0009-arabic-twins-fall-back-to-english.md, issue 33): the product's name and the
-- variant's label in Arabic as the catalogue had them when the order was placed, beside the
-- English snapshot (item_name, variant_label) every line already keeps.
--
-- Why a snapshot rather than a join to the catalogue: the owner's e-mail names each line in the
-- language the shopper saw, with the other beside it, and that e-mail must be a function of the
-- order alone (a send retried after a crash repeats the first one byte for byte under the same
-- Idempotency-Key: 20261125140000_order_email_sent_earlier.sql). A name the owner edits, or a
-- product deleted, after the order must not change what a retry sends, nor what the order says
-- was bought.
--
-- Null means the catalogue had no Arabic text for it, so an Arabic page showed the English one;
-- orders placed before this migration have none. place_order() fills them from items.name_ar and
-- item_variants.size_ar / name_ar (20261125171010_place_order_arabic_names.sql). The table's
-- row level security is unchanged: shoppers never read order lines directly.

alter table public.order_items
  add column item_name_ar text,
  add column variant_label_ar text;

comment on column public.order_items.item_name_ar is
  'The product''s Arabic name when ordered (items.name_ar); null: it had none, English stood in.';
comment on column public.order_items.variant_label_ar is
  'The variant''s Arabic label when ordered (the Arabic twin of the size or name its label came from); null: none, English stood in.';

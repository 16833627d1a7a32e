-- Each order line remembers which stock row it took its quantity from, so that cancelling the
-- order gives back exactly what was taken: not the quantity of a preorder line (which took
-- nothing), and nothing for a line bought while its stock was unlimited, even if the owner has
-- since started counting that product's stock.
--
-- 'item': the item's inventory; 'variant': the chosen variant's inventory; NULL: nothing (a
-- preorder, or unlimited stock). Written by place_order(); read by the cancellation trigger.

alter table public.order_items
  add column stock_source text check (stock_source in ('item', 'variant'));

comment on column public.order_items.stock_source is
  'Where the line''s quantity was taken from: ''item'' or ''variant'' inventory; NULL when nothing was taken (preorder or unlimited stock).';

-- Lines of orders placed before this column existed: the best reading of what they took is the
-- row place_order() took from then, which is the variant's inventory when a variant was ordered
-- and it is counted, else the item's when it is counted.
update public.order_items oi
set stock_source = case
  when oi.variant_id is not null then
    case when exists (select 1 from public.item_variants v where v.id = oi.variant_id and v.inventory is not null) then 'variant' end
  else
    case when exists (select 1 from public.items i where i.id = oi.item_id and i.inventory is not null) then 'item' end
  end
where not oi.is_preorder;

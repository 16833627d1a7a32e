import { memo } from 'react';
import { Localized, ShopLink, useLocale, useLocalize, useScreenMessages } from '../../components/ui/PageLocale.tsx';
import {
  lineDisplayName,
  lineKey,
  MAX_LINE_QUANTITY,
  originalPrice,
  productImages,
  productPhoto,
  stockNote,
  unitPrice,
  localizedVariantLabelOf,
  type CartLine,
} from '../../domain/index.ts';
import { Price } from '../../components/ui/Price.tsx';
import { ProductImage } from '../../components/ui/ProductImage.tsx';
import { QuantityStepper } from '../../components/ui/QuantityStepper.tsx';
import { TrashIcon } from '../../components/ui/icons.tsx';

export interface CartLineItemProps {
  line: CartLine;
  onQuantityChange: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
  /** Following the product link closes the drawer. */
  onNavigate: () => void;
}

/**
 * One cart line: picture, name, variant, unit price, stock note, quantity stepper and remove.
 * Every number comes from the domain; the stepper asks the cart machine, which refuses a
 * quantity above stock ('Cannot Update Quantity') and removes the line at 0.
 */
export const CartLineItem = memo(function CartLineItem({ line, onQuantityChange, onRemove, onNavigate }: CartLineItemProps) {
  const key = lineKey(line);
  const locale = useLocale();
  const localize = useLocalize();
  const name = lineDisplayName(line.product, line.variant, locale);
  const image = productImages(line.product, line.variant)[0];
  const note = stockNote(locale, line);
  const text = useScreenMessages('cart').drawer;
  return (
    <li className="flex gap-3 py-4">
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-md border border-stone-200 bg-stone-50">
        {image ? (
          <ProductImage src={image} photo={productPhoto(line.product, image)} alt={name} sizes="thumbnail" className="h-full w-full object-cover" />
        ) : (
          <span className="sr-only">{name}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <ShopLink
              to={`/item/${line.product.id}`}
              onClick={onNavigate}
              className="block font-medium leading-snug text-stone-900 hover:text-primary hover:underline"
            >
              <Localized text={localize(line.product.name, line.product.nameAr)} />
            </ShopLink>
            {line.variant && (
              <p className="text-sm text-stone-600">
                <Localized text={localizedVariantLabelOf(line.product, line.variant, locale)} />
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => onRemove(key)}
            aria-label={text.remove({ name })}
            className="-m-1 shrink-0 rounded-md p-2 text-stone-500 hover:bg-red-50 hover:text-red-700"
          >
            <TrashIcon width={18} height={18} />
          </button>
        </div>
        <Price amount={unitPrice(line.product, line.variant)} original={originalPrice(line.product, line.variant)} className="text-sm" />
        {note && <p className="text-xs text-stone-500">{note}</p>}
        <div className="mt-1">
          <QuantityStepper
            size="sm"
            value={line.quantity}
            min={0}
            max={MAX_LINE_QUANTITY}
            label={name}
            onChange={(quantity) => onQuantityChange(key, quantity)}
          />
        </div>
      </div>
    </li>
  );
});

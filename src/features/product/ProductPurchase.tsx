import { useId, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectChoiceTotal,
  selectSelectedVariant,
  selectUnitPrice,
  variantSelectionMachine,
} from '../../../machines/variantSelection.ts';
import {
  formatPrice,
  isPreorderEligible,
  MAX_LINE_QUANTITY,
  offeredVariants,
  originalPrice,
  requiresVariantChoice,
  stockNotes,
  unitPrice,
  localizedVariantLabelOf,
  type Product,
} from '../../domain/index.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Price } from '../../components/ui/Price.tsx';
import { QuantityStepper } from '../../components/ui/QuantityStepper.tsx';
import { CartIcon } from '../../components/ui/icons.tsx';
import { useLocale, useLocalize, useMessages, useScreenMessages } from '../../components/ui/PageLocale.tsx';

export type ProductChoiceActor = ActorRefFrom<ReturnType<typeof variantSelectionMachine>>;

/**
 * Price, variant selector ('Select Option *', placeholder 'Choose an option', out-of-stock
 * variants not offered), quantity (min 1) and 'Add to Cart - $X' / 'Update Cart - $X', on the
 * variant-selection machine in product-page mode. Adding without a choice: the machine sets the
 * inline message and the red border (aria-invalid) and emits the toast; a choice clears them.
 */
export function ProductPurchase({
  product,
  actor,
  inCart,
  children,
}: {
  product: Product;
  actor: ProductChoiceActor;
  inCart: boolean;
  /** Shown between the price and the choice (the description). */
  children?: ReactNode;
}) {
  const productText = useScreenMessages('product').page;
  const locale = useLocale();
  const localize = useLocalize();
  const { chooseAnOption } = useMessages().catalog;
  const id = useId();
  // From the product itself (not the machine, which only hears of it after the first render),
  // so a prerendered page lists the choices too.
  const offered = offeredVariants(product);
  const variant = useSelector(actor, selectSelectedVariant);
  const quantity = useSelector(actor, (s) => s.context.quantity);
  const error = useSelector(actor, (s) => s.context.error);
  const missingVariant = useSelector(actor, (s) => s.context.missingVariant);
  const price = useSelector(actor, selectUnitPrice) ?? unitPrice(product);
  const total = useSelector(actor, selectChoiceTotal) ?? price;
  const hasVariants = requiresVariantChoice(product);
  const selectId = `${id}-variant`;
  const errorId = `${id}-variant-error`;
  const totalText = formatPrice(total);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <Price amount={price} original={originalPrice(product, variant)} className="text-2xl" />
        {isPreorderEligible(product) && (
          <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">{productText.preorderBadge}</span>
        )}
      </div>
      {isPreorderEligible(product) && <p className="-mt-3 text-sm text-stone-600">{stockNotes(locale).preorder}</p>}
      {children}

      {hasVariants && (
        <div>
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium">
            {productText.selectLabel}
          </label>
          <select
            id={selectId}
            value={variant?.id ?? ''}
            onChange={(event) => actor.send({ type: 'SELECT_VARIANT', variantId: event.target.value || null })}
            data-replay="variant"
            aria-invalid={missingVariant || undefined}
            aria-describedby={error ? errorId : undefined}
            aria-required="true"
            className={`h-11 w-full rounded-md border bg-white px-3 ${
              missingVariant ? 'border-red-600 ring-1 ring-red-600' : 'border-stone-300'
            }`}
          >
            <option value="">{chooseAnOption}</option>
            {offered.map((candidate) => {
              const label = localizedVariantLabelOf(product, candidate, locale);
              return (
                <option key={candidate.id} value={candidate.id} lang={label.lang === locale ? undefined : label.lang}>
                  {productText.variantOption({ label: label.text, price: formatPrice(unitPrice(product, candidate)) })}
                </option>
              );
            })}
          </select>
          {error && (
            <p id={errorId} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      )}

      <div className="flex flex-wrap items-end gap-3">
        <div>
          <span className="mb-1 block text-sm font-medium" aria-hidden="true">
            {productText.quantity}
          </span>
          <QuantityStepper
            value={quantity}
            min={1}
            max={MAX_LINE_QUANTITY}
            label={localize(product.name, product.nameAr).text}
            replayKey="quantity"
            onChange={(next) => actor.send({ type: 'SET_QUANTITY', quantity: next })}
          />
        </div>
        <Button variant="cart" size="lg" className="min-w-[13rem] flex-1" onClick={() => actor.send({ type: 'CONFIRM' })} data-replay="add-to-cart">
          <CartIcon />
          {inCart ? productText.updateCart({ total: totalText }) : productText.addToCart({ total: totalText })}
        </Button>
      </div>
    </div>
  );
}

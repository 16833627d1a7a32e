import { Localized, useLocale, useLocalize, useMessages } from '../../components/ui/PageLocale.tsx';
import { useCallback, useEffect, useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  selectImages,
  selectOfferedVariants,
  selectSelectedVariant,
  selectUnitPrice,
  variantSelectionMachine,
} from '../../../machines/variantSelection.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Price } from '../../components/ui/Price.tsx';
import { QuantityStepper } from '../../components/ui/QuantityStepper.tsx';
import { ProductImage } from '../../components/ui/ProductImage.tsx';
import { useActorEvents } from '../../components/ui/useActorEvents.ts';
import { formatPrice, originalPrice, localizedVariantLabelOf, productPhoto, unitPrice, type Product, type Variant } from '../../domain/index.ts';

/** A product to choose a variant of: each request (a new object) opens the dialog on it. */
export interface VariantChoiceRequest {
  product: Product;
}

/**
 * 'Select an option': variant select (offered variants only), quantity, Cancel and Add to Cart, on
 * the variant-selection machine in dialog mode. It stays mounted once loaded (the dialog only
 * hides), so closing returns the focus to the card's button.
 */
export function VariantDialog({
  request,
  onAdd,
}: {
  request: VariantChoiceRequest | null;
  onAdd: (product: Product, variant: Variant | null, quantity: number) => void;
}) {
  const { catalog: text, common } = useMessages();
  const locale = useLocale();
  const actor = useActorRef(variantSelectionMachine(), { input: { mode: 'dialog', locale } });
  useActorEvents(actor, { 'variant.add': ({ product, variant, quantity }) => onAdd(product, variant, quantity) });
  useEffect(() => {
    if (request) actor.send({ type: 'OPEN', product: request.product });
  }, [request, actor]);
  const localize = useLocalize();
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const product = useSelector(actor, (snapshot) => snapshot.context.product);
  const quantity = useSelector(actor, (snapshot) => snapshot.context.quantity);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const variant = useSelector(actor, selectSelectedVariant);
  const offered = useSelector(actor, selectOfferedVariants);
  const price = useSelector(actor, selectUnitPrice);
  const image = useSelector(actor, (snapshot) => selectImages(snapshot)[0] ?? null);
  const selectId = useId();
  const errorId = useId();
  const cancel = useCallback(() => actor.send({ type: 'CANCEL' }), [actor]);
  const name = product ? localize(product.name, product.nameAr) : null;

  return (
    <Dialog open={open} onClose={cancel} title={text.selectAnOption} description={name && <Localized text={name} />}>
      {product && (
        <form
          className="flex flex-col gap-5 p-5"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'CONFIRM' });
          }}
          noValidate
        >
          <div className="flex items-center gap-4">
            {image && (
              <ProductImage
                src={image}
                photo={productPhoto(product, image)}
                alt={name!.text}
                sizes="thumbnail"
                className="h-20 w-20 shrink-0 rounded-lg bg-stone-100 object-cover"
              />
            )}
            {price !== null && (
              <Price amount={price} original={originalPrice(product, variant)} className="text-lg" />
            )}
          </div>

          <div className="flex flex-col gap-2">
            <label htmlFor={selectId} className="text-sm font-medium">
              {text.option}
            </label>
            <select
              id={selectId}
              value={variant?.id ?? ''}
              onChange={(event) => actor.send({ type: 'SELECT_VARIANT', variantId: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={`h-11 rounded-md border bg-white px-3 ${error ? 'border-red-600' : 'border-stone-300'}`}
            >
              {variant === null && (
                <option value="" disabled>
                  {text.chooseAnOption}
                </option>
              )}
              {offered.map((option) => {
                const label = localizedVariantLabelOf(product, option, locale);
                return (
                  <option key={option.id} value={option.id} lang={label.lang === locale ? undefined : label.lang}>
                    {text.variantOption({ label: label.text, price: formatPrice(unitPrice(product, option)) })}
                  </option>
                );
              })}
            </select>
            {error && (
              <p id={errorId} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
          </div>

          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium">{text.quantity}</span>
            <div>
              <QuantityStepper
                value={quantity}
                onChange={(next) => actor.send({ type: 'SET_QUANTITY', quantity: next })}
                label={name!.text}
              />
            </div>
          </div>

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={cancel}>
              {common.cancel}
            </Button>
            <Button type="submit" variant="cart">
              {text.addToCart}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

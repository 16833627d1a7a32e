import { useId, useRef, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { selectCanSubmit, selectIsSubmitting, type CheckoutActor, type CheckoutSummary } from '../../../machines/checkout.ts';
import {
  fieldLabel,
  findArea,
  formatPrice,
  lbpBeside,
  paymentLines,
  type AppliedDiscount,
  type OrderChannel,
  type ShopTerms,
  type TransferOption,
} from '../../domain/index.ts';
import {
  FIELD_LIMITS,
  OPTIONAL_FIELDS,
  REQUIRED_FIELDS,
  type CustomerField,
} from '../../domain/checkoutValidation.ts';
import { Button } from '../../components/ui/Button.tsx';
import { InstagramIcon, WhatsAppIcon } from '../../components/ui/icons.tsx';
import { useActorEvents } from '../../components/ui/useActorEvents.ts';
import { AreaField } from './AreaField.tsx';
import { DiscountBox, type DiscountActor } from './DiscountBox.tsx';
import { OrderNotices } from './OrderNotices.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { Isolate, useLocale, useLocalize, useScreenMessages } from '../../components/ui/PageLocale.tsx';

interface FieldSpec {
  field: CustomerField;
  autoComplete: string;
  type?: 'text' | 'tel';
  inputMode?: 'text' | 'tel';
  placeholder?: 'phonePlaceholder' | 'cityPlaceholder' | 'streetPlaceholder' | 'notesPlaceholder';
  /** Half width from the sm breakpoint. */
  half?: boolean;
  multiline?: boolean;
}

/** The delivery fields; then come the discount code box and the notes (the spec's order). */
const ADDRESS_FIELDS: readonly FieldSpec[] = [
  { field: 'name', autoComplete: 'name' },
  { field: 'phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel', placeholder: 'phonePlaceholder' },
  { field: 'city', autoComplete: 'address-level2', placeholder: 'cityPlaceholder' },
  { field: 'street', autoComplete: 'address-line1', placeholder: 'streetPlaceholder' },
  { field: 'building', autoComplete: 'address-line2', half: true },
  { field: 'floor', autoComplete: 'address-line3', half: true },
];

const NOTES_FIELD: FieldSpec = { field: 'notes', autoComplete: 'off', multiline: true, placeholder: 'notesPlaceholder' };

const isRequired = (field: CustomerField) => (REQUIRED_FIELDS as readonly CustomerField[]).includes(field);

export interface CheckoutFormProps {
  checkout: CheckoutActor;
  discount: DiscountActor;
  /** Lines and totals as the shopper will pay them (the server's new prices when it quoted them). */
  summary: CheckoutSummary;
  applied: AppliedDiscount | null;
  /** The shop's delivery areas and LBP rate; null until read. */
  terms: ShopTerms | null;
  /** Ways to pay ahead by transfer (store configuration), besides cash on delivery. */
  transfers: readonly TransferOption[];
  sendEmail: boolean;
  /** Complete Order ('web') or a chat checkout button was pressed (sends SUBMIT). */
  onSubmit: (channel: OrderChannel) => void;
  /** Preorder instead was pressed (sends PREORDER_INSTEAD, which submits again). */
  onPreorderInstead: () => void;
}

/**
 * Delivery details, discount code and Complete Order. The form state is the checkout machine's:
 * inputs send EDIT_FIELD, the button SUBMIT. Complete Order is announced and drawn as disabled
 * (aria-disabled) while a required field is blank, but stays focusable and clickable so that a
 * click says why ('Missing Information', inline errors, focus on the first invalid field); while
 * submitting it is really disabled.
 */
export function CheckoutForm({ checkout, discount, summary, applied, terms, transfers, sendEmail, onSubmit, onPreorderInstead }: CheckoutFormProps) {
  const checkoutText = useScreenMessages('checkout');
  const baseId = useId();
  const form = useSelector(checkout, (s) => s.context.form);
  const whatsappUpdates = useSelector(checkout, (s) => s.context.whatsappUpdates);
  const errors = useSelector(checkout, (s) => s.context.errors);
  const submitError = useSelector(checkout, (s) => s.context.submitError);
  // The notices above the button say what went wrong with a line or the prices.
  const hasNotice = useSelector(checkout, (s) => s.context.stockProblem !== null || s.context.rateLimited) || summary.repriced;
  const { lines, totals } = summary;
  const localize = useLocalize();
  const listedArea = terms ? findArea(terms, summary.area) : null;
  const area = listedArea ? localize(listedArea.name, listedArea.nameAr).text : null;
  const locale = useLocale();
  const pounds = lbpBeside(totals.total, terms?.lbpPerUsd ?? null, locale);
  const submitting = useSelector(checkout, selectIsSubmitting);
  const canSubmit = useSelector(checkout, selectCanSubmit);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldId = (field: CustomerField) => `${baseId}-${field}`;

  useActorEvents(checkout, {
    'checkout.invalid': (event) => {
      const first = [...REQUIRED_FIELDS, ...OPTIONAL_FIELDS].find((field) => event.errors[field]);
      if (!first) return;
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    },
  });

  const renderField = (spec: FieldSpec) => {
    const id = fieldId(spec.field);
    const required = isRequired(spec.field);
    const error = errors[spec.field];
    const errorId = `${id}-error`;
    const common = {
      id,
      name: spec.field,
      value: form[spec.field],
      autoComplete: spec.autoComplete,
      maxLength: FIELD_LIMITS[spec.field],
      placeholder: spec.placeholder && checkoutText[spec.placeholder],
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      className: `w-full rounded-md border border-stone-300 px-3 placeholder:text-stone-400 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600 ${
        spec.multiline ? 'min-h-20 py-2' : 'h-11'
      }`,
    };
    const onChange = (value: string) => checkout.send({ type: 'EDIT_FIELD', field: spec.field, value });
    return (
      <div key={spec.field} className={spec.half ? '' : 'sm:col-span-2'}>
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {fieldLabel(locale, spec.field)}{' '}
          {required ? (
            <span className="text-red-700" aria-hidden="true">
              *
            </span>
          ) : (
            <span className="font-normal text-stone-500">{checkoutText.optional}</span>
          )}
        </label>
        {spec.multiline ? (
          <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
        ) : spec.field === 'city' ? (
          <AreaField inputProps={common} onValueChange={onChange} terms={terms} />
        ) : (
          <input {...common} type={spec.type ?? 'text'} inputMode={spec.inputMode} onChange={(event) => onChange(event.target.value)} />
        )}
        {error && (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    onSubmit('web');
  };
  // Drawn as disabled while a required field is blank, but a click still says why (see above).
  const blocked = !canSubmit && !submitting ? true : undefined;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col">
      <div className="space-y-5 px-5 py-4">
        <OrderSummary lines={lines} totals={totals} discount={applied} area={area} lbpPerUsd={terms?.lbpPerUsd ?? null} />
        <OrderNotices checkout={checkout} lines={lines} repriced={summary.repriced} applied={applied} onPreorderInstead={onPreorderInstead} />
        {lines.length === 0 && <p className="text-sm text-red-700">{checkoutText.emptyCart}</p>}

        <fieldset disabled={submitting} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-stone-600">{checkoutText.detailsHeading}</legend>
          {ADDRESS_FIELDS.map(renderField)}
        </fieldset>

        <DiscountBox actor={discount} disabled={submitting} />
        <fieldset disabled={submitting}>{renderField(NOTES_FIELD)}</fieldset>

        <div className="flex items-start gap-3">
          <input
            id={`${baseId}-whatsapp-updates`}
            type="checkbox"
            name="whatsappUpdates"
            checked={whatsappUpdates}
            disabled={submitting}
            aria-describedby={`${baseId}-whatsapp-updates-hint`}
            onChange={(event) => checkout.send({ type: 'SET_WHATSAPP_UPDATES', value: event.target.checked })}
            className="mt-0.5 size-5 shrink-0 accent-primary"
          />
          <div>
            <label htmlFor={`${baseId}-whatsapp-updates`} className="block text-sm font-medium">
              {checkoutText.whatsappUpdates}
            </label>
            <p id={`${baseId}-whatsapp-updates-hint`} className="text-xs text-stone-600">
              {checkoutText.whatsappUpdatesHint}
            </p>
          </div>
        </div>

        <section aria-label={checkoutText.paymentHeading} className="space-y-1 rounded-lg border border-stone-200 p-4 text-sm" data-testid="checkout-payment">
          {paymentLines(transfers, null, locale).map((line, index) => (
            <p key={line} className={index === 0 ? 'font-medium' : 'text-stone-600'}>
              {line}
            </p>
          ))}
        </section>
      </div>

      <div className="sticky bottom-0 space-y-2 border-t border-stone-200 bg-white px-5 py-4">
        <div role="alert" className="text-sm text-red-700 empty:hidden">
          {submitError && !hasNotice ? submitError : null}
        </div>
        <p className="flex justify-between text-sm font-semibold">
          <span>{checkoutText.total}</span>
          <span className="tabular-nums">
            <Isolate>{formatPrice(totals.total)}</Isolate>
            {pounds && <span className="ms-2 font-normal text-stone-600">{pounds}</span>}
          </span>
        </p>
        <Button
          type="submit"
          size="lg"
          className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          disabled={submitting}
          aria-disabled={blocked}
        >
          {submitting ? checkoutText.submitting : checkoutText.submit}
        </Button>
        <p className="pt-1 text-center text-xs text-stone-600">{checkoutText.chatCheckout}</p>
        <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
          {(
            [
              ['whatsapp', checkoutText.orderOnWhatsApp, <WhatsAppIcon key="icon" />],
              ['instagram', checkoutText.orderOnInstagram, <InstagramIcon key="icon" />],
            ] as const
          ).map(([channel, label, icon]) => (
            <Button
              key={channel}
              type="button"
              variant="social"
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
              disabled={submitting}
              aria-disabled={blocked}
              onClick={() => onSubmit(channel)}
            >
              {icon}
              <span>{label}</span>
            </Button>
          ))}
        </div>
        <p className="text-center text-xs text-stone-500">{checkoutText.savedNote({ sendEmail })}</p>
        {submitting && (
          <span className="sr-only" role="status">
            {checkoutText.submitting}
          </span>
        )}
      </div>
    </form>
  );
}

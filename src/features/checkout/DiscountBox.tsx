import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { discountMachine, selectAppliedDiscount, selectCanApply, selectIsApplying } from '../../../machines/discount.ts';
import { fieldLabel } from '../../domain/index.ts';
import { FIELD_LIMITS } from '../../domain/checkoutValidation.ts';
import { Button } from '../../components/ui/Button.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { useLocale, useScreenMessages } from '../../components/ui/PageLocale.tsx';

export type DiscountActor = ActorRefFrom<typeof discountMachine>;

/**
 * The discount code box on the discount machine: none → applying ('Applying...') → applied (code
 * and description with a remove button). Enter in the box applies the code; it never submits the
 * order.
 */
export function DiscountBox({ actor, disabled = false }: { actor: DiscountActor; disabled?: boolean }) {
  const checkoutText = useScreenMessages('checkout');
  const locale = useLocale();
  const id = useId();
  const codeInput = useSelector(actor, (s) => s.context.codeInput);
  const error = useSelector(actor, (s) => s.context.error);
  const applied = useSelector(actor, selectAppliedDiscount);
  const applying = useSelector(actor, selectIsApplying);
  const canApply = useSelector(actor, selectCanApply);
  const errorId = `${id}-error`;

  if (applied) {
    return (
      <div className="flex items-start justify-between gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3" role="status" data-testid="applied-discount">
        <div className="min-w-0 text-sm">
          <p>
            <span className="text-stone-600">{checkoutText.appliedLabel}</span>{' '}
            <span className="font-semibold tracking-wide" data-testid="applied-code">
              {applied.code}
            </span>
          </p>
          {applied.description && <p className="text-stone-700">{applied.description}</p>}
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => actor.send({ type: 'REMOVE' })}
          aria-label={checkoutText.removeDiscount({ code: applied.code })}
          disabled={disabled}
        >
          <CloseIcon width={16} height={16} />
          {checkoutText.remove}
        </Button>
      </div>
    );
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {fieldLabel(locale, 'discountCode')} <span className="font-normal text-stone-500">{checkoutText.optional}</span>
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="discount-code"
          type="text"
          value={codeInput}
          onChange={(event) => actor.send({ type: 'EDIT_CODE', code: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (canApply) actor.send({ type: 'APPLY' });
            }
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={FIELD_LIMITS.discountCode}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          className="h-11 min-w-0 flex-1 rounded-md border border-stone-300 px-3 aria-invalid:border-red-600"
        />
        <Button variant="secondary" onClick={() => actor.send({ type: 'APPLY' })} disabled={!canApply || disabled}>
          {applying ? checkoutText.notices.applying : checkoutText.apply}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

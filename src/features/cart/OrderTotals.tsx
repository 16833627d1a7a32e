import { formatDeliveryFee, formatPrice, lbpBeside, type OrderTotals as Totals } from '../../domain/index.ts';
import { Isolate, useLocale, useScreenMessages } from '../../components/ui/PageLocale.tsx';

/**
 * Subtotal, delivery (or FREE), the discount when there is one, and the total, as the domain
 * computed them, with the total in Lebanese pounds under it when the shop shows them. The cart
 * drawer, the order dialog and the order page show the same figures the same way.
 */
export function OrderTotals({
  totals,
  discountCode = null,
  area = null,
  lbpPerUsd = null,
  className = '',
  totalTestId,
}: {
  totals: Totals;
  discountCode?: string | null;
  /** The listed area the order goes to, named beside the fee. */
  area?: string | null;
  /** Lebanese pounds per dollar; null: dollars only. */
  lbpPerUsd?: number | null;
  className?: string;
  totalTestId?: string;
}) {
  const totalsText = useScreenMessages('cart').totals;
  const pounds = lbpBeside(totals.total, lbpPerUsd, useLocale());
  return (
    <dl className={`space-y-1 text-sm ${className}`}>
      <div className="flex justify-between">
        <dt className="text-stone-600">{totalsText.subtotal}</dt>
        <dd className="tabular-nums">
          <Isolate>{formatPrice(totals.subtotal)}</Isolate>
        </dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-stone-600">{area ? totalsText.deliveryTo({ area }) : totalsText.delivery}</dt>
        <dd className={`tabular-nums ${totals.isFreeDelivery ? 'font-medium text-primary' : ''}`}>
          {totals.deliveryFee === 0 ? totalsText.free : <Isolate>{formatDeliveryFee(totals.deliveryFee)}</Isolate>}
        </dd>
      </div>
      {totals.discount > 0 && (
        <div className="flex justify-between text-primary">
          <dt>{discountCode ? totalsText.discount({ code: discountCode }) : totalsText.discountWithoutCode}</dt>
          <dd className="tabular-nums">
            <Isolate>-{formatPrice(totals.discount)}</Isolate>
          </dd>
        </div>
      )}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
        <dt>{totalsText.total}</dt>
        <dd className="text-end tabular-nums">
          <span data-testid={totalTestId}>
            <Isolate>{formatPrice(totals.total)}</Isolate>
          </span>
          {pounds && (
            <span className="block text-xs font-normal text-stone-600" data-testid={totalTestId && `${totalTestId}-lbp`}>
              {pounds}
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}

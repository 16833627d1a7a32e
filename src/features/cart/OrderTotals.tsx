import { formatDeliveryFee, formatPrice, type OrderTotals as Totals } from '../../domain/index.ts';
import { totalsText } from './text.ts';

/**
 * Subtotal, delivery (or FREE), the discount when there is one, and the total, as the domain
 * computed them. The cart drawer, the order dialog and the order page show the same figures the
 * same way.
 */
export function OrderTotals({
  totals,
  discountCode = null,
  className = '',
  totalTestId,
}: {
  totals: Totals;
  discountCode?: string | null;
  className?: string;
  totalTestId?: string;
}) {
  return (
    <dl className={`space-y-1 text-sm ${className}`}>
      <div className="flex justify-between">
        <dt className="text-stone-600">{totalsText.subtotal}</dt>
        <dd className="tabular-nums">{formatPrice(totals.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-stone-600">{totalsText.delivery}</dt>
        <dd className={`tabular-nums ${totals.isFreeDelivery ? 'font-medium text-primary' : ''}`}>{formatDeliveryFee(totals.deliveryFee)}</dd>
      </div>
      {totals.discount > 0 && (
        <div className="flex justify-between text-primary">
          <dt>{discountCode ? totalsText.discount(discountCode) : totalsText.discountWithoutCode}</dt>
          <dd className="tabular-nums">-{formatPrice(totals.discount)}</dd>
        </div>
      )}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
        <dt>{totalsText.total}</dt>
        <dd className="tabular-nums" data-testid={totalTestId}>
          {formatPrice(totals.total)}
        </dd>
      </div>
    </dl>
  );
}

import { formatDeliveryFee, formatPrice, lineDisplayName, lineKey, lineTotal, type AppliedDiscount, type CartLine, type OrderTotals } from '../../domain/index.ts';
import { checkoutText } from './text.ts';

/** The lines and the totals of the order as the domain computes them (the server reprices anyway). */
export function OrderSummary({ lines, totals, discount }: { lines: readonly CartLine[]; totals: OrderTotals; discount: AppliedDiscount | null }) {
  return (
    <section aria-labelledby="checkout-summary-heading" className="rounded-lg border border-stone-200 bg-stone-50 p-4">
      <h3 id="checkout-summary-heading" className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-600">
        {checkoutText.summaryHeading}
      </h3>
      <ul className="space-y-1 text-sm">
        {lines.map((line) => (
          <li key={lineKey(line)} className="flex justify-between gap-3">
            <span className="min-w-0">
              {lineDisplayName(line.product, line.variant)} <span className="text-stone-500">{checkoutText.quantity(line.quantity)}</span>
            </span>
            <span className="shrink-0 tabular-nums">{formatPrice(lineTotal(line))}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-stone-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-stone-600">{checkoutText.subtotal}</dt>
          <dd className="tabular-nums">{formatPrice(totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-stone-600">{checkoutText.delivery}</dt>
          <dd className={`tabular-nums ${totals.isFreeDelivery ? 'font-medium text-primary' : ''}`}>{formatDeliveryFee(totals.deliveryFee)}</dd>
        </div>
        {discount && totals.discount > 0 && (
          <div className="flex justify-between text-primary">
            <dt>{checkoutText.discount(discount.code)}</dt>
            <dd className="tabular-nums">-{formatPrice(totals.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
          <dt>{checkoutText.total}</dt>
          <dd className="tabular-nums" data-testid="checkout-total">
            {formatPrice(totals.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

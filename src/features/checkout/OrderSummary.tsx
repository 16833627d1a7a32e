import { formatPrice, isPreorderLine, lineDisplayName, lineKey, lineTotal, type AppliedDiscount, type CartLine, type OrderTotals as Totals } from '../../domain/index.ts';
import { checkoutText } from './text.ts';
import { OrderTotals } from '../../components/ui/OrderTotals.tsx';

/** The lines and the totals of the order as the domain computes them (the server reprices anyway). */
export function OrderSummary({ lines, totals, discount }: { lines: readonly CartLine[]; totals: Totals; discount: AppliedDiscount | null }) {
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
              {isPreorderLine(line) && (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">{checkoutText.preorderTag}</span>
              )}
            </span>
            <span className="shrink-0 tabular-nums">{formatPrice(lineTotal(line))}</span>
          </li>
        ))}
      </ul>
      <OrderTotals totals={totals} discountCode={discount?.code} className="mt-3 border-t border-stone-200 pt-3" totalTestId="checkout-total" />
    </section>
  );
}

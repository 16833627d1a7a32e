import type { SummaryLine } from '../../../machines/checkout.ts';
import { formatPrice, isPreorderLine, lineKey, type AppliedDiscount, type OrderTotals as Totals } from '../../domain/index.ts';
import { Isolate, useScreenMessages } from '../../components/ui/PageLocale.tsx';
import { LineName } from '../../components/ui/LineName.tsx';
import { OrderTotals } from '../cart/index.ts';

/**
 * The lines and the totals of the order: as the domain computes them from the cart, or, after the
 * server refused the order with new prices, as the server quoted them, the changed lines marked.
 */
export function OrderSummary({
  lines,
  totals,
  discount,
  area,
  lbpPerUsd,
}: {
  lines: readonly SummaryLine[];
  totals: Totals;
  discount: AppliedDiscount | null;
  /** The listed area the order goes to (null: a place not on the list, or none yet). */
  area: string | null;
  lbpPerUsd: number | null;
}) {
  const checkoutText = useScreenMessages('checkout');
  return (
    <section aria-labelledby="checkout-summary-heading" className="rounded-lg border border-stone-200 bg-stone-50 p-4">
      <h3 id="checkout-summary-heading" className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-600">
        {checkoutText.summaryHeading}
      </h3>
      <ul className="space-y-1 text-sm">
        {lines.map(({ line, total, repriced, previousTotal }) => (
          <li
            key={lineKey(line)}
            className={`flex justify-between gap-3 ${repriced ? '-mx-2 rounded bg-amber-100 px-2 py-1' : ''}`}
            data-testid={repriced ? 'repriced-line' : undefined}
          >
            <span className="min-w-0">
              <LineName product={line.product} variant={line.variant} /> <span className="text-stone-500">{checkoutText.quantity({ quantity: line.quantity })}</span>
              {isPreorderLine(line) && (
                <span className="ms-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">{checkoutText.preorderTag}</span>
              )}
              {repriced && <span className="ms-2 text-xs font-semibold text-amber-900">{checkoutText.newPrice}</span>}
            </span>
            <span className="shrink-0 tabular-nums">
              {previousTotal !== null && (
                <s className="me-2 text-stone-500">
                  <span className="sr-only">{checkoutText.was} </span>
                  <Isolate>{formatPrice(previousTotal)}</Isolate>
                </s>
              )}
              <Isolate>{formatPrice(total)}</Isolate>
            </span>
          </li>
        ))}
      </ul>
      <OrderTotals
        totals={totals}
        discountCode={discount?.code}
        area={area}
        lbpPerUsd={lbpPerUsd}
        className="mt-3 border-t border-stone-200 pt-3"
        totalTestId="checkout-total"
      />
    </section>
  );
}

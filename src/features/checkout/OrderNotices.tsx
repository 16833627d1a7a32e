import { useSelector } from '@xstate/react';
import { deliveryZoneOf, selectIsSubmitting, type CheckoutActor, type SummaryLine } from '../../../machines/checkout.ts';
import { checkoutNotices, rateLimitedMessage, type AppliedDiscount } from '../../domain/index.ts';
import { Button } from '../../components/ui/Button.tsx';
import { OrderChatButtons } from '../chat/index.ts';
import { useDelivery } from '../delivery/index.ts';
import { useLocale } from '../../components/ui/PageLocale.tsx';

/**
 * What the shop said about this order, with what the shopper can do about it: a line that sold
 * out (preorder it or remove it), a line with fewer left (order what is left or remove it), new
 * prices (the summary shows them; Complete Order accepts them), or too many attempts (send the
 * same order by chat instead).
 */
export function OrderNotices({
  checkout,
  lines,
  repriced,
  applied,
  onPreorderInstead,
}: {
  checkout: CheckoutActor;
  lines: readonly SummaryLine[];
  /** The summary shows the server's new prices. */
  repriced: boolean;
  applied: AppliedDiscount | null;
  onPreorderInstead: () => void;
}) {
  const problem = useSelector(checkout, (s) => s.context.stockProblem);
  const rateLimited = useSelector(checkout, (s) => s.context.rateLimited);
  const form = useSelector(checkout, (s) => s.context.form);
  const submitting = useSelector(checkout, selectIsSubmitting);
  const deliveryRate = useSelector(checkout, (s) => deliveryZoneOf(s.context));
  const { terms } = useDelivery();
  const name = problem?.name ?? '';
  const locale = useLocale();
  const notices = checkoutNotices(locale);

  return (
    <>
      {problem && (
        <div role="alert" className="space-y-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900" data-testid="stock-notice">
          {problem.preorderAvailable ? (
            <>
              <p className="font-semibold">{notices.soldOut(name)}</p>
              <p>{notices.preorderOffer}</p>
            </>
          ) : (
            <p className="font-semibold">{notices.fewerLeft(name, problem.available)}</p>
          )}
          <div className="flex flex-wrap gap-2">
            {problem.preorderAvailable && (
              <Button size="sm" onClick={onPreorderInstead} disabled={submitting}>
                {notices.preorderInstead}
              </Button>
            )}
            {!problem.preorderAvailable && problem.available > 0 && (
              <Button size="sm" onClick={() => checkout.send({ type: 'LOWER_QUANTITY' })} disabled={submitting}>
                {notices.lowerQuantity(problem.available)}
              </Button>
            )}
            <Button size="sm" variant="secondary" onClick={() => checkout.send({ type: 'REMOVE_PROBLEM_LINE' })} disabled={submitting}>
              {notices.remove(name)}
            </Button>
          </div>
        </div>
      )}
      {repriced && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="price-notice">
          {notices.priceChanged}
        </p>
      )}
      {rateLimited && (
        <div className="space-y-2 rounded-lg border border-stone-300 bg-white p-3 text-sm" data-testid="rate-limit-notice">
          <p role="alert">{rateLimitedMessage(locale)}</p>
          <p>{notices.orderByChat}</p>
          <OrderChatButtons
            order={{ lines: lines.map(({ line }) => line), customer: form, discount: applied, deliveryRate, lbpPerUsd: terms?.lbpPerUsd ?? null }}
            size="sm"
          />
        </div>
      )}
    </>
  );
}

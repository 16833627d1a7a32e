import type { ReactNode } from 'react';
import { storeConfig } from '../../config/store.ts';
import { buildOrderQuestionMessage, findArea, formatPrice, localized, paymentLines, type OrderView, type OrderViewLine } from '../../domain/index.ts';
import { OrderTotals } from '../cart/index.ts';
import { ChatButtons } from '../chat/index.ts';
import { useDelivery } from '../delivery/index.ts';
import { Isolate, Localized, useLocale, useScreenMessages } from '../../components/ui/PageLocale.tsx';

// The order page is drawn in the browser only (it is private), so its dates need not match the
// build's; Arabic ones use Lebanon's month names with Western digits (docs/decisions/0008-bidi-isolation-and-western-digits.md).
const dateFormats = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
  ar: new Intl.DateTimeFormat('ar-LB-u-nu-latn', { dateStyle: 'medium', timeStyle: 'short' }),
};

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{dateFormats[useLocale()].format(new Date(iso))}</time>;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-base font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A line named as the shopper saw it when ordering: on an Arabic page the Arabic names the line kept, else English marked as such. */
function Line({ line }: { line: OrderViewLine }) {
  const orderText = useScreenMessages('order');
  const locale = useLocale();
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words text-stone-900">
          <Localized text={localized(line.itemName, line.itemNameAr, locale)} />
        </p>
        {line.variantLabel && (
          <p className="text-sm text-stone-600">
            <Localized text={localized(line.variantLabel, line.variantLabelAr, locale)} />
          </p>
        )}
        <p className="text-sm text-stone-600 tabular-nums">{orderText.quantityTimesPrice({ quantity: line.quantity, unitPrice: formatPrice(line.unitPrice) })}</p>
        {line.isPreorder && (
          <p className="mt-1 text-sm">
            <span className="rounded bg-secondary px-1.5 py-0.5 text-xs font-semibold text-secondary-foreground">{orderText.preorder}</span>{' '}
            <span className="text-stone-600">{orderText.preorderNote}</span>
          </p>
        )}
      </div>
      <p className="shrink-0 font-semibold tabular-nums">
        <Isolate>{formatPrice(line.total)}</Isolate>
      </p>
    </li>
  );
}

/**
 * A stored order as its private page shows it: never the phone or the full name (get_order has
 * neither). `orderPath` is the page's own link, which a message about the order carries.
 */
export function OrderDetails({ order, orderPath }: { order: OrderView; orderPath: string }) {
  const orderText = useScreenMessages('order');
  const locale = useLocale();
  const { orderMessage } = useScreenMessages('checkout');
  // The order keeps its area's English name; the page names it in its own language when the shop lists it.
  const { terms } = useDelivery();
  const listedArea = terms && order.deliveryArea ? findArea(terms, order.deliveryArea) : null;
  const areaName = listedArea ? localized(listedArea.name, listedArea.nameAr, locale).text : order.deliveryArea;
  const status = orderText.status[order.status];
  const totals = {
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    isFreeDelivery: order.deliveryFee === 0,
    amountToFreeDelivery: 0,
    discount: order.discountAmount,
    total: order.total,
  };
  return (
    <article className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{orderText.title({ orderNumber: order.orderNumber })}</h1>
        <p className="text-stone-600">
          {orderText.placedOn} <Time iso={order.createdAt} />
        </p>
      </header>

      <Section id="order-status" title={orderText.statusHeading}>
        <p className="text-lg font-semibold text-primary" data-testid="order-status">
          {status.label}
        </p>
        <p className="text-stone-700">{status.meaning}</p>
        <h3 className="mt-4 text-sm font-semibold text-stone-700">{orderText.historyHeading}</h3>
        <ol className="mt-2 space-y-1 border-s-2 border-secondary ps-4 text-sm">
          {order.events.map((event) => (
            <li key={`${event.status}-${event.createdAt}`} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium text-stone-900">{orderText.status[event.status].label}</span>
              <span className="text-stone-600">
                <Time iso={event.createdAt} />
              </span>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="order-items" title={orderText.itemsHeading}>
        <ul className="divide-y divide-stone-200">
          {order.lines.map((line, index) => (
            <Line key={`${line.itemId}-${line.variantId}-${index}`} line={line} />
          ))}
        </ul>
        <OrderTotals totals={totals} lbpPerUsd={order.lbpPerUsd} className="mt-2 border-t border-stone-200 pt-3" />
      </Section>

      <div className="grid gap-5 sm:grid-cols-2">
        <Section id="order-payment" title={orderText.paymentHeading}>
          {paymentLines(storeConfig.payment.transfers, order.orderNumber, locale).map((line, index) => (
            <p key={line} className={index === 0 ? 'text-stone-900' : 'text-sm text-stone-600'}>
              {line}
            </p>
          ))}
        </Section>
        <Section id="order-delivery" title={orderText.deliveryHeading}>
          <p className="text-stone-900">{orderText.deliveryTo({ firstName: order.customerFirstName })}</p>
          <p className="break-words text-stone-600">{[order.customerStreet, areaName].filter(Boolean).join(orderMessage.separator)}</p>
        </Section>
      </div>

      <Section id="order-contact" title={orderText.contactHeading}>
        <p className="mb-3 text-sm text-stone-600">{orderText.contactText}</p>
        <ChatButtons
          purpose={orderText.contactHeading}
          message={(channel) => buildOrderQuestionMessage({ orderNumber: order.orderNumber, orderPath, locale }, channel, storeConfig)}
        />
      </Section>

      <p className="text-xs text-stone-500">{orderText.privacyNote}</p>
    </article>
  );
}

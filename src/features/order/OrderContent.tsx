import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { orderPageMachine } from '../../../machines/orderPage.ts';
import { getOrder } from '../../data/orders.ts';
import { orderPagePath, type OrderView } from '../../domain/index.ts';
import { Button } from '../../components/ui/Button.tsx';
import { LoadingState } from '../../components/ui/Spinner.tsx';
import { PageNotice } from '../../components/ui/PageNotice.tsx';
import { OrderDetails } from './OrderDetails.tsx';
import { ShopLink, useLocale, useScreenMessages } from '../../components/ui/PageLocale.tsx';
import { usePrivatePage } from './usePrivatePage.ts';

/** Reads one order (production: get_order); tests replace it. */
export type LoadOrder = (id: string, key: string) => Promise<OrderView>;

/**
 * The private page of one order (docs/decisions/0020-order-page-key.md), on the orderPage machine: loading, not found (no
 * key, a wrong key and an unknown id alike) and a failed read with Retry. It reads nothing but
 * the order (no catalogue), and marks the page noindex / no-referrer while shown.
 */
export function useOrderPage(id: string, accessKey: string | null, loadOrder: LoadOrder = getOrder) {
  const orderText = useScreenMessages('order');
  const locale = useLocale();
  usePrivatePage();
  const page = useActorRef(
    orderPageMachine.provide({ actors: { loadOrder: fromPromise(({ input }) => loadOrder(input.id, input.key)) } }),
    { input: { orderId: id, accessKey, locale } },
  );
  const view = useSelector(page, (snapshot) => snapshot.value);
  const order = useSelector(page, (snapshot) => snapshot.context.order);
  const failure = useSelector(page, (snapshot) => snapshot.context.failure);
  const title = view === 'ready' && order ? orderText.title({ orderNumber: order.orderNumber }) : view === 'notFound' ? orderText.notFoundTitle : undefined;
  return { view, order, failure, accessKey, title, retry: () => page.send({ type: 'RETRY' }) };
}

export type OrderPageState = ReturnType<typeof useOrderPage>;

/** The order page's content: the order, or loading, not found, or a failed read with Retry. */
export function OrderContent({ state }: { state: OrderPageState }) {
  const orderText = useScreenMessages('order');
  const { view, order, failure, accessKey, retry } = state;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      {(view === 'start' || view === 'loading') && <LoadingState message={orderText.loading} />}

      {view === 'notFound' && (
        <PageNotice title={orderText.notFoundTitle} text={orderText.notFoundText}>
          <ShopLink to="/" className="text-primary underline underline-offset-4">
            {orderText.backToShop}
          </ShopLink>
        </PageNotice>
      )}

      {view === 'failed' && (
        <PageNotice alert title={orderText.failedTitle} text={failure ?? orderText.failedText}>
          <Button onClick={retry}>{orderText.retry}</Button>
        </PageNotice>
      )}

      {view === 'ready' && order && <OrderDetails order={order} orderPath={orderPagePath(order.id, accessKey ?? '', order.locale)} />}
    </div>
  );
}

import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { orderPageMachine } from '../../../machines/orderPage.ts';
import { getOrder } from '../../data/orders.ts';
import { orderPagePath, type OrderView } from '../../domain/index.ts';
import { Button } from '../../components/ui/Button.tsx';
import { LoadingState } from '../../components/ui/Spinner.tsx';
import { PageLayout } from '../layout/index.ts';
import { OrderDetails } from './OrderDetails.tsx';
import { orderText } from './text.ts';
import { usePrivatePage } from './usePrivatePage.ts';
import { PageNotice } from '../../components/ui/PageNotice.tsx';

export interface OrderPageProps {
  /** Tests replace the get_order call. */
  loadOrder?: (id: string, key: string) => Promise<OrderView>;
}

/**
 * `/order/<id>?key=<access key>`: the private page of one order (DESIGN.md §9). It is rendered in
 * the browser only (never prerendered, not in the sitemap, noindex) and reads nothing but the
 * order: no catalogue. Loading, not found (no key, a wrong key and an unknown id alike) and a
 * failed read with Retry are states of the orderPage machine.
 */
export default function OrderPage({ loadOrder = getOrder }: OrderPageProps) {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key');
  usePrivatePage();
  const page = useActorRef(
    orderPageMachine.provide({ actors: { loadOrder: fromPromise(({ input }) => loadOrder(input.id, input.key)) } }),
    { input: { orderId: id, accessKey: key } },
  );
  const view = useSelector(page, (snapshot) => snapshot.value);
  const order = useSelector(page, (snapshot) => snapshot.context.order);
  const failure = useSelector(page, (snapshot) => snapshot.context.failure);

  const title = view === 'ready' && order ? orderText.title(order.orderNumber) : view === 'notFound' ? orderText.notFoundTitle : undefined;

  return (
    <PageLayout mode="home" title={title}>
      <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
        {(view === 'start' || view === 'loading') && <LoadingState message={orderText.loading} />}

        {view === 'notFound' && (
          <PageNotice title={orderText.notFoundTitle} text={orderText.notFoundText}>
            <Link to="/" className="text-primary underline underline-offset-4">
              {orderText.backToShop}
            </Link>
          </PageNotice>
        )}

        {view === 'failed' && (
          <PageNotice alert title={orderText.failedTitle} text={failure ?? orderText.failedText}>
            <Button onClick={() => page.send({ type: 'RETRY' })}>{orderText.retry}</Button>
          </PageNotice>
        )}

        {view === 'ready' && order && <OrderDetails order={order} orderPath={orderPagePath(order.id, key ?? '')} />}
      </div>
    </PageLayout>
  );
}

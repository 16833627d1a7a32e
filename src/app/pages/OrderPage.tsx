import { useParams, useSearchParams } from 'react-router-dom';
import { PageLayout } from '../../features/layout/index.ts';
import { OrderContent, useOrderPage, type LoadOrder } from '../../features/order/pages.ts';

export interface OrderPageProps {
  /** Tests replace the get_order call. */
  loadOrder?: LoadOrder;
}

/**
 * `/order/<id>?key=<access key>`: the private page of one order. Rendered in the browser only
 * (never prerendered, not in the sitemap, noindex).
 */
export default function OrderPage({ loadOrder }: OrderPageProps) {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const state = useOrderPage(id, params.get('key'), loadOrder);
  return (
    <PageLayout mode="home" title={state.title}>
      <OrderContent state={state} />
    </PageLayout>
  );
}

import { useParams } from 'react-router-dom';
import { PageLayout } from '../../features/layout/index.ts';
import { ProductContent, useProductPageTitle, useProductPage } from '../../features/product/pages.ts';

/** `/item/{id}`: one product, its choice of variant and quantity, and related products. */
export default function ProductPage() {
  const { id = '' } = useParams<{ id: string }>();
  const state = useProductPage(id);
  const title = useProductPageTitle(state);
  return (
    <PageLayout mode="product" title={title}>
      <ProductContent state={state} />
    </PageLayout>
  );
}

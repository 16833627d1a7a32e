import { useParams } from 'react-router-dom';
import { PageLayout } from '../../features/layout/index.ts';
import { ProductContent, productPageTitle, useProductPage } from '../../features/product/pages.ts';

/** `/item/{id}`: one product, its choice of variant and quantity, and related products. */
export default function ProductPage() {
  const { id = '' } = useParams<{ id: string }>();
  const state = useProductPage(id);
  return (
    <PageLayout mode="product" title={productPageTitle(state)}>
      <ProductContent state={state} />
    </PageLayout>
  );
}

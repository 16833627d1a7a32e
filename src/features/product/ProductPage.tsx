// Placeholder: the storefront issue builds the product page.
import { PageLayout } from '../layout/index.ts';

export default function ProductPage() {
  return (
    <PageLayout mode="product">
      <p className="p-6">Loading product details...</p>
    </PageLayout>
  );
}

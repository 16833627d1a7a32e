// Placeholder: the storefront issue builds the preorder page.
import { PageLayout } from '../layout/index.ts';

export default function PreorderPage() {
  return (
    <PageLayout mode="preorder">
      <h1 className="p-6 text-2xl font-semibold">Preorder Items</h1>
    </PageLayout>
  );
}

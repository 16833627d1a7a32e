import { useMessages } from '../../components/ui/PageLocale.tsx';
import { PreorderListing } from '../../features/catalog/pages.ts';
import { PageLayout } from '../../features/layout/index.ts';

/** `/preorder`: out-of-stock products to order now and receive later. */
export default function PreorderPage() {
  return (
    <PageLayout mode="preorder" title={useMessages().titles.preorder}>
      <PreorderListing />
    </PageLayout>
  );
}

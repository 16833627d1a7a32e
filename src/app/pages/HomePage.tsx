import { useCatalog } from '../../features/catalog/index.ts';
import { CatalogLoadingScreen, HomeStorefront } from '../../features/catalog/pages.ts';
import { PageLayout, useDocumentTitle } from '../../features/layout/index.ts';

/** `/`: the loading screen while the catalogue loads, then the storefront (or an error with Retry). */
export default function HomePage() {
  const { status, catalog } = useCatalog();
  useDocumentTitle();
  if (status === 'loading' || (status === 'ready' && !catalog)) return <CatalogLoadingScreen />;
  return (
    <PageLayout mode="home">
      <HomeStorefront />
    </PageLayout>
  );
}

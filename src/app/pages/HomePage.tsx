import { useEffect } from 'react';
import { useCatalog } from '../../features/catalog/index.ts';
import { CatalogLoadingScreen, HomeStorefront, preloadHomeStorefront } from '../../features/catalog/pages.ts';

export { preloadHomeStorefront };
import { PageLayout, useDocumentTitle } from '../../features/layout/index.ts';

/**
 * One element for every render of the home page: the whole catalogue arriving, or its changes,
 * renders the storefront again (it reads the catalogue itself), not the header, footer and
 * drawers around it.
 */
const storefront = (
  <PageLayout mode="home">
    <HomeStorefront />
  </PageLayout>
);

/**
 * `/`: the loading screen while the catalogue loads, then the storefront (or an error with Retry).
 * The storefront shows a partial catalogue only when it is the part the prerendered home page
 * embedded; another page's part (the menu's categories on /about) would draw an empty hero and
 * the wrong count, then jump as the rest came: the whole catalogue is asked for at once instead.
 */
export default function HomePage() {
  const { status, catalog, complete, partFor, loadAll } = useCatalog();
  const ownPart = complete || partFor === '/';
  useEffect(() => {
    if (status === 'ready' && !ownPart) loadAll();
  }, [status, ownPart, loadAll]);
  useDocumentTitle();
  if (status === 'loading' || (status === 'ready' && (!catalog || !ownPart))) return <CatalogLoadingScreen />;
  return storefront;
}

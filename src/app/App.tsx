import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { InitialCatalog } from '../features/catalog/index.ts';
import { Providers } from './Providers.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import HomePage from '../features/catalog/HomePage.tsx';
import { LoadingState } from '../components/ui/Spinner.tsx';
import { AppToaster } from '../components/ui/Toaster.tsx';

// The home page ships in the first chunk; the other routes load when visited.
const AboutPage = lazy(() => import('../features/pages/AboutPage.tsx'));
const PreorderPage = lazy(() => import('../features/catalog/PreorderPage.tsx'));
const ProductPage = lazy(() => import('../features/product/ProductPage.tsx'));
const NotFoundPage = lazy(() => import('../features/pages/NotFoundPage.tsx'));

/**
 * The whole shop below the router. The browser wraps it in a BrowserRouter (src/main.tsx), the
 * build-time prerenderer in a StaticRouter (src/entry-server.tsx), so both render the same tree.
 */
export function App({ initialCatalog = null }: { initialCatalog?: InitialCatalog | null }) {
  return (
    <ErrorBoundary>
      <Providers initialCatalog={initialCatalog}>
        <Suspense fallback={<LoadingState message="Loading…" />}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/about" element={<AboutPage />} />
            <Route path="/preorder" element={<PreorderPage />} />
            <Route path="/item/:id" element={<ProductPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </Providers>
      <AppToaster />
    </ErrorBoundary>
  );
}

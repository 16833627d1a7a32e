import { useMessages } from '../components/ui/locale.tsx';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { EmbeddedCatalog } from './embeddedCatalog.ts';
import { Providers } from './Providers.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import HomePage from './pages/HomePage.tsx';
import { LoadingState } from '../components/ui/Spinner.tsx';
import { AppToaster } from '../components/ui/Toaster.tsx';
import { routeTable } from './routes.ts';

// The home page ships in the first chunk; the other routes load when visited (src/app/routes.ts).
const pages: [string, ComponentType][] = routeTable.map((route) => [route.path, route.load ? lazy(route.load) : HomePage]);

function RouteLoading() {
  return <LoadingState message={useMessages().common.loading} />;
}

/**
 * The whole shop below the router. The browser wraps it in a BrowserRouter (src/main.tsx), the
 * build-time prerenderer in a StaticRouter (src/entry-server.tsx), so both render the same tree.
 */
export function App({ initialCatalog = null }: { initialCatalog?: EmbeddedCatalog | null }) {
  return (
    <ErrorBoundary>
      <Providers initialCatalog={initialCatalog} initialTerms={initialCatalog?.terms ?? null}>
        <Suspense fallback={<RouteLoading />}>
          <Routes>
            {pages.map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </Suspense>
      </Providers>
      <AppToaster />
    </ErrorBoundary>
  );
}

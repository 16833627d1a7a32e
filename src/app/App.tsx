import { PageLocale, useMessages } from '../components/ui/PageLocale.tsx';
import { Suspense, useEffect, type ComponentType, type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { EmbeddedCatalog } from './embeddedCatalog.ts';
import { Providers } from './Providers.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import HomePage, { preloadHomeStorefront } from './pages/HomePage.tsx';
import { LoadingState } from '../components/ui/Spinner.tsx';
import { lazyWithPreload, type PreloadableComponent } from '../components/ui/lazyWithPreload.ts';
import { AppToaster } from '../components/ui/Toaster.tsx';
import { DownloadRetryNotice } from '../components/ui/DownloadRetryNotice.tsx';
import { localeRoutePath, routeFor, routeTable, type RouteEntry } from './routes.ts';
import { byLocale, LOCALES, splitLocalePath, textDirection, type Locale } from '../domain/locale.ts';
import { withScreenMessages } from '../i18n/index.ts';

// The home page ships in the first chunk (its hero apart); the other routes load when visited (src/app/routes.ts).
// Every page waits for its screens' words as a lazily loaded one does, the home page for its
// listing's: a prerendered page hydrates once they are here (the build preloads them beside the
// entry), a move to it from another page shows the loading state until then. One component per
// route and language, rendered at its English path and under /ar with its language's words.
const homePage = () => preloadHomeStorefront().then(() => ({ default: HomePage }));
const routePages = new Map<RouteEntry, Record<Locale, PreloadableComponent<ComponentType>>>(
  routeTable.map((route) => [route, byLocale((locale) => lazyWithPreload(withScreenMessages(locale, route.sections, route.load ?? homePage)))]),
);
const routes: ReactElement[] = routeTable.flatMap((route) =>
  LOCALES.map((locale) => {
    const Page = routePages.get(route)![locale];
    const path = localeRoutePath(route.path, locale);
    return <Route key={path} path={path} element={<Page />} />;
  }),
);

/**
 * The routes the build renders the page at `path` with: its own only. The build knows each page's
 * route, and react-router ranks the whole table again on every render (compiling each route's
 * pattern), ~10% of rendering a page at 5,000 products. The browser renders the whole table.
 */
export function prerenderedPageRoutes(path: string): ReactElement[] {
  const route = routeFor(path);
  const own = route && localeRoutePath(route.path, splitLocalePath(path).locale);
  return own ? routes.filter((element) => element.key === own) : routes;
}

/**
 * Loads the page at `pathname` and its words; src/main.tsx hydrates once they are here. The page
 * then renders on the spot instead of suspending: a suspended page hydrated in a second pass,
 * whose passive effects walked the whole page again (a long task after the largest paint).
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const route = routeFor(pathname);
  return route ? routePages.get(route)![splitLocalePath(pathname).locale].preload() : Promise.resolve();
}

/**
 * `<html lang dir>` of the page's language. A prerendered page arrives with them (the build writes
 * them); a page rendered in the browser (the SPA fallback, a move between languages) gets them here.
 * Written only when they differ: setting either, even to the value it has, restyles and lays out
 * the whole page again (~5 ms on a fast machine, a long task after hydration on a slow phone).
 */
function useDocumentLanguage() {
  const { locale } = splitLocalePath(useLocation().pathname);
  useEffect(() => {
    const root = document.documentElement;
    const dir = textDirection(locale);
    if (root.lang !== locale) root.lang = locale;
    if (root.dir !== dir) root.dir = dir;
  }, [locale]);
  return locale;
}

function RouteLoading() {
  return <LoadingState message={useMessages().common.loading} />;
}

/**
 * The whole shop below the router. The browser wraps it in a BrowserRouter (src/main.tsx), the
 * build-time prerenderer in a StaticRouter (src/entry-server.tsx), so both render the same tree.
 */
export function App({
  initialCatalog = null,
  pageRoutes = routes,
}: {
  initialCatalog?: EmbeddedCatalog | null;
  /** The routes to render (default: every page's); see prerenderedPageRoutes. */
  pageRoutes?: ReactElement[];
}) {
  const locale = useDocumentLanguage();
  return (
    <PageLocale locale={locale}>
      <ErrorBoundary>
        <Providers initialCatalog={initialCatalog} initialTerms={initialCatalog?.terms} deliveryAreasUrl={initialCatalog?.deliveryAreasUrl}>
          <Suspense fallback={<RouteLoading />}>
            <Routes>{pageRoutes}</Routes>
          </Suspense>
        </Providers>
        <AppToaster dir={textDirection(locale)} />
        <DownloadRetryNotice />
      </ErrorBoundary>
    </PageLocale>
  );
}

import { useMessages } from '../components/ui/locale.tsx';
import { Suspense, useEffect, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { EmbeddedCatalog } from './embeddedCatalog.ts';
import { Providers } from './Providers.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LoadingState } from '../components/ui/Spinner.tsx';
import { AppToaster } from '../components/ui/Toaster.tsx';
import { localeRoutePath, routeOf, routeTable, type RouteEntry } from './routes.ts';
import { lazyWithPreload, type PreloadableComponent } from '../components/ui/lazyWithPreload.ts';
import { LOCALES, splitLocalePath, textDirection } from '../domain/locale.ts';
import { withScreenMessages } from '../i18n/index.ts';

// Every page is a chunk of its own, with its screens' words (src/app/routes.ts), so a page
// downloads none of the others' code: the home page's hero and listing stay off product pages.
// The page being opened is loaded before the first render (`preloadPage`, src/main.tsx; the build
// modulepreloads it), so it renders at once; the others load when visited.
const pageComponents = new Map<RouteEntry, PreloadableComponent<ComponentType>>(
  routeTable.map((route) => [route, lazyWithPreload(withScreenMessages(route.sections, route.load))]),
);
const pages = routeTable.flatMap((route) => LOCALES.map((locale) => [localeRoutePath(route.path, locale), pageComponents.get(route)!] as const));

/** Loads the page a path opens (its code and words), to await before the first render. */
export function preloadPage(path: string): Promise<unknown> {
  return pageComponents.get(routeOf(path))!.preload();
}

/**
 * `<html lang dir>` of the page's language. A prerendered page arrives with them (the build writes
 * them); a page rendered in the browser (the SPA fallback, a move between languages) gets them here.
 */
function useDocumentLanguage() {
  const { locale } = splitLocalePath(useLocation().pathname);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = textDirection(locale);
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
export function App({ initialCatalog = null }: { initialCatalog?: EmbeddedCatalog | null }) {
  const locale = useDocumentLanguage();
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
      <AppToaster dir={textDirection(locale)} />
    </ErrorBoundary>
  );
}

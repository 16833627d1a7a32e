import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { Providers } from './Providers.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import HomePage from '../features/catalog/HomePage.tsx';
import { LoadingState } from '../components/ui/Spinner.tsx';

// The home page ships in the first chunk; the other routes load when visited.
const AboutPage = lazy(() => import('../features/pages/AboutPage.tsx'));
const PreorderPage = lazy(() => import('../features/catalog/PreorderPage.tsx'));
const ProductPage = lazy(() => import('../features/product/ProductPage.tsx'));
const NotFoundPage = lazy(() => import('../features/pages/NotFoundPage.tsx'));

export function App() {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <Providers>
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
        <Toaster position="top-center" richColors closeButton />
      </BrowserRouter>
    </ErrorBoundary>
  );
}

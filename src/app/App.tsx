import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { HomePage } from '../features/pages/HomePage.tsx';
import { AboutPage } from '../features/pages/AboutPage.tsx';
import { PreorderPage } from '../features/pages/PreorderPage.tsx';
import { ProductPage } from '../features/pages/ProductPage.tsx';
import { NotFoundPage } from '../features/pages/NotFoundPage.tsx';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/preorder" element={<PreorderPage />} />
        <Route path="/item/:id" element={<ProductPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <Toaster position="top-center" richColors closeButton />
    </BrowserRouter>
  );
}

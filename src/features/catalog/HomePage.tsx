// Placeholder: the storefront issue builds hero, category strip, brand banner and the catalogue.
import { PageLayout } from '../layout/index.ts';
import { useCatalog } from './CatalogProvider.tsx';

export default function HomePage() {
  const { status, catalog } = useCatalog();
  return (
    <PageLayout mode="home">
      <section id="catalog" className="mx-auto max-w-6xl p-6">
        <h1 className="text-2xl font-semibold">Our Products</h1>
        <p>{status === 'ready' ? `${catalog?.products.length} product(s) found` : status}</p>
      </section>
    </PageLayout>
  );
}

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TestCart } from '../../features/TestCart.tsx';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CatalogProvider, type InitialCatalog } from '../../../../src/features/catalog/index.ts';
import HomePage from '../../../../src/app/pages/HomePage.tsx';
import PreorderPage from '../../../../src/app/pages/PreorderPage.tsx';
import type { Catalog } from '../../../../src/domain/index.ts';
import { makeProduct } from '../../domain/fixtures';
import { installDomShims } from '../../features/cart/dom';

vi.mock('sonner', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() });
  return { toast, Toaster: () => null };
});

beforeAll(installDomShims);
afterEach(cleanup);

const catalog: Catalog = {
  products: [
    makeProduct({ id: 'jars', name: 'Glass Storage Jars', category: 'Storage' }),
    makeProduct({ id: 'kettle', name: 'Stainless Steel Kettle', category: 'Kitchen', isOutOfStock: true }),
  ],
  categories: [
    { id: 's', name: 'Storage', nameAr: null, storeId: 'x' },
    { id: 'k', name: 'Kitchen', nameAr: null, storeId: 'x' },
  ],
  subcategories: [],
};

function renderPage(page: 'home' | 'preorder', load: () => Promise<Catalog>, initial: InitialCatalog | null = null) {
  render(
    <MemoryRouter>
      <CatalogProvider load={() => load().then((whole) => ({ catalog: whole, version: 1 }))} loadChanges={() => new Promise(() => {})} initial={initial}>
        <TestCart>{page === 'home' ? <HomePage /> : <PreorderPage />}</TestCart>
      </CatalogProvider>
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  it('shows the logo and loading message while the catalogue loads, then the storefront', async () => {
    let resolve!: (catalog: Catalog) => void;
    renderPage('home', () => new Promise((done) => (resolve = done)));
    expect(screen.getByRole('status')).toHaveTextContent('Setting the table…');
    expect(screen.getByRole('img', { name: 'MOMobel' })).toBeInTheDocument();
    resolve(catalog);
    expect(await screen.findByRole('heading', { name: 'Our Products' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Featured products' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Affordable • Functional • Essential' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Disclaimer' })).toHaveTextContent('MOMobel is an independent reseller.');
    // The category strip selects in the listing.
    const strip = screen.getByRole('navigation', { name: 'Categories' });
    expect(strip.querySelectorAll('button')).toHaveLength(3);
  });

  it("waits for the whole catalogue rather than draw the storefront from another page's part (arriving from /about)", async () => {
    let resolve!: (catalog: Catalog) => void;
    const load = vi.fn(() => new Promise<Catalog>((done) => (resolve = done)));
    const aboutPart = { ...catalog, products: [] };
    renderPage('home', load, { catalog: aboutPart, complete: false, partFor: '/about', listedCount: null, snapshotUrl: null, version: null });
    expect(screen.getByRole('status')).toHaveTextContent('Setting the table…');
    expect(screen.queryByRole('heading', { name: 'Our Products' })).toBeNull();
    // Asked for at once, not when the browser is next idle.
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    resolve(catalog);
    expect(await screen.findByRole('heading', { name: 'Our Products' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Featured products' })).toBeInTheDocument();
  });

  it('offers Retry when the catalogue cannot be loaded', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(catalog);
    renderPage('home', load);
    expect(await screen.findByRole('heading', { name: "We couldn't load the products" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Our Products' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('PreorderPage', () => {
  it("says 'Loading preorder items...', then lists only preorder items", async () => {
    let resolve!: (catalog: Catalog) => void;
    renderPage('preorder', () => new Promise((done) => (resolve = done)));
    expect(screen.getByText('Loading preorder items...')).toBeInTheDocument();
    resolve(catalog);
    expect(await screen.findByRole('heading', { name: 'Stainless Steel Kettle' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Glass Storage Jars' })).toBeNull();
    expect(screen.getByText(/These items are currently out of stock/)).toBeInTheDocument();
  });

  it("fetches the first row's pictures at once (they are the page's largest paint) and the rest as they near the screen", async () => {
    const preorders = ['a', 'b', 'c'].map((id) => makeProduct({ id, name: `Preorder ${id}`, category: 'Kitchen', isOutOfStock: true, images: [`/images/${id}.jpg`] }));
    renderPage('preorder', () => Promise.resolve({ ...catalog, products: preorders }));
    await screen.findByRole('heading', { name: 'Preorder c' });
    const loading = preorders.map(({ name }) => screen.getByRole('article', { name }).querySelector('img')!.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'lazy']);
  });

  it('has an empty state when everything is in stock', async () => {
    renderPage('preorder', () => Promise.resolve({ ...catalog, products: [catalog.products[0]!] }));
    expect(await screen.findByRole('heading', { name: 'No preorder items available' })).toBeInTheDocument();
    expect(screen.getByText('All items are currently in stock!')).toBeInTheDocument();
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TestCart } from '../../features/TestCart.tsx';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'sonner';
import type { Catalog, Product } from '../../../../src/domain/index.ts';
import { fetchProduct, fetchRelatedProducts } from '../../../../src/data/catalog.ts';
import { CatalogProvider } from '../../../../src/features/catalog/index.ts';
import ProductPage from '../../../../src/app/pages/ProductPage.tsx';
import { makeProduct, makeVariant } from '../../domain/fixtures';
import { installDomShims } from '../../features/cart/dom';

vi.mock('sonner', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() });
  return { toast, Toaster: () => null };
});
// Counts the renders of the part that hydrates after the page (the related products), passing it through.
const deferredPart = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../../../../src/components/ui/HydrateAfterPage.tsx', () => ({
  HydrateAfterPage: ({ children }: { children: unknown }) => {
    deferredPart.renders++;
    return children;
  },
}));
vi.mock('../../../../src/data/catalog.ts', () => ({
  fetchProduct: vi.fn(),
  fetchRelatedProducts: vi.fn(async () => []),
  fetchCatalog: vi.fn(),
  fetchVersionedCatalog: vi.fn(),
  fetchCatalogSnapshot: vi.fn(),
  fetchCatalogChanges: vi.fn(),
}));

beforeAll(installDomShims);
beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchRelatedProducts).mockResolvedValue([]);
});
afterEach(cleanup);

const linen: Product = makeProduct({
  id: 'linen',
  name: 'Cotton Table Linen',
  category: 'Dining & Table',
  categoryId: 'dining',
  price: 2400,
  size: '140 x 240 cm',
  description: 'Soft **cotton** cloth.',
  images: ['/linen-1.svg', '/linen-2.svg', '/linen-3.svg'],
  variants: [
    makeVariant({ id: 'sand', name: 'Natural Sand', price: 2400 }),
    makeVariant({ id: 'sage', name: 'Sage Green', price: 2400, inventory: 6, imageUrl: '/linen-sage.svg' }),
    makeVariant({ id: 'terracotta', name: 'Terracotta', price: 2600, salePrice: 2200, inventory: 0 }),
  ],
});
const napkins = makeProduct({ id: 'napkins', name: 'Linen Napkins', categoryId: 'dining', price: 1600 });

function renderPage(path: string, catalog: () => Promise<Catalog> = () => new Promise(() => {})) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CatalogProvider load={() => catalog().then((whole) => ({ catalog: whole, version: 1 }))}>
        <TestCart>
          <Routes>
            <Route path="/item/:id" element={<ProductPage />} />
            <Route path="/" element={<p>Home page</p>} />
          </Routes>
        </TestCart>
      </CatalogProvider>
    </MemoryRouter>,
  );
}

const imageSrc = () => screen.getByTestId('gallery-image').getAttribute('src');

describe('ProductPage', () => {
  it("shows 'Loading product details...' and then the product", async () => {
    let answer: (product: Product) => void = () => {};
    vi.mocked(fetchProduct).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage('/item/linen');
    expect(screen.getByText('Loading product details...')).toBeInTheDocument();
    await act(async () => answer(linen));
    expect(screen.getByRole('heading', { level: 1, name: 'Cotton Table Linen' })).toBeInTheDocument();
    expect(fetchProduct).toHaveBeenCalledWith('linen');
    expect(document.title).toContain('Cotton Table Linen');
    // Product Details card.
    expect(screen.getByText('Product Details')).toBeInTheDocument();
    expect(screen.getByText('140 x 240 cm')).toBeInTheDocument();
    expect(screen.getAllByText('$24.00').length).toBeGreaterThan(0);
  });

  it('shows the product from the loaded catalogue at once', async () => {
    vi.mocked(fetchProduct).mockImplementation(() => new Promise(() => {}));
    renderPage('/item/linen', async () => ({ products: [linen, napkins], categories: [], subcategories: [] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotton Table Linen' })).toBeInTheDocument();
    // Related products come from the catalogue.
    expect(screen.getByRole('heading', { name: 'Related Products' })).toBeInTheDocument();
    expect(screen.getByText('Linen Napkins')).toBeInTheDocument();
  });

  // A part still waiting to hydrate (the related products, on a prerendered page) that is handed
  // a new element is hydrated at once, in that render: Add to Cart, which renders the page again,
  // must hand it the same one.
  it('Add to Cart renders the page again but not the related products\' part', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchProduct).mockImplementation(() => new Promise(() => {}));
    renderPage('/item/napkins', async () => ({ products: [linen, napkins], categories: [], subcategories: [] }));
    expect(await screen.findByRole('heading', { name: 'Related Products' })).toBeInTheDocument();
    const before = deferredPart.renders;
    await user.click(screen.getByRole('button', { name: 'Add to Cart - $16.00' }));
    expect(await screen.findByRole('button', { name: 'Update Cart - $16.00' })).toBeInTheDocument();
    expect(deferredPart.renders).toBe(before);
  });

  it('an unknown id shows not found with a link back to the shop', async () => {
    vi.mocked(fetchProduct).mockResolvedValue(null);
    renderPage('/item/nope');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });

  it('a failed read shows an error with Retry', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchProduct).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(linen);
    renderPage('/item/linen');
    expect(await screen.findByRole('heading', { name: 'We could not load this product' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotton Table Linen' })).toBeInTheDocument();
  });

  it('requires a variant: toast, inline message and red border, cleared by a choice; then Update Cart', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchProduct).mockResolvedValue(linen);
    renderPage('/item/linen');
    const select = await screen.findByLabelText('Select Option *');
    // Placeholder first; the out-of-stock Terracotta is not offered.
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Choose an option',
      'Natural Sand — $24.00',
      'Sage Green — $24.00',
    ]);
    await user.click(screen.getByRole('button', { name: 'Add to Cart - $24.00' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Please select a variant', { description: 'You must choose an option before adding to cart.' }));
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a variant to continue.');

    await user.selectOptions(select, 'sage');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please select a variant to continue.')).not.toBeInTheDocument();
    // The variant's picture comes first.
    expect(imageSrc()).toBe('/linen-sage.svg');

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Cotton Table Linen' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart - $48.00' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added to Cart', { description: 'Cotton Table Linen (Sage Green) added to cart' }));
    expect(screen.getByRole('button', { name: 'Update Cart - $48.00' })).toBeInTheDocument();
  });

  it('Update Cart sets the line to the chosen quantity; the stepper starts at the quantity in the cart for the chosen variant', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchProduct).mockResolvedValue(linen);
    renderPage('/item/linen');
    const select = await screen.findByLabelText('Select Option *');
    const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity of Cotton Table Linen' });
    await user.selectOptions(select, 'sage');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Cotton Table Linen' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart - $48.00' }));
    expect(quantity()).toHaveValue(2);

    // 2 in the cart, choose 1: the line becomes 1 (not 3).
    vi.mocked(toast.success).mockClear();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Cotton Table Linen' }));
    await user.click(screen.getByRole('button', { name: 'Update Cart - $24.00' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Updated Cart', { description: 'Cotton Table Linen (Sage Green) quantity updated' }));
    expect(screen.getByRole('button', { name: 'Update Cart - $24.00' })).toBeInTheDocument();
    expect(quantity()).toHaveValue(1);

    // Another variant, not in the cart: the stepper starts at 1 and the button adds.
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Cotton Table Linen' }));
    await user.click(screen.getByRole('button', { name: 'Update Cart - $48.00' }));
    await user.selectOptions(select, 'sand');
    expect(quantity()).toHaveValue(1);
    await user.click(screen.getByRole('button', { name: 'Add to Cart - $24.00' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenLastCalledWith('Added to Cart', { description: 'Cotton Table Linen (Natural Sand) added to cart' }));
    // Back to the variant in the cart: its quantity again.
    await user.selectOptions(select, 'sage');
    expect(quantity()).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Update Cart - $48.00' })).toBeInTheDocument();
  });

  it('gallery: next/previous, dots, swipes over 40 px (touch and mouse), reset by a variant choice', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchProduct).mockResolvedValue(linen);
    renderPage('/item/linen');
    await screen.findByTestId('gallery-image');
    expect(imageSrc()).toBe('/linen-1.svg');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(imageSrc()).toBe('/linen-2.svg');
    await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(imageSrc()).toBe('/linen-3.svg');
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(imageSrc()).toBe('/linen-1.svg');

    const gallery = screen.getByTestId('product-gallery');
    // 40 px is not enough; 41 is.
    fireEvent.touchStart(gallery, { changedTouches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(gallery, { changedTouches: [{ clientX: 160, clientY: 100 }] });
    expect(imageSrc()).toBe('/linen-1.svg');
    fireEvent.touchStart(gallery, { changedTouches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(gallery, { changedTouches: [{ clientX: 159, clientY: 100 }] });
    expect(imageSrc()).toBe('/linen-2.svg');
    fireEvent.touchStart(gallery, { changedTouches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(gallery, { changedTouches: [{ clientX: 180, clientY: 110 }] });
    expect(imageSrc()).toBe('/linen-1.svg');
    fireEvent.pointerDown(gallery, { clientX: 300, clientY: 100, pointerType: 'mouse' });
    fireEvent.pointerUp(gallery, { clientX: 200, clientY: 100, pointerType: 'mouse' });
    expect(imageSrc()).toBe('/linen-2.svg');

    await user.selectOptions(screen.getByLabelText('Select Option *'), 'sand');
    expect(imageSrc()).toBe('/linen-1.svg');
  });

  it('starts over when the item changes', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchProduct).mockImplementation(async (id) => (id === 'linen' ? linen : napkins));
    renderPage('/item/linen', async () => ({ products: [linen, napkins], categories: [], subcategories: [] }));
    await user.selectOptions(await screen.findByLabelText('Select Option *'), 'sage');
    await user.click(screen.getByRole('link', { name: 'Linen Napkins' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Napkins' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('button', { name: 'Add to Cart - $16.00' })).toBeInTheDocument();
    // The catalogue's copy, which the catalogue keeps fresh: nothing read for it.
    expect(fetchProduct).not.toHaveBeenCalledWith('napkins');
  });

  it('a prerendered page starts on its product, and a shared link (?variant=) on the variant it names', async () => {
    const catalog: Catalog = { products: [linen, napkins], categories: [], subcategories: [] };
    const initial = { catalog, complete: false, partFor: '/item/linen', listedCount: null, snapshotUrl: null, version: 1 };
    for (const [path, chosen] of [['/item/linen', ''], ['/item/linen?variant=sage', 'sage']] as const) {
      const page = render(
        <MemoryRouter initialEntries={[path]}>
          <CatalogProvider initial={initial} loadChanges={() => new Promise(() => {})}>
            <TestCart>
              <Routes>
                <Route path="/item/:id" element={<ProductPage />} />
              </Routes>
            </TestCart>
          </CatalogProvider>
        </MemoryRouter>,
      );
      const select = screen.getByLabelText('Select Option *') as HTMLSelectElement;
      await act(async () => {});
      expect(select.value).toBe(chosen);
      expect(fetchProduct).not.toHaveBeenCalled();
      page.unmount();
    }
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestCart } from '../TestCart.tsx';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { CatalogSection } from '../../../../src/features/catalog/CatalogSection.tsx';
import { useListingState } from '../../../../src/features/catalog/useListingState.ts';
import type { Product, Subcategory } from '../../../../src/domain/index.ts';
import { makeProduct, makeVariant } from '../../domain/fixtures';
import { installDomShims } from '../cart/dom';

vi.mock('sonner', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() });
  return { toast, Toaster: () => null };
});

beforeAll(installDomShims);
afterEach(cleanup);

const products: Product[] = [
  makeProduct({ id: 'jars', name: 'Glass Storage Jars', category: 'Storage', price: 650 }),
  makeProduct({ id: 'pan', name: 'Frying Pan', category: 'Kitchen', subcategoryId: 'cookware', price: 2200, salePrice: 1900 }),
  makeProduct({ id: 'knife', name: "Chef's Knife", category: 'Kitchen', subcategoryId: 'knives', price: 3400 }),
  makeProduct({
    id: 'linen',
    name: 'Cotton Table Linen',
    category: 'Dining',
    price: 2400,
    variants: [
      makeVariant({ id: 'sand', name: 'Natural Sand', price: 2400, isOutOfStock: true }),
      makeVariant({ id: 'sage', name: 'Sage Green', price: 2400, inventory: 6 }),
      makeVariant({ id: 'terracotta', name: 'Terracotta', price: 2600, salePrice: 2200, inventory: 3 }),
    ],
  }),
  // Out of stock: never listed, but found by a search, after the products for sale.
  makeProduct({ id: 'kettle', name: 'Kettle', category: 'Kitchen', price: 3800, isOutOfStock: true }),
];
const categories = ['Storage', 'Kitchen', 'Dining'];
const subcategories: Subcategory[] = [
  { id: 'cookware', name: 'Cookware', nameAr: null, categoryId: 'kitchen' },
  { id: 'knives', name: 'Knives & Boards', nameAr: null, categoryId: 'kitchen' },
];

const seen: { search: string; type: string }[] = [];
let goBack: () => void = () => {};

function Probe() {
  const location = useLocation();
  const type = useNavigationType();
  const navigate = useNavigate();
  goBack = () => navigate(-1);
  seen.push({ search: location.search, type });
  return <span data-testid="search">{location.search}</span>;
}

function Harness() {
  const listing = useListingState();
  return (
    <CatalogSection
      products={products}
      categories={categories}
      categoryName={(name) => ({ text: name, lang: 'en' })}
      subcategories={subcategories}
      listing={listing}
    />
  );
}

function renderSection(url = '/') {
  seen.length = 0;
  render(
    <MemoryRouter initialEntries={[url]}>
      <TestCart>
        <Probe />
        <Harness />
      </TestCart>
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  const search = () => screen.getByTestId('search').textContent;
  const names = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  return { user, search, names };
}

describe('CatalogSection', () => {
  it("lists listed products with 'N product(s) found', grid by default", () => {
    const { names } = renderSection();
    expect(screen.getByRole('heading', { name: 'Our Products' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 product(s) found');
    expect(names()).toEqual(['Glass Storage Jars', 'Frying Pan', "Chef's Knife", 'Cotton Table Linen']);
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'false');
    // Sale price with the original struck through.
    const pan = screen.getByRole('article', { name: 'Frying Pan' });
    expect(within(pan).getByText('$19.00')).toBeInTheDocument();
    expect(within(pan).getByText('$22.00').closest('s')).not.toBeNull();
  });

  it('reads its state from the URL', async () => {
    const { names } = renderSection('/?category=kitchen&sort=price-desc&view=list&min=20');
    expect(names()).toEqual(["Chef's Knife"]);
    expect(screen.getByLabelText('Category')).toHaveValue('Kitchen');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-desc');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    // The price panel opens when the link carries a price bound.
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'true');
    // Its code comes as it opens.
    expect(await screen.findByLabelText('Min Price')).toHaveValue(20);
    // List view adds the inquiry buttons.
    expect(screen.getAllByRole('link', { name: "Ask about Chef's Knife on WhatsApp" }).length).toBeGreaterThan(0);
  });

  it('filters while typing, writes q after a pause, and Back returns to the list before typing', async () => {
    const { user, search, names } = renderSection();
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveAttribute('placeholder', 'Search products...');
    await user.type(box, 'gla');
    await waitFor(() => expect(names()).toEqual(['Glass Storage Jars']));
    await waitFor(() => expect(search()).toBe('?q=gla'));
    expect(seen.at(-1)?.type).toBe('PUSH');
    await user.type(box, 'ss');
    await waitFor(() => expect(search()).toBe('?q=glass'));
    // The rest of the word replaces the entry the first write pushed.
    expect(seen.at(-1)?.type).toBe('REPLACE');
    act(() => goBack());
    await waitFor(() => expect(search()).toBe(''));
    expect(box).toHaveValue('');
    // The results follow the box once typing pauses.
    await waitFor(() => expect(names()).toHaveLength(4));
  });

  it('shows each key in the box at once and the results once typing pauses for 300 ms', () => {
    // Only the clock the listing waits on: React's own scheduling runs as usual. Keys as input
    // events (fireEvent), since Testing Library's async helpers wait on that clock themselves.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { names } = renderSection();
      const box = screen.getByRole('searchbox', { name: 'Search products' });
      fireEvent.change(box, { target: { value: 'gl' } });
      act(() => vi.advanceTimersByTime(100));
      fireEvent.change(box, { target: { value: 'gla' } });
      // 100 ms after 'gl', and 250 ms after 'a': the box shows what was typed, the list is whole.
      act(() => vi.advanceTimersByTime(250));
      expect(box).toHaveValue('gla');
      expect(names()).toHaveLength(4);
      act(() => vi.advanceTimersByTime(60));
      expect(names()).toEqual(['Glass Storage Jars']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders nothing on a key press: the results and the Filters count follow together at the pause', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const commits: string[] = [];
      seen.length = 0;
      render(
        <MemoryRouter initialEntries={['/']}>
          <TestCart>
            <Profiler id="section" onRender={(_id, phase) => commits.push(phase)}>
              <Harness />
            </Profiler>
          </TestCart>
        </MemoryRouter>,
      );
      commits.length = 0;
      const box = screen.getByRole('searchbox', { name: 'Search products' });
      const filters = screen.getByRole('button', { name: /^Filters/ });
      for (const typed of ['g', 'gl', 'gla']) {
        fireEvent.change(box, { target: { value: typed } });
        act(() => vi.advanceTimersByTime(50));
      }
      // Three key presses: every one in the box, not one render of the section.
      expect(box).toHaveValue('gla');
      expect(commits).toEqual([]);
      expect(filters).toHaveAccessibleName('Filters');
      act(() => vi.advanceTimersByTime(250));
      expect(commits.length).toBeGreaterThan(0);
      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Glass Storage Jars']);
      expect(filters).toHaveAccessibleName('Filters, 1 active');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps every character typed without a pause, and searches for all of them', async () => {
    const { search } = renderSection();
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.setup({ delay: null }).type(box, 'glass storage jars 650 \u0643\u0648\u0628');
    expect(box).toHaveValue('glass storage jars 650 \u0643\u0648\u0628');
    await waitFor(() => expect(search()).toBe(`?q=${encodeURIComponent('glass storage jars 650 \u0643\u0648\u0628').replace(/%20/g, '+')}`));
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
  });

  it('Clear Filters while the shopper is still typing empties the box, and the typed word never filters', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { names, search } = renderSection('/?category=Kitchen');
      const box = screen.getByRole('searchbox', { name: 'Search products' });
      fireEvent.change(box, { target: { value: 'pan' } });
      fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
      expect(box).toHaveValue('');
      act(() => vi.advanceTimersByTime(1000));
      expect(box).toHaveValue('');
      expect(search()).toBe('');
      expect(names()).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('pushes discrete choices, with whatever was just typed', async () => {
    const { user, search, names } = renderSection();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'a');
    // Chosen before the search was written: both land in one entry.
    await user.selectOptions(screen.getByLabelText('Category'), 'Kitchen');
    expect(search()).toBe('?category=Kitchen&q=a');
    expect(seen.at(-1)?.type).toBe('PUSH');
    // The sold-out kettle matches too: after the products for sale.
    const soldOut = ['Sold out, available to preorder', 'Kettle'];
    expect(names()).toEqual(['Frying Pan', "Chef's Knife", ...soldOut]);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name A-Z');
    expect(search()).toBe('?category=Kitchen&q=a&sort=name-asc');
    expect(names()).toEqual(["Chef's Knife", 'Frying Pan', ...soldOut]);
    act(() => goBack());
    await waitFor(() => expect(search()).toBe('?category=Kitchen&q=a'));
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
  });

  it('counts active filters, clamps a negative minimum to 0 and clears filters but not the order', async () => {
    const { user, search, names } = renderSection('/?category=Kitchen&sort=price-asc');
    const filters = screen.getByRole('button', { name: /^Filters/ });
    expect(filters).toHaveAccessibleName('Filters, 1 active');
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    const min = screen.getByLabelText('Min Price');
    expect(min).toHaveAttribute('type', 'number');
    expect(min).toHaveAttribute('min', '0');
    expect(min).toHaveAttribute('step', '0.01');
    await user.type(screen.getByLabelText('Max Price'), '25');
    await waitFor(() => expect(names()).toEqual(['Frying Pan']));
    expect(filters).toHaveAccessibleName('Filters, 2 active');
    await user.type(min, '-3');
    await user.tab();
    await waitFor(() => expect(search()).toBe('?category=Kitchen&sort=price-asc&min=0&max=25'));
    expect(min).toHaveValue(0);
    expect(filters).toHaveAccessibleName('Filters, 3 active');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(search()).toBe('?sort=price-asc');
    expect(filters).toHaveAccessibleName('Filters');
    expect(names()).toEqual(['Glass Storage Jars', 'Frying Pan', 'Cotton Table Linen', "Chef's Knife"]);
  });

  it('narrows to a subcategory from the URL and shows it as an active filter the shopper can remove', async () => {
    const { user, search, names } = renderSection('/?category=Kitchen&subcategory=cookware');
    expect(names()).toEqual(['Frying Pan']);
    expect(screen.getByRole('status')).toHaveTextContent('1 product(s) found');
    // Its category stays the selected one.
    expect(screen.getByLabelText('Category')).toHaveValue('Kitchen');
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters, 2 active');
    const active = screen.getByRole('list', { name: 'Active filters' });
    expect(active).toHaveTextContent('Kitchen › Cookware');

    await user.click(within(active).getByRole('button', { name: 'Remove Cookware, show all of Kitchen' }));
    expect(search()).toBe('?category=Kitchen');
    expect(seen.at(-1)?.type).toBe('PUSH');
    expect(names()).toEqual(['Frying Pan', "Chef's Knife"]);
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(screen.getByLabelText('Category')).toHaveFocus();
    act(() => goBack());
    await waitFor(() => expect(search()).toBe('?category=Kitchen&subcategory=cookware'));
    expect(names()).toEqual(['Frying Pan']);
  });

  it('leaves the subcategory when another category is chosen or the filters are cleared', async () => {
    const { user, search, names } = renderSection('/?category=Kitchen&subcategory=knives&sort=name-asc');
    expect(names()).toEqual(["Chef's Knife"]);
    await user.selectOptions(screen.getByLabelText('Category'), 'Dining');
    expect(search()).toBe('?category=Dining&sort=name-asc');
    expect(names()).toEqual(['Cotton Table Linen']);
    act(() => goBack());
    await waitFor(() => expect(search()).toBe('?category=Kitchen&subcategory=knives&sort=name-asc'));
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(search()).toBe('?sort=name-asc');
    expect(names()).toHaveLength(4);
  });

  it('says so when a link names a subcategory the shop does not have', () => {
    renderSection('/?category=Kitchen&subcategory=gone');
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Kitchen › Unknown subcategory');
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
  });

  it('takes a price in exponent form, as the number box does: 1e3 is 1000', async () => {
    const { user, search, names } = renderSection();
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const max = screen.getByLabelText('Max Price');
    await user.type(max, '1e3');
    await waitFor(() => expect(search()).toBe('?max=1000'));
    expect(max).toHaveValue(1000);
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters, 1 active');
    expect(names()).toHaveLength(4);
    await user.clear(max);
    await user.type(max, '2e1');
    await waitFor(() => expect(search()).toBe('?max=20'));
    expect(names()).toEqual(['Glass Storage Jars', 'Frying Pan']);
    expect(max).not.toHaveAttribute('aria-invalid');
  });

  it('shows the empty state', async () => {
    const { user } = renderSection();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'nothing like this');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 product(s) found');
  });

  it("a search that finds a sold-out product shows it after the products for sale, under its own heading, marked 'Sold out — preorder'", async () => {
    const { user, names } = renderSection();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'kitchen');
    const heading = await screen.findByRole('heading', { level: 3, name: 'Sold out, available to preorder' });
    // The count line is the spec's: the products for sale.
    expect(screen.getByRole('status')).toHaveTextContent('2 product(s) found');
    expect(names()).toEqual(['Frying Pan', "Chef's Knife", 'Sold out, available to preorder', 'Kettle']);
    const soldOut = screen.getByRole('region', { name: 'Sold out, available to preorder' });
    expect(soldOut).toContainElement(heading);
    const kettle = within(soldOut).getByRole('article', { name: 'Kettle' });
    expect(within(kettle).getByText('Sold out — preorder')).toBeInTheDocument();
    expect(within(kettle).getByRole('link', { name: 'Kettle' })).toHaveAttribute('href', '/item/kettle');
    expect(screen.getAllByText('Sold out — preorder')).toHaveLength(1);

    // Only sold-out matches: they are shown, and nothing says 'No products found'.
    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'kettel');
    await waitFor(() => expect(names()).toEqual(['Sold out, available to preorder', 'Kettle']));
    expect(screen.getByRole('status')).toHaveTextContent('0 product(s) found');
    expect(screen.queryByRole('heading', { name: 'No products found' })).toBeNull();
  });

  it('adds a product without variants directly, and opens the variant dialog for one with variants', async () => {
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Frying Pan' }));
    expect(screen.getByRole('button', { name: 'In Cart: Frying Pan' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add to Cart: Cotton Table Linen' }));
    // The dialog's code loads the first time it opens.
    const dialog = await screen.findByRole('dialog', { name: 'Select an option' });
    const select = within(dialog).getByLabelText('Option');
    // Out-of-stock variants are not offered; the first offered one is preselected.
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Sage Green – $24.00',
      'Terracotta – $22.00',
    ]);
    expect(select).toHaveValue('sage');
    await user.selectOptions(select, 'terracotta');
    expect(within(dialog).getByText('$22.00', { selector: 'span' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity of Cotton Table Linen' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity of Cotton Table Linen' })).toHaveValue(2);
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'In Cart: Cotton Table Linen' })).toBeInTheDocument();

    // Cancel closes without adding.
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Glass Storage Jars' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'In Cart: Cotton Table Linen' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Select an option' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves through a card gallery without leaving the page', async () => {
    const gallery = makeProduct({ id: 'g', name: 'Gallery Item', images: ['/a.svg', '/b.svg', '/c.svg'] });
    products.push(gallery);
    try {
      const { user, search } = renderSection();
      const card = screen.getByRole('article', { name: 'Gallery Item' });
      expect(within(card).getByText('Image 1 of 3')).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Previous image of Gallery Item' }));
      expect(within(card).getByText('Image 3 of 3')).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Next image of Gallery Item' }));
      expect(within(card).getByText('Image 1 of 3')).toBeInTheDocument();
      expect(search()).toBe('');
      expect(within(card).getByRole('link', { name: 'Gallery Item' })).toHaveAttribute('href', '/item/g');
    } finally {
      products.pop();
    }
  });
});

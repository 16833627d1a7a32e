import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { TestCart } from '../TestCart.tsx';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useCart, useCartDrawerOpen, type CartApi } from '../../../../src/features/cart/index.ts';
import { CatalogProvider } from '../../../../src/features/catalog/index.ts';
import { Header, cartLabel } from '../../../../src/features/layout/Header.tsx';
import { documentTitle } from '../../../../src/features/layout/index.ts';
import type { Catalog } from '../../../../src/domain/index.ts';
import { makeProduct } from '../../domain/fixtures';
import { installDomShims } from '../cart/dom';

vi.mock('sonner', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() });
  return { toast, Toaster: () => null };
});

beforeAll(installDomShims);
afterEach(cleanup);

const catalog: Catalog = {
  products: [makeProduct({ id: 'p', name: 'Frying Pan' })],
  categories: [
    { id: 'k', name: 'Kitchen', nameAr: null, storeId: 's' },
    { id: 'c', name: 'Cleaning', nameAr: null, storeId: 's' },
  ],
  subcategories: [
    { id: 'cook', name: 'Cookware', nameAr: null, categoryId: 'k' },
    { id: 'tools', name: 'Utensils & Tools', nameAr: null, categoryId: 'k' },
  ],
};

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

function renderHeader(path = '/about') {
  const api: { current: CartApi | null } = { current: null };
  const drawer = { open: false };
  function Grab() {
    api.current = useCart();
    drawer.open = useCartDrawerOpen();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <CatalogProvider initial={{ catalog, complete: true, partFor: null, listedCount: null, snapshotUrl: null, version: 1 }} loadChanges={() => new Promise(() => {})}>
        <TestCart>
          <Grab />
          <Header />
          <Where />
        </TestCart>
      </CatalogProvider>
    </MemoryRouter>,
  );
  return { cart: () => api.current as CartApi, drawerOpen: () => drawer.open, where: () => screen.getByTestId('where').textContent };
}

describe('Header', () => {
  it('names the cart with its quantity, shows a badge and announces changes', () => {
    const { cart } = renderHeader();
    const button = screen.getByRole('button', { name: 'Cart, empty' });
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    act(() => cart().add(catalog.products[0]!, null, 3));
    expect(button).toHaveAccessibleName('Cart, 3 items');
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    expect(screen.getByText('Cart, 3 items.')).toHaveAttribute('aria-live', 'polite');
    expect(cartLabel(1, 'en')).toBe('Cart, 1 item');
  });

  it('opens the cart drawer from the cart button', async () => {
    const { drawerOpen } = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Cart, empty' }));
    expect(drawerOpen()).toBe(true);
  });

  it('has a centred logo linking home and chat links', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'MOMobel, home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Chat with MOMobel on WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    expect(screen.getByRole('link', { name: 'MOMobel on Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/momobel.lb/');
  });

  it('searches from another page by going home', async () => {
    const { where } = renderHeader('/about');
    await userEvent.click(screen.getByRole('button', { name: 'Search products' }));
    expect(where()).toBe('/');
  });

  it('has a menu drawer with expandable categories; a subcategory opens that subcategory of its category', async () => {
    const user = userEvent.setup();
    const { where } = renderHeader('/about');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    // The drawer's code loads the first time it opens.
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    // It covers a phone's screen: the page behind is not restyled as it turns inert.
    expect(document.documentElement).toHaveAttribute('data-page-covered');
    expect(within(menu).getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('link', { name: 'Preorder' })).toHaveAttribute('href', '/preorder');
    expect(within(menu).getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');

    const kitchen = within(menu).getByRole('button', { name: 'Kitchen' });
    expect(kitchen).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'Cookware' })).toBeNull();
    await user.click(kitchen);
    expect(kitchen).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Utensils & Tools' })).toHaveAttribute('href', '/?category=Kitchen&subcategory=tools');

    // A category without subcategories offers View All.
    await user.click(within(menu).getByRole('button', { name: 'Cleaning' }));
    expect(within(menu).getByRole('link', { name: 'View All Cleaning' })).toHaveAttribute('href', '/?category=Cleaning');

    expect(within(menu).getByRole('link', { name: 'Cookware' })).not.toHaveAttribute('aria-current');
    await user.click(within(menu).getByRole('link', { name: 'Cookware' }));
    expect(where()).toBe('/?category=Kitchen&subcategory=cook');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-page-covered');

    // Opened again, the menu opens on the subcategory on screen and marks it.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const reopened = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(reopened).getByRole('button', { name: 'Kitchen' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(reopened).getByRole('button', { name: 'Cleaning' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(reopened).getByRole('link', { name: 'Cookware' })).toHaveAttribute('aria-current', 'page');
    expect(within(reopened).getByRole('link', { name: 'Utensils & Tools' })).not.toHaveAttribute('aria-current');
  });
});

describe('documentTitle', () => {
  it('names the page, the same way the prerendered pages do', () => {
    expect(documentTitle('Our Story', 'en')).toBe('Our Story · MOMobel');
    expect(documentTitle(null, 'en')).toBe('MOMobel · Home & Kitchen Essentials in Beirut');
  });
});

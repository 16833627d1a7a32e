import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { AREAS_URL, TestCart } from '../TestCart.tsx';
import type { ComponentProps, ComponentType } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { CartDrawer as LazyCartDrawer, useCart, useCartDrawerOpen, type CartApi } from '../../../../src/features/cart/index.ts';
// The drawer itself; the feature exports a wrapper that loads it the first time the cart opens.
import { CartDrawer } from '../../../../src/features/cart/CartDrawer.tsx';
import { useDelivery, type DeliveryState } from '../../../../src/features/delivery/index.ts';
import { DEMO_TERMS, makeProduct, makeVariant } from '../../domain/fixtures';
import { installDomShims } from './dom';

vi.mock('sonner', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() });
  return { toast, Toaster: () => null };
});

beforeAll(installDomShims);
beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

function renderDrawer(Drawer: ComponentType<{ onCheckout: () => void }> = CartDrawer, cartProps: Omit<ComponentProps<typeof TestCart>, 'children'> = {}) {
  const api: { current: CartApi | null } = { current: null };
  const delivery: { current: DeliveryState | null } = { current: null };
  const drawer = { open: false };
  function Grab() {
    api.current = useCart();
    drawer.open = useCartDrawerOpen();
    delivery.current = useDelivery();
    return null;
  }
  const onCheckout = vi.fn();
  render(
    <MemoryRouter>
      <TestCart {...cartProps}>
        <Grab />
        <Drawer onCheckout={onCheckout} />
      </TestCart>
    </MemoryRouter>,
  );
  const cart = () => api.current as CartApi;
  return { cart, drawerOpen: () => drawer.open, onCheckout, delivery: () => delivery.current as DeliveryState };
}

const jars = makeProduct({ id: 'jars', name: 'Glass Storage Jars', price: 650, inventory: 3, images: ['/jars.svg'] });
const linen = makeProduct({
  id: 'linen',
  name: 'Cotton Table Linen',
  price: 2400,
  variants: [makeVariant({ id: 'sage', name: 'Sage Green', price: 2600, salePrice: 2200, inventory: 6 })],
});

describe('CartDrawer', () => {
  it('the exported drawer renders nothing until the cart first opens, then loads and shows it', async () => {
    const { cart } = renderDrawer(LazyCartDrawer);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    act(() => {
      cart().add(jars, null, 1);
      cart().open();
    });
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart (1)' })).toBeInTheDocument();
  });

  it("shows 'Shopping Cart (N)' with N the total quantity, the lines, totals and the free-delivery hint", () => {
    const { cart } = renderDrawer();
    act(() => {
      cart().add(jars, null, 2);
      cart().add(linen, linen.variants[0], 1);
      cart().open();
    });
    const dialog = screen.getByRole('dialog', { name: 'Shopping Cart (3)' });
    expect(within(dialog).getByText('Glass Storage Jars')).toBeInTheDocument();
    expect(within(dialog).getByText('Sage Green')).toBeInTheDocument();
    // Unit price with the original struck through, and the stock note.
    expect(within(dialog).getByText('$22.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$26.00')).toBeInTheDocument();
    expect(within(dialog).getByText('3 in stock')).toBeInTheDocument();
    // Subtotal 2 × 6.50 + 22.00 = 35.00; delivery 3.00; total 38.00; 15.00 more for free delivery.
    expect(within(dialog).getByText('$35.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$3.00')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('$38.00');
    expect(within(dialog).getByText('Add $15.00 more for free delivery')).toBeInTheDocument();
    // The picture's own size (a square without copies) reserves its box; CSS draws it 80 px wide.
    expect(within(dialog).getByAltText('Glass Storage Jars')).toHaveAttribute('width', '800');
  });

  it('shows FREE delivery at the threshold', () => {
    const { cart } = renderDrawer();
    act(() => {
      cart().add(linen, linen.variants[0], 3);
      cart().open();
    });
    expect(screen.getByText('FREE')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$66.00');
    expect(screen.queryByText(/more for free delivery/)).not.toBeInTheDocument();
  });

  it('changes quantities through the cart machine: above stock is refused, 0 removes', async () => {
    const user = userEvent.setup();
    const { cart } = renderDrawer();
    act(() => {
      cart().add(jars, null, 3);
      cart().open();
    });
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Glass Storage Jars' }));
    expect(toast.error).toHaveBeenCalledWith('Cannot Update Quantity', { description: 'Only 3 item(s) available in stock' });
    expect(cart().lines[0]?.quantity).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Glass Storage Jars' }));
    expect(cart().lines[0]?.quantity).toBe(2);
    expect(screen.getByRole('dialog', { name: 'Shopping Cart (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Glass Storage Jars' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Glass Storage Jars' }));
    expect(cart().lines).toEqual([]);
    expect(toast.success).toHaveBeenLastCalledWith('Removed from Cart', { description: 'Item removed from cart' });
  });

  it("removes a line with 'Remove <name>'", async () => {
    const user = userEvent.setup();
    const { cart } = renderDrawer();
    act(() => {
      cart().add(jars);
      cart().add(linen, linen.variants[0]);
      cart().open();
    });
    await user.click(screen.getByRole('button', { name: 'Remove Cotton Table Linen (Sage Green)' }));
    expect(cart().lines.map((line) => line.product.id)).toEqual(['jars']);
  });

  it('Checkout hands over to the page; WhatsApp carries the whole cart', async () => {
    const user = userEvent.setup();
    const { cart, onCheckout } = renderDrawer();
    act(() => {
      cart().add(jars, null, 2);
      cart().open();
    });
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onCheckout).toHaveBeenCalledOnce();
    const whatsapp = screen.getByRole('link', { name: 'Send this order on WhatsApp' });
    const text = decodeURIComponent(new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text') ?? '');
    expect(text).toContain('Glass Storage Jars - Qty 2 - $13.00');
    expect(text).toContain('Total: $16.00');
  });

  it("Clear Cart empties it; the empty state's Continue Shopping closes the drawer", async () => {
    const user = userEvent.setup();
    const { cart, drawerOpen } = renderDrawer();
    act(() => {
      cart().add(jars);
      cart().open();
    });
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(toast.success).toHaveBeenLastCalledWith('Cart Cleared', { description: 'All items removed from cart' });
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Shopping Cart (0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(drawerOpen()).toBe(false);
  });

  it('prices delivery for the area chosen at checkout, with the total in pounds', () => {
    const { cart, delivery } = renderDrawer();
    act(() => {
      cart().add(jars, null, 2);
      cart().open();
    });
    const dialog = screen.getByRole('dialog', { name: 'Shopping Cart (2)' });
    // No area chosen yet: the default zone, Beirut ($3, free from $50). $13.00 + $3.00.
    expect(within(dialog).getByText('Delivery')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('$16.00');
    expect(within(dialog).getByTestId('cart-total-lbp')).toHaveTextContent('≈ LBP 1,432,000');
    expect(within(dialog).getByText('Add $37.00 more for free delivery')).toBeInTheDocument();

    act(() => delivery().chooseArea('Tripoli'));
    expect(within(dialog).getByText('Delivery to Tripoli')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('$19.00');
    expect(within(dialog).getByText('Add $137.00 more for free delivery')).toBeInTheDocument();

    // A zone that never ships free has no free-delivery hint.
    act(() => delivery().chooseArea('Bint Jbeil'));
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('$21.00');
    expect(within(dialog).queryByText(/free delivery/)).not.toBeInTheDocument();
  });

  it("on a prerendered page, reads the areas the page left out from the build's file once it is open with lines, once", async () => {
    const areasFile = vi.fn(async () => DEMO_TERMS);
    const { cart, delivery } = renderDrawer(CartDrawer, { terms: { ...DEMO_TERMS, areas: [] }, areasFile });
    act(() => delivery().chooseArea('Tripoli'));
    expect(areasFile).not.toHaveBeenCalled();
    act(() => cart().open());
    const dialog = screen.getByRole('dialog', { name: 'Shopping Cart (0)' });
    // Empty, it prices nothing: the terms stay as they are (see CartProvider).
    expect(areasFile).not.toHaveBeenCalled();
    act(() => cart().add(jars, null, 2));
    expect(await within(dialog).findByText('Delivery to Tripoli')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('$19.00');
    expect(areasFile.mock.calls).toEqual([[AREAS_URL]]);
  });
});

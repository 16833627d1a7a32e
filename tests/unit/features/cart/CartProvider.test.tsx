import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useCart, useCartDrawerOpen, type CartApi } from '../../../../src/features/cart/index.ts';
import { TestCart } from '../TestCart.tsx';
import { makeProduct } from '../../domain/fixtures';

afterEach(cleanup);

describe('CartProvider', () => {
  it('opening and closing the drawer re-renders what reads whether it is open, not every reader of the cart', () => {
    const api: { current: CartApi | null } = { current: null };
    const renders = { cartReader: 0, drawerReader: 0 };
    const drawer = { open: false };
    function CartReader() {
      api.current = useCart();
      renders.cartReader++;
      return null;
    }
    function DrawerReader() {
      drawer.open = useCartDrawerOpen();
      renders.drawerReader++;
      return null;
    }
    render(
      <TestCart>
        <CartReader />
        <DrawerReader />
      </TestCart>,
    );
    const cart = () => api.current as CartApi;
    const before = { ...renders };

    act(() => cart().open());
    expect(drawer.open).toBe(true);
    act(() => cart().close());
    expect(drawer.open).toBe(false);
    expect(renders.drawerReader).toBe(before.drawerReader + 2);
    expect(renders.cartReader).toBe(before.cartReader);

    // A change to the cart itself still reaches its readers.
    act(() => cart().add(makeProduct({ id: 'jars', name: 'Glass Storage Jars', price: 650, inventory: 3 })));
    expect(renders.cartReader).toBeGreaterThan(before.cartReader);
    expect(cart().totalQuantity).toBe(1);
  });
});

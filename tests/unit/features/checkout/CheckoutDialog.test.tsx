import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useCart } from '../../../../src/features/cart/index.ts';
import { CheckoutDialog } from '../../../../src/features/checkout/index.ts';
import { TestCart } from '../TestCart.tsx';

// The drawer's code arrives when the test says so; the checkout's code notes when it is asked for.
const code = vi.hoisted(() => {
  let drawerArrives = () => {};
  const drawerHere = new Promise<void>((resolve) => (drawerArrives = resolve));
  return { drawerHere, drawerArrives: () => drawerArrives(), checkoutRequested: vi.fn() };
});
vi.mock('../../../../src/features/cart/CartDrawer.tsx', async () => {
  await code.drawerHere;
  return { CartDrawer: () => null };
});
vi.mock('../../../../src/features/checkout/CheckoutController.tsx', () => {
  code.checkoutRequested();
  return { default: () => null };
});

afterEach(cleanup);

function OpensTheCart() {
  const cart = useCart();
  useEffect(() => cart.open(), [cart]);
  return null;
}

describe('CheckoutDialog', () => {
  it("loads the checkout's code once the open drawer's own code is here, never beside it", async () => {
    render(
      <TestCart>
        <OpensTheCart />
        <CheckoutDialog mode="home" open={false} onClose={() => {}} onOpen={() => {}} />
      </TestCart>,
    );
    // Past the idle wait (1 s where there is no requestIdleCallback, as in jsdom): still waiting for the drawer.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(code.checkoutRequested).not.toHaveBeenCalled();

    code.drawerArrives();
    await waitFor(() => expect(code.checkoutRequested).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });
});

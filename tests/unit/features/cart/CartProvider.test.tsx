import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { HydrateAfterPage } from '../../../../src/components/ui/HydrateAfterPage.tsx';
import { useCart, useCartDrawerOpen, type CartApi } from '../../../../src/features/cart/index.ts';
import { TestCart } from '../TestCart.tsx';
import { makeProduct } from '../../domain/fixtures';
import { hydratePrerendered, type HydratedPage } from '../../../support/hydration.tsx';

afterEach(cleanup);

/**
 * A prerendered page with a part that hydrates after it (HydrateAfterPage, as the home page's
 * listing or a product page's related products): the frame opens the cart, or adds to it, the
 * moment its own effects have run, while that part is still server HTML, and notes whether the
 * part was rendered (hydrated) by that tap.
 */
const jars = makeProduct({ id: 'jars', name: 'Glass Storage Jars', price: 650, inventory: 3 });

function PrerenderedPage({ log, tap = 'open' }: { log: { deferredRenders: number; openedWith: number[]; drawerOpen: boolean }; tap?: 'open' | 'add' }) {
  let opening = false;
  function Frame() {
    const cart = useCart();
    log.drawerOpen = useCartDrawerOpen();
    useEffect(() => {
      // Once, after the task that ran the frame's first effects, as a tap replayed then would be.
      if (opening) return;
      opening = true;
      queueMicrotask(() => {
        flushSync(() => (tap === 'open' ? cart.open() : cart.add(jars)));
        log.openedWith.push(log.deferredRenders);
      });
    }, [cart]);
    return <button type="button">{`Cart (${cart.totalQuantity})`}</button>;
  }
  function Deferred() {
    log.deferredRenders++;
    return <p>Our Products</p>;
  }
  return (
    <TestCart>
      <Frame />
      <HydrateAfterPage>
        <Deferred />
      </HydrateAfterPage>
    </TestCart>
  );
}

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
    act(() => cart().add(jars));
    expect(renders.cartReader).toBeGreaterThan(before.cartReader);
    expect(cart().totalQuantity).toBe(1);
  });

  describe('on a prerendered page', () => {
    let page: HydratedPage | undefined;
    afterEach(() => {
      page?.unmount();
      page = undefined;
    });

    it('opening the drawer does not hydrate the parts still waiting to (HydrateAfterPage) first', async () => {
      const log = { deferredRenders: 0, openedWith: [] as number[], drawerOpen: false };
      page = hydratePrerendered(<PrerenderedPage log={{ ...log, openedWith: [] }} />, <PrerenderedPage log={log} />);
      const { container, errors } = page;
      await waitFor(() => expect(log.openedWith).toHaveLength(1));
      // A context change would reach into the waiting part: React hydrates it at once, in the
      // open's own synchronous render (the whole listing, on the home page, before the drawer).
      expect(log.openedWith).toEqual([0]);
      expect(log.drawerOpen).toBe(true);
      // The part still hydrates, after.
      await waitFor(() => expect(log.deferredRenders).toBeGreaterThan(0));
      await waitFor(() => expect(container.querySelector('[data-hydrating]')).toBeNull());
      expect(errors).not.toHaveBeenCalled();
    });

    it('adding to the cart does not hydrate the parts still waiting to (a product page\'s related products) first', async () => {
      const log = { deferredRenders: 0, openedWith: [] as number[], drawerOpen: false };
      page = hydratePrerendered(<PrerenderedPage tap="add" log={{ ...log, openedWith: [] }} />, <PrerenderedPage tap="add" log={log} />);
      const { container, errors } = page;
      await waitFor(() => expect(log.openedWith).toHaveLength(1));
      // The lines as a context value: React hydrated the related products in the tap's render.
      expect(log.openedWith).toEqual([0]);
      // The frame's reader shows the line at once.
      expect(container.querySelector('button')?.textContent).toBe('Cart (1)');
      await waitFor(() => expect(log.deferredRenders).toBeGreaterThan(0));
      await waitFor(() => expect(container.querySelector('[data-hydrating]')).toBeNull());
      expect(errors).not.toHaveBeenCalled();
    });
  });
});

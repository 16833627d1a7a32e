import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { lazyWithPreload } from '../../../src/components/ui/lazyWithPreload.ts';

afterEach(cleanup);

function Drawer({ title }: { title: string }) {
  return <h2>{title}</h2>;
}

function Fallback({ onShown }: { onShown: () => void }) {
  onShown();
  return <p>Loading</p>;
}

describe('lazyWithPreload', () => {
  it('renders code that is already here in the first render: no fallback (React 19 would hold it back 300 ms)', async () => {
    const load = vi.fn(async () => ({ default: Drawer }));
    const LazyDrawer = lazyWithPreload(load);
    await LazyDrawer.preload();
    const fallbackShown = vi.fn();
    render(
      <Suspense fallback={<Fallback onShown={fallbackShown} />}>
        <LazyDrawer title="Shopping Cart (0)" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Shopping Cart (0)' })).toBeTruthy();
    expect(fallbackShown).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on the first render when nothing preloaded it, once however often it is asked for', async () => {
    const load = vi.fn(async () => ({ default: Drawer }));
    const LazyDrawer = lazyWithPreload(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyDrawer title="Menu" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeTruthy();
    await LazyDrawer.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Drawer }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Drawer });
    const LazyDrawer = lazyWithPreload(load);
    await expect(LazyDrawer.preload()).rejects.toThrow('Failed to fetch');
    await LazyDrawer.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyDrawer title="Zoom" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Zoom' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

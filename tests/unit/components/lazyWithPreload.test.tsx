import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazyWithPreload, useLazyReady, type PreloadableComponent } from '../../../src/components/ui/lazyWithPreload.ts';
import { hasFailedDownloads, retryDownloads } from '../../../src/components/ui/codeDownloads.ts';

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

  it('forgets a failed prefetch (no unhandled rejection), and the render that needs the code loads it again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Drawer }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Drawer });
    const LazyDrawer = lazyWithPreload(load);
    LazyDrawer.prefetch();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(LazyDrawer.loaded()).toBeNull();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyDrawer title="Menu" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
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

  describe('useLazyReady (a drawer in its own chunk)', () => {
    function Host({ drawer, open }: { drawer: PreloadableComponent<typeof Drawer>; open: boolean }) {
      const LazyDrawer = drawer;
      return useLazyReady(drawer, open) ? <LazyDrawer title={open ? 'Open' : 'Closed'} /> : <p>Nothing</p>;
    }
    class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
      override state = { error: null as string | null };
      static getDerivedStateFromError(error: Error) {
        return { error: error.message };
      }
      override render() {
        return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
      }
    }

    it('renders nothing and loads nothing until first opened; then loads, shows it, and keeps it once closed', async () => {
      const load = vi.fn(async () => ({ default: Drawer }));
      const drawer = lazyWithPreload(load);
      const view = render(<Host drawer={drawer} open={false} />);
      expect(load).not.toHaveBeenCalled();
      view.rerender(<Host drawer={drawer} open />);
      expect(screen.getByText('Nothing')).toBeTruthy();
      expect(await screen.findByRole('heading', { name: 'Open' })).toBeTruthy();
      view.rerender(<Host drawer={drawer} open={false} />);
      expect(screen.getByRole('heading', { name: 'Closed' })).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('shows a preloaded drawer in the render that opens it, without any Suspense boundary', async () => {
      const drawer = lazyWithPreload(async () => ({ default: Drawer }));
      await drawer.preload();
      const view = render(<Host drawer={drawer} open={false} />);
      view.rerender(<Host drawer={drawer} open />);
      expect(screen.getByRole('heading', { name: 'Open' })).toBeTruthy();
    });

    it('renders again when the code arrives between the render that opens it and that render’s effect', async () => {
      const real = lazyWithPreload(async () => ({ default: Drawer }));
      await real.preload();
      // What the render sees: not yet here. What the effect sees: here.
      let looks = 0;
      const arrivingLate = Object.assign(Object.create(real) as typeof real, { loaded: () => (looks++ === 0 ? null : real.loaded()) });
      render(<Host drawer={arrivingLate} open />);
      expect(await screen.findByRole('heading', { name: 'Open' })).toBeTruthy();
    });

    it('typedIntoAsItShows: the render that shows it on its code\'s arrival has run its effects before the browser takes the next event', async () => {
      // A form whose fields live in a store takes keystrokes only once its effects (the store's
      // subscription, the machine's start) have run; the browser hands a waiting keystroke over
      // before a task the render left for later.
      const effectsRun: string[] = [];
      function Form() {
        useEffect(() => void effectsRun.push('subscribed'), []);
        return <input aria-label="Full name" />;
      }
      let arrive!: () => void;
      const form = lazyWithPreload(() => new Promise<{ default: typeof Form }>((resolve) => (arrive = () => resolve({ default: Form }))));
      function Checkout({ typedIntoAsItShows }: { typedIntoAsItShows: boolean }) {
        const LazyForm = form;
        return useLazyReady(form, true, { typedIntoAsItShows }) ? <LazyForm /> : <p>Loading</p>;
      }
      render(<Checkout typedIntoAsItShows />);
      await act(async () => {});
      arrive();
      // Promise callbacks only (the code's arrival), no task: what the browser would run before a keystroke.
      await form.preload();
      await Promise.resolve();
      expect(screen.getByRole('textbox', { name: 'Full name' })).toBeTruthy();
      expect(effectsRun).toEqual(['subscribed']);
    });

    it('a failed download waits for a retry instead of throwing, and the drawer opens once it comes', async () => {
      let fail = true;
      const drawer = lazyWithPreload<typeof Drawer>(() => (fail ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve({ default: Drawer })));
      render(
        <Boundary>
          <Host drawer={drawer} open />
        </Boundary>,
      );
      await act(async () => {});
      expect(screen.queryByRole('alert')).toBeNull();
      expect(hasFailedDownloads()).toBe(true);
      fail = false;
      await act(async () => retryDownloads());
      expect(await screen.findByRole('heading', { name: 'Open' })).toBeTruthy();
      expect(hasFailedDownloads()).toBe(false);
    });
  });
});

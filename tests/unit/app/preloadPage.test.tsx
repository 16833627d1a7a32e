import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App, preloadPage } from '../../../src/app/App.tsx';
import { installDomShims } from '../features/cart/dom';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { dismiss: vi.fn() }), Toaster: () => null }));

beforeAll(installDomShims);
afterEach(cleanup);

describe('preloadPage (what src/main.tsx awaits before hydrating)', () => {
  // A page that suspends hydrates in a second pass, its whole tree walked again for its effects:
  // a long task after the largest paint. Preloaded, the route renders in the first pass.
  it('lets the route render its page in the first render, without suspending', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    await preloadPage('/404');
    act(() => {
      render(
        <MemoryRouter initialEntries={['/404']}>
          <App />
        </MemoryRouter>,
      );
    });
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops! Page not found');
  });

  it('answers at once for a path no page is prerendered for', async () => {
    await expect(preloadPage('/no/such/page')).resolves.toBeUndefined();
  });
});

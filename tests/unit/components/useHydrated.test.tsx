import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from '../../../src/components/ui/useHydrated.ts';
import { hydratePrerendered, type HydratedPage } from '../../support/hydration.tsx';

function CartBadge() {
  return <span data-testid="badge">{useHydrated() ? 'from this browser' : 'as prerendered'}</span>;
}

/** Notes what the badge shows once the task that ran the hydration's effects is over. */
function AfterEffects({ seen }: { seen: string[] }) {
  useEffect(() => {
    queueMicrotask(() => seen.push(document.querySelector('[data-testid="badge"]')!.textContent!));
  }, [seen]);
  return null;
}

describe('useHydrated', () => {
  let root: Root | undefined;
  let page: HydratedPage | undefined;
  afterEach(() => {
    root?.unmount();
    root = undefined;
    page?.unmount();
    page = undefined;
  });

  it('is false on the server', () => {
    expect(renderToString(<CartBadge />)).toContain('as prerendered');
  });

  it('is true at once in a page rendered in the browser', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    root.render(<CartBadge />);
    await waitFor(() => expect(container.textContent).toBe('from this browser'));
  });

  it('hydrates the prerendered HTML without a mismatch, then turns true in a later task, not in the one that ran the effects', async () => {
    const seen: string[] = [];
    page = hydratePrerendered(
      <>
        <CartBadge />
        <AfterEffects seen={seen} />
      </>,
    );
    const { container, errors } = page;
    await waitFor(() => expect(container.textContent).toBe('from this browser'));
    // A store whose browser value differs from the server's is re-rendered by React synchronously
    // at the end of the effects' task (one long task): here the change waits for a task of its own.
    expect(seen).toEqual(['as prerendered']);
    expect(errors).not.toHaveBeenCalled();
  });
});

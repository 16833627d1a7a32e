import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from '../../../src/components/ui/useHydrated.ts';

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
  let container: HTMLDivElement;
  let root: Root | undefined;
  const errors = vi.fn();

  beforeEach(() => {
    // Real scheduling, as in the browser: no act() batching the tasks together.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    container = document.createElement('div');
    document.body.append(container);
    errors.mockReset();
  });
  afterEach(() => {
    root?.unmount();
    root = undefined;
    container.remove();
  });

  it('is false on the server', () => {
    expect(renderToString(<CartBadge />)).toContain('as prerendered');
  });

  it('is true at once in a page rendered in the browser', async () => {
    root = createRoot(container);
    root.render(<CartBadge />);
    await waitFor(() => expect(container.textContent).toBe('from this browser'));
  });

  it('hydrates the prerendered HTML without a mismatch, then turns true in a later task, not in the one that ran the effects', async () => {
    const seen: string[] = [];
    const page = (
      <>
        <CartBadge />
        <AfterEffects seen={seen} />
      </>
    );
    container.innerHTML = renderToString(page);
    root = hydrateRoot(container, page, { onRecoverableError: errors });
    await waitFor(() => expect(container.textContent).toBe('from this browser'));
    // A store whose browser value differs from the server's is re-rendered by React synchronously
    // at the end of the effects' task (one long task): here the change waits for a task of its own.
    expect(seen).toEqual(['as prerendered']);
    expect(errors).not.toHaveBeenCalled();
  });
});

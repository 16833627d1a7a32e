import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { Dialog } from '../../../src/components/ui/Dialog.tsx';
import { installDomShims } from '../features/cart/dom.ts';

function Drawer({ open }: { open: boolean }) {
  return (
    <Dialog open={open} onClose={() => {}} title="Shopping Cart (1)" placement="end" coversPhoneScreen>
      <p>One line</p>
    </Dialog>
  );
}

const covered = () => document.documentElement.hasAttribute('data-page-covered');

describe('Dialog covering a phone screen', () => {
  beforeAll(installDomShims);
  afterEach(cleanup);

  it('hides the page behind while open and shows it again in the very commit that closes it', () => {
    const { rerender } = render(<Drawer open={false} />);
    expect(covered()).toBe(false);
    act(() => rerender(<Drawer open />));
    expect(covered()).toBe(true);
    // The dialog's 'close' event comes a task later; the page must not wait for it.
    act(() => rerender(<Drawer open={false} />));
    expect(document.querySelector('dialog')!.open).toBe(false);
    expect(covered()).toBe(false);
  });

  it('shows the page again when it unmounts open', () => {
    const { unmount } = render(<Drawer open />);
    expect(covered()).toBe(true);
    unmount();
    expect(covered()).toBe(false);
  });
});

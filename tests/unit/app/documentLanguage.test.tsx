import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App, preloadPage } from '../../../src/app/App.tsx';
import { installDomShims } from '../features/cart/dom';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { dismiss: vi.fn() }), Toaster: () => null }));

beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

/** Renders the shop at `path` and returns the attribute writes on <html> its effects made. */
async function htmlAttributeWrites(path: string): Promise<string[]> {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  await preloadPage(path);
  const observer = new MutationObserver(() => {});
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] });
  act(() => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
  });
  const writes = observer.takeRecords().map((record) => record.attributeName!);
  observer.disconnect();
  return writes;
}

describe('<html lang dir>', () => {
  // Writing either, even the value it has, restyles and lays out the whole page again: a long
  // task right after a prerendered page (which arrives with both) hydrates.
  it('leaves a prerendered page’s own language and direction untouched', async () => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    expect(await htmlAttributeWrites('/ar/404')).toEqual([]);
  });

  it('sets them on a page rendered in the browser', async () => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    expect(await htmlAttributeWrites('/ar/404')).toEqual(['lang', 'dir']);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageSwitch } from '../../../src/features/layout/LanguageSwitch.tsx';

afterEach(cleanup);

function switchHrefAt(url: string): string {
  render(
    <MemoryRouter initialEntries={[url]}>
      <LanguageSwitch />
    </MemoryRouter>,
  );
  return screen.getByRole('link').getAttribute('href')!;
}

// A browser reads `//host/…` and `/\host/…` as another site, and a host may decode `%2F`/`%5C`
// before it serves the page: the address bar's path must never make the switch such a link.
describe('the language switch on paths that start with more than one separator', () => {
  it.each([
    ['//evil.example/x', '/ar/evil.example/x'],
    ['///x', '/ar/x'],
    ['/%2F%2Fx', '/ar/x'],
    ['/%2f%5cx?q=1#top', '/ar/x?q=1#top'],
    ['/ar//evil.example/x', '/evil.example/x'],
    ['/ar/\\x', '/x'],
    ['/ar/%5Cx', '/x'],
    ['/ar/%2F/x', '/x'],
    ['/ar///x?q=1', '/x?q=1'],
  ])('on %s it links to %s, inside the shop', (url, href) => {
    expect(switchHrefAt(url)).toBe(href);
  });

  it('leaves ordinary paths as they were', () => {
    expect(switchHrefAt('/item/a%2Fb?q=1')).toBe('/ar/item/a%2Fb?q=1');
    cleanup();
    expect(switchHrefAt('/ar')).toBe('/');
    cleanup();
    expect(switchHrefAt('/')).toBe('/ar');
  });
});

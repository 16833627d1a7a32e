import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { splitLocalePath } from '../../../src/domain/locale.ts';
import { PageLocale, useLocale } from '../../../src/components/ui/PageLocale.tsx';

afterEach(cleanup);

let renders = 0;
let navigate: NavigateFunction = () => {};

function Language() {
  renders += 1;
  return <span data-testid="language">{useLocale()}</span>;
}

function Navigator() {
  navigate = useNavigate();
  return null;
}

/** As App gives it: the language of the current path. */
function AppLocale({ children }: { children: React.ReactNode }) {
  return <PageLocale locale={splitLocalePath(useLocation().pathname).locale}>{children}</PageLocale>;
}

function renderAt(url: string, withPageLocale: boolean) {
  renders = 0;
  const language = <Language />;
  render(
    <MemoryRouter initialEntries={[url]}>
      <Navigator />
      {withPageLocale ? <AppLocale>{language}</AppLocale> : language}
    </MemoryRouter>,
  );
}

describe('the page language (useLocale)', () => {
  it("under PageLocale, a component that reads only the language is not rendered again when the query string changes (a search's ?q= write)", () => {
    renderAt('/ar', true);
    expect(screen.getByTestId('language').textContent).toBe('ar');
    const before = renders;
    act(() => navigate('/ar?q=%D9%83%D8%A3%D8%B3', { replace: true }));
    act(() => navigate('/ar?q=bowl', { replace: true }));
    expect(renders).toBe(before);
    act(() => navigate('/item/x?q=bowl'));
    expect(screen.getByTestId('language').textContent).toBe('en');
    expect(renders).toBe(before + 1);
  });

  it('without PageLocale (a component rendered alone), it follows the router location, and is English outside a router', () => {
    renderAt('/ar/cart', false);
    expect(screen.getByTestId('language').textContent).toBe('ar');
    act(() => navigate('/cart'));
    expect(screen.getByTestId('language').textContent).toBe('en');
    cleanup();
    render(<Language />);
    expect(screen.getByTestId('language').textContent).toBe('en');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Arabic plural rules', () => {
  it('are made in a task of their own as the Arabic words arrive, once, not inside the first render that counts', async () => {
    // A page's own module instances: the unit setup provides every language's words up front.
    vi.resetModules();
    vi.useFakeTimers();
    const made: string[] = [];
    const PluralRules = Intl.PluralRules;
    vi.spyOn(Intl, 'PluralRules').mockImplementation(function (locale?: string | string[]) {
      made.push(String(locale));
      return new PluralRules(locale);
    } as unknown as typeof Intl.PluralRules);
    const { loadLanguage } = await import('../../../src/i18n/index.ts');
    const { products } = await import('../../../src/i18n/ar.ts');

    await loadLanguage('ar');
    expect(made).toEqual([]);
    vi.runAllTimers();
    expect(made).toEqual(['ar']);
    expect(products(3)).toBe('3 منتجات');
    expect(made).toEqual(['ar']);
  });
});

import { describe, expect, it } from 'vitest';
import { isLocale, localePath, localized, splitLocalePath, textDirection } from '../../../src/domain/locale.ts';

describe('localized', () => {
  it('shows the Arabic twin on an Arabic page', () => {
    expect(localized('Glass Storage Jars', 'مرطبانات زجاجية', 'ar')).toEqual({ text: 'مرطبانات زجاجية', lang: 'ar' });
  });

  it('falls back to English, marked English, when the Arabic text is missing or blank', () => {
    expect(localized('Glass Storage Jars', null, 'ar')).toEqual({ text: 'Glass Storage Jars', lang: 'en' });
    expect(localized('Glass Storage Jars', '  ', 'ar')).toEqual({ text: 'Glass Storage Jars', lang: 'en' });
  });

  it('shows English on an English page even when Arabic exists', () => {
    expect(localized('Glass Storage Jars', 'مرطبانات زجاجية', 'en')).toEqual({ text: 'Glass Storage Jars', lang: 'en' });
  });
});

describe('locales', () => {
  it('knows only en and ar, and their directions', () => {
    expect([isLocale('en'), isLocale('ar'), isLocale('fr'), isLocale(undefined)]).toEqual([true, true, false, false]);
    expect([textDirection('en'), textDirection('ar')]).toEqual(['ltr', 'rtl']);
  });
});

describe('locale paths', () => {
  it('reads the language from the path', () => {
    expect(splitLocalePath('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/item/abc')).toEqual({ locale: 'en', path: '/item/abc' });
    expect(splitLocalePath('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocalePath('/ar/')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocalePath('/ar/item/abc')).toEqual({ locale: 'ar', path: '/item/abc' });
    expect(splitLocalePath('/arabic')).toEqual({ locale: 'en', path: '/arabic' });
  });

  it('writes a path in either language, query and all', () => {
    expect(localePath('/', 'ar')).toBe('/ar');
    expect(localePath('/?q=jar&sort=name-asc', 'ar')).toBe('/ar?q=jar&sort=name-asc');
    expect(localePath('/cart?items=a.bx2', 'ar')).toBe('/ar/cart?items=a.bx2');
    expect(localePath('/order/1?key=k', 'en')).toBe('/order/1?key=k');
  });
});

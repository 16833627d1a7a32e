import { describe, expect, it } from 'vitest';
import { isLocale, localized, textDirection } from '../../../src/domain/locale.ts';

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

import { describe, expect, it } from 'vitest';
import { storeConfig } from '../../../src/config/store';
import { arabicStoreCopy } from '../../../src/config/store.ar';
import { englishScreenCopy } from '../../../src/config/screenCopy';
import { arabicScreenCopy } from '../../../src/config/screenCopy.ar';

/** Every string in a value, with where it sits. */
function texts(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${at}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => texts(item, at ? `${at}.${key}` : key));
  return [];
}

describe("the store's copy in Arabic", () => {
  it('has every English text of the copy it twins, in Arabic: none left blank or in English', () => {
    const twins = texts({ ...arabicStoreCopy, screens: arabicScreenCopy });
    // The type makes every key present; the same paths mean no list (values, footer lines) is shorter either.
    const { tagline, blurb, disclaimer, footerLines, loadingMessage } = storeConfig.brand;
    const english = { brand: { tagline, blurb, disclaimer, footerLines, loadingMessage }, contact: { location: storeConfig.contact.location }, copy: storeConfig.copy, screens: englishScreenCopy };
    expect(twins.map(([at]) => at)).toEqual(texts(english).map(([at]) => at));
    for (const [at, text] of twins) {
      expect(text.trim(), at).not.toBe('');
      expect(text, `${at} is written in Arabic`).toMatch(/[\u0621-\u064A]/);
    }
  });

  it('writes numbers with Western digits, as the shop shows every number', () => {
    for (const [at, text] of texts({ ...arabicStoreCopy, screens: arabicScreenCopy })) expect(text, at).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });
});

import { describe, expect, it } from 'vitest';
import { characterCount, searchFold, stripMarkdown, truncateText } from '../../../src/domain';

describe('stripMarkdown', () => {
  it.each([
    ['# Title\nText', 'Title\nText'],
    ['**bold** and __strong__, *it* and _em_', 'bold and strong, it and em'],
    ['snake_case_name stays', 'snake_case_name stays'],
    ['[link](https://a.b) and ![photo](p.jpg)', 'link and photo'],
    ['> quoted\n- one\n* two\n1. three', 'quoted\none\ntwo\nthree'],
    ['`code` and ~~gone~~', 'code and gone'],
    ['```js\nlet x = 1;\n```', 'let x = 1;'],
    ['a<br/>b <em>c</em>', 'ab c'],
    ['one\r\n\r\n\r\n\r\ntwo   three\n---\n', 'one\n\ntwo three'],
  ])('%j → %j', (markdown, text) => {
    expect(stripMarkdown(markdown)).toBe(text);
  });
});

describe('truncateText', () => {
  it('keeps short text as it is', () => {
    expect(truncateText('short', 10)).toBe('short');
  });

  it('cuts at a word break near the end', () => {
    expect(truncateText('the quick brown fox jumps', 20)).toBe('the quick brown fox…');
  });

  it('cuts inside a long word when there is no break nearby', () => {
    expect(truncateText('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdefghi…');
  });

  it('never splits an emoji into a lone surrogate', () => {
    const cut = truncateText('😀'.repeat(10), 5);
    expect(cut).toBe('😀😀😀😀…');
    expect(() => encodeURIComponent(cut)).not.toThrow();
  });

  it('counts characters as PostgreSQL does', () => {
    expect(characterCount('😀é')).toBe(2);
    expect('😀é'.length).toBe(3);
  });
});

describe('searchFold: the text search compares', () => {
  it.each([
    ['Glass JARS', 'glass jars'],
    // Diacritics (fatha U+064E, shadda U+0651, sukun U+0652, superscript alef U+0670) and tatweel go.
    ['\u0643\u064E\u0623\u0652\u0633', '\u0643\u0627\u0633'],
    ['\u0645\u0640\u0640\u0637\u0628\u062E', '\u0645\u0637\u0628\u062E'],
    ['\u0647\u0670\u0630\u0627', '\u0647\u0630\u0627'],
    ['\u0633\u0651\u064F\u0643\u0651\u064E\u0631', '\u0633\u0643\u0631'],
    // أ إ آ ٱ → ا; ى → ي; ة → ه.
    ['\u0623\u0625\u0622\u0671', '\u0627\u0627\u0627\u0627'],
    ['\u0645\u0634\u0649', '\u0645\u0634\u064A'],
    ['\u0637\u0627\u0648\u0644\u0629', '\u0637\u0627\u0648\u0644\u0647'],
    // Decomposed alef + hamza above (U+0654) folds like the composed letter.
    ['\u0627\u0654', '\u0627'],
    // Other text is untouched.
    ['\u0632\u062C\u0627\u062C 🫙 1 L', '\u0632\u062C\u0627\u062C 🫙 1 l'],
  ])('%j → %j', (text, folded) => {
    expect(searchFold(text)).toBe(folded);
  });
});

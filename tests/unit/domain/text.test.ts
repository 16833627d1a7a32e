import { describe, expect, it } from 'vitest';
import { characterCount, stripMarkdown, truncateText } from '../../../src/domain';

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

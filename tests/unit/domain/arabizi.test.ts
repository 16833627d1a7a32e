import { describe, expect, it } from 'vitest';
import { arabicLetters, compileArabizi, matchArabizi } from '../../../src/domain/arabizi';
import { normaliseSearchText } from '../../../src/domain/searchText';

/** How the Latin word meets the Arabic word (both as a shopper and an owner write them). */
function meet(latin: string, arabic: string) {
  const pattern = compileArabizi(normaliseSearchText(latin));
  return pattern ? matchArabizi(pattern, arabicLetters(normaliseSearchText(arabic))) : 'not arabizi';
}

describe('Arabizi: the chat alphabet against Arabic words (DESIGN §19)', () => {
  it.each([
    ['ebri2', 'إبريق'],
    ['s7oun', 'صحون'],
    ['8alaye', 'غلاية'],
    ['ghalaye', 'غلاية'],
    ['sikkine', 'سكين'], // the doubled letter is the shadda
    ['sallet', 'سلة'], // "et" for ة
    ['salata', 'سلطة'], // "a" for ة
    ['tanjra', 'طنجرة'],
    ['5ebez', 'خبز'],
    ['khebez', 'خبز'],
    ['shams', 'شمس'],
    ['chams', 'شمس'],
    ['3elbe', 'علبة'],
    ['mrayeh', 'مراية'],
    ['dawra2', 'دورق'],
    ["7'ebez", 'خبز'],
  ])('%s spells %s', (latin, arabic) => {
    expect(meet(latin, arabic)).toBe('whole');
  });

  it('s matches both س and ص; 9 matches ص but not س', () => {
    expect(meet('saboun', 'صابون')).toBe('whole');
    expect(meet('sabab', 'سبب')).toBe('whole');
    expect(meet('9aboun', 'صابون')).toBe('whole');
    expect(meet('9abab', 'سبب')).toBe(null);
  });

  it('2 stands for ء, for ق (as Beirut says it) and for a hamza on alef, never for another letter', () => {
    expect(meet('ebri2', 'إبريق')).toBe('whole');
    expect(meet('sama2', 'سماء')).toBe('whole');
    expect(meet('2alam', 'قلم')).toBe('whole');
    expect(meet('2amar', 'أمر')).toBe('whole');
    expect(meet('2alam', 'كلم')).toBe(null);
  });

  it('t and h both match ة (folded to ه) at the end, and h matches ه and ح', () => {
    expect(meet('ghalayet', 'غلاية')).toBe('whole');
    expect(meet('ghalayeh', 'غلايه')).toBe('whole');
    expect(meet('hamam', 'حمام')).toBe('whole');
    expect(meet('hamam', 'همام')).toBe('whole');
    // t is not ه inside a word.
    expect(meet('tlal', 'هلال')).toBe(null);
  });

  it('the article is the word\'s own beginning: a pattern spells the word, the index strips the article', () => {
    expect(meet('mat7ab', 'المطبخ')).toBe(null);
    expect(meet('mat7ab', 'مطبخ')).toBe(null);
    expect(meet('matbakh', 'مطبخ')).toBe('whole');
    expect(meet('elmatbakh', 'المطبخ')).toBe('whole');
  });

  it('the beginning of a word is a prefix match; short vowels and long ones may be left out', () => {
    expect(meet('mrat', 'مرطبانات')).toBe('prefix');
    expect(meet('s7n', 'صحون')).toBe('whole');
    expect(meet('sa7en', 'صحون')).toBe('whole');
  });

  it('words that cannot be Arabizi are none', () => {
    expect(meet('x', 'خ')).toBe('not arabizi');
    expect(meet('24', 'قطعة')).toBe('not arabizi');
    expect(meet('box', 'بوكس')).toBe('not arabizi');
    expect(meet('aaa', 'ا')).toBe('not arabizi');
  });
});

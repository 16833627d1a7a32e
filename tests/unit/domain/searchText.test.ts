import { describe, expect, it } from 'vitest';
import {
  arabicConsonants,
  arabicStems,
  arabicWordForms,
  englishSingulars,
  normaliseSearchText,
  searchWords,
} from '../../../src/domain/searchText';

describe('normaliseSearchText: one spelling for the products and the query (DESIGN §19)', () => {
  it.each([
    ['Glass JARS', 'glass jars'],
    ['Home Décor', 'home decor'],
    // Diacritics (fatha, shadda, sukun, superscript alef) and tatweel go.
    ['كَأْس', 'كاس'],
    ['مــطبخ', 'مطبخ'],
    ['هٰذا', 'هذا'],
    ['سُكَّر', 'سكر'],
    // أ إ آ ٱ → ا; ى → ي; ة → ه; ؤ → و; ئ → ي.
    ['أإآٱ', 'اااا'],
    ['مشى', 'مشي'],
    ['طاولة', 'طاوله'],
    ['كؤوس', 'كووس'],
    ['بيئة', 'بييه'],
    // Decomposed alef + hamza above folds like the composed letter.
    ['\u0627\u0654', 'ا'],
    // Arabic-Indic and Persian digits → 0–9.
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['طقم ٢٤ قطعة', 'طقم 24 قطعه'],
  ])('%j → %j', (text, normalised) => {
    expect(normaliseSearchText(text)).toBe(normalised);
  });

  it('splits words on anything but letters and digits, keeping Arabizi and apostrophes whole', () => {
    expect(searchWords("Chef's Knife, 20 cm")).toEqual(["chef's", 'knife', '20', 'cm']);
    expect(searchWords('s7oun w ebri2')).toEqual(['s7oun', 'w', 'ebri2']);
    expect(searchWords('طقم أدوات مائدة، 24 قطعة')).toEqual(['طقم', 'ادوات', 'مايده', '24', 'قطعه']);
  });
});

describe('Arabic word forms: the article and a joined و / ب / ل', () => {
  it.each([
    ['المقلاه', ['المقلاه', 'مقلاه']],
    ['والمقلاه', ['والمقلاه', 'مقلاه', 'المقلاه']],
    ['للمطبخ', ['للمطبخ', 'مطبخ', 'لمطبخ']],
    ['بالخيزران', ['بالخيزران', 'خيزران', 'الخيزران']],
    // A word that starts with its own و keeps it (and is matched either way).
    ['وساده', ['وساده', 'ساده']],
    // Nothing is taken off a short word.
    ['ال', ['ال']],
    ['ولد', ['ولد']],
  ])('%j → %j', (word, forms) => {
    expect(arabicWordForms(word)).toEqual(forms);
  });
});

describe('plurals', () => {
  it('Arabic sound plurals and a final ة come off to a stem', () => {
    expect(arabicStems('كاسات')).toEqual(['كاسات', 'كاس']);
    expect(arabicStems('كاسه')).toEqual(['كاسه', 'كاس']);
    expect(arabicStems('مصممين')).toEqual(['مصممين', 'مصمم']);
  });

  it.each([
    ['صحون', 'صحن'],
    ['سكاكين', 'سكين'],
    ['مقالي', 'مقلاه'],
    ['اكواب', 'كوب'],
    ['مناشف', 'منشفه'],
    ['فوانيس', 'فانوس'],
    ['كووس', 'كاسات'],
  ])('a broken plural and its singular share their consonants: %s, %s', (plural, singular) => {
    const shared = arabicConsonants(plural).filter((skeleton) => arabicConsonants(singular).includes(skeleton));
    expect(shared).not.toEqual([]);
  });

  it('too few consonants to tell words apart gives none', () => {
    expect(arabicConsonants('وعاء')).toEqual([]);
  });

  it.each([
    ['pans', ['pan']],
    ['dishes', ['dish', 'dishe']],
    ['glasses', ['glass', 'glasse']],
    ['bodies', ['body', 'bodie']],
    ['knives', ['knif', 'knife', 'knive']],
    ['glass', []],
    ['gas', []],
  ])('English singulars of %s', (word, singulars) => {
    expect(englishSingulars(word)).toEqual(singulars);
  });
});

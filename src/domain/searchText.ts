/**
 * Text as search compares it (docs/decisions/0014-search-as-beirut-types.md): one normaliser for the products' words and the
 * shopper's query alike, and the word forms that let a word match its variants (the article and
 * a leading و / ب / ل, plurals in both languages, an Arabic word's consonants).
 */

// Arabic harakat, Quranic marks and hamza/madda above or below (U+064B–U+065F), the superscript
// alef (U+0670) and the tatweel that stretches a word (U+0640): none changes which word it is.
// Latin combining accents (U+0300–U+036F) go too, once NFD has split them off ('décor').
const MARKS = /[\u0300-\u036F\u064B-\u065F\u0670\u0640]/g;

// Spellings people type for the same letter: alef with hamza or madda, alef wasla → bare alef;
// alef maqsura → yeh; teh marbuta → heh; hamza on waw / yeh → the bare letter. (NFD already
// splits أ إ آ ؤ ئ into the letter and a mark; the table keeps the rule readable on its own.)
const LETTER_VARIANTS: Record<string, string> = {
  '\u0623': '\u0627',
  '\u0625': '\u0627',
  '\u0622': '\u0627',
  '\u0671': '\u0627',
  '\u0649': '\u064A',
  '\u0629': '\u0647',
  '\u0624': '\u0648',
  '\u0626': '\u064A',
};
const LETTER_VARIANT = /[\u0623\u0625\u0622\u0671\u0649\u0629\u0624\u0626]/g;

// Arabic-Indic (U+0660–U+0669) and Persian (U+06F0–U+06F9) digits → 0–9.
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Lower case; Arabic without diacritics or tatweel, with one spelling of each letter people write
 * several ways; Latin without accents; Eastern digits as 0–9. So 'كأس', 'كَاس' and 'كـاس' are one
 * word, and '٢٤' is '24'.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(MARKS, '')
    .replace(LETTER_VARIANT, (letter) => LETTER_VARIANTS[letter] ?? letter)
    .replace(EASTERN_DIGIT, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** The words of a text, normalised: runs of letters and digits (an apostrophe inside a word keeps it whole: "7'", "chef's"). */
export function searchWords(text: string): string[] {
  return normaliseSearchText(text).match(WORD) ?? [];
}

const ARABIC_LETTER = /[\u0621-\u064A\u067E\u0686\u0698\u06A4\u06AF]/;

/** Whether a (normalised) word is written in Arabic letters. */
export function isArabicWord(word: string): boolean {
  return ARABIC_LETTER.test(word);
}

const ALEF = '\u0627';
const LAM = '\u0644';
const ARTICLE = ALEF + LAM;
/** و / ب / ل (and ف, ك, which join ال the same way) before the article. */
const ARTICLE_PREFIXES = ['\u0648', '\u0628', '\u0641', '\u0643'];
/** A leading و ("and"), ب ("with") or ل ("for"), written joined to the word. */
const JOINED_PREFIXES = ['\u0648', '\u0628', '\u0644'];

/**
 * An Arabic word and what it is without its article and a leading و / ب / ل: 'والمقلاة' →
 * ['والمقلاه', 'المقلاه', 'مقلاه'], 'للمطبخ' → [..., 'مطبخ']. A prefix is taken off only when
 * three letters remain, and the word itself always stays: 'وسادة' starts with its own و.
 */
export function arabicWordForms(word: string): string[] {
  const forms = [word];
  const add = (form: string) => {
    if (form.length >= 3 && !forms.includes(form)) forms.push(form);
  };
  if (word.startsWith(LAM + LAM)) add(word.slice(2));
  for (const prefix of ARTICLE_PREFIXES) if (word.startsWith(prefix + ARTICLE)) add(word.slice(3));
  if (word.startsWith(ARTICLE)) add(word.slice(2));
  for (const prefix of JOINED_PREFIXES) if (word.startsWith(prefix)) add(word.slice(1));
  return forms;
}

const TEH_MARBUTA_FOLDED = '\u0647';
/** Sound plural endings: ات (feminine), ون / ين (masculine). */
const ARABIC_PLURAL_ENDINGS = ['\u0627\u062A', '\u0648\u0646', '\u064A\u0646'];

/**
 * An Arabic word's stems: itself, without a sound plural ending (ات / ون / ين) and without its
 * final ة (folded to ه), so 'كاسات' and 'كاسه' meet at 'كاس'.
 */
export function arabicStems(form: string): string[] {
  const stems = [form];
  for (const ending of ARABIC_PLURAL_ENDINGS) {
    if (form.endsWith(ending) && form.length - ending.length >= 2) stems.push(form.slice(0, -ending.length));
  }
  if (form.endsWith(TEH_MARBUTA_FOLDED) && form.length >= 3) stems.push(form.slice(0, -1));
  return stems;
}

// Letters that carry the vowels (ا و ي) and hamza: a broken plural moves them, the consonants stay.
const WEAK_LETTERS = /[\u0627\u0648\u064A\u0621]/g;

/**
 * The consonants of an Arabic word (its form without the article), which a broken plural keeps:
 * 'صحون' and 'صحن' → 'صحن', 'سكاكين' and 'سكين' → 'سكن', 'مقالي' and 'مقلاه' → 'مقل'. One per
 * stem (arabicStems: 'صحون' might be a sound plural too), each without the weak letters, a
 * letter written twice taken once (the plural spells out what the singular's shadda hides);
 * none with fewer than two consonants (too short to tell words apart).
 */
export function arabicConsonants(form: string): string[] {
  const skeletons = arabicStems(form).map((stem) => stem.replace(WEAK_LETTERS, '').replace(/(.)\1+/gu, '$1'));
  return [...new Set(skeletons.filter((skeleton) => skeleton.length >= 2))];
}

/**
 * An English word's singulars: 'pans' → 'pan', 'dishes' → 'dish', 'glasses' → 'glass', 'bodies' →
 * 'body', 'knives' → 'knife'. Only the spelling rules: a word may come out wrong ('bus' → 'bu'),
 * which costs nothing, since both the query and the products' words go through it.
 */
export function englishSingulars(word: string): string[] {
  const singulars: string[] = [];
  if (word.length < 4 || !word.endsWith('s') || word.endsWith('ss')) return singulars;
  if (word.endsWith('ies')) singulars.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) singulars.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (/(?:s|x|z|ch|sh|o)es$/.test(word)) singulars.push(word.slice(0, -2));
  singulars.push(word.slice(0, -1));
  return singulars;
}

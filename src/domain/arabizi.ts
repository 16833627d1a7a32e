/**
 * Arabizi: Arabic written in Latin letters and digits, as most Lebanese type it on a phone
 * ("ebri2" for إبريق, "s7oun" for صحون, "8alaye" for غلاية). docs/decisions/0013-arabizi-alphabet.md holds the alphabet.
 *
 * A Latin query word is compiled once into a pattern of tokens, each the set of Arabic letters it
 * may stand for (a bit mask over the letters below); an Arabic word is read once into its
 * letters' bits. Matching is then a small automaton over the word's positions, a few bit
 * operations per token: cheap enough to try every distinct Arabic word of the catalogue per
 * query word.
 */

/** The Arabic letters of a normalised word (normaliseSearchText), one bit each. */
const LETTERS = 'ابتثجحخدذرزسشصضطظعغفقكلمنهويء';
const bit = (letters: string): number => {
  let mask = 0;
  for (const letter of letters) {
    const index = LETTERS.indexOf(letter);
    if (index >= 0) mask |= 1 << index;
  }
  return mask;
};
/** Letters of other alphabets written in Arabic script, read as the Arabic letter nearest in sound. */
const BORROWED: Record<string, string> = { 'پ': 'ب', 'ڤ': 'ف', 'گ': 'ك', 'چ': 'ش', 'ژ': 'ج' };

/**
 * A word's final ه is most often a folded ة, which Lebanese write as the vowel they say, a / e / i,
 * or as t / et in the construct form ("sallet"): it gets a bit of its own.
 */
const FINAL_TEH_MARBUTA = 1 << LETTERS.length;
const HEH = bit('ه');

/** What a Latin vowel (a run of a e i o u) may stand for: a long vowel, ع or ء, or the final ة. */
const VOWEL_LETTERS = bit('اويعء') | FINAL_TEH_MARBUTA;
/** Letters a shopper may leave out: long vowels and hamza (short vowels are not written in Arabic at all). */
const SKIPPABLE = bit('اويء') | FINAL_TEH_MARBUTA;

/** The chat alphabet: Latin letters, pairs and digits → the Arabic letters each may stand for. */
const CONSONANTS: Record<string, number> = {
  "7'": bit('خ'),
  "3'": bit('غ'),
  "9'": bit('ض'),
  "6'": bit('ظ'),
  sh: bit('ش'),
  ch: bit('ش'),
  kh: bit('خ'),
  gh: bit('غ'),
  th: bit('ثذت'),
  dh: bit('ذض'),
  '2': bit('ءقا'),
  '3': bit('ع'),
  '5': bit('خ'),
  '6': bit('ط'),
  '7': bit('ح'),
  '8': bit('غ'),
  '9': bit('قص'),
  b: bit('ب'),
  p: bit('ب'),
  t: bit('تط') | FINAL_TEH_MARBUTA,
  j: bit('ج'),
  g: bit('جغ'),
  h: bit('هح') | FINAL_TEH_MARBUTA,
  d: bit('دضذ'),
  r: bit('ر'),
  z: bit('زظذ'),
  s: bit('سصث'),
  c: bit('كس'),
  f: bit('ف'),
  v: bit('ف'),
  q: bit('ق'),
  k: bit('كق'),
  l: bit('ل'),
  m: bit('م'),
  n: bit('ن'),
  w: bit('و'),
  y: bit('ي'),
};
const PAIRS = Object.keys(CONSONANTS).filter((key) => key.length === 2);
const VOWELS = 'aeiou';
/** w and y may be a consonant or part of a vowel ("zayt", "dawra"): they match their letter or nothing. */
const OPTIONAL = new Set(['w', 'y']);

interface Token {
  letters: number;
  optional: boolean;
}

/** A Latin query word compiled for matching Arabic words; null when it cannot be Arabizi. */
export interface ArabiziPattern {
  tokens: readonly Token[];
}

/**
 * Compiles a normalised Latin word ("s7oun", "sikkine", "8alaye"); null for a word that is not
 * Arabizi (a digit the alphabet has no letter for, or fewer than two characters).
 */
export function compileArabizi(word: string): ArabiziPattern | null {
  if (word.length < 2 || /^\d+$/.test(word)) return null;
  const tokens: Token[] = [];
  let previous = '';
  for (let index = 0; index < word.length; ) {
    const char = word[index]!;
    if (VOWELS.includes(char)) {
      let end = index;
      while (end < word.length && VOWELS.includes(word[end]!)) end += 1;
      tokens.push({ letters: VOWEL_LETTERS, optional: true });
      previous = '';
      index = end;
      continue;
    }
    const pair = word.slice(index, index + 2);
    const key = PAIRS.includes(pair) ? pair : char;
    const letters = CONSONANTS[key];
    if (letters === undefined) {
      if (char === "'" || char === '’') {
        index += 1;
        continue;
      }
      return null;
    }
    // A doubled letter is the shadda ("sikkine"): one letter in Arabic.
    if (key !== previous) tokens.push({ letters, optional: OPTIONAL.has(key) });
    previous = key;
    index += key.length;
  }
  return tokens.some((token) => !token.optional) ? { tokens } : null;
}

/** An Arabic word (normalised) as the matcher reads it: one letter bit per position. */
export type ArabicLetters = Int32Array;

/** Reads a normalised Arabic word for compileArabizi's patterns; a final ه may be a ة. */
export function arabicLetters(word: string): ArabicLetters {
  const letters = new Int32Array(Math.min(word.length, 30));
  for (let index = 0; index < letters.length; index += 1) {
    const letter = word[index]!;
    letters[index] = bit(BORROWED[letter] ?? letter);
  }
  const last = letters.length - 1;
  if (last >= 2 && letters[last] === HEH) letters[last] = HEH | FINAL_TEH_MARBUTA;
  return letters;
}

/** How a pattern met a word: the whole word, or its beginning. */
export type ArabiziMatch = 'whole' | 'prefix' | null;

/**
 * Whether the Arabizi pattern spells the word or its beginning. Each token takes the next letter
 * when that letter is one it may stand for; a vowel or w / y may take none; the word's long
 * vowels and hamza may be left out. The states are the word's positions reached so far, as bits.
 */
export function matchArabizi(pattern: ArabiziPattern, letters: ArabicLetters): ArabiziMatch {
  const length = letters.length;
  const skipOver = (states: number): number => {
    let reached = states;
    for (let position = 0; position < length; position += 1) {
      if ((reached & (1 << position)) !== 0 && (letters[position]! & SKIPPABLE) !== 0) reached |= 1 << (position + 1);
    }
    return reached;
  };
  let states = 1;
  for (const token of pattern.tokens) {
    states = skipOver(states);
    let next = token.optional ? states : 0;
    for (let position = 0; position < length; position += 1) {
      if ((states & (1 << position)) !== 0 && (letters[position]! & token.letters) !== 0) next |= 1 << (position + 1);
    }
    if (next === 0) return null;
    states = next;
  }
  return (skipOver(states) & (1 << length)) !== 0 ? 'whole' : 'prefix';
}

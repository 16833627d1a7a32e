/**
 * Product search as Beirut types (docs/decisions/0014-search-as-beirut-types.md): words in any order, each the start of a word,
 * in English, Arabic or Arabizi, with plurals, Arabic spelling variants and one typo; ranked by
 * where the words were found. Loaded with the whole catalogue, not at start-up (see
 * `src/features/catalog/productSearch.ts`).
 *
 * How it stays fast at 5,000 products: every distinct word of the catalogue is kept once, in a
 * vocabulary, with what matching needs worked out when it first appears (its Arabic forms,
 * consonants, Arabizi letters, English singulars); a product is the ids of its words, by where
 * they are (name, category, description). A query word is compared with the vocabulary once
 * (a few thousand words, not the 400,000 of the products' texts), which gives each word id a
 * score; a product then scores by reading its ids. The query words' scores are kept while the
 * shopper types on, so the next key only compares the word being typed.
 */
import { arabicLetters, compileArabizi, matchArabizi, type ArabicLetters, type ArabiziPattern } from './arabizi.ts';
import { arabicConsonants, arabicStems, arabicWordForms, englishSingulars, isArabicWord, searchWords } from './searchText.ts';
import type { Product } from './types.ts';

// ── How well a query word met a word ──────────────────────────────────────────────────────────

/** No match; then better to worse: the word itself, a form of it, its beginning, one typo away. */
const NONE = 0;
const EXACT = 1;
const FORM = 2;
const PREFIX = 3;
const TYPO = 4;

/** A word of this many letters or more may have one typo ("kettel", "fryng"). */
const TYPO_MIN_LENGTH = 5;

// ── The vocabulary ────────────────────────────────────────────────────────────────────────────

/** A word of the catalogue with what matching needs of it, worked out once (and sent as it is by the snapshot's worker). */
export interface Term {
  word: string;
  arabic: boolean;
  /** The word, without its article or leading و / ب / ل, and their stems (Arabic); the word and its singulars (English). */
  forms: string[];
  /** Consonant skeletons of the Arabic forms (broken plurals). */
  consonants: string[];
  /** The Arabic forms as Arabizi patterns read them. */
  letters: ArabicLetters[];
}

function termOf(word: string): Term {
  if (!isArabicWord(word)) return { word, arabic: false, forms: [word, ...englishSingulars(word)], consonants: [], letters: [] };
  const withoutPrefixes = arabicWordForms(word);
  const forms = [...new Set(withoutPrefixes.flatMap(arabicStems))];
  const consonants = [...new Set(withoutPrefixes.flatMap(arabicConsonants))];
  return { word, arabic: true, forms, consonants, letters: withoutPrefixes.map(arabicLetters) };
}

/** Every distinct word seen, each with an id: its place in `terms`. */
class Vocabulary {
  readonly terms: Term[] = [];
  private readonly ids = new Map<string, number>();

  idOf(word: string): number {
    return this.ids.get(word) ?? this.add(termOf(word));
  }

  /** A term worked out elsewhere (the snapshot's worker): its id here, the one the word already has if it has one. */
  adopt(term: Term): number {
    return this.ids.get(term.word) ?? this.add(term);
  }

  private add(term: Term): number {
    const id = this.terms.length;
    this.terms.push(term);
    this.ids.set(term.word, id);
    return id;
  }
}

/** The page's vocabulary, the one searches read. */
const vocabulary = new Vocabulary();
const terms = vocabulary.terms;

// ── A product's words ─────────────────────────────────────────────────────────────────────────

/** Where a word was found, best first: the name (and the owner's search words), the category, the description. */
const NAME = 0;
const CATEGORY = 1;
const DESCRIPTION = 2;

/**
 * A product's words as search reads them: three groups (name, category, description), each a
 * space-separated list of normalised words, then how many words each of its names has, joined by
 * '\n'. The snapshot's worker reads them for its products (searchIndexer), the page only for
 * products that come another way (the live changes).
 */
export function productSearchWords(product: Product): string {
  const name = [product.name, product.nameAr, product.searchTerms, product.searchTermsAr];
  const category = [product.category, product.categoryAr];
  const description = [
    product.description,
    product.descriptionAr,
    ...product.variants.flatMap((variant) => [variant.size, variant.name, variant.sizeAr, variant.nameAr]),
  ];
  const groups = [name, category, description].map((fields) => [...new Set(fields.flatMap((field) => (field ? searchWords(field) : [])))].join(' '));
  const nameLengths = [product.name, product.nameAr].flatMap((text) => (text ? [searchWords(text).length] : []));
  return [...groups, nameLengths.join(' ')].join('\n');
}

interface IndexedProduct {
  /** Word ids: the name's, then the category's, then the description's. */
  ids: Uint32Array;
  /** Where the category's and the description's ids start. */
  categoryStart: number;
  descriptionStart: number;
  /** How many words each name has (an exact name match counts them). */
  nameLengths: number[];
}

const indexed = new WeakMap<Product, IndexedProduct>();

/** Word ids of a batch being read, reused: a product's words are read without an array per group. */
let readIds = new Uint32Array(256);

function indexWords(words: string, into: Vocabulary): IndexedProduct {
  const starts = [0, 0];
  let count = 0;
  let group = 0;
  let start = 0;
  for (let end = 0; end <= words.length && group < 3; end += 1) {
    const char = end === words.length ? '\n' : words[end];
    if (char !== ' ' && char !== '\n') continue;
    if (end > start) {
      if (count === readIds.length) {
        const grown = new Uint32Array(count * 2);
        grown.set(readIds);
        readIds = grown;
      }
      readIds[count] = into.idOf(words.slice(start, end));
      count += 1;
    }
    start = end + 1;
    if (char === '\n') {
      if (group < 2) starts[group] = count;
      group += 1;
    }
  }
  const nameLengths = group === 3 && start < words.length ? words.slice(start).split(' ').map(Number) : [];
  return { ids: readIds.slice(0, count), categoryStart: starts[0]!, descriptionStart: starts[1]!, nameLengths };
}

/**
 * A batch of products as search reads them, made where the catalogue is read (the snapshot's
 * worker, off the page's thread): each product's words as ids of that reader's own vocabulary,
 * and the words that vocabulary gained with the batch, worked out. The page then only adds the
 * new words to its own vocabulary (searchIndexReceiver): it scans no text and analyses no word.
 */
export interface SearchIndexBatch {
  /** The words the reader's vocabulary gained with this batch, in id order, the first with id firstTermId. */
  newTerms: Term[];
  firstTermId: number;
  /** The products' word ids one after another: product i's run from starts[i] to starts[i + 1]. */
  ids: Uint32Array;
  starts: Uint32Array;
  /** Where each product's category and description ids start, from the start of its own ids. */
  categoryStarts: Uint32Array;
  descriptionStarts: Uint32Array;
  nameLengths: number[][];
}

/** For the snapshot's reader: a function that indexes batch after batch of products into one vocabulary of its own. */
export function searchIndexer(): (products: readonly Product[]) => SearchIndexBatch {
  const own = new Vocabulary();
  return (products) => {
    const firstTermId = own.terms.length;
    const entries = products.map((product) => indexWords(productSearchWords(product), own));
    const starts = new Uint32Array(products.length + 1);
    entries.forEach((entry, index) => (starts[index + 1] = starts[index]! + entry.ids.length));
    const ids = new Uint32Array(starts[products.length]!);
    entries.forEach((entry, index) => ids.set(entry.ids, starts[index]));
    return {
      newTerms: own.terms.slice(firstTermId),
      firstTermId,
      ids,
      starts,
      categoryStarts: Uint32Array.from(entries, (entry) => entry.categoryStart),
      descriptionStarts: Uint32Array.from(entries, (entry) => entry.descriptionStart),
      nameLengths: entries.map((entry) => entry.nameLengths),
    };
  };
}

/**
 * On the page: a function that takes one reader's batches (searchIndexer's, in order) as the
 * products' index, so the first search reads no product's text. The reader's word ids are the
 * page's own while the page had no words of its own when it began; otherwise they are mapped.
 */
export function searchIndexReceiver(): (products: readonly Product[], batch: SearchIndexBatch) => void {
  let pageIdOf = new Uint32Array(0);
  let sameIds = true;
  return (products, batch) => {
    const known = batch.firstTermId + batch.newTerms.length;
    if (pageIdOf.length < known) {
      const grown = new Uint32Array(Math.max(known, pageIdOf.length * 2));
      grown.set(pageIdOf);
      pageIdOf = grown;
    }
    batch.newTerms.forEach((term, index) => {
      const readerId = batch.firstTermId + index;
      pageIdOf[readerId] = vocabulary.adopt(term);
      if (pageIdOf[readerId] !== readerId) sameIds = false;
    });
    const { ids, starts } = batch;
    if (!sameIds) for (let index = 0; index < ids.length; index += 1) ids[index] = pageIdOf[ids[index]!]!;
    products.forEach((product, index) =>
      indexed.set(product, {
        ids: ids.subarray(starts[index], starts[index + 1]),
        categoryStart: batch.categoryStarts[index]!,
        descriptionStart: batch.descriptionStarts[index]!,
        nameLengths: batch.nameLengths[index]!,
      }),
    );
  };
}

function indexOf(product: Product): IndexedProduct {
  let entry = indexed.get(product);
  if (!entry) {
    entry = indexWords(productSearchWords(product), vocabulary);
    indexed.set(product, entry);
  }
  return entry;
}

// ── A query word against the vocabulary ───────────────────────────────────────────────────────

/** Whether two words are at most one edit apart: a letter changed, added or left out, or two neighbours swapped. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  if (start === a.length && start === b.length) return true;
  const restA = a.slice(start + 1);
  const restB = b.slice(start + 1);
  if (a.length === b.length) {
    if (restA === restB) return true;
    return a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
  }
  return a.length > b.length ? a.slice(start + 1) === b.slice(start) : a.slice(start) === b.slice(start + 1);
}

interface QueryWord {
  arabic: boolean;
  forms: string[];
  consonants: string[];
  arabizi: ArabiziPattern | null;
  typos: boolean;
  /** Each term's score against this word (NONE … TYPO), for the vocabulary as far as it was compared. */
  scores: Uint8Array;
  compared: number;
  /** Latin words of the catalogue this word is, or begins: then it is read as English, not Arabizi. */
  englishMatches: number;
  /** `scores` with the Arabic words' Arabizi scores, as far as compared, once the word is read as Arabizi. */
  arabiziScores: Uint8Array;
  arabiziCompared: number;
}

function queryWordOf(word: string): QueryWord {
  const term = termOf(word);
  return {
    arabic: term.arabic,
    forms: term.forms,
    consonants: term.consonants,
    arabizi: term.arabic ? null : compileArabizi(word),
    typos: word.length >= TYPO_MIN_LENGTH,
    scores: new Uint8Array(0),
    compared: 0,
    englishMatches: 0,
    arabiziScores: new Uint8Array(0),
    arabiziCompared: 0,
  };
}

/** How an Arabic word meets a Latin query word read as Arabizi. */
function arabiziScore(pattern: ArabiziPattern, term: Term): number {
  let best = NONE;
  for (const letters of term.letters) {
    const match = matchArabizi(pattern, letters);
    if (match === 'whole') return FORM;
    if (match === 'prefix') best = PREFIX;
  }
  return best;
}

/** How a word of the same script meets the query word (Arabizi apart: arabiziScore). */
function scoreTerm(query: QueryWord, term: Term): number {
  if (query.arabic !== term.arabic) return NONE;
  if (query.forms[0] === term.word) return EXACT;
  let best = NONE;
  for (const form of query.forms) {
    for (const termForm of term.forms) {
      if (termForm === form) return FORM;
      if (best !== PREFIX && termForm.startsWith(form)) best = PREFIX;
    }
  }
  if (best === NONE && query.consonants.some((skeleton) => term.consonants.includes(skeleton))) best = FORM;
  if (best !== NONE || !query.typos) return best;
  const typed = query.forms[0]!;
  for (const termForm of term.forms) {
    if (withinOneEdit(typed, termForm) || (termForm.length > typed.length && withinOneEdit(typed, termForm.slice(0, typed.length)))) return TYPO;
  }
  return NONE;
}

/** `scores` grown to hold the whole vocabulary. */
function sized(scores: Uint8Array): Uint8Array {
  if (scores.length >= terms.length) return scores;
  const grown = new Uint8Array(Math.max(terms.length, scores.length * 2));
  grown.set(scores);
  return grown;
}

/**
 * The query word's scores over the whole vocabulary, comparing only the words added since last
 * time. A Latin word that is a word of the catalogue's Latin text, or its beginning ("bowl", "gla"),
 * is read as English: its Arabizi readings ("bowl" could begin "بالخيزران") would only add noise,
 * and they are not even worked out. One that is none ("ebri2", "s7oun", "tanjra") is read as
 * Arabizi too.
 */
function scoresOf(query: QueryWord): Uint8Array {
  if (query.compared < terms.length) {
    query.scores = sized(query.scores);
    for (let id = query.compared; id < terms.length; id += 1) {
      const term = terms[id]!;
      const score = scoreTerm(query, term);
      query.scores[id] = score;
      if (!query.arabic && score !== NONE && score !== TYPO) query.englishMatches += 1;
    }
    query.compared = terms.length;
  }
  const pattern = query.arabizi;
  if (!pattern || query.englishMatches > 0) return query.scores;
  if (query.arabiziCompared < terms.length) {
    query.arabiziScores = sized(query.arabiziScores);
    for (let id = query.arabiziCompared; id < terms.length; id += 1) {
      const term = terms[id]!;
      query.arabiziScores[id] = term.arabic ? arabiziScore(pattern, term) : query.scores[id]!;
    }
    query.arabiziCompared = terms.length;
  }
  return query.arabiziScores;
}

/** Query words seen lately (typing "kettle" asks for k, ke, ket… and the words before it again). */
const queryWords = new Map<string, QueryWord>();
const QUERY_WORDS_KEPT = 200;

function queryWord(word: string): QueryWord {
  let query = queryWords.get(word);
  if (!query) {
    if (queryWords.size >= QUERY_WORDS_KEPT) queryWords.clear();
    query = queryWordOf(word);
    queryWords.set(word, query);
  }
  return query;
}

/** Words a query may hold that say nothing about the product ("bowl for salad", "جاط للسلطة"): left out when others remain. */
const STOP_WORDS = new Set(['a', 'an', 'the', 'of', 'for', 'and', 'with', 'in', 'el', 'al', 'w', 'من', 'في', 'مع', 'على', 'و', 'ل', 'ال']);

/** The words of a query that search for something (stop words left out unless there is nothing else). */
export function queryTerms(query: string): string[] {
  const words = [...new Set(searchWords(query))];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

// ── Products against a query ──────────────────────────────────────────────────────────────────

/** Ranks, best first: the name exactly (its words, no more), every word in the name, in the name or category, anywhere. */
const EXACT_NAME = 0;
const rankOfPlace = (place: number) => place + 1;

/**
 * The products whose name, category, description or owner's search words (either language)
 * hold every word of the query, best first: by rank, then by how well the words were met (the
 * word itself, a form, a beginning, a typo), then in the catalogue's order. [] when none does,
 * all of them for a blank query.
 */
export function searchProducts(products: readonly Product[], query: string): Product[] {
  const words = queryTerms(query).map(queryWord);
  if (words.length === 0) return [...products];
  // Every product's words in the vocabulary first: the query words are compared with all of them.
  const entries = products.map(indexOf);
  const scores = words.map(scoresOf);
  const found: { product: Product; rank: number; quality: number; order: number }[] = [];
  entries.forEach(({ ids, categoryStart, descriptionStart, nameLengths }, order) => {
    let worstPlace = NAME;
    let quality = 0;
    let exactInName = true;
    for (const wordScores of scores) {
      let bestPlace = -1;
      let bestScore = NONE;
      for (let index = 0; index < ids.length; index += 1) {
        const score = wordScores[ids[index]!]!;
        if (score === NONE) continue;
        const place = index < categoryStart ? NAME : index < descriptionStart ? CATEGORY : DESCRIPTION;
        if (bestPlace === -1 || place < bestPlace || (place === bestPlace && score < bestScore)) {
          bestPlace = place;
          bestScore = score;
        }
        if (place === NAME && score === EXACT) break;
      }
      if (bestPlace === -1) return;
      worstPlace = Math.max(worstPlace, bestPlace);
      quality += bestScore;
      if (bestPlace !== NAME || bestScore > FORM) exactInName = false;
    }
    const rank = exactInName && nameLengths.includes(words.length) ? EXACT_NAME : rankOfPlace(worstPlace);
    found.push({ product: products[order]!, rank, quality, order });
  });
  found.sort((a, b) => a.rank - b.rank || a.quality - b.quality || a.order - b.order);
  return found.map((entry) => entry.product);
}

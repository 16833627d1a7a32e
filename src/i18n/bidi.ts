/**
 * An LTR run (a price, a phone number, an order number, a range) inside RTL
 * text, isolated so the bidirectional algorithm never reorders it or its neighbours: U+2068 FIRST
 * STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE. For plain strings (toasts, accessible names,
 * titles); in markup the `<Isolate>` component (a `<bdi>`) does the same.
 */
export function isolate(text: string | number): string {
  return `\u2068${text}\u2069`;
}

/** U+200F RIGHT-TO-LEFT MARK: put first on a line, it makes the line right to left wherever it goes. */
export const RLM = '\u200F';

const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_OR_DIGIT = /[\p{Script=Latin}0-9]/u;
// A Latin run: Latin letters and digits, with what sits inside such text ('Hamra St. 5',
// '+961 71 234 567', '$12.50', '#1a2b3c4d', 'https://…'), never an Arabic letter or a line break.
// Parentheses stay outside, so a pair is never split across an isolate's edge.
const LATIN_RUN = /[-+$#]*[\p{Script=Latin}0-9](?:[ \t.,:;'’&/+_@#%=?~*×!$-]*[\p{Script=Latin}0-9])*[%/]?/gu;

/**
 * A value put into RTL text, safe from reordering: text without Arabic (an English
 * name, an amount, a phone number, a link) isolated whole; Arabic text with each Latin run in it
 * isolated ('كوب IKEA 350 مل' → 'كوب ⁨IKEA 350⁩ مل'); text with neither (emoji) as it is.
 */
export function isolateLatin(text: string): string {
  if (!LATIN_OR_DIGIT.test(text)) return text;
  if (!ARABIC_LETTER.test(text)) return isolate(text);
  return text.replace(LATIN_RUN, (run) => isolate(run));
}

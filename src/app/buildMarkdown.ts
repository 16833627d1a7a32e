/**
 * Owner-written Markdown at build time, without the parser where it has nothing to do.
 *
 * react-markdown parses every text it is given (a tokenizer, two syntax trees, a React tree): at
 * 5,000 products, where each description is rendered on its page in each language, that was ~15%
 * of the build's rendering. Most descriptions are one plain paragraph, which Markdown renders as
 * the text itself in a `<p>`. Those are written here as react-markdown writes them (the same
 * bytes, held to it by tests/unit/build/buildMarkdown.test.tsx over the demo catalogue); any other
 * text goes to the parser as before.
 */
import type { RenderedMarkdown } from '../components/ui/Markdown.tsx';

/**
 * Text Markdown reads as one paragraph holding exactly that text: one line, starting with a
 * letter (no heading, list, quote, code block or link definition can start it) and ending
 * with no space (a paragraph's end is trimmed), without a control character or any character
 * that opens inline syntax: `\` escapes, `&` entities, `` ` `` code, `*` `_` emphasis, `[` `]`
 * links and images, `<` autolinks and HTML. (react-markdown reads CommonMark only: no tables,
 * strikethrough or bare URLs.)
 */
const PLAIN_PARAGRAPH = /^\p{L}(?:[^\p{Cc}\\&`*_[\]<]*[^\p{Cc}\\&`*_[\]<\s])?$/u;

/** Text as React writes a text node (react-dom's escapeTextForBrowser). */
function escapeText(text: string): string {
  return text.replace(/["'&<>]/g, (char) => ({ '"': '&quot;', "'": '&#x27;', '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char]!);
}

/**
 * The HTML `<Markdown>` holds for `text` once rendered on the server, when the text is a plain
 * paragraph: react-markdown's `<p>`, inside the markers of the completed Suspense boundary that
 * waits for the parser. Undefined for any other text (the parser renders it).
 */
export function plainParagraphHtml(text: string): string | undefined {
  return PLAIN_PARAGRAPH.test(text) ? `<!--$--><p>${escapeText(text)}</p><!--/$-->` : undefined;
}

/** What the build gives `<Markdown>` (setRenderedMarkdown): plain paragraphs written directly. */
export const buildMarkdown: RenderedMarkdown = { get: (_key, text) => plainParagraphHtml(text) };

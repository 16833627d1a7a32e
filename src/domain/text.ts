/**
 * Plain-text helpers for messages that leave the shop (chat links). They work on Unicode code
 * points, never UTF-16 halves: cutting an emoji in two leaves a lone surrogate, which
 * encodeURIComponent refuses with a URIError.
 */

/** Markdown (as the owner writes descriptions) → readable plain text on one paragraph per block. */
export function stripMarkdown(markdown: string): string {
  return (
    markdown
      .replace(/\r\n?/g, '\n')
      // Fenced code: keep the code, drop the fences.
      .replace(/```[^\n]*\n([\s\S]*?)```/g, '$1')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
      .replace(/^[ \t]{0,3}>[ \t]?/gm, '')
      .replace(/^[ \t]*(?:[-*+]|\d+[.)])[ \t]+/gm, '')
      .replace(/^[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*$/gm, '')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2')
      .replace(/~~(.+?)~~/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/[ \t]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** At most `max` code points, ending in '…' when cut; cuts at a word break when one is near. */
export function truncateText(text: string, max: number): string {
  const codePoints = Array.from(text);
  if (codePoints.length <= max) return text;
  const cut = codePoints.slice(0, Math.max(0, max - 1)).join('');
  // The cut already falls between two words.
  if (/\s/.test(codePoints[max - 1] ?? '')) return `${cut.trimEnd()}…`;
  const lastSpace = cut.search(/\s\S*$/);
  const atWord = lastSpace > cut.length * 0.7 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.trimEnd()}…`;
}

/** Length in code points, as PostgreSQL's char_length counts characters. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

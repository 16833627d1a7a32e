import { Suspense } from 'react';
import { lazyWithPreload } from './lazyWithPreload.ts';

// react-markdown and its parser are kept out of the first download: only product and About
// pages render owner-written Markdown, and a prerendered page already holds it rendered (below).
const ReactMarkdown = lazyWithPreload(() => import('react-markdown'));

/** A short, stable name for a Markdown text (FNV-1a), to find its prerendered HTML. */
function textKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * Markdown already rendered, as the HTML its element holds, found by the text's key or the text
 * itself: in the browser the prerendered page's (a Map by key: rememberPrerenderedMarkdown), at
 * build time the build's own (setRenderedMarkdown). Undefined: render it with the parser.
 */
export interface RenderedMarkdown {
  get(key: string, text: string): string | undefined;
}

let rendered: RenderedMarkdown | null = null;

/**
 * Remembers the Markdown a prerendered page holds, already rendered at build time, so that
 * hydrating it (and rendering the same text again) needs no Markdown parser. Call before hydrating.
 */
export function rememberPrerenderedMarkdown(root: ParentNode): void {
  rendered = new Map([...root.querySelectorAll<HTMLElement>('[data-markdown]')].map((element) => [element.dataset.markdown!, element.innerHTML]));
}

/** At build time (src/entry-server.tsx): where texts are found rendered without the parser. */
export function setRenderedMarkdown(source: RenderedMarkdown | null): void {
  rendered = source;
}

/** Owner-written Markdown (descriptions, About copy). Raw HTML in it is not rendered. */
export function Markdown({ children, className = '', lang }: { children: string; className?: string; lang?: string }) {
  const key = textKey(children);
  const html = rendered?.get(key, children);
  // Rendered already (the build rendered this very text, read back from the page): the same HTML hydrates as is.
  if (html !== undefined) return <div className={`markdown ${className}`} lang={lang} data-markdown={key} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={`markdown ${className}`} lang={lang} data-markdown={key}>
      <Suspense fallback={<p className="whitespace-pre-line">{children}</p>}>
        <ReactMarkdown>{children}</ReactMarkdown>
      </Suspense>
    </div>
  );
}

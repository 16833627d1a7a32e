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

// Markdown the prerendered page arrived with, by text key: read once, before hydration.
let prerendered: Map<string, string> | null = null;

/**
 * Remembers the Markdown a prerendered page holds, already rendered at build time, so that
 * hydrating it (and rendering the same text again) needs no Markdown parser. Call before hydrating.
 */
export function rememberPrerenderedMarkdown(root: ParentNode): void {
  prerendered = new Map();
  for (const element of root.querySelectorAll<HTMLElement>('[data-markdown]')) {
    prerendered.set(element.dataset.markdown!, element.innerHTML);
  }
}

/** Owner-written Markdown (descriptions, About copy). Raw HTML in it is not rendered. */
export function Markdown({ children, className = '', lang }: { children: string; className?: string; lang?: string }) {
  const key = textKey(children);
  const html = prerendered?.get(key);
  // The build rendered this very text: the same HTML (read back from the page) hydrates as is.
  if (html !== undefined) return <div className={`markdown ${className}`} lang={lang} data-markdown={key} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={`markdown ${className}`} lang={lang} data-markdown={key}>
      <Suspense fallback={<p className="whitespace-pre-line">{children}</p>}>
        <ReactMarkdown>{children}</ReactMarkdown>
      </Suspense>
    </div>
  );
}

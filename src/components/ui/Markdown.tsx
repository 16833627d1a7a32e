import { lazy, Suspense } from 'react';

// react-markdown and its parser are kept out of the first download: only product and About
// pages render owner-written Markdown.
const ReactMarkdown = lazy(() => import('react-markdown'));

/** Owner-written Markdown (descriptions, About copy). Raw HTML in it is not rendered. */
export function Markdown({ children, className = '' }: { children: string; className?: string }) {
  return (
    <div className={`markdown ${className}`}>
      <Suspense fallback={<p className="whitespace-pre-line">{children}</p>}>
        <ReactMarkdown>{children}</ReactMarkdown>
      </Suspense>
    </div>
  );
}

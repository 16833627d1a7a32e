import type { ReactNode } from 'react';

/**
 * A page that has nothing to show but a sentence: not found, or a read that failed (`alert`, so
 * a screen reader says it at once), with one way on (a link home, Retry).
 */
export function PageNotice({ title, text, alert = false, children }: { title: string; text: string; alert?: boolean; children: ReactNode }) {
  return (
    <section role={alert ? 'alert' : undefined} className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="max-w-md text-stone-600">{text}</p>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi, type Mock } from 'vitest';

export interface HydratedPage {
  container: HTMLDivElement;
  root: Root;
  /** React's recoverable errors: a hydration mismatch lands here. */
  errors: Mock;
  /** The container's HTML as the browser parsed the prerendered page, before hydration. */
  asParsed: string;
  unmount(): void;
}

/**
 * Prerenders `asBuilt` as the build would, puts its HTML in the document, then hydrates it with
 * `inBrowser` (the same tree, usually with the browser's own observers) under real scheduling:
 * act() would batch hydration's tasks together and hide what a shopper's browser does between them.
 */
export function hydratePrerendered(asBuilt: ReactNode, inBrowser: ReactNode = asBuilt): HydratedPage {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(asBuilt);
  const asParsed = container.innerHTML;
  const errors = vi.fn();
  const root = hydrateRoot(container, inBrowser, { onRecoverableError: errors });
  return {
    container,
    root,
    errors,
    asParsed,
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}

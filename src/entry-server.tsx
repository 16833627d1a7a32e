/**
 * Build-time rendering (scripts/build.ts): the same <App> as the browser, under a StaticRouter.
 * Pages come out complete: lazy routes and Suspense are waited for (see renderPage).
 */
// The build renders both languages: every word of both is here before any module that speaks.
import './i18n/all.ts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App, prerenderedPageRoutes } from './app/App.tsx';
import { buildMarkdown } from './app/buildMarkdown.ts';
import type { EmbeddedCatalog } from './app/embeddedCatalog.ts';
import { setRenderedMarkdown } from './components/ui/Markdown.tsx';

export { fetchCatalog, fetchVersionedCatalog } from './data/catalog.ts';
export { fetchShopTerms } from './data/delivery.ts';
export { prerenderRoutes, notFoundHead, absoluteUrl, pageAlternates, OG_LOCALE } from './app/seo.ts';
export { serializeForScript, embeddedTerms, EMBEDDED_CATALOG_ID } from './app/embeddedCatalog.ts';
export { pageCatalog } from './app/pageCatalog.ts';

// Plain-paragraph descriptions are written without the Markdown parser (src/app/buildMarkdown.ts).
setRenderedMarkdown(buildMarkdown);

/**
 * Rendered client-side, as React marks a Suspense boundary that did not finish on the server: what
 * renderToString leaves where a lazy module has not loaded yet.
 */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * A page's HTML, rendered from the data it embeds (so the browser hydrates the same tree).
 *
 * renderToString first: the same HTML as prerenderToNodeStream once every lazy module the page
 * shows has loaded, for ~30% less CPU per page (5.5 against 7.9 ms a product page, measured; at
 * 5,000 products a build renders ~10,000 pages). A page whose lazy route or screen words are not
 * here yet (the first of its kind in a thread) suspends there, which leaves an unfinished
 * boundary: that page is rendered again with prerenderToNodeStream, which waits for them (and
 * loads them for the pages after it).
 */
export async function renderPage(url: string, data: EmbeddedCatalog): Promise<string> {
  const app = (
    <StrictMode>
      <StaticRouter location={url}>
        <App initialCatalog={data} pageRoutes={prerenderedPageRoutes(url)} />
      </StaticRouter>
    </StrictMode>
  );
  const html = renderToString(app);
  if (!html.includes(UNFINISHED_BOUNDARY)) return html;
  // Every Suspense boundary written in place, never outlined: React moves a large boundary's
  // content (the listing's cards, ProductList) to a hidden <div> at the end with a script that
  // swaps it in, which a page read without its code would never show.
  const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Build-time rendering (scripts/build.ts): the same <App> as the browser, under a StaticRouter.
 * prerenderToNodeStream waits for lazy routes and Suspense, so pages come out complete.
 */
// The build renders both languages: every word of both is here before any module that speaks.
import './i18n/all.ts';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import type { EmbeddedCatalog } from './app/embeddedCatalog.ts';

export { fetchCatalog, fetchVersionedCatalog } from './data/catalog.ts';
export { fetchShopTerms } from './data/delivery.ts';
export { prerenderRoutes, notFoundHead, absoluteUrl, pageAlternates, OG_LOCALE } from './app/seo.ts';
export { serializeForScript, embeddedTerms, EMBEDDED_CATALOG_ID } from './app/embeddedCatalog.ts';
export { pageCatalog } from './app/pageCatalog.ts';

/** A page's HTML, rendered from the data it embeds (so the browser hydrates the same tree). */
export async function renderPage(url: string, data: EmbeddedCatalog): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App initialCatalog={data} />
      </StaticRouter>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, preloadPage } from './app/App.tsx';
import { hydratePrerendered } from './app/hydrate.ts';
import { readEmbeddedCatalog } from './app/embeddedCatalog.ts';
import { loadOnEarlyTap, pageInteractive } from './components/ui/earlyTaps.ts';
import { untilDownloaded } from './components/ui/codeDownloads.ts';
import { rememberPrerenderedMarkdown } from './components/ui/Markdown.tsx';
import { preloadCartDrawer } from './features/cart/index.ts';
import { preloadMenuDrawer } from './features/layout/index.ts';
import { splitLocalePath } from './domain/locale.ts';
import { loadLanguage } from './i18n/index.ts';
import './index.css';

const container = document.getElementById('root')!;
// The page's language is its URL's, for as long as it is open (the language switch loads the
// other language's page). Read here for what starts before React renders; below it, the app reads
// it from the URL too (PageLocale) and passes it down.
const { locale } = splitLocalePath(window.location.pathname);
// The cart or menu icon tapped (or touched) before the page answers: its drawer loads alongside
// hydration, not after, and opens in the tap's own render.
loadOnEarlyTap({ cart: () => preloadCartDrawer(locale), menu: preloadMenuDrawer });
const initialCatalog = readEmbeddedCatalog();
const app = (
  <StrictMode>
    <BrowserRouter>
      <App initialCatalog={initialCatalog} />
    </BrowserRouter>
  </StrictMode>
);

// A page prerendered at build time already holds the shop's HTML for its own path: attach to it.
// Anything else (a filtered listing ?q=…, a path the static host answered with a fallback page)
// is rendered afresh; the prerendered HTML stays on screen until then.
function start() {
  const prerenderedFor = container.dataset.prerendered;
  if (prerenderedFor !== undefined && prerenderedFor === window.location.pathname && window.location.search === '') {
    rememberPrerenderedMarkdown(container);
    hydratePrerendered(container, app);
  } else {
    createRoot(container).render(app);
  }
}

// Each language's words are a chunk of their own, so a page downloads only its own: it has them
// before its first render (the build modulepreloads the chunk), so hydration renders exactly what
// the build rendered. Without them the prerendered page stays as it is, links and search included.
// The page's own code and words (modulepreloaded too) are awaited as well, so hydration renders it
// in one pass; if they fail to arrive, the page loads them again as it renders. Words that fail to
// arrive (the line cut as the page loaded) are asked for again when the line is back.
const pageLoaded = preloadPage(window.location.pathname).catch(() => {});
void untilDownloaded(() => loadLanguage(locale))
  .then(() => pageLoaded)
  .then(start);

// The service worker (docs/decisions/0034-offline-shop.md), from a chunk of its own, once the
// whole page answers; the chunk then waits for load and an idle moment
// (docs/decisions/0050-service-worker-after-the-page-answers.md).
if (import.meta.env.PROD) {
  void pageInteractive
    .then(() => import('./app/serviceWorker.ts'))
    .then(({ registerServiceWorker }) => registerServiceWorker(new URL(import.meta.url).pathname), () => {});
}

/**
 * The page the service worker shows for a page never opened while the line is down, one per
 * language (`/offline.html`, `/ar/offline.html`). Self-contained (its logo and styles inline, the
 * store's colours), so it shows whatever else the phone has kept; its one script, Try again,
 * reloads the page the shopper asked for.
 */
import { escapeHtml } from '../prerender/pageHtml.ts';
import { storeConfig } from '../../src/config/store.ts';
import { localePath, textDirection, type Locale } from '../../src/domain/locale.ts';
import { en } from '../../src/i18n/en.ts';
import { ar } from '../../src/i18n/ar.ts';

/** The site path of a language's offline page. */
export function offlinePagePath(locale: Locale): string {
  return localePath('/offline.html', locale);
}

/** What the page says; Try again and Back to the shop are the interface's own words. */
const words: Record<Locale, { title: string; text: string; retry: string; home: string }> = {
  en: {
    title: 'You’re offline',
    text: 'This page hasn’t been saved on this phone yet. The pages you opened before still open without a connection, and your cart is kept.',
    retry: en.common.retry,
    home: en.common.backToShop,
  },
  ar: {
    title: 'أنت غير متصل بالإنترنت',
    text: 'هذه الصفحة غير محفوظة على هاتفك بعد. الصفحات التي فتحتها من قبل تفتح بلا اتصال، وسلتك محفوظة.',
    retry: ar.common.retry,
    home: ar.common.backToShop,
  },
};

export function offlinePageHtml(locale: Locale, logoSvg: string): string {
  const { title, text, retry, home } = words[locale];
  const { brand, theme } = storeConfig;
  const font = locale === 'ar' ? "'Noto Sans Arabic', system-ui, sans-serif" : "Inter, system-ui, sans-serif";
  const logo = logoSvg.replace(/<svg\b/, '<svg class="logo" aria-hidden="true"');
  return `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <meta name="theme-color" content="${theme.primary}" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${escapeHtml(`${title} · ${brand.name}`)}</title>
    <style>
      body{margin:0;min-height:100dvh;display:flex;flex-direction:column;font-family:${font};color:#1c1917;background:#fafaf9}
      header{padding:12px 16px;border-bottom:1px solid #e7e5e4;background:#fff}
      .logo{height:40px;width:auto;display:block}
      main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px;text-align:center}
      h1{margin:0;font-size:1.5rem;font-weight:600}
      p{margin:0;max-width:28rem;color:#57534e;line-height:1.5}
      .actions{display:flex;gap:12px;flex-wrap:wrap;justify-content:center}
      button,a{font:inherit;font-size:.875rem;font-weight:500;border-radius:6px;padding:10px 16px;cursor:pointer;text-decoration:none}
      button{border:0;background:${theme.primary};color:${theme.primaryForeground}}
      a{border:1px solid #d6d3d1;background:#fff;color:#1c1917}
    </style>
  </head>
  <body>
    <header><a href="${localePath('/', locale)}" aria-label="${escapeHtml(brand.name)}" style="border:0;padding:0;display:inline-block">${logo}</a></header>
    <main id="main">
      <h1>${escapeHtml(title)}</h1>
      <p>${escapeHtml(text)}</p>
      <div class="actions">
        <button type="button" onclick="location.reload()">${escapeHtml(retry)}</button>
        <a href="${localePath('/', locale)}">${escapeHtml(home)}</a>
      </div>
    </main>
  </body>
</html>
`;
}

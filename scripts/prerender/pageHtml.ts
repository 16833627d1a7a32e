/**
 * The HTML of one prerendered page: the built index.html with the page's head (title,
 * description, link preview, JSON-LD), its rendered body, the data it embeds, its critical CSS,
 * and the inline script that loads its code.
 */
import type { RouteHead } from '../../src/app/seo.ts';
import { LOCALES, textDirection } from '../../src/domain/locale.ts';
import { withLocaleManifest } from './webAppLink.ts';
import type { EmbeddedCatalog } from '../../src/app/embeddedCatalog.ts';
import { criticalCss } from './criticalCss.ts';

export type ServerEntry = typeof import('../../src/entry-server.tsx');

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

type HeadEntry = Pick<ServerEntry, 'absoluteUrl' | 'serializeForScript' | 'pageAlternates' | 'OG_LOCALE'>;

function headTags(head: RouteHead, entry: HeadEntry): string {
  const url = entry.absoluteUrl(head.path);
  // The not-found page is the same in every language and no page of its own: it names no twin.
  const alternates = head.path.endsWith('/404') ? [] : entry.pageAlternates(head.path);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternates.map((alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}" />`),
    `<meta property="og:locale" content="${entry.OG_LOCALE[head.locale]}" />`,
    ...LOCALES.filter((locale) => locale !== head.locale).map((locale) => `<meta property="og:locale:alternate" content="${entry.OG_LOCALE[locale]}" />`),
    `<meta property="og:type" content="${head.structuredData ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.shareTitle ?? head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(head.image
      ? [
          `<meta property="og:image" content="${escapeHtml(entry.absoluteUrl(head.image.path))}" />`,
          `<meta property="og:image:type" content="image/jpeg" />`,
          `<meta property="og:image:width" content="${head.image.width}" />`,
          `<meta property="og:image:height" content="${head.image.height}" />`,
          `<meta property="og:image:alt" content="${escapeHtml(head.image.alt)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : []),
    head.structuredData
      ? `<script type="application/ld+json">${entry.serializeForScript(head.structuredData)}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The built index.html for pages that arrive with their content, what it loads, and its CSS.
 *
 * - The stylesheet link is taken out: each page inlines the part of the stylesheet its HTML
 *   uses (criticalCss, where STYLE_SLOT is), so the first paint waits for no stylesheet, and the
 *   whole stylesheet loads after the page (for what hydration adds) instead of being repeated in
 *   every page.
 * - The entry script and its modulepreloads are taken out of the markup: moduleLoader fetches
 *   them at once and runs the entry once the document is parsed, beside the stylesheet it
 *   fetches without blocking the first paint.
 */
export const STYLE_SLOT = '<!--page-css-->';

export function prerenderTemplate(
  template: string,
  readAsset: (href: string) => string,
): { template: string; modules: string[]; stylesheets: { href: string; css: string }[] } {
  const modules: string[] = [];
  const stylesheets: { href: string; css: string }[] = [];
  let html = template.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href: string) => {
    stylesheets.push({ href, css: readAsset(href) });
    return stylesheets.length === 1 ? STYLE_SLOT : '';
  });
  html = html.replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
    modules.unshift(src);
    return '';
  });
  html = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
    modules.push(href);
    return '';
  });
  return { template: html, modules, stylesheets };
}

/**
 * The inline script, in the page's head, that loads a prerendered page's code, once: the whole
 * stylesheets and every module (the entry and what it imports) start downloading at once, with
 * the page, and the entry runs once the document is parsed (it hydrates it and reads the
 * catalogue embedded at its end). Until then the page is plain HTML (links work, early taps are
 * kept: index.html's first script).
 *
 * At once, not after the largest paint (docs/decisions/0002-code-starts-at-once.md, measured): under the network's real
 * throttling the largest paint does not move, and the first tap works ~300 ms sooner. Inserted
 * by a script, neither the stylesheet nor the modules block the first paint. And from here, at the
 * end of the head, not as static modulepreload links at its top: there the preload scanner asks
 * for the ~140 KB of code with the page's first bytes, while the rest of the page's own HTML and
 * its picture are still coming down the same line, and on the slow-phone profile the largest
 * paint moved from 1.1–1.2 s to 2.6–4.6 s (medians, issue 47, four interleaved runs each).
 *
 * `tapModules` (writePages' `earlyTapFiles`): the code a tap on a `data-replay` control made
 * before the page answered will need (the cart drawer's chunks). The loader gives index.html's
 * early-tap script `earlyTaps.preload(key)`, which modulepreloads them the moment it queues such a
 * tap: they arrive alongside the start-up file instead of starting after hydration replays the
 * tap (on `/` on the slow-phone profile, the drawer's four files then came ~1 s after the page
 * answered). A page nobody taps early downloads none of them.
 */
export function moduleLoader(modules: readonly string[], stylesheets: readonly string[] = [], tapModules: Readonly<Record<string, readonly string[]>> = {}): string {
  if (modules.length === 0 && stylesheets.length === 0) return '';
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const taps = Object.fromEntries(Object.entries(tapModules).filter(([, files]) => files.length > 0));
  const hasTaps = Object.keys(taps).length > 0;
  return (
    `<script>(function(m,c,${hasTaps ? 't,' : ''}d){` +
    'function add(t,p){var e=d.createElement(t);for(var k in p)e[k]=p[k];d.head.appendChild(e)}' +
    'function mod(u){add("link",{rel:"modulepreload",crossOrigin:"",href:u})}' +
    'c.forEach(function(u){add("link",{rel:"stylesheet",href:u})});' +
    'm.forEach(mod);' +
    // Called by index.html's early-tap script when it queues a tap on the control `k`: that
    // control's code starts downloading now, once.
    (hasTaps ? 'earlyTaps.preload=function(k){(t[k]||[]).forEach(mod);t[k]=0};' : '') +
    'd.addEventListener("DOMContentLoaded",function(){m[0]&&add("script",{type:"module",crossOrigin:"",src:m[0]})})' +
    `})(${json(modules)},${json(stylesheets)},${hasTaps ? `${json(taps)},` : ''}document)</script>`
  );
}

/**
 * `text` with the first match of `pattern` replaced by `content` exactly as given. Every piece of
 * page HTML goes into the template through here: a replacement *string* would read `$&`, `` $` ``,
 * `$'` and `$$` in product text as patterns (splicing template markup into the page), a
 * replacer function does not.
 */
export function replaceLiteral(text: string, pattern: string | RegExp, content: string): string {
  return text.replace(pattern, () => content);
}

/**
 * The page's largest paint, asked for first: React writes a `<link rel="preload" as="image">`
 * for each priority picture (ProductImage's `priority`: the hero, the product photo) at the start
 * of the body, after the head's loader script, which has by then asked for the stylesheet and the
 * start-up modules. Under the network's real throttling the picture then shared the line with
 * ~130 KB of code from its first byte: the product page's photo (6 KB) arrived 0.6 s later than
 * when it went first, in one DevTools-throttled run out of two (the order was a race between the
 * parser and the preload scanner). A copy of the same link at the top of the head, found by the
 * preload scanner with the first bytes, makes it first every time; the browser fetches it once.
 */
export function priorityImagePreloads(body: string): string[] {
  const leadingLinks = /^(?:<link [^>]*>)*/.exec(body)![0];
  return leadingLinks.match(/<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*>/g) ?? [];
}

/** The built index.html with a page's head, its rendered body and the data it embeds. */
export function pageHtml(...page: Parameters<typeof pageHtmlParts>): string {
  return pageHtmlParts(...page).join('');
}

/**
 * pageHtml in pieces, in order (the template's, the critical CSS, the body, the embedded data):
 * what the build writes, encoded piece by piece (writePages). Joined into one string, a page
 * (~75,000 characters, two bytes each as soon as one is Arabic: the language switch) is larger
 * than V8 keeps in its ordinary heap, and each such string cost ~1.3 ms to allocate, ~12% of a
 * page's CPU at 5,000 products; its pieces are not.
 *
 * The template's own tags are replaced before the pieces go in, so no text of a page (CSS, body,
 * data) is ever searched for a template tag.
 */
export function pageHtmlParts(
  template: string,
  head: RouteHead,
  body: string,
  data: EmbeddedCatalog,
  entry: HeadEntry & Pick<ServerEntry, 'EMBEDDED_CATALOG_ID'>,
  modules: readonly string[] = [],
  stylesheets: readonly { href: string; css: string }[] = [],
  tapModules: Readonly<Record<string, readonly string[]>> = {},
): string[] {
  let html = withLocaleManifest(replaceLiteral(template, /<html[^>]*>/, `<html lang="${head.locale}" dir="${textDirection(head.locale)}">`), head.locale);
  html = replaceLiteral(html, /<title>[\s\S]*?<\/title>\s*/, '');
  html = replaceLiteral(html, /<meta name="description"[^>]*>\s*/, '');
  const preloads = priorityImagePreloads(body);
  // After the viewport, which the choice among the picture's widths depends on (before it, a
  // phone lays out 980 px wide and takes a copy too large, then the picture's own one as well).
  if (preloads.length > 0) {
    const viewport = /<meta name="viewport"[^>]*>/;
    html = html.replace(viewport.test(html) ? viewport : /<head>/, (tag) => [tag, ...preloads].join('\n    '));
  }
  const loader = moduleLoader(modules, stylesheets.map((sheet) => sheet.href), tapModules);
  html = replaceLiteral(html, '</head>', `    ${headTags(head, entry)}${loader ? `\n    ${loader}` : ''}\n  </head>`);
  const parts = [html];
  /** The last piece cut at the first `marker`, which `pieces` replace (nothing happens without one). */
  const insert = (marker: string, pieces: string[]) => {
    const rest = parts.at(-1)!;
    const at = rest.indexOf(marker);
    if (at !== -1) parts.splice(-1, 1, rest.slice(0, at), ...pieces, rest.slice(at + marker.length));
  };
  if (stylesheets.length > 0) {
    insert(STYLE_SLOT, ['<style>', ...stylesheets.map((sheet) => criticalCss(sheet.css, body, head.locale)), '</style>']);
  }
  insert('<div id="root"></div>', [
    `<div id="root" data-prerendered="${escapeHtml(head.path)}">`,
    body,
    `</div>\n    <script type="application/json" id="${entry.EMBEDDED_CATALOG_ID}">`,
    entry.serializeForScript(data),
    '</script>',
  ]);
  return parts;
}

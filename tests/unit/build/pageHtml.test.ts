/**
 * A prerendered page holds its product's text exactly as the owner wrote it, whatever characters
 * that text contains: `$` sequences that String.replace reads as patterns, a closing script tag and
 * the line separator U+2028 that older JavaScript parsers end a string at.
 */
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { resolve } from 'node:path';
import { storeConfig } from '../../../src/config/store.ts';
import { describe, expect, it } from 'vitest';
import { moduleLoader, pageHtml, prerenderTemplate, priorityImagePreloads, replaceLiteral, STYLE_SLOT } from '../../../scripts/prerender/pageHtml.ts';
import { earlyTapFiles } from '../../../scripts/prerender/writePages.ts';
import * as entry from '../../../src/entry-server.tsx';
import { readEmbeddedCatalog } from '../../../src/app/embeddedCatalog.ts';
import { productHead } from '../../../src/app/seo.ts';
import type { Catalog } from '../../../src/domain/index.ts';
import { makeProduct } from '../domain/fixtures.ts';

const NAME = "Mug $` and $' and $& and $$ </script> \u2028 end";
const DESCRIPTION = "Was $12, now $`less$' — $& $$ and </script><script>alert(1)</script> \u2028 line";

const product = makeProduct({ id: 'mug-1', name: NAME, description: DESCRIPTION, price: 1200 });
const catalog: Catalog = { products: [product], categories: [{ id: 'cat-kitchen', name: 'Kitchen', nameAr: null, storeId: 'store-1' }], subcategories: [] };
const template = readFileSync(resolve(__dirname, '../../../index.html'), 'utf8');

describe('replaceLiteral', () => {
  it('inserts the content as written, $ patterns included', () => {
    expect(replaceLiteral('<a></a>', '</a>', "$` $' $& $$</a>")).toBe("<a>$` $' $& $$</a>");
    expect(replaceLiteral('<t>x</t>', /<t>.*<\/t>/, '$&$&')).toBe('$&$&');
  });
});

describe('a prerendered product page', () => {
  it('keeps a name and description holding $`, $\', $&, $$, </script> and U+2028 intact, and its embedded catalogue valid', async () => {
    const head = productHead(product, null, storeConfig.siteUrl, 'en');
    const data = entry.pageCatalog(head.path, catalog, '/assets/catalog-0123456789ab.json');
    const body = await entry.renderPage(head.path, data);
    const html = pageHtml(template, head, body, data, entry);
    const document = new DOMParser().parseFromString(html, 'text/html');

    expect(document.title).toBe(`${NAME} · MOMobel`);
    expect(document.querySelector('#root h1')?.textContent).toBe(NAME);
    expect(document.getElementById('root')?.getAttribute('data-prerendered')).toBe(head.path);
    // The template's own markup appears once: nothing was spliced into the page.
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
    expect(document.querySelectorAll(`#${entry.EMBEDDED_CATALOG_ID}`)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(document.querySelectorAll('script').length);

    expect(readEmbeddedCatalog(document)).toEqual(data);
    expect(data.catalog.products).toEqual([product]);
    const structured = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as { name: string };
    expect(structured.name).toBe(NAME);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(`${NAME} · $12.00`);
    // The embedded JSON is valid JavaScript too: U+2028 is escaped, not raw.
    expect(document.getElementById(entry.EMBEDDED_CATALOG_ID)!.textContent).not.toContain('\u2028');
    expect(document.getElementById('root')!.textContent).toContain('Was $12, now $`less$');
  });
});

describe('the prerendered page template', () => {
  const built = [
    '<head><link rel="stylesheet" crossorigin href="/assets/index-a.css">',
    '<script type="module" crossorigin src="/assets/index-b.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-c.js">',
    '</head><body><div id="root"></div></body>',
  ].join('\n');

  it('takes the stylesheet and the module scripts out of the markup, entry first', () => {
    const { template, modules, stylesheets } = prerenderTemplate(built, () => 'p{color:red}');
    expect(template).toContain(STYLE_SLOT);
    expect(template).not.toContain('<link');
    expect(template).not.toContain('<script');
    expect(modules).toEqual(['/assets/index-b.js', '/assets/react-c.js']);
    expect(stylesheets).toEqual([{ href: '/assets/index-a.css', css: 'p{color:red}' }]);
  });

  it('inlines the rules the page uses, and loads the whole stylesheet later', () => {
    const { template, modules, stylesheets } = prerenderTemplate(built, () =>
      ':root{--x:1}@layer utilities{.used{color:red}.unused{color:blue}@media (width>=40rem){.sm\\:used{display:block}.sm\\:unused{display:none}}}@keyframes spin{to{rotate:1turn}}',
    );
    const head = productHead(product, null, storeConfig.siteUrl, 'en');
    const html = pageHtml(template, head, '<p class="used sm:used">x</p>', entry.pageCatalog(head.path, catalog, null), entry, modules, stylesheets);
    expect(html).toContain('<style>:root{--x:1}@layer utilities{.used{color:red}@media (width>=40rem){.sm\\:used{display:block}}}@keyframes spin{to{rotate:1turn}}</style>');
    expect(html).not.toContain('.unused');
    expect(html).toContain('["/assets/index-a.css"]');
  });

  it('puts the loader in the head, so the code starts with the page', () => {
    const { template, modules, stylesheets } = prerenderTemplate(built, () => 'p{color:red}');
    const head = productHead(product, null, storeConfig.siteUrl, 'en');
    const html = pageHtml(template, head, '<p>x</p>', entry.pageCatalog(head.path, catalog, null), entry, modules, stylesheets);
    const headHtml = html.slice(0, html.indexOf('</head>'));
    expect(headHtml).toContain('["/assets/index-b.js","/assets/react-c.js"],["/assets/index-a.css"]');
    expect(moduleLoader([])).toBe('');
  });

  it("asks for the page's largest picture first: a copy of React's priority preload at the top of the head, before the CSS and the loader", async () => {
    const { template, modules, stylesheets } = prerenderTemplate(built, () => 'p{color:red}');
    const photographed = makeProduct({ id: 'jar-1', name: 'Glass Jar', price: 650, images: ['/images/products/jar-1.jpg'] });
    const head = productHead(photographed, null, storeConfig.siteUrl, 'en');
    const data = entry.pageCatalog(head.path, { ...catalog, products: [photographed] }, null);
    const body = await entry.renderPage(head.path, data);
    const preloads = priorityImagePreloads(body);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('jar-1');
    const html = pageHtml(template, head, body, data, entry, modules, stylesheets);
    const headHtml = html.slice(0, html.indexOf('</head>'));
    const at = headHtml.indexOf(preloads[0]!);
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(headHtml.indexOf('<style>'));
    expect(at).toBeLessThan(headHtml.indexOf('/assets/index-b.js'));
    // In the shop's own head, after the viewport: before it, a phone would choose among the
    // picture's widths for a 980 px wide page.
    const shopHead = pageHtml(template, head, body, data, entry);
    expect(shopHead.indexOf(preloads[0]!)).toBeGreaterThan(shopHead.indexOf('<meta name="viewport"'));
    expect(shopHead.indexOf(preloads[0]!)).toBeLessThan(shopHead.indexOf('</head>'));
    // The one in the body stays, where React hydrates it.
    expect(html.indexOf(preloads[0]!, html.indexOf('<body'))).toBeGreaterThan(0);
    // A page without a priority picture gets none.
    expect(priorityImagePreloads('<link rel="preload" as="image" href="/logo.svg"/><p>x</p>')).toEqual([]);
  });
});

/**
 * A page's document as the browser builds it, with the loader running in its head. `parsed`:
 * what the loader had asked for when the parser reached the body (the page's HTML was still
 * arriving). jsdom fetches no images, so nothing here waits on one.
 */
function loadPage(bodyHtml: string): { dom: JSDOM; parsed: string[] } {
  const loader = moduleLoader(['/assets/index-b.js', '/assets/react-c.js'], ['/assets/index-a.css']);
  const dom = new JSDOM(
    `<!doctype html><html><head>${loader}</head><body><script>window.seenInBody = [...document.head.querySelectorAll('link, script[type=module]')].map((e) => (e.tagName === 'SCRIPT' ? 'script ' + e.getAttribute('src') : e.getAttribute('rel') + ' ' + e.getAttribute('href')));</script>${bodyHtml}</body></html>`,
    { runScripts: 'dangerously', pretendToBeVisual: true },
  );
  return { dom, parsed: (dom.window as unknown as { seenInBody: string[] }).seenInBody };
}

/** What the loader has asked for: stylesheets, modulepreloads and module scripts. */
function requested(dom: JSDOM): string[] {
  return [...dom.window.document.head.querySelectorAll('link[rel=stylesheet], link[rel=modulepreload], script[type=module]')].map(
    (element) => `${element.tagName === 'SCRIPT' ? 'script' : element.getAttribute('rel')} ${element.getAttribute('href') ?? element.getAttribute('src')}`,
  );
}

const afterAFrame = () => new Promise((resolve) => setTimeout(resolve, 60));

const FETCHED = ['stylesheet /assets/index-a.css', 'modulepreload /assets/index-b.js', 'modulepreload /assets/react-c.js'];
const EVERYTHING = [...FETCHED, 'script /assets/index-b.js'];

describe('the code loader of a prerendered page', () => {
  it('fetches the stylesheet and every module with the page, before its body is parsed or any image arrived', () => {
    const { parsed } = loadPage('<img fetchpriority="high" src="/img/hero.webp"><img loading="lazy" src="/img/card.webp">');
    expect(parsed).toEqual(FETCHED);
  });

  it('runs the entry once the document is parsed, once, whatever the shopper does next', async () => {
    const { dom } = loadPage('<img fetchpriority="high" src="/img/hero.webp"><button>Cart</button>');
    await afterAFrame();
    expect(requested(dom)).toEqual(EVERYTHING);
    dom.window.document.images[0]!.dispatchEvent(new dom.window.Event('load'));
    dom.window.document.querySelector('button')!.dispatchEvent(new dom.window.Event('pointerdown', { bubbles: true }));
    dom.window.dispatchEvent(new dom.window.Event('load'));
    await afterAFrame();
    expect(requested(dom)).toEqual(EVERYTHING);
  });
});

describe("the code of a control tapped before the page answers", () => {
  /** index.html's early-tap script, then the loader of a page whose cart and menu icons open drawers in chunks of their own. */
  function loadTappablePage(): JSDOM {
    const earlyTapScript = /<script>\(function\(d,q\)[\s\S]*?<\/script>/.exec(readFileSync('index.html', 'utf8'))![0];
    const loader = moduleLoader(['/assets/index-b.js'], [], { cart: ['/assets/CartDrawer-d.js', '/assets/OrderTotals-e.js'], menu: ['/assets/MenuDrawer-f.js'], search: [] });
    return new JSDOM(
      `<!doctype html><html><head>${earlyTapScript}${loader}</head><body><main id="main"><button data-replay="cart">Cart</button><button data-replay="menu">Menu</button><button data-replay="search">Search</button></main></body></html>`,
      { runScripts: 'dangerously', pretendToBeVisual: true },
    );
  }
  const preloaded = (dom: JSDOM) => [...dom.window.document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));
  const button = (dom: JSDOM, key: string) => dom.window.document.querySelector<HTMLElement>(`[data-replay="${key}"]`)!;

  it('starts fetching them the moment the tap is queued, once however often it is tapped, and nothing for a control without any', () => {
    const dom = loadTappablePage();
    expect(preloaded(dom)).toEqual(['/assets/index-b.js']);
    button(dom, 'search').click();
    button(dom, 'cart').click();
    button(dom, 'cart').click();
    expect(preloaded(dom)).toEqual(['/assets/index-b.js', '/assets/CartDrawer-d.js', '/assets/OrderTotals-e.js']);
  });

  it('starts fetching them when a finger is put on the control', () => {
    const dom = loadTappablePage();
    button(dom, 'menu').dispatchEvent(new dom.window.Event('pointerdown', { bubbles: true }));
    expect(preloaded(dom)).toEqual(['/assets/index-b.js', '/assets/MenuDrawer-f.js']);
  });

  it('fetches none of them on a page nobody taps', async () => {
    const dom = loadTappablePage();
    await afterAFrame();
    expect(preloaded(dom)).toEqual(['/assets/index-b.js']);
  });
});

describe('the files a page lists for early taps', () => {
  const manifest = {
    'src/main.tsx': { file: 'assets/index-b.js' },
    'src/features/cart/CartDrawer.tsx': { file: 'assets/CartDrawer-d.js', imports: ['src/main.tsx', 'src/features/cart/OrderTotals.tsx', 'src/components/ui/QuantityStepper.tsx'] },
    'src/features/cart/OrderTotals.tsx': { file: 'assets/OrderTotals-e.js', imports: ['src/main.tsx'] },
    'src/components/ui/QuantityStepper.tsx': { file: 'assets/QuantityStepper-g.js', imports: ['src/main.tsx'] },
    'src/features/layout/MenuDrawer.tsx': { file: 'assets/MenuDrawer-f.js', imports: ['src/main.tsx'] },
    'src/i18n/ar-cart.ts': { file: 'assets/ar-cart-h.js', imports: ['src/main.tsx'] },
    'src/i18n/ar-checkout.ts': { file: 'assets/ar-checkout-i.js', imports: ['src/main.tsx'] },
    'src/i18n/en-cart.ts': { file: 'assets/en-cart-j.js', imports: ['src/main.tsx'] },
    'src/i18n/en-checkout.ts': { file: 'assets/en-checkout-k.js', imports: ['src/main.tsx'] },
  };

  it("are the cart drawer's and the menu's chunks and what they import, with the words the drawer speaks, less what the page loads at start-up anyway", () => {
    expect(earlyTapFiles('/', ['/assets/index-b.js'], manifest)).toEqual({
      cart: ['/assets/CartDrawer-d.js', '/assets/OrderTotals-e.js', '/assets/QuantityStepper-g.js', '/assets/en-cart-j.js', '/assets/en-checkout-k.js'],
      menu: ['/assets/MenuDrawer-f.js'],
    });
    // A product page loads the quantity stepper with its own code.
    expect(earlyTapFiles('/item/x', ['/assets/index-b.js', '/assets/QuantityStepper-g.js'], manifest).cart).toEqual([
      '/assets/CartDrawer-d.js',
      '/assets/OrderTotals-e.js',
      '/assets/en-cart-j.js',
      '/assets/en-checkout-k.js',
    ]);
  });

  it('on an Arabic page, with the Arabic words of the cart and the checkout instead', () => {
    expect(earlyTapFiles('/ar', ['/assets/index-b.js'], manifest).cart).toEqual([
      '/assets/CartDrawer-d.js',
      '/assets/OrderTotals-e.js',
      '/assets/QuantityStepper-g.js',
      '/assets/ar-cart-h.js',
      '/assets/ar-checkout-i.js',
    ]);
  });
});

/** The build's offline pieces (docs/decisions/0034-offline-shop.md): each language's manifest, and the service worker written from the build's files. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webAppManifest } from '../../../scripts/prerender/webApp.ts';
import { withLocaleManifest } from '../../../scripts/prerender/webAppLink.ts';
import { writeServiceWorker } from '../../../scripts/serviceWorker/writeServiceWorker.ts';
import { picturePlaceholderSvg } from '../../../scripts/serviceWorker/picturePlaceholder.ts';
import { storeConfig } from '../../../src/config/store.ts';

describe('web app manifests', () => {
  it('one per language: lang, dir, start_url and scope, standalone, the theme colour, three icons', () => {
    expect(webAppManifest('en')).toMatchObject({ lang: 'en', dir: 'ltr', start_url: '/', scope: '/', display: 'standalone', theme_color: '#0f766e' });
    const arabic = webAppManifest('ar');
    expect(arabic).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/ar/', scope: '/ar/', display: 'standalone', short_name: 'MOMobel' });
    expect(arabic.name).toContain('مستلزمات');
    expect((arabic.icons as { sizes: string; purpose: string }[]).map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('an Arabic page links the Arabic manifest', () => {
    expect(withLocaleManifest('<link rel="manifest" href="/manifest.webmanifest" />', 'ar')).toBe('<link rel="manifest" href="/ar/manifest.webmanifest" />');
  });
});

describe('writeServiceWorker', () => {
  let outDir = '';
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  function aBuild() {
    outDir = mkdtempSync(join(tmpdir(), 'momobel-sw-'));
    mkdirSync(join(outDir, 'assets'));
    for (const file of ['index-abc.js', 'CartDrawer-def.js', 'index-123.css', 'delivery-9f.json', 'catalog-77.json', 'inter-latin.woff2']) writeFileSync(join(outDir, 'assets', file), file);
    writeFileSync(join(outDir, '_headers'), '');
    return outDir;
  }

  it('precaches the scripts, styles, delivery terms and both offline pages, not the catalogue snapshot or fonts', () => {
    const build = writeServiceWorker(aBuild(), '/assets/index-abc.js', '<svg><title>MOMobel</title></svg>');
    expect(build.precache).toEqual(['/ar/offline.html', '/assets/CartDrawer-def.js', '/assets/delivery-9f.json', '/assets/index-123.css', '/assets/index-abc.js', '/offline.html']);
    expect(build.entry).toBe('/assets/index-abc.js');
    const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
    expect(worker.startsWith(`const BUILD = ${JSON.stringify(build)};`)).toBe(true);
    expect(readFileSync(join(outDir, 'ar/offline.html'), 'utf8')).toContain('<html lang="ar" dir="rtl">');
    expect(readFileSync(join(outDir, 'offline.html'), 'utf8')).toContain('You’re offline');
    expect(readFileSync(join(outDir, '_headers'), 'utf8')).toBe('/sw.js\n  Cache-Control: no-cache\n');
  });

  it('carries a picture placeholder in the shop\'s colours for pictures never kept', () => {
    const build = writeServiceWorker(aBuild(), '/assets/index-abc.js', '<svg/>');
    expect(build.picturePlaceholder).toBe(picturePlaceholderSvg());
    expect(build.picturePlaceholder).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/);
    const themed = picturePlaceholderSvg({ ...storeConfig.theme, primary: '#123456', secondary: '#abcdef' });
    expect(themed).toContain('fill="#abcdef"');
    expect(themed).toContain('stroke="#123456"');
  });

  it('a new version when an offline page changes, the same for the same build', () => {
    const dir = aBuild();
    const first = writeServiceWorker(dir, '/assets/index-abc.js', '<svg>a</svg>');
    expect(writeServiceWorker(dir, '/assets/index-abc.js', '<svg>a</svg>').version).toBe(first.version);
    expect(writeServiceWorker(dir, '/assets/index-abc.js', '<svg>b</svg>').version).not.toBe(first.version);
    expect(readFileSync(join(dir, '_headers'), 'utf8').match(/sw\.js/g)).toHaveLength(1);
  });
});

/**
 * The shop as an installable app (docs/decisions/0034-offline-shop.md), one per language: `/manifest.webmanifest`
 * (English, start_url `/`) and `/ar/manifest.webmanifest` (Arabic, right to left, start_url
 * `/ar/`), each linked from every page of its language, with the store's theme colour and icons
 * drawn from the favicon at build time (`sharp`): 192 and 512 px, and a maskable 512 px one whose
 * drawing keeps inside the safe zone a phone's launcher may crop to a circle. Pages link their
 * language's manifest with webAppLink.ts (light: the page-rendering threads load it).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { storeConfig } from '../../src/config/store.ts';
import { arabicStoreCopy } from '../../src/config/store.ar.ts';
import { en } from '../../src/i18n/en.ts';
import { ar } from '../../src/i18n/ar.ts';
import { localePath, textDirection, type Locale } from '../../src/domain/locale.ts';
import { manifestPath } from './webAppLink.ts';

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export function webAppManifest(locale: Locale): Record<string, unknown> {
  const { brand, theme } = storeConfig;
  const words = locale === 'ar' ? { home: ar.titles.home, blurb: arabicStoreCopy.brand.blurb } : { home: en.titles.home, blurb: storeConfig.brand.blurb };
  // `/ar/` with its slash: the scope must hold every Arabic page (`/ar/item/…`), and a scope of
  // `/ar` would hold `/arabic` too.
  const home = localePath('/', locale);
  const start = home.endsWith('/') ? home : `${home}/`;
  return {
    id: start,
    lang: locale,
    dir: textDirection(locale),
    name: `${brand.name} · ${words.home}`,
    short_name: brand.name,
    description: words.blurb,
    start_url: start,
    scope: start,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: theme.primary,
    icons: ICONS,
  };
}

/**
 * The maskable icon: the favicon's drawing without its rounded tile, at 70% on a full square of
 * the theme colour (a launcher keeps at least the middle 80%).
 */
function maskableSvg(favicon: string, background: string): string {
  const drawing = favicon.replace(/^[\s\S]*?<\/title>/, '').replace(/<rect[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(9.6 9.6) scale(0.7)">${drawing}</g></svg>`;
}

/** Writes both languages' manifests and the icons into `outDir`, from the favicon in `publicDir`. */
export async function writeWebApp(outDir: string, publicDir: string): Promise<void> {
  for (const locale of ['en', 'ar'] as const) {
    const file = join(outDir, manifestPath(locale).slice(1));
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, `${JSON.stringify(webAppManifest(locale), null, 2)}\n`);
  }
  const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
  mkdirSync(join(outDir, 'icons'), { recursive: true });
  const png = (svg: string, size: number, file: string) => sharp(Buffer.from(svg), { density: (72 * size) / 64 }).resize(size, size).png().toFile(join(outDir, 'icons', file));
  await Promise.all([
    png(favicon, 192, 'icon-192.png'),
    png(favicon, 512, 'icon-512.png'),
    png(maskableSvg(favicon, storeConfig.theme.primary), 512, 'maskable-512.png'),
  ]);
}

/** Which web app manifest a page links (scripts/prerender/webApp.ts writes them): its language's. */
import { localePath, type Locale } from '../../src/domain/locale.ts';

/** The site path of a language's manifest: `/manifest.webmanifest`, `/ar/manifest.webmanifest`. */
export function manifestPath(locale: Locale): string {
  return localePath('/manifest.webmanifest', locale);
}

/** The manifest link every page carries (index.html's), pointed at the page's language. */
export function withLocaleManifest(html: string, locale: Locale): string {
  return html.replace(/<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${manifestPath(locale)}"`);
}

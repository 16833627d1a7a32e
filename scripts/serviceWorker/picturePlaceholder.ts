/**
 * What the service worker answers for a picture it never kept when the line is down (a card of a
 * page seen once whose picture had not come into view): a light picture in the shop's colours, so
 * the page keeps its layout (the `<img>` keeps its own width and height) and shows no broken
 * image. Written into the worker by the build (writeServiceWorker), from the store's theme.
 */
import { storeConfig } from '../../src/config/store.ts';

/** An SVG of a picture frame (a hill and a sun) on the sand colour, drawn faintly in the shop's teal; centred and cropped like a photo (`slice`). */
export function picturePlaceholderSvg(theme = storeConfig.theme): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" preserveAspectRatio="xMidYMid slice">` +
    `<rect width="400" height="400" fill="#ffffff"/><rect width="400" height="400" fill="${theme.secondary}" fill-opacity="0.45"/>` +
    `<g fill="none" stroke="${theme.primary}" stroke-opacity="0.35" stroke-width="8" stroke-linejoin="round">` +
    `<rect x="140" y="150" width="120" height="100" rx="10"/><path d="M150 240l35-40 25 25 20-20 20 35"/><circle cx="228" cy="180" r="10"/>` +
    `</g></svg>`
  );
}

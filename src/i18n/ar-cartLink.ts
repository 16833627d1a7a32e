/**
 * The Arabic words of the cart link page: every key of `en-cartLink.ts`, so a missing string
 * fails the type check. Its own chunk, loaded with that screen (`loadScreenMessages` in
 * src/i18n/index.ts); conventions and counts as in `ar.ts`.
 */
import { products, pieces } from './ar.ts';
import { isolate } from './bidi.ts';
import type { CartLinkMessages } from './en-cartLink.ts';

export const arCartLink: CartLinkMessages = {
  openingCart: 'جارٍ فتح سلتك…',
  linkMalformed: 'رابط السلة ناقص أو تالف، لذا سلتك فارغة. اطلب الرابط مجددًا أو تصفّح المتجر.',
  linkUnknown: ({ count }) => `${products(count)} في الرابط لم تعد تُباع فلم تُضف.`,
  linkUnavailable: ({ name }) => `${isolate(name)}: الخيار الموجود في الرابط لم يعد يُباع فلم يُضف.`,
  linkOpened: 'فُتحت السلة',
  linkOpenedCount: ({ count }) => `أصبحت ${pieces(count)} من الرابط في سلتك.`,
  linkNotRecognised: 'لم نتعرّف على رابط السلة',
};

/**
 * The Arabic words of the about and preorder pages: every key of `en-pages.ts`, so a missing
 * string fails the type check. Its own chunk, loaded with those screens (`loadScreenMessages` in
 * src/i18n/index.ts); conventions as in `ar.ts`.
 */
import type { PagesMessages } from './en-pages.ts';

export const arPages: PagesMessages = {
  aboutStory: 'كيف بدأنا',
  aboutPromise: 'وعدنا',
  aboutValues: 'ما نؤمن به',
  chatOnWhatsApp: 'راسلنا على واتساب',
  followOnInstagram: 'تابعنا على إنستغرام',
  preorderHeading: 'منتجات الطلب المسبق',
  loadingPreorder: 'جارٍ تحميل منتجات الطلب المسبق...',
  noPreorder: 'لا توجد منتجات للطلب المسبق',
  noPreorderHint: 'كل المنتجات متوفرة حاليًا!',
  preorderListHeading: 'منتجات نفدت من المخزون يمكنك طلبها مسبقًا',
};

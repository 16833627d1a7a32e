/**
 * The owner's copy in Arabic: the same texts as `storeConfig`'s brand, location and copy
 * (src/config/store.ts), typed with `StoreCopy`, so a text left out fails `npm run typecheck`.
 * Write it as you would write to a customer on WhatsApp; Markdown works where the English has it;
 * the shop's name and numbers stay as they are (Western digits). This file is loaded by Arabic
 * pages only (with src/i18n/ar.ts), so English pages never download it.
 */
import type { StoreCopy } from './store.ts';

export const arabicStoreCopy: StoreCopy = {
  brand: {
    tagline: 'أسعار معقولة • عملية • أساسية',
    blurb: 'قطع يومية تجمع بين العملية والأناقة لبيت عصري، نختارها واحدة واحدة ونوصلها إلى كل لبنان.',
    disclaimer:
      'MOMobel متجر مستقل يعيد بيع ما يعرضه. لسنا تابعين للعلامات التجارية للأثاث والأدوات المنزلية التي نبيعها، ولا نعمل برعايتها أو بموافقتها؛ وكل العلامات التجارية ملك لأصحابها.',
    footerLines: ['مستلزمات المنزل والمطبخ، نوصلها إلى كل لبنان.', 'بكل حب من بيروت.'],
    loadingMessage: 'نجهز السفرة…',
  },
  contact: {
    location: 'بيروت، لبنان',
  },
  copy: {
    chatOrderPrefix: 'مرحبا MOMobel! أود أن أطلب:',
    chatPlacedOrderPrefix: 'مرحبا MOMobel! قدمت للتو هذا الطلب:',
    chatOrderQuestionPrefix: 'مرحبا MOMobel! عندي سؤال عن طلبي:',
    chatInquiryPrefix: 'مرحبا MOMobel! أنا مهتم بهذا المنتج:',
    chatThanks: 'شكرًا!',
  },
};

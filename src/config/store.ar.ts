/**
 * The owner's copy in Arabic: the same texts as `storeConfig`'s brand and copy (src/config/store.ts),
 * typed with `StoreCopy`, so a text left out fails `npm run typecheck`. Write it as you would
 * write to a customer on WhatsApp; Markdown works where the English has it. Numbers stay in
 * Western digits. This file loads only on Arabic pages.
 */
import type { StoreCopy } from './store.ts';

export const arabicStoreCopy: StoreCopy = {
  brand: {
    tagline: 'بأسعار معقولة • عملي • أساسي',
    blurb: 'قطع يومية تجمع بين العملية والأناقة لبيت عصري، نختارها واحدة واحدة ونوصلها إلى كل لبنان.',
    disclaimer:
      'MOMobel متجر مستقل لإعادة البيع. لسنا تابعين للعلامة التجارية للأثاث والأدوات المنزلية التي نبيعها، ولا ترعانا ولا تعتمدنا؛ كل العلامات التجارية ملك أصحابها.',
    footerLines: ['مستلزمات البيت والمطبخ، توصيل إلى كل لبنان.', 'صُنع بحب في بيروت.'],
    loadingMessage: 'نحضّر الطاولة…',
  },
  contact: {
    location: 'بيروت، لبنان',
  },
  copy: {
    about: {
      title: 'قصتنا',
      intro: 'بدأت MOMobel على طاولة مطبخ في **بيروت**، بسؤال واحد: لماذا يصعب إيجاد أدوات منزلية جيدة وبسيطة بسعر عادل؟',
      story:
        'بدأنا بإحضار بعض مرطبانات التخزين للأصدقاء والعائلة. انتشر الخبر عبر واتساب، واليوم نختار بأنفسنا كل منتج في متجرنا: قطع نستعملها في بيوتنا، وجرّبناها في الحياة اليومية.',
      promise:
        'نغلّف كل طلب بأيدينا ونوصله إلى باب بيتك. إن لم يكن شيء كما يجب، راسلنا ونصلحه.',
      values: [
        { title: 'بأسعار معقولة', text: 'أسعار عادلة لأشياء تستعملها كل يوم.' },
        { title: 'عملي', text: 'كل قطعة تستحق مكانها في بيتك.' },
        { title: 'أساسي', text: 'أشياء أقل وأفضل، مختارة بعناية.' },
      ],
      contactTitle: 'قل مرحبًا',
      contactText: 'أسئلة عن منتج أو طلب؟ نردّ على كل رسالة.',
    },
    preorderIntro: 'هذه المنتجات نفدت حاليًا من المخزون. اطلبها الآن وسنخبرك فور توفرها.',
    orderSuccess: {
      title: 'أُرسل الطلب!',
      description: 'شكرًا على طلبك. لا نطيق الانتظار حتى تستمتع بمنتجات MOMments!',
    },
  },
};

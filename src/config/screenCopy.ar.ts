/**
 * The owner's copy of the screens that load on their own, in Arabic: the same texts as
 * `screenCopy.ts`, typed with `ScreenCopy`, so a text left out fails `npm run typecheck`. Written
 * as `store.ar.ts` is; loaded by Arabic pages only, with the screen that shows it.
 */
import type { ScreenCopy } from './screenCopy.ts';

export const arabicScreenCopy: ScreenCopy = {
  about: {
    title: 'قصتنا',
    intro: 'بدأت MOMobel على طاولة مطبخ في **بيروت**، بسؤال واحد: لماذا يصعب إيجاد أدوات منزلية جيدة وبسيطة بسعر عادل؟',
    story:
      'بدأنا بإحضار بعض مرطبانات التخزين للأصدقاء والعائلة. انتشر الخبر على واتساب، واليوم نختار بأنفسنا كل قطعة في متجرنا: قطع نستعملها في بيوتنا، وجربناها في الحياة اليومية.',
    promise: 'نوضب كل طلب باليد ونوصله إلى باب بيتك. وإذا لم يصلك شيء كما يجب، راسلنا ونصلحه لك.',
    values: [
      { title: 'أسعار معقولة', text: 'أسعار عادلة لأشياء تستعملها كل يوم.' },
      { title: 'عملية', text: 'كل قطعة تستحق مكانها في بيتك.' },
      { title: 'أساسية', text: 'أشياء أقل وأفضل، مختارة بعناية.' },
    ],
    contactTitle: 'تواصل معنا',
    contactText: 'عندك سؤال عن منتج أو عن طلب؟ نرد على كل رسالة.',
  },
  preorderIntro: 'هذه المنتجات غير متوفرة حاليًا. اطلبها الآن وسنبلغك فور توفرها.',
  orderSuccess: {
    title: 'تم إرسال طلبك!',
    description: 'شكرًا على طلبك. ننتظر بفارغ الصبر أن تستمتع بلحظات MOMments!',
  },
};

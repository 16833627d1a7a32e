/**
 * The Arabic words of the order page: every key of `en-order.ts`, so a missing string fails the type
 * check. Its own chunk, loaded with the screen on Arabic pages only (`loadScreenMessages` in
 * src/i18n/index.ts); conventions as in `ar.ts`.
 */
import { isolate } from './bidi.ts';
import type { OrderMessages } from './en-order.ts';

export const arOrder: OrderMessages = {
  title: ({ orderNumber }) => `الطلب رقم ${isolate(`#${orderNumber}`)}`,
  loading: 'جارٍ تحميل طلبك…',
  notFoundTitle: 'الطلب غير موجود',
  notFoundText: 'رابط الطلب هذا ناقص أو لا يطابق أي طلب. افتح الرابط كما وصلك تمامًا، أو راسلنا.',
  failedTitle: 'تعذّر تحميل طلبك',
  failedText: 'يرجى التحقق من الاتصال بالإنترنت والمحاولة مجددًا.',
  retry: 'إعادة المحاولة',
  backToShop: 'العودة إلى المتجر',
  placedOn: 'تاريخ الطلب',
  statusHeading: 'الحالة',
  historyHeading: 'سجل الحالة',
  itemsHeading: 'المنتجات',
  quantityTimesPrice: ({ quantity, unitPrice }) => isolate(`${quantity} × ${unitPrice}`),
  preorder: 'طلب مسبق',
  preorderNote: 'سنتواصل معك عند توفره.',
  paymentHeading: 'الدفع',
  deliveryHeading: 'التوصيل',
  deliveryTo: ({ firstName }) => `إلى ${isolate(firstName)}`,
  contactHeading: 'راسلنا بخصوص هذا الطلب',
  contactText: 'أسئلة أو تعديلات؟ رسالتك تذكر هذا الطلب وتتضمن رابط هذه الصفحة.',
  privacyNote: 'هذه الصفحة خاصة: يستطيع رؤيتها كل من لديه رابطها، فلا تشارك الرابط إلا معنا.',
  status: {
    pending: { label: 'قيد الانتظار', meaning: 'وصلنا طلبك وسنتصل بك لتأكيده.' },
    confirmed: { label: 'مؤكَّد', meaning: 'تم تأكيد طلبك ونحن نجهّزه.' },
    out_for_delivery: { label: 'قيد التوصيل', meaning: 'طلبك في الطريق إليك.' },
    delivered: { label: 'تم التوصيل', meaning: 'وصل طلبك. نتمنى أن يعجبك!' },
    cancelled: { label: 'ملغى', meaning: 'أُلغي هذا الطلب. راسلنا إن كان ذلك مفاجئًا لك.' },
  },
  statusReply: {
    confirmed: ({ order }) => `تم تأكيد طلبك ${order}. سنراسلك عندما يصبح في الطريق إليك.`,
    out_for_delivery: ({ order }) => `طلبك ${order} في الطريق إليك وسيصلك قريبًا.`,
    delivered: ({ order }) => `تم تسليم طلبك ${order}. شكرًا لتسوّقك معنا!`,
    cancelled: ({ order }) => `أُلغي طلبك ${order}. راسلنا هنا إن كان لديك أي سؤال.`,
  },
};

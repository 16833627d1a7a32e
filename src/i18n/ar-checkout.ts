/**
 * The Arabic words of the checkout dialog: every key of `en-checkout.ts`, so a missing string fails the type
 * check. Its own chunk, loaded with the screen on Arabic pages only (`loadScreenMessages` in
 * src/i18n/index.ts); conventions as in `ar.ts`.
 */
import { isolate } from './bidi.ts';
import type { CheckoutMessages } from './en-checkout.ts';

export const arCheckout: CheckoutMessages = {
  summaryHeading: 'ملخص الطلب',
  detailsHeading: 'تفاصيل التوصيل',
  total: 'المجموع',
  quantity: ({ quantity }) => isolate(`× ${quantity}`),
  preorderTag: 'طلب مسبق',
  newPrice: 'سعر جديد',
  was: 'كان',
  optional: '(اختياري)',
  required: 'مطلوب',
  phonePlaceholder: '+961 71 234 567',
  cityPlaceholder: 'منطقتك، مثل بيروت',
  areaList: 'مناطق التوصيل',
  otherArea: ({ place }) => `منطقة أخرى: ${isolate(place)}`,
  deliveryStatus: ({ area, fee, freeFrom }) => {
    const where = area ? `التوصيل إلى ${isolate(area)}: ${isolate(fee)}` : `منطقة أخرى: التوصيل ${isolate(fee)}`;
    return freeFrom ? `${where}، ومجاني للطلبات من ${isolate(freeFrom)} وما فوق.` : `${where}.`;
  },
  noDelivery: 'لا نوصّل حاليًا. يرجى مراسلتنا.',
  streetPlaceholder: 'الشارع، الحي',
  notesPlaceholder: 'تعليمات التوصيل، الوقت المفضّل…',
  apply: 'تطبيق',
  removeDiscount: ({ code }) => `إزالة رمز الخصم ${isolate(code)}`,
  remove: 'إزالة',
  appliedLabel: 'مطبّق:',
  submit: 'إتمام الطلب',
  chatCheckout: 'أو اطلبه وأرسله إلينا عبر المحادثة:',
  orderOnWhatsApp: 'اطلب عبر واتساب',
  orderOnInstagram: 'اطلب عبر إنستغرام',
  instagramStepTitle: 'أرسل طلبك على إنستغرام',
  instagramStepText: 'انسخ رسالة الطلب والصقها في محادثتنا على إنستغرام.',
  instagramStepAction: 'انسخ وافتح إنستغرام',
  viewOrder: 'عرض الطلب',
  submitting: 'جارٍ الإرسال...',
  emptyCart: 'سلتك فارغة. أضف منتجًا قبل إتمام طلبك.',
  savedNote: ({ sendEmail }) =>
    sendEmail ? 'طلبك محفوظ وأُرسل إلينا بالبريد الإلكتروني؛ سنتصل بك للتأكيد.' : 'طلبك محفوظ؛ سنتصل بك للتأكيد.',
  paymentHeading: 'الدفع',
};

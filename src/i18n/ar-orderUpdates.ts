/**
 * The order's life in the chat in Arabic: every key of `en-orderUpdates.ts`, so a missing string
 * fails the type check. Written as a Beirut shop writes on WhatsApp: Lebanese, short. A status is
 * a short clause ("تأكّد", "طلع عالطريق"), so the sentences put it after the order. Values come in
 * already isolated (src/domain/orderUpdates.ts); the builder starts every line with U+200F where
 * it needs one.
 */
import type { OrderUpdateMessages } from './en-orderUpdates.ts';

export const arOrderUpdates: OrderUpdateMessages = {
  ownerButtons: {
    confirm: 'تأكيد',
    out_for_delivery: 'طلع عالطريق',
    delivered: 'وصل',
    cancel: 'إلغاء',
  },
  shopperButtons: {
    shopper_confirm: 'أكّد الطلب',
    shopper_cancel: 'إلغاء الطلب',
  },
  status: {
    pending: 'ناطر التأكيد',
    confirmed: 'تأكّد',
    out_for_delivery: 'طلع عالطريق',
    delivered: 'وصل',
    cancelled: 'انلغى',
  },
  shopperConfirmed: 'أكّده الزبون',
  shopperNotConfirmed: 'بعد ما تأكّد',

  newOrder: ({ order }) => `*طلب جديد ${order}*`,
  total: ({ amount }) => `المجموع: ${amount}`,
  area: ({ area }) => `التوصيل على: ${area}`,
  payment: 'الدفع: كاش عند التسليم',
  lines: ({ count }) => `عدد الأصناف: ${count}`,
  confirmation: ({ confirmation }) => `التأكيد: ${confirmation}`,
  open: ({ link }) => `افتح الطلب: ${link}`,

  applied: ({ order, status }) => `الطلب ${order}: ${status}.`,
  alreadyDone: ({ order, status }) => `الطلب ${order} ${status} من قبل. ما تغيّر شي.`,
  notAllowed: ({ order, status, wanted }) => `الطلب ${order} ${status}، فما فيك تعلّمه «${wanted}». ما تغيّر شي.`,
  invalidButton: 'هيدا الزر مش صالح. ما تغيّر شي.',
  expiredButton: 'هيدا الزر خلصت مدّته (شهر بعد الطلب). ما تغيّر شي: غيّر الطلب من لوحة التحكم.',
  unknownOrder: 'هيدا الطلب ما عاد موجود. ما تغيّر شي.',
  notForThisNumber: 'هيدا الزر مش لهالرقم. ما تغيّر شي.',

  shopperConfirmedNotice: ({ order }) => `الزبون أكّد الطلب ${order}.`,
  shopperCancelledNotice: ({ order }) => `الزبون لغى الطلب ${order}. رجعت أغراضه عالمخزون.`,

  confirmQuestion: ({ order, amount, area }) =>
    `شكرًا على طلبك ${order}!\nالمبلغ يلّي رح تدفعه كاش عند التسليم: ${amount}\nالتوصيل على: ${area}\n\nأكّدلنا الطلب لنبعتلك ياه.`,
  shopperConfirmedAnswer: ({ order }) => `شكرًا! طلبك ${order} تأكّد. منخبرك هون لمّا يطلع عالطريق.`,
  shopperAlreadyConfirmed: ({ order }) => `أكّدت الطلب ${order} من قبل. ما تغيّر شي.`,
  shopperCancelledAnswer: ({ order }) => `انلغى طلبك ${order}. ما عليك تدفع شي.`,
  shopperAlreadyCancelled: ({ order }) => `الطلب ${order} انلغى من قبل. ما تغيّر شي.`,
  shopperTooLate: ({ order, status }) => `الطلب ${order} ${status}، فما فينا نغيّره من هون. ردّ علينا لنحكي.`,
  shopperInvalidButton: 'هيدا الزر ما عاد بيشتغل. ما تغيّر شي. ردّ علينا هون لنحكي.',
  shopperNotYourOrder: 'هيدا الزر بس للرقم يلّي عمل الطلب. ما تغيّر شي.',
};

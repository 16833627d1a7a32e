/**
 * The words of en-relay.ts in Arabic, as a Beirut shop writes on WhatsApp: every key, so a missing
 * string fails the type check. Values come in already isolated (src/domain/ownerRelay.ts).
 */
import type { RelayMessages } from './en-relay.ts';

export const arRelay: RelayMessages = {
  from: ({ name, number }) => `*${name}* (${number}):`,
  part: ({ part, parts }) => `(${part}/${parts})`,
  media: {
    image: 'صورة',
    audio: 'تسجيل صوتي',
    voice: 'رسالة صوتية',
    video: 'فيديو',
    document: 'ملف',
    sticker: 'ستيكر',
  },
  sent: ({ what }) => `بعت ${what}`,
  notFetched: ({ what }) => `بعت ${what}، بس ما زبط التحميل من واتساب (اطلب منه يبعت مرة تانية)`,
  caption: ({ caption }) => `التعليق: ${caption}`,
  fileName: ({ name }) => `الملف: ${name}`,
  location: 'بعت موقع',
  aLocation: 'موقع',
  answered: ({ what }) => `(${what})`,
  reaction: ({ emoji }) => `تفاعل بـ ${emoji} على رسالة`,
  reactionRemoved: 'شال تفاعل',
  contacts: ({ cards }) => `بعت جهة اتصال: ${cards}`,
  tapped: ({ title }) => `كبس «${title}»`,
  unsupported: ({ type }) => `بعت رسالة ما فينا نمرّقها (${type})`,
  productQuestion: 'عم يسأل عن منتج:',
  cartQuestion: 'عم يسأل عن سلة:',
  orderMessage: ({ order, status, total }) => `بعت رسالة الطلب ${order} (${status}، ${total}):`,
  acknowledgement: 'شكرًا — وصّلنا رسالتك ومنردّ عليك هون.',
  orderAnswer: ({ order, status, total }) => `وصلنا طلبك ${order}: ${status}، المجموع ${total}. منحكيك هون بخصوصه.`,
  orderAnswerUpdatesElsewhere: ({ order, status, total }) =>
    `وصلنا طلبك ${order}: ${status}، المجموع ${total}. أخبار الطلب بتوصل عالرقم اللي طلبها أوّل؛ إذا عندك أي سؤال، اكتبلنا هون.`,
  ownerHint: 'لتردّ على زبون، ردّ (اسحب) على رسالته هون. هالرسالة ما وصلت لحدا.',
  notDelivered: ({ name, number }) => `ردّك على ${name} (${number}) ما وصل. جرّب بعدين، أو اتصل فيه.`,
};

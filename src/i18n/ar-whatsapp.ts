/**
 * The shop's WhatsApp replies in Arabic: every key of `en-whatsapp.ts`, so a missing string fails
 * the type check. Written as a Beirut shop writes to its customers on WhatsApp: Lebanese, short and
 * warm. Counts are isolated here; the other values come in already isolated (src/domain/whatsappReplies.ts); the builder starts every
 * line with U+200F where it needs one.
 */
import { isolate } from './bidi.ts';
import type { WhatsAppMessages } from './en-whatsapp.ts';
import { plural } from './plural.ts';

export const arWhatsApp: WhatsAppMessages = {
  greeting: ({ shop }) =>
    `أهلا وسهلا! لتطلب، افتح الكتالوج هون بالمحادثة، زيد يلّي بيعجبك عالسلة وكبوس «إرسال». منسألك وين منوصّلك ومنفرجيك المجموع قبل ما يتسجّل أي طلب.\nأو تسوّق من موقعنا: ${shop}`,
  nothingToCancel: 'ما في طلب عم ينعمل لنلغيه.',
  cancelled: 'تمّ الإلغاء: ما انطلب ولا انحجز شي. بعتلنا سلة جديدة من الكتالوج ساعة ما بدك.',
  cartFailed: 'عذرًا، ما قدرنا نقرا سلتك هلّق. بعتها مرة تانية بعد دقيقة.',
  noOpenCart: 'هيدا الطلب مسكّر.',

  cartHeading: '*سلتك*',
  line: ({ quantity, name, total }) => `${quantity} × ${name}: ${total}`,
  moreLines: (count) =>
    plural('ar', count, {
      zero: '…وما في غيرن',
      one: '…وصنف واحد كمان',
      two: '…وصنفين كمان',
      few: `…و${isolate(count)} أصناف كمان`,
      many: `…و${isolate(count)} صنف كمان`,
      other: `…و${isolate(count)} صنف كمان`,
    }),
  limited: ({ name, quantity }) => `${name}: ${quantity} هيدا أكتر شي فينا نبيع.`,
  unavailableHeading: 'ما انحسبوا:',
  unavailable: ({ name, reason }) => `${name} (${reason})`,
  unavailableReasons: { unknown: 'مش عنّا', sold_out: 'خلصان', not_listed: 'مش للبيع هلّق' },
  unnamedProduct: ({ id }) => `المنتج ${id}`,
  moreUnavailable: (count) =>
    plural('ar', count, { zero: '', one: 'وواحد كمان', two: 'وتنين كمان', few: `و${isolate(count)} كمان`, many: `و${isolate(count)} كمان`, other: `و${isolate(count)} كمان` }),
  nothingAvailable: ({ shop }) => `عذرًا، ولا منتج من سلتك فيك تطلبه هلّق، فما انعمل أي طلب. شوف شو عنّا: ${shop}`,
  subtotal: ({ amount }) => `المجموع الفرعي: ${amount}`,
  note: ({ note }) => `ملاحظتك: ${note}`,

  areaQuestion: 'وين منوصّلك؟ نقّي منطقتك.',
  areaQuestionPaged: 'وين منوصّلك؟ نقّي منطقتك، أو اكتب اسمها إذا مش بهالصفحة.',
  areaQuestionTyped: 'وين منوصّلك؟ اكتب اسم منطقتك، بالعربي أو بالإنكليزي.',
  areaListButton: 'نقّي المنطقة',
  areaFee: ({ fee, freeFrom }) => (freeFrom ? `التوصيل ${fee}، ببلاش من ${freeFrom}` : `التوصيل ${fee}`),
  moreAreas: 'مناطق تانية…',
  moreAreasDescription: ({ from, to }) => `المناطق من ${isolate(from)} لـ ${isolate(to)}`,
  moreAreasSection: 'كمان',
  areaNotFound: ({ typed }) => `ما عنّا منطقة اسمها «${typed}». اكتب اسم منطقتك مرة تانية.`,
  areaSeveral: ({ typed }) => `في كذا منطقة بتطابق «${typed}»: نقّي منطقتك.`,
  areaTooMany: ({ typed, count }) => `في ${isolate(count)} منطقة بتطابق «${typed}»: اكتب أكتر من الاسم.`,
  areaPickAgain: 'نقّي منطقتك من اللائحة، أو اكتب اسمها.',

  streetQuestion: ({ area, fee }) => `${area}: ${fee}.\nهلّق اكتب الشارع (وأي شي بيساعدنا نلاقيك).`,
  buildingQuestion: 'والبناية (الاسم أو الرقم، والطابق)؟ اكتبها، أو كبوس «بلا بناية».',
  noBuilding: 'بلا بناية',
  nameQuestion: 'شو الاسم يلّي منحطّه عالطلب؟',
  fieldProblem: ({ field, problem, max }) => {
    const label = { area: 'المنطقة', street: 'الشارع', building: 'البناية', name: 'الاسم' }[field];
    if (problem === 'required') return `لازم ${label}. اكتبه لو سمحت.`;
    if (problem === 'tooLong') return `${label} لازم ما يزيد عن ${isolate(max)} حرف. اكتبه أقصر لو سمحت.`;
    return `${label} لازم يكون سطر واحد نص عادي. اكتبه مرة تانية لو سمحت.`;
  },

  summaryHeading: '*طلبك*',
  delivery: ({ area, fee }) => `التوصيل إلى ${area}: ${fee}`,
  free: 'ببلاش',
  total: ({ amount }) => `*المجموع: ${amount}*`,
  pounds: ({ amount }) => `≈ ${amount} ل.ل.`,
  deliverTo: ({ name, address }) => `باسم ${name}، ${address}`,
  payment: 'الدفع كاش عند الاستلام.',
  confirmHint: 'كبوس «تأكيد» لنسجّل الطلب.',
  confirm: 'تأكيد',
  cancel: 'إلغاء',

  pricesChanged: 'تغيّرت أسعارنا من وقت ما فرجيناك المجموع. هيدا طلبك بأسعارنا هلّق:',
  soldOut: ({ name }) => `${name} خلص أو قلّ، فتعدّلت سلتك:`,
  stale: 'هيدا الملخّص قديم. هيدا طلبك متل ما هو هلّق:',
  useButtons: 'كبوس «تأكيد» أو «إلغاء» تحت.',
  rateLimited: 'عم يوصلنا طلبات كتير بنفس الوقت. استنّى دقيقة وكبوس «تأكيد» مرة تانية.',
  refused: 'ما قدرنا نسجّل هيدا الطلب. كبوس «تأكيد» لتجرّب مرة تانية، أو ابعت «إلغاء» وراسلنا.',
  failed: 'صار في خلل عنّا وطلبك بعده ما تسجّل. كبوس «تأكيد» لتجرّب مرة تانية.',

  placed: ({ order, link }) => `شكرًا! تسجّل طلبك ${order}. منتّصل فيك لنأكّده.\nتابعه من هون: ${link}`,
  alreadyPlaced: ({ order, link }) => `طلبك ${order} متسجّل: ${link}\nلتطلب كمان، بعتلنا سلة جديدة من الكتالوج.`,
  cancelTooLate: ({ order, link }) => `طلبك ${order} متسجّل من قبل. لتلغيه، افتح صفحته: ${link}`,
};

/**
 * The shop's interface in Arabic, its start-up sections: every key of `en.ts`
 * (`StartupMessages`), so a missing string fails the type check. The lazily loaded screens' words
 * are `ar-<section>.ts` (cart, checkout, order, product), typed by their `en-<section>.ts`.
 * Written as a Beirut shop writes to its customers: Modern Standard Arabic, short, with the shop's
 * words (سلة، طلب، توصيل). Digits stay Western (docs/decisions/0008-bidi-isolation-and-western-digits.md).
 *
 * This module is its own chunk, as `en.ts` is: an Arabic page loads it before it renders
 * (src/main.tsx, the build modulepreloads it), the build imports it outright; English pages never
 * download it. With it comes the owner's Arabic copy (src/config/store.ar.ts).
 *
 * Counts go through `plural('ar', …)` (zero, one, two, few, many, other). Anything that must keep
 * its LTR order inside Arabic text (prices, product names that may be English, codes,
 * order and phone numbers, "3 × $5.00") is wrapped in `isolate()`.
 */
import { isolate } from './bidi.ts';
import type { StartupMessages } from './en.ts';
import { plural } from './plural.ts';

export { preparePlurals } from './plural.ts';

export { arabicStoreCopy } from '../config/store.ar.ts';

/** "3 منتجات", "11 منتجًا"…: a count of products in its six Arabic forms. */
export const products = (n: number) =>
  plural('ar', n, { zero: 'لا منتجات', one: 'منتج واحد', two: 'منتجان', few: `${n} منتجات`, many: `${n} منتجًا`, other: `${n} منتج` });

/** A count of pieces (units in the cart or in stock). */
export const pieces = (n: number) =>
  plural('ar', n, { zero: 'لا قطع', one: 'قطعة واحدة', two: 'قطعتان', few: `${n} قطع`, many: `${n} قطعة`, other: `${n} قطعة` });

export const ar: StartupMessages = {
  common: {
    loading: 'جارٍ التحميل…',
    retry: 'إعادة المحاولة',
    close: 'إغلاق',
    cancel: 'إلغاء',
    backToShop: 'العودة إلى المتجر',
    connectionHint: 'يرجى التحقق من الاتصال بالإنترنت والمحاولة مجددًا.',
    unexpectedError: 'حدث خطأ غير متوقع!',
    uncategorized: 'غير مصنّف',
    was: 'بدلًا من',
    notifications: 'الإشعارات',
    closeNotification: 'إغلاق الإشعار',
    poundsBeside: ({ amount }) => `≈ ${isolate(amount)} ل.ل.`,
  },

  titles: {
    home: 'مستلزمات البيت والمطبخ في بيروت',
    withBrand: ({ page, brand }) => `${page} · ${isolate(brand)}`,
    homeWithBrand: ({ brand, tagline }) => `${isolate(brand)} · ${tagline}`,
    preorder: 'منتجات الطلب المسبق',
    notFound: 'الصفحة غير موجودة',
    cartLink: 'سلتك',
    homeHeading: ({ brand }) => `${isolate(brand)}: مستلزمات البيت والمطبخ`,
    checkout: 'أكمل طلبك',
  },

  layout: {
    skipToContent: 'انتقل إلى المحتوى',
    openMenu: 'فتح القائمة',
    menu: 'القائمة',
    home: ({ brand }) => `${isolate(brand)}، الصفحة الرئيسية`,
    searchProducts: 'البحث عن المنتجات',
    onInstagram: ({ brand }) => `${isolate(brand)} على إنستغرام`,
    onWhatsApp: ({ brand }) => `${isolate(brand)} على واتساب`,
    chatOnWhatsApp: ({ brand }) => `راسل ${isolate(brand)} على واتساب`,
    instagram: 'إنستغرام',
    whatsapp: 'واتساب',
    cart: (quantity) => (quantity <= 0 ? 'السلة، فارغة' : `السلة، ${pieces(quantity)}`),
    freeDelivery: ({ amount }) => `توصيل مجاني للطلبات فوق ${isolate(amount)}`,
    shopNav: 'المتجر',
    allProducts: 'كل المنتجات',
    viewAll: 'عرض الكل',
    viewAllOf: ({ category }) => `عرض كل ${isolate(category)}`,
    preorder: 'الطلب المسبق',
    ourStory: 'قصتنا',
    footerNav: 'تذييل الصفحة',
    footerShop: 'المتجر',
    footerHome: 'الرئيسية',
    footerProducts: 'المنتجات',
    contact: 'تواصل معنا',
    followUs: 'تابعنا',
    chatWithUs: 'راسلنا',
    copyright: ({ year, brand, tagline }) => `© ${year} ${isolate(brand)}. ${tagline}`,
    disclaimer: 'إخلاء مسؤولية',
    switchLanguage: 'English',
    notFoundHeading: 'عذرًا! الصفحة غير موجودة',
    returnHome: 'العودة إلى الرئيسية',
    nothingAt: ({ path }) => ['لا توجد صفحة على العنوان ', path, '.'],
  },

  catalog: {
    loadFailed: 'تعذّر تحميل المنتجات',
    addToCart: 'أضف إلى السلة',
    inCart: 'في السلة',
    addToCartOf: ({ action, name }) => `${action}: ${isolate(name)}`,
    preorderBadge: 'نفدت الكمية — طلب مسبق',
    noImage: 'لا توجد صورة',
    previousImageOf: ({ name }) => `الصورة السابقة لـ ${isolate(name)}`,
    nextImageOf: ({ name }) => `الصورة التالية لـ ${isolate(name)}`,
    imagePosition: ({ n, count }) => `الصورة ${n} من ${count}`,
    selectAnOption: 'اختر خيارًا',
    option: 'الخيار',
    chooseAnOption: 'اختر خيارًا',
    quantity: 'الكمية',
    variantOption: ({ label, price }) => `${label} – ${isolate(price)}`,
    variantNumber: ({ n }) => `الخيار ${n}`,
  },

  quantity: {
    of: ({ name }) => `كمية ${isolate(name)}`,
    decrease: ({ name }) => `إنقاص كمية ${isolate(name)}`,
    increase: ({ name }) => `زيادة كمية ${isolate(name)}`,
  },

  chat: {
    askAbout: ({ name }) => `اسأل عن ${isolate(name)}`,
    sendOrder: 'أرسل هذا الطلب',
    onWhatsApp: ({ purpose }) => `${purpose} على واتساب`,
    onInstagram: ({ purpose }) => `${purpose} على إنستغرام`,
  },

  chatMessage: {
    price: 'السعر',
    was: 'بدلًا من',
    description: 'الوصف',
    moreDetails: 'هل يمكنكم أن ترسلوا لي تفاصيل أكثر عن هذا المنتج؟',
  },

  notices: {
    outOfStock: 'المنتج غير متوفر',
    onlyAvailable: ({ available }) => `المتوفر في المخزون ${pieces(available)} فقط`,
    onlyAvailableWithCart: ({ available, inCart }) =>
      `المتوفر في المخزون ${pieces(available)} فقط. في سلتك ${pieces(inCart)} منه.`,
    stockPreorder: 'طلب مسبق: سنتواصل معك عند توفره.',
    inStock: ({ available }) => `${pieces(available)} في المخزون`,

    added: ({ name }) => ({ title: 'أُضيف إلى السلة', description: `أُضيف ${isolate(name)} إلى السلة` }),
    updated: ({ name }) => ({ title: 'تم تحديث السلة', description: `تم تحديث كمية ${isolate(name)}` }),
    removed: { title: 'أُزيل من السلة', description: 'أُزيل المنتج من السلة' },
    cleared: { title: 'أُفرغت السلة', description: 'أُزيلت كل المنتجات من السلة' },
    cannotAdd: 'تعذّرت الإضافة إلى السلة',
    cannotUpdate: 'تعذّر تعديل الكمية',
    cartChanged: 'تغيّرت سلتك',
    changeUnavailable: ({ name }) => `لم يعد ${isolate(name)} متوفرًا فأُزيل من السلة.`,
    changeOutOfStock: ({ name }) => `نفد ${isolate(name)} من المخزون فأُزيل من السلة.`,
    changeQuantity: ({ name, from, to }) => `${isolate(name)}: بقي ${pieces(to)} فقط، فخُفّضت الكمية من ${from} إلى ${to}.`,
    changePrice: ({ name, from, to }) => `أصبح سعر ${isolate(name)} ${isolate(to)} (كان ${isolate(from)}).`,
    changePreorder: ({ name }) => `نفد ${isolate(name)} من المخزون وسيُطلب مسبقًا.`,

    variantDialogRequired: 'يرجى اختيار خيار للمتابعة.',
    variantPageRequired: 'يرجى اختيار نوع للمتابعة.',
    variantRequired: { title: 'يرجى اختيار نوع', description: 'عليك اختيار خيار قبل الإضافة إلى السلة.' },
  },
};

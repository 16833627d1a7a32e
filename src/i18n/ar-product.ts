/**
 * The Arabic words of the product page: every key of `en-product.ts`, so a missing string fails
 * the type check. Its own chunk, loaded with the screen on Arabic pages only (`loadScreenMessages` in
 * src/i18n/index.ts); conventions as in `ar.ts`.
 */
import { isolate } from './bidi.ts';
import type { ProductMessages } from './en-product.ts';

export const arProduct: ProductMessages = {
  gallery: {
    previous: 'الصورة السابقة',
    next: 'الصورة التالية',
    show: ({ n, count }) => `عرض الصورة ${n} من ${count}`,
    enlarge: ({ n, count }) => `تكبير الصورة ${n} من ${count}`,
    alt: ({ name, n, count }) => (count > 1 ? `${name}، الصورة ${n} من ${count}` : name),
    position: ({ n, count }) => `الصورة ${n} من ${count}`,
    noImage: 'لا توجد صورة بعد',
  },
  page: {
    loading: 'جارٍ تحميل تفاصيل المنتج...',
    notFoundTitle: 'المنتج غير موجود',
    notFoundText: 'هذا المنتج غير موجود أو لم يعد متوفرًا.',
    backToShop: 'العودة إلى المتجر',
    failedTitle: 'تعذّر تحميل هذا المنتج',
    failedText: 'يرجى التحقق من الاتصال بالإنترنت والمحاولة مجددًا.',
    retry: 'إعادة المحاولة',
    selectLabel: 'اختر خيارًا *',
    variantOption: ({ label, price }) => `${label} — ${isolate(price)}`,
    quantity: 'الكمية',
    addToCart: ({ total }) => `أضف إلى السلة - ${isolate(total)}`,
    updateCart: ({ total }) => `حدّث السلة - ${isolate(total)}`,
    preorderBadge: 'طلب مسبق',
    askAbout: 'لديك سؤال؟ اسألنا عن هذا المنتج',
    detailsTitle: 'تفاصيل المنتج',
    category: 'الفئة',
    size: 'المقاس',
    basePrice: 'السعر الأساسي',
    relatedTitle: 'منتجات ذات صلة',
    scrollRelatedBack: 'مرّر المنتجات ذات الصلة إلى الخلف',
    scrollRelatedForward: 'مرّر المنتجات ذات الصلة إلى الأمام',
    breadcrumbShop: 'المتجر',
    breadcrumb: 'مسار التنقّل',
  },
};

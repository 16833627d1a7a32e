/**
 * The Arabic words of the home page's listing: every key of `en-listing.ts`, so a missing string
 * fails the type check. Its own chunk, loaded with the home page (`loadScreenMessages` in
 * src/i18n/index.ts); conventions as in `ar.ts`.
 */
import { isolate } from './bidi.ts';
import { products } from './ar.ts';
import type { ListingMessages } from './en-listing.ts';
import { plural } from './plural.ts';

export const arListing: ListingMessages = {
  ourProducts: 'منتجاتنا',
  loadingProducts: 'جارٍ تحميل المنتجات…',
  // The count is of products for sale: at zero a search may still show sold-out matches below it,
  // so zero says none is available rather than that nothing was found.
  productsFound: (count) =>
    plural('ar', count, {
      zero: 'لا منتج متوفر',
      one: 'وجدنا منتجًا واحدًا',
      two: 'وجدنا منتجين',
      few: `وجدنا ${count} منتجات`,
      many: `وجدنا ${count} منتجًا`,
      other: `وجدنا ${count} منتج`,
    }),
  view: 'طريقة العرض',
  gridView: 'عرض شبكي',
  listView: 'عرض قائمة',
  category: 'الفئة',
  allCategories: 'كل الفئات',
  all: 'الكل',
  categories: 'الفئات',
  sortBy: 'الترتيب حسب',
  sort: {
    relevance: 'الأكثر صلة',
    'price-asc': 'السعر من الأقل إلى الأعلى',
    'price-desc': 'السعر من الأعلى إلى الأقل',
    'name-asc': 'الاسم أ-ي',
    'name-desc': 'الاسم ي-أ',
  },
  filters: 'التصفية',
  filtersActive: (count) =>
    plural('ar', count, {
      zero: 'التصفية',
      one: 'التصفية، فلتر واحد مفعّل',
      two: 'التصفية، فلتران مفعّلان',
      few: `التصفية، ${count} فلاتر مفعّلة`,
      many: `التصفية، ${count} فلترًا مفعّلًا`,
      other: `التصفية، ${count} فلتر مفعّل`,
    }),
  activeFilters: 'الفلاتر المفعّلة',
  unknownSubcategory: 'فئة فرعية غير معروفة',
  removeSubcategory: ({ subcategory, category }) => `إزالة ${isolate(subcategory)} وعرض كل ${isolate(category)}`,
  searchPlaceholder: 'ابحث عن منتج...',
  minPrice: 'أدنى سعر',
  maxPrice: 'أعلى سعر',
  anyPrice: 'أي سعر',
  priceNotANumber: 'أدخل رقمًا، مثل 25 أو 19.99.',
  clearFilters: 'مسح الفلاتر',
  loadingList: 'جارٍ تحميل المنتجات...',
  loadingMore: 'جارٍ تحميل المزيد من المنتجات...',
  noProducts: 'لم نجد أي منتج',
  noProductsHint: 'جرّب تعديل البحث أو الفلاتر',
  soldOutMatches: 'نفدت الكمية، اطلبها مسبقًا',
  showMore: 'عرض المزيد من المنتجات',
  moreCount: (count) => `(${products(count)} بعد)`,
  featuredProducts: 'منتجات مميّزة',
  carousel: 'عرض متتابع',
  slide: 'شريحة',
  featured: 'مميّز',
  slideOf: ({ n, count }) => `${n} من ${count}`,
  slideNamed: ({ n, count, name }) => `الشريحة ${n} من ${count}: ${isolate(name)}`,
  viewItem: 'عرض المنتج',
  viewCollection: 'عرض المجموعة',
  shopNow: 'تسوّق الآن',
  previousSlide: 'الشريحة السابقة',
  nextSlide: 'الشريحة التالية',
  startRotation: 'تشغيل تبديل الشرائح',
  stopRotation: 'إيقاف تبديل الشرائح',
  aboutBrand: ({ brand }) => `عن ${isolate(brand)}`,
};

/**
 * What each route tells search engines and chat link previews: title, description, image and
 * structured data. Pure, so the build-time prerenderer and the browser use the same words.
 */
import { storeConfig, type DayRange, type StoreConfig } from '../config/store.ts';
import {
  CURRENCY,
  decimalAmount,
  defaultZone,
  deliveryRateFor,
  deliveryTerms,
  formatPrice,
  isPreorderEligible,
  originalPrice,
  productImages,
  stripMarkdown,
  truncateText,
  unitPrice,
  type Cents,
  type Catalog,
  type DeliveryTerms,
  type Product,
  type ShopTerms,
} from '../domain/index.ts';
import { localePath, localized, LOCALES, splitLocalePath, type Locale } from '../domain/locale.ts';
import { messagesFor, sectionFor, storeCopyFor } from '../i18n/index.ts';

export interface RouteHead {
  title: string;
  description: string;
  /** The page's language: `<html lang dir>`, og:locale, its twin in the other language. */
  locale: Locale;
  /** Site-relative path of the page, in its language (`/ar/item/x`). */
  path: string;
  /** The link-preview title (og:title): a product's adds its price. Defaults to `title`. */
  shareTitle?: string;
  /** The link-preview picture (og:image), a JPEG share card the build draws. */
  image?: ShareImage;
  /** schema.org data, serialised as JSON-LD. */
  structuredData?: Record<string, unknown>;
}

/** A link-preview picture: site-relative JPEG with its size and a text alternative. */
export interface ShareImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

const brand = storeConfig.brand.name;

/** Open Graph's name of each language (language_TERRITORY): the shop sells in Lebanon, in Arabic. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ar: 'ar_LB' };

/** The few words of a head the interface's catalogue has no use for. */
const headWords: Record<Locale, { from: (name: string) => string; was: (price: string) => string }> = {
  en: { from: (name) => `${name} from ${brand}`, was: (price) => `was ${price}` },
  ar: { from: (name) => `${name} من ${brand}`, was: (price) => `بدل ${price}` },
};

/** 'Our Story · MOMobel' in `locale`: the same form the browser gives the page (documentTitle). */
const pageTitle = (page: string, locale: Locale): string => messagesFor(locale).titles.withBrand({ page, brand });

/** The tagline a page's share card shows under its title. */
export const shareTagline = (locale: Locale): string => storeCopyFor(locale).brand.tagline;

export function absoluteUrl(path: string, siteUrl: string = storeConfig.siteUrl): string {
  return new URL(path, siteUrl).href;
}

export const homeHead = (locale: Locale): RouteHead => ({
  title: messagesFor(locale).titles.homeWithBrand({ brand, tagline: messagesFor(locale).titles.home }),
  description: `${storeCopyFor(locale).brand.tagline}. ${storeCopyFor(locale).brand.blurb}`,
  locale,
  path: localePath('/', locale),
});

export const aboutHead = (locale: Locale): RouteHead => ({
  title: pageTitle(sectionFor(locale, 'screenCopy').about.title, locale),
  description: truncateText(stripMarkdown(sectionFor(locale, 'screenCopy').about.intro), 160),
  locale,
  path: localePath('/about', locale),
});

export const preorderHead = (locale: Locale): RouteHead => ({
  title: pageTitle(messagesFor(locale).titles.preorder, locale),
  description: truncateText(sectionFor(locale, 'screenCopy').preorderIntro, 160),
  locale,
  path: localePath('/preorder', locale),
});

export const notFoundHead = (locale: Locale): RouteHead => ({
  title: pageTitle(messagesFor(locale).titles.notFound, locale),
  description: messagesFor(locale).layout.notFoundHeading,
  locale,
  path: localePath('/404', locale),
});

/** A schema.org QuantitativeValue of whole days, as Google's deliveryTime takes them. */
function dayRange({ min, max }: DayRange): Record<string, unknown> {
  return { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitCode: 'DAY' };
}

/**
 * schema.org OfferShippingDetails: delivery within the shop's country, at the rate this item pays
 * bought alone (nothing once its price reaches the free-delivery threshold), from the same
 * delivery terms as the product feeds, in the days the store configuration gives (Google's
 * merchant listings refuse shipping details without a deliveryTime).
 */
function shippingDetails(price: Cents, terms: DeliveryTerms, days: StoreConfig['deliveryDays']): Record<string, unknown> {
  return {
    '@type': 'OfferShippingDetails',
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: terms.country },
    shippingRate: { '@type': 'MonetaryAmount', value: decimalAmount(deliveryRateFor(price, terms)), currency: CURRENCY },
    deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: dayRange(days.handling), transitTime: dayRange(days.transit) },
  };
}

/** schema.org MerchantReturnPolicy from the store configuration's return promise. */
export function merchantReturnPolicy(config: Pick<StoreConfig, 'returnPolicy' | 'deliveryCountry'> = storeConfig): Record<string, unknown> {
  const { days, freeReturns } = config.returnPolicy;
  if (days <= 0) {
    return {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: config.deliveryCountry,
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    };
  }
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: config.deliveryCountry,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: days,
    // The shop's courier collects the item, as it delivered it.
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: freeReturns ? 'https://schema.org/FreeReturn' : 'https://schema.org/ReturnFeesCustomerResponsibility',
  };
}

/** A product's name, description and category as a page in `locale` shows them (English stands in for a missing Arabic text). */
export function productText(product: Product, locale: Locale): { name: string; description: string; category: string } {
  return {
    name: localized(product.name, product.nameAr, locale).text,
    description: localized(product.description, product.descriptionAr, locale).text,
    category: localized(product.category, product.categoryAr, locale).text,
  };
}

/** A product page's head; `delivery` null (the shop's zones unknown) leaves shippingDetails out. */
export function productHead(
  product: Product,
  delivery: DeliveryTerms | null,
  siteUrl: string,
  locale: Locale,
): RouteHead {
  const path = localePath(`/item/${product.id}`, locale);
  const text = productText(product, locale);
  const description = truncateText(stripMarkdown(text.description), 160) || headWords[locale].from(text.name);
  const images = productImages(product);
  const original = originalPrice(product);
  const price = `${formatPrice(unitPrice(product))}${original === null ? '' : ` (${headWords[locale].was(formatPrice(original))})`}`;
  return {
    title: pageTitle(text.name, locale),
    shareTitle: `${text.name} · ${price}`,
    description: `${formatPrice(unitPrice(product))} · ${description}`,
    locale,
    path,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: text.name,
      description,
      ...(locale !== 'en' && { inLanguage: locale }),
      sku: product.id,
      category: text.category,
      image: images.map((image) => absoluteUrl(image, siteUrl)),
      url: absoluteUrl(path, siteUrl),
      offers: {
        '@type': 'Offer',
        price: decimalAmount(unitPrice(product)),
        priceCurrency: CURRENCY,
        availability: isPreorderEligible(product) ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
        url: absoluteUrl(path, siteUrl),
        ...(delivery && { shippingDetails: shippingDetails(unitPrice(product), delivery, storeConfig.deliveryDays) }),
        hasMerchantReturnPolicy: merchantReturnPolicy(),
      },
    },
  };
}

/** Every page worth prerendering and listing in the sitemap, in every language (English first). */
export function prerenderRoutes(catalog: Catalog, terms: ShopTerms | null): RouteHead[] {
  const delivery = deliveryTerms(terms && defaultZone(terms), storeConfig.deliveryCountry);
  return LOCALES.flatMap((locale) => [
    homeHead(locale),
    aboutHead(locale),
    preorderHead(locale),
    ...catalog.products.map((product) => productHead(product, delivery, storeConfig.siteUrl, locale)),
  ]);
}

/**
 * The same page in every language, for `<link rel="alternate" hreflang>` and the sitemap:
 * each language's URL, and English as `x-default` (the page for a language the shop lacks).
 */
export function pageAlternates(path: string, siteUrl: string = storeConfig.siteUrl): { hreflang: string; href: string }[] {
  const english = splitLocalePath(path).path;
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: absoluteUrl(localePath(english, locale), siteUrl) })),
    { hreflang: 'x-default', href: absoluteUrl(english, siteUrl) },
  ];
}

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

export interface RouteHead {
  title: string;
  description: string;
  /** Site-relative path of the page. */
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

export function absoluteUrl(path: string, siteUrl: string = storeConfig.siteUrl): string {
  return new URL(path, siteUrl).href;
}

export const homeHead = (): RouteHead => ({
  title: `${brand} · Home & Kitchen Essentials in Beirut`,
  description: `${storeConfig.brand.tagline}. ${storeConfig.brand.blurb}`,
  path: '/',
});

export const aboutHead = (): RouteHead => ({
  title: `${storeConfig.copy.about.title} · ${brand}`,
  description: truncateText(stripMarkdown(storeConfig.copy.about.intro), 160),
  path: '/about',
});

export const preorderHead = (): RouteHead => ({
  title: `Preorder Items · ${brand}`,
  description: truncateText(storeConfig.copy.preorderIntro, 160),
  path: '/preorder',
});

export const notFoundHead = (): RouteHead => ({
  title: `Page not found · ${brand}`,
  description: 'Oops! Page not found',
  path: '/404',
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

/** A product page's head; `delivery` null (the shop's zones unknown) leaves shippingDetails out. */
export function productHead(product: Product, delivery: DeliveryTerms | null, siteUrl: string = storeConfig.siteUrl): RouteHead {
  const path = `/item/${product.id}`;
  const description = truncateText(stripMarkdown(product.description), 160) || `${product.name} from ${brand}`;
  const images = productImages(product);
  const original = originalPrice(product);
  const price = `${formatPrice(unitPrice(product))}${original === null ? '' : ` (was ${formatPrice(original)})`}`;
  return {
    title: `${product.name} · ${brand}`,
    shareTitle: `${product.name} · ${price}`,
    description: `${formatPrice(unitPrice(product))} · ${description}`,
    path,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      sku: product.id,
      category: product.category,
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

/** Every page worth prerendering and listing in the sitemap. */
export function prerenderRoutes(catalog: Catalog, terms: ShopTerms | null): RouteHead[] {
  const delivery = deliveryTerms(terms && defaultZone(terms), storeConfig.deliveryCountry);
  return [homeHead(), aboutHead(), preorderHead(), ...catalog.products.map((product) => productHead(product, delivery))];
}

import { describe, expect, it } from 'vitest';
import { storeConfig } from '../../../src/config/store';
import {
  catalogFeeds,
  deliveryTerms,
  FEED_SKIP_REASONS,
  feedAvailability,
  feedPictureUrl,
  type Product,
} from '../../../src/domain';
import { expectWellFormedArabicFeeds, expectWellFormedFeeds, parseGoogleXml, parseMetaCsv, parseMetaLanguageCsv } from '../../support/feeds';
import { BEIRUT_RATE, makeProduct, makeVariant } from './fixtures';

const SITE = 'https://shop.example';
const NOW = new Date('2026-11-24T10:00:00Z');
const jpeg = (name: string) => `/images/products/${name}.jpg`;

/** The feeds of `products` in both languages, parsed, after the checks every feed must pass. */
function feedsOf(products: Product[], pictureCopies: Record<string, string> = {}, delivery = deliveryTerms(BEIRUT_RATE, 'LB')) {
  const feeds = catalogFeeds(products, { siteUrl: SITE, pictureCopies, now: NOW, config: storeConfig, delivery });
  const meta = parseMetaCsv(feeds.metaCsv);
  const google = parseGoogleXml(feeds.googleXml);
  expectWellFormedFeeds(meta, google.items);
  const metaAr = parseMetaLanguageCsv(feeds.metaArCsv);
  const googleAr = parseGoogleXml(feeds.googleArXml);
  expectWellFormedArabicFeeds({ meta: metaAr, google: googleAr.items }, { meta, google: google.items }, SITE);
  return { ...feeds, meta, google: google.items, channel: google.channel, metaAr, googleAr: googleAr.items, channelAr: googleAr.channel };
}

describe('product feeds: rows and grouping', () => {
  it('writes one row for a product without variants, with no group, linked to its page', () => {
    const product = makeProduct({ id: 'p-1', images: [jpeg('jar')], price: 1250 });
    const { meta, google } = feedsOf([product]);
    expect(meta).toEqual([
      {
        id: 'p-1',
        title: 'Glass Storage Jars',
        description: 'Airtight jars for the pantry.',
        availability: 'in stock',
        condition: 'new',
        price: '12.50 USD',
        link: `${SITE}/item/p-1`,
        image_link: `${SITE}/images/products/jar.jpg`,
        brand: storeConfig.feeds.brand,
        sale_price: '',
        item_group_id: '',
        additional_image_link: '',
        product_type: 'Kitchen',
      },
    ]);
    expect(google[0]!.item_group_id).toBeUndefined();
    expect(google[0]!.identifier_exists).toEqual(['no']);
  });

  it('writes one row per variant, grouped under the product and linked to the page opened on it', () => {
    const product = makeProduct({
      id: 'p-2',
      images: [jpeg('jar-1'), jpeg('jar-2')],
      variants: [
        makeVariant({ id: 'v-small', size: 'Small', price: 900, imageUrl: jpeg('jar-small') }),
        makeVariant({ id: 'v-large', size: 'Large', price: 1500 }),
      ],
    });
    const { meta, google } = feedsOf([product]);
    expect(meta.map((row) => [row.id, row.item_group_id, row.title, row.price, row.link])).toEqual([
      ['v-small', 'p-2', 'Glass Storage Jars (Small)', '9.00 USD', `${SITE}/item/p-2?variant=v-small`],
      ['v-large', 'p-2', 'Glass Storage Jars (Large)', '15.00 USD', `${SITE}/item/p-2?variant=v-large`],
    ]);
    // The variant's own picture first, then the product's.
    expect(meta[0]!.image_link).toBe(`${SITE}/images/products/jar-small.jpg`);
    expect(meta[0]!.additional_image_link).toBe(`${SITE}/images/products/jar-1.jpg,${SITE}/images/products/jar-2.jpg`);
    expect(google[0]!.additional_image_link).toEqual([`${SITE}/images/products/jar-1.jpg`, `${SITE}/images/products/jar-2.jpg`]);
    expect(meta[1]!.image_link).toBe(`${SITE}/images/products/jar-1.jpg`);
    expect(google.map((item) => item.item_group_id)).toEqual([['p-2'], ['p-2']]);
  });

  it('lists the regular price and a sale price only for a real sale', () => {
    const products = [
      makeProduct({ id: 'sale', images: [jpeg('a')], price: 2000, salePrice: 1500 }),
      makeProduct({ id: 'same', images: [jpeg('b')], price: 2000, salePrice: 2000 }),
      makeProduct({ id: 'variant-sale', images: [jpeg('c')], variants: [makeVariant({ id: 'vs', price: 1000, salePrice: 799 })] }),
    ];
    const { meta, google } = feedsOf(products);
    expect(meta.map((row) => [row.id, row.price, row.sale_price])).toEqual([
      ['sale', '20.00 USD', '15.00 USD'],
      ['same', '20.00 USD', ''],
      ['vs', '10.00 USD', '7.99 USD'],
    ]);
    expect(google[0]!.sale_price).toEqual(['15.00 USD']);
    expect(google[1]!.sale_price).toBeUndefined();
  });

  it('gives every Google item the delivery to Lebanon: the default zone\'s fee, and its free-delivery threshold', () => {
    const { google } = feedsOf([makeProduct({ images: [jpeg('a')] })]);
    expect(deliveryTerms(BEIRUT_RATE, 'LB')).toEqual({ country: 'LB', fee: 300, freeThreshold: 5000 });
    expect(google[0]!['shipping.country']).toEqual(['LB']);
    expect(google[0]!['shipping.price']).toEqual(['3.00 USD']);
    expect(google[0]!['free_shipping_threshold.country']).toEqual(['LB']);
    expect(google[0]!['free_shipping_threshold.price_threshold']).toEqual(['50.00 USD']);
  });

  it('announces no free-delivery threshold for a zone without one, and no delivery without a zone', () => {
    const [never] = feedsOf([makeProduct({ images: [jpeg('a')] })], {}, deliveryTerms({ fee: 500, freeThreshold: null }, 'LB')).google;
    expect(never!['shipping.price']).toEqual(['5.00 USD']);
    expect(never!['free_shipping_threshold.country']).toBeUndefined();
    expect(deliveryTerms(null, 'LB')).toBeNull();
    const unknown = catalogFeeds([makeProduct({ images: [jpeg('a')] })], { siteUrl: SITE, pictureCopies: {}, now: NOW, config: storeConfig, delivery: null });
    expect(parseGoogleXml(unknown.googleXml).items).toHaveLength(1);
    expect(unknown.googleXml).not.toContain('shipping');
  });

  it('names the shop in the RSS channel', () => {
    const { channel } = feedsOf([]);
    expect(channel).toEqual({ title: storeConfig.brand.name, link: `${SITE}/` });
  });

  it('writes a valid feed with no rows for an empty catalogue', () => {
    const feeds = feedsOf([]);
    expect(feeds.metaCsv.trim().split('\n')).toHaveLength(1);
    expect(feeds.google).toEqual([]);
  });
});

describe('product feeds: availability by the shop’s stock rules', () => {
  const picture = [jpeg('x')];

  it('is in stock with stock left, unlimited stock, or a variant in stock', () => {
    expect(feedAvailability(makeProduct({ inventory: 3 }))).toBe('in stock');
    expect(feedAvailability(makeProduct({ inventory: null }))).toBe('in stock');
    const product = makeProduct({ variants: [makeVariant({ inventory: 2 })] });
    expect(feedAvailability(product, product.variants[0])).toBe('in stock');
  });

  it('is preorder on every row of a sold-out product, which the shop takes preorders for', () => {
    const products = [
      makeProduct({ id: 'flagged', images: picture, isOutOfStock: true }),
      makeProduct({ id: 'none-left', images: picture, inventory: 0 }),
      makeProduct({
        id: 'every-variant-gone',
        images: picture,
        variants: [makeVariant({ id: 'gone-1', inventory: 0 }), makeVariant({ id: 'gone-2', isOutOfStock: true })],
      }),
      // Flagged out of stock as a whole: its variants are preorders too, whatever their stock.
      makeProduct({ id: 'flagged-with-stock', images: picture, isOutOfStock: true, variants: [makeVariant({ id: 'stocked', inventory: 4 })] }),
    ];
    const { meta, google } = feedsOf(products);
    expect(meta.map((row) => [row.id, row.availability])).toEqual([
      ['flagged', 'preorder'],
      ['none-left', 'preorder'],
      ['gone-1', 'preorder'],
      ['gone-2', 'preorder'],
      ['stocked', 'preorder'],
    ]);
    // Google takes a preorder only with the date it becomes available.
    const expected = new Date(NOW.getTime() + storeConfig.feeds.preorderAvailableInDays * 86_400_000).toISOString().slice(0, 16);
    for (const item of google) expect(item.availability_date).toEqual([`${expected}Z`]);
  });

  it('is out of stock for a sold-out variant of a product still for sale, which the shop does not offer', () => {
    const product = makeProduct({
      id: 'mixed',
      images: picture,
      variants: [makeVariant({ id: 'terracotta', inventory: 0 }), makeVariant({ id: 'white', inventory: 5 }), makeVariant({ id: 'grey', isOutOfStock: true })],
    });
    const { meta, google } = feedsOf([product]);
    expect(meta.map((row) => [row.id, row.availability])).toEqual([
      ['terracotta', 'out of stock'],
      ['white', 'in stock'],
      ['grey', 'out of stock'],
    ]);
    expect(google.map((item) => item.availability![0])).toEqual(['out_of_stock', 'in_stock', 'out_of_stock']);
    expect(google[0]!.availability_date).toBeUndefined();
  });
});

describe('product feeds: bad data never breaks a feed', () => {
  it('escapes commas, quotes, line breaks, markup and Arabic in names and descriptions', () => {
    const product = makeProduct({
      id: 'tricky',
      name: 'Jar, "Large" & <Lid>\nمرطبان زجاجي',
      description: '**Airtight**, with a [bamboo lid](https://example.com).\n\n- holds 1 L\n- "dishwasher" safe',
      category: 'Kitchen, "Pantry"',
      images: [jpeg('tricky')],
    });
    const { meta, google, googleXml } = feedsOf([product]);
    expect(meta[0]!.title).toBe('Jar, "Large" & <Lid> مرطبان زجاجي');
    expect(meta[0]!.description).toBe('Airtight, with a bamboo lid.\n\nholds 1 L\n"dishwasher" safe');
    expect(meta[0]!.product_type).toBe('Kitchen, "Pantry"');
    expect(google[0]!.title).toEqual(['Jar, "Large" & <Lid> مرطبان زجاجي']);
    expect(google[0]!.description).toEqual(['Airtight, with a bamboo lid.\n\nholds 1 L\n"dishwasher" safe']);
    expect(googleXml).toContain('Jar, &quot;Large&quot; &amp; &lt;Lid&gt; مرطبان زجاجي');
  });

  it('drops characters no XML file may hold (pasted control characters) instead of breaking the feed', () => {
    const product = makeProduct({ id: 'control', name: 'Bell\u0007 jar\u0000', description: 'Clear\u001b glass', images: [jpeg('bell')] });
    const { meta, google } = feedsOf([product]);
    expect(meta[0]!.title).toBe('Bell jar');
    expect(google[0]!.description).toEqual(['Clear glass']);
  });

  it('describes a product without a description by its name', () => {
    const { meta } = feedsOf([makeProduct({ name: 'Linen Napkins', description: '', images: [jpeg('napkins')] })]);
    expect(meta[0]!.description).toBe(`Linen Napkins from ${storeConfig.brand.name}`);
  });

  it('cuts titles and descriptions to each platform’s limit, at a word', () => {
    const name = `${'Handmade ceramic '.repeat(15)}bowl`;
    const description = 'Glazed by hand. '.repeat(800);
    const { meta, google } = feedsOf([makeProduct({ name, description, images: [jpeg('bowl')] })]);
    expect(Array.from(meta[0]!.title).length).toBeLessThanOrEqual(200);
    expect(meta[0]!.title.endsWith('…')).toBe(true);
    expect(Array.from(google[0]!.title![0]!).length).toBeLessThanOrEqual(150);
    expect(Array.from(meta[0]!.description).length).toBeLessThanOrEqual(9999);
    expect(Array.from(google[0]!.description![0]!).length).toBeLessThanOrEqual(5000);
  });

  it('leaves out, with a reason, a product without a picture and a product or variant priced 0', () => {
    const products = [
      makeProduct({ id: 'no-picture', name: 'Bare', images: [] }),
      makeProduct({ id: 'free', name: 'Sample', price: 0, images: [jpeg('sample')] }),
      makeProduct({
        id: 'one-free-variant',
        images: [jpeg('cups')],
        variants: [makeVariant({ id: 'free-variant', size: 'Tester', price: 0 }), makeVariant({ id: 'paid', size: 'Set', price: 1200 })],
      }),
      makeProduct({ id: 'kept', images: [jpeg('kept')] }),
    ];
    const { meta, skipped } = feedsOf(products);
    expect(meta.map((row) => row.id)).toEqual(['paid', 'kept']);
    expect(skipped).toEqual([
      { id: 'no-picture', title: 'Bare', reason: FEED_SKIP_REASONS.noPicture },
      { id: 'free', title: 'Sample', reason: FEED_SKIP_REASONS.freeItem },
      { id: 'free-variant', title: 'Glass Storage Jars (Tester)', reason: FEED_SKIP_REASONS.freeItem },
    ]);
  });

  it('lists the build’s JPEG copy of a picture, and an original only when it is a JPEG or PNG', () => {
    const copies = { '/images/products/drawing.svg': '/img/abc-feed.jpg', '/images/products/photo.jpg': '/img/def-feed.jpg' };
    expect(feedPictureUrl('/images/products/drawing.svg', copies, SITE)).toBe(`${SITE}/img/abc-feed.jpg`);
    expect(feedPictureUrl('/images/products/photo.jpg', copies, SITE)).toBe(`${SITE}/img/def-feed.jpg`);
    expect(feedPictureUrl('https://cdn.example/new.PNG?v=2', copies, SITE)).toBe('https://cdn.example/new.PNG?v=2');
    expect(feedPictureUrl('/images/products/new.jpeg', copies, SITE)).toBe(`${SITE}/images/products/new.jpeg`);
    expect(feedPictureUrl('/images/products/new.svg', copies, SITE)).toBeNull();
    expect(feedPictureUrl('https://cdn.example/new.webp', copies, SITE)).toBeNull();
    expect(feedPictureUrl('http://[typo.jpg', copies, SITE)).toBeNull();

    const products = [
      makeProduct({ id: 'drawn', images: ['/images/products/drawing.svg'] }),
      makeProduct({ id: 'added-after-build', name: 'New drawing', images: ['/images/products/new.svg'] }),
      makeProduct({ id: 'typo', name: 'Typo', images: ['http://[typo.jpg', '/images/products/typo.png'] }),
    ];
    const { meta, skipped } = feedsOf(products, copies);
    expect(meta.map((row) => [row.id, row.image_link, row.additional_image_link])).toEqual([
      ['drawn', `${SITE}/img/abc-feed.jpg`, ''],
      ['typo', `${SITE}/images/products/typo.png`, ''],
    ]);
    expect(skipped).toEqual([{ id: 'added-after-build', title: 'New drawing', reason: FEED_SKIP_REASONS.noFeedPicture }]);
  });
});

describe('product feeds in Arabic', () => {
  const arabicJar = () =>
    makeProduct({
      id: 'jar',
      name: 'Glass Storage Jars',
      nameAr: 'مرطبانات زجاجية',
      description: 'Airtight **glass** jars.',
      descriptionAr: 'مرطبانات **زجاجية** محكمة الإغلاق.\n\n- تغسل في غسالة الصحون',
      category: 'Storage',
      categoryAr: 'التخزين',
      images: [jpeg('jar')],
      variants: [makeVariant({ id: 'small', size: '500 ml', sizeAr: '500 مل', price: 650 }), makeVariant({ id: 'blue', name: 'Blue', nameAr: null, price: 700 })],
    });

  it("writes Meta's language feed: the main feed's rows by id, overridden in Arabic (ar_XX), linked to the /ar/ pages", () => {
    const { metaAr, metaArCsv } = feedsOf([arabicJar()]);
    expect(metaArCsv.split('\n')[0]).toBe('id,override,title,description,link');
    expect(metaAr).toEqual([
      {
        id: 'small',
        override: 'ar_XX',
        title: 'مرطبانات زجاجية (500 مل)',
        description: 'مرطبانات زجاجية محكمة الإغلاق.\n\nتغسل في غسالة الصحون',
        link: `${SITE}/ar/item/jar?variant=small`,
      },
      // A variant without an Arabic name shows its English one, as the Arabic page does.
      { id: 'blue', override: 'ar_XX', title: 'مرطبانات زجاجية (Blue)', description: expect.any(String), link: `${SITE}/ar/item/jar?variant=blue` },
    ]);
  });

  it("writes Google's whole feed in Arabic: Arabic titles, descriptions and category, /ar/ links, the same prices and stock", () => {
    const { googleAr, google, channelAr } = feedsOf([arabicJar()]);
    expect(googleAr[0]).toMatchObject({
      id: ['small'],
      title: ['مرطبانات زجاجية (500 مل)'],
      description: ['مرطبانات زجاجية محكمة الإغلاق.\n\nتغسل في غسالة الصحون'],
      product_type: ['التخزين'],
      link: [`${SITE}/ar/item/jar?variant=small`],
      price: google[0]!.price,
    });
    expect(channelAr.link).toBe(`${SITE}/ar`);
  });

  it('stands in English for what the owner has not written in Arabic, and describes a product without a description in Arabic', () => {
    const english = makeProduct({ id: 'plain', name: 'Linen Napkins', description: 'Soft linen.', category: 'Dining', images: [jpeg('napkins')] });
    const bare = makeProduct({ id: 'bare', name: 'Mug', nameAr: 'كوب', description: '', images: [jpeg('mug')] });
    const { metaAr, googleAr } = feedsOf([english, bare]);
    expect(metaAr[0]).toMatchObject({ title: 'Linen Napkins', description: 'Soft linen.', link: `${SITE}/ar/item/plain` });
    expect(googleAr[0]!.product_type).toEqual(['Dining']);
    expect(metaAr[1]!.description).toBe(`كوب من ${storeConfig.brand.name}`);
  });

  it('escapes commas, quotes, line breaks and markup in Arabic text as in English', () => {
    const tricky = makeProduct({
      id: 'tricky',
      name: 'Jar',
      nameAr: 'مرطبان، "كبير" & <غطاء>,\nزجاجي',
      description: 'Jar.',
      descriptionAr: '**محكم**، "آمن" للطعام, & زجاج\r\nسطر ثانٍ',
      images: [jpeg('tricky')],
    });
    const { metaAr, googleAr, googleArXml } = feedsOf([tricky]);
    expect(metaAr[0]!.title).toBe('مرطبان، "كبير" & <غطاء>, زجاجي');
    expect(metaAr[0]!.description).toBe('محكم، "آمن" للطعام, & زجاج\nسطر ثانٍ');
    expect(googleAr[0]!.title).toEqual(['مرطبان، "كبير" & <غطاء>, زجاجي']);
    expect(googleAr[0]!.description).toEqual(['محكم، "آمن" للطعام, & زجاج\nسطر ثانٍ']);
    expect(googleArXml).toContain('مرطبان، &quot;كبير&quot; &amp; &lt;غطاء&gt;, زجاجي');
  });

  it('lists and leaves out the same rows as the English feeds', () => {
    const products = [arabicJar(), makeProduct({ id: 'no-picture', nameAr: 'بلا صورة', images: [] })];
    const { entries, entriesAr, skipped, metaAr } = feedsOf(products);
    expect(entriesAr.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
    expect(metaAr.map((row) => row.id)).toEqual(['small', 'blue']);
    expect(skipped.map((row) => row.id)).toEqual(['no-picture']);
  });
});

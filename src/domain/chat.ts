/**
 * Chat messages and links: orders and product questions sent to the shop on WhatsApp (wa.me with
 * prefilled text) or Instagram (direct-message page; the text goes to the clipboard because
 * Instagram links cannot prefill it). Both channels get the same text; WhatsApp's version uses
 * *bold* for headings and the total, Instagram's has no asterisks since it would show them.
 *
 * A message is in the language of the page it is sent from (docs/decisions/0008-bidi-isolation-and-western-digits.md): its words from the
 * interface catalogue (`chatMessage`, and the checkout's `orderMessage` for the messages about an
 * order), the owner's lines from the store copy in that language
 * (src/config/store.ar.ts), product names as that page shows them, links to that language's pages. In Arabic
 * the text starts with U+200F, as does every line not starting with an Arabic letter (each line
 * is its own bidi paragraph), and every value with Latin letters or digits in it (a name without
 * Arabic, an amount, a phone or order number, a link, a variant like '1 L') is isolated
 * (U+2068…U+2069), so it keeps its order and never reorders the Arabic around it.
 *
 * The messages about an order (the cart, a placed order, a question about one) are in
 * ./orderMessages.ts: only the cart drawer, the checkout and the order page send them, so they
 * load with those and stay out of the start-up code, which needs only the product inquiry (its
 * WhatsApp link is in every product card's HTML) and the links.
 */
import type { StoreConfig } from '../config/store.ts';
import { isolateLatin, RLM } from '../i18n/bidi.ts';
import { messagesFor, storeCopyFor, type StartupMessages } from '../i18n/index.ts';
import { productUrl, variantLabelOf } from './catalog.ts';
import { DEFAULT_LOCALE, localePath, localized, type Locale } from './locale.ts';
import { formatPrice } from './money.ts';
import { whatsappDigits, type PhoneCountry } from './phone.ts';
import { originalPrice, unitPrice } from './pricing.ts';
import { stripMarkdown, truncateText } from './text.ts';
import type { Product, Variant } from './types.ts';

export type ChatChannel = 'whatsapp' | 'instagram';

/** What of the store configuration an order message uses. */
export type ChatConfig = Pick<StoreConfig, 'copy' | 'siteUrl' | 'payment'>;

/** What of the store configuration the product inquiry and the order question use. */
export type ChatCopyConfig = Pick<StoreConfig, 'copy' | 'siteUrl'>;

/** How a message speaks one language: its words (the product inquiry's) and how a value goes in. */
export interface Voice {
  locale: Locale;
  words: StartupMessages['chatMessage'];
  /** A value (name, amount, number, link, typed text) as it goes into the text. */
  value: (text: string) => string;
}

export function voiceOf(locale: Locale): Voice {
  const words = messagesFor(locale).chatMessage;
  return { locale, words, value: (text) => chatValue(text, locale) };
}

/** A value (name, amount, number, link, typed text) as a chat message in `locale` puts it in: isolated in Arabic. */
export function chatValue(text: string, locale: Locale): string {
  return locale === 'ar' ? isolateLatin(text) : text;
}

/** The owner's lines (greeting, thanks) in the message's language; they go in as values, so the shop's name in 'مرحبا MOMobel!' is isolated. */
export function copyOf(voice: Pick<Voice, 'locale'>, config: Pick<StoreConfig, 'copy'>): StoreConfig['copy'] {
  return voice.locale === 'ar' ? storeCopyFor('ar').copy : config.copy;
}

const STARTS_WITH_ARABIC_LETTER = /^\p{Script=Arabic}/u;

/**
 * The finished text of a chat message in `locale`. In Arabic it starts with U+200F, and so does
 * every other line that does not start with an Arabic letter ('*المجموع…*', a name in English, a
 * link): each line is its own bidi paragraph, whose direction its first strong letter sets, so a
 * mark at the top sets only the first. Lines that start in Arabic need none, which keeps a long
 * cart under the limit. A line that has its mark already keeps the one, so finishing twice changes nothing.
 */
export function finishChatText(text: string, locale: Locale): string {
  if (locale !== 'ar') return text;
  return text
    .split('\n')
    .map((line, index) => (line === '' || line.startsWith(RLM) || (index > 0 && STARTS_WITH_ARABIC_LETTER.test(line)) ? line : `${RLM}${line}`))
    .join('\n');
}

/** Longest product description quoted in an inquiry, in characters. */
const INQUIRY_DESCRIPTION_MAX = 300;

export function bold(text: string, channel: ChatChannel): string {
  return channel === 'whatsapp' ? `*${text}*` : text;
}

/** Joins blocks with a blank line, skipping empty ones. */
export function paragraphs(blocks: readonly (string | null | undefined | false)[]): string {
  return blocks.filter((block): block is string => typeof block === 'string' && block !== '').join('\n\n');
}

/** A product's name and its variant's label as the page in `locale` shows them (English stands in for missing Arabic). */
export function lineNames(product: Product, variant: Variant | null | undefined, locale: Locale): { name: string; variantLabel: string | null } {
  return {
    name: localized(product.name, product.nameAr, locale).text,
    variantLabel: variant ? variantLabelOf(product, variant, locale) : null,
  };
}

/** The private order page's path in the order's language, as place_order answers it (`order_path`). */
export function orderPagePath(orderId: string, accessKey: string, locale: Locale): string {
  return localePath(`/order/${encodeURIComponent(orderId)}?key=${encodeURIComponent(accessKey)}`, locale);
}

/** The private order page's address on the shop's public site. */
export function orderPageUrl(orderPath: string, siteUrl: string): string {
  return new URL(orderPath, siteUrl).href;
}

export interface InquiryMessageInput {
  product: Product;
  variant?: Variant | null;
  /** The language of the page it is sent from; English by default. */
  locale?: Locale;
}

/**
 * A question about one product: name with variant, price, short description, and last the
 * product page on the shop's public site (with the chosen variant), which WhatsApp turns into a
 * preview with the product's picture and the shop can open to see what the shopper saw.
 */
export function buildInquiryMessage(input: InquiryMessageInput, channel: ChatChannel, config: ChatCopyConfig): string {
  const { product, variant } = input;
  const voice = voiceOf(input.locale ?? DEFAULT_LOCALE);
  const { words, value, locale } = voice;
  const original = originalPrice(product, variant);
  const price = `${words.price}: ${value(formatPrice(unitPrice(product, variant)))}${
    original === null ? '' : ` (${words.was} ${value(formatPrice(original))})`
  }`;
  const { name, variantLabel } = lineNames(product, variant, locale);
  const shownName = variantLabel ? `${value(name)} (${value(variantLabel)})` : value(name);
  const shownDescription = localized(product.description, product.descriptionAr, locale).text;
  const description = truncateText(stripMarkdown(shownDescription), INQUIRY_DESCRIPTION_MAX);

  return finishChatText(
    paragraphs([
      voice.value(copyOf(voice, config).chatInquiryPrefix),
      [bold(shownName, channel), price].join('\n'),
      description && `${words.description}: ${value(description)}`,
      words.moreDetails,
      value(productUrl(product, variant, config.siteUrl, locale)),
    ]),
    voice.locale,
  );
}

// ── Links ─────────────────────────────────────────────────────────────────────────────────────

/**
 * `https://wa.me/<number in international form>?text=<encoded text>`, opened in a new tab. A
 * number that is not one gives `https://wa.me/?text=…`, where WhatsApp asks whom to send it to.
 */
export function whatsappLink(text: string, phoneNumber: string, country: PhoneCountry): string {
  return `https://wa.me/${whatsappDigits(phoneNumber, country) ?? ''}?text=${encodeURIComponent(text)}`;
}

function instagramHandle(handle: string): string {
  return encodeURIComponent(handle.trim().replace(/^@/, ''));
}

/** Instagram's direct-message page for the shop. */
export function instagramDirectLink(handle: string): string {
  return `https://ig.me/m/${instagramHandle(handle)}`;
}

/** The shop's Instagram profile, the fallback when the direct-message page cannot open. */
export function instagramProfileLink(handle: string): string {
  return `https://www.instagram.com/${instagramHandle(handle)}/`;
}

export interface ChatTarget {
  /** Open this in a new tab. */
  url: string;
  /** Open this instead if `url` cannot be opened. */
  fallbackUrl: string | null;
  /** Copy this to the clipboard first (Instagram cannot prefill); a copy failure is only logged. */
  clipboardText: string | null;
}

/** Where to send a chat message and how, per channel. */
export function chatTarget(
  channel: ChatChannel,
  text: string,
  { contact, phoneCountry }: { contact: Pick<StoreConfig['contact'], 'whatsappNumber' | 'instagramHandle'>; phoneCountry: PhoneCountry },
): ChatTarget {
  return channel === 'whatsapp'
    ? { url: whatsappLink(text, contact.whatsappNumber, phoneCountry), fallbackUrl: null, clipboardText: null }
    : {
        url: instagramDirectLink(contact.instagramHandle),
        fallbackUrl: instagramProfileLink(contact.instagramHandle),
        clipboardText: text,
      };
}

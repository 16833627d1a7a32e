/**
 * The shop's replies in a WhatsApp order conversation (docs/decisions/0029-ordering-in-the-whatsapp-chat.md), as Cloud API bodies
 * (`OutgoingWhatsApp`) that always satisfy Meta's limits (`whatsappMessageProblems`): whatever
 * the shopper sent (a cart of a hundred lines, a 5,000-character note, emoji, quotes, line
 * breaks, a million pieces) the body stays within its length, no title is empty, and nothing is
 * cut inside a character. A long cart is summarised ('…and 12 more lines') while the subtotal and
 * total stay exact: they are computed from every line, only the listing is shortened.
 *
 * In Arabic (§13) every line not starting with an Arabic letter starts with U+200F and every value
 * (a name that may be English, an amount, an order number, a link) is isolated: the rules of the
 * shop's other chat messages (./chat.ts `chatValue`, `finishChatText`). The words are the
 * `whatsapp` catalogues (src/i18n/en-whatsapp.ts, ar-whatsapp.ts), imported directly: the edge
 * function runs these builders under Deno, where no page has loaded a language.
 */
import { arWhatsApp } from '../i18n/ar-whatsapp.ts';
import { enWhatsApp, type WhatsAppMessages } from '../i18n/en-whatsapp.ts';
import { chatValue, finishChatText, orderPageUrl } from './chat.ts';
import { toLbp, zoneForArea, type DeliveryArea, type DeliveryZone, type ShopTerms } from './delivery.ts';
import { localePath, localized, type Locale } from './locale.ts';
import { formatAmount, formatPounds, formatPrice } from './money.ts';
import { characterCount, truncateText } from './text.ts';
import type { Cents } from './types.ts';
import { WHATSAPP_LIMITS, type OutgoingWhatsApp, type WhatsAppListSection } from './whatsappLimits.ts';
import { cartSubtotal, type AddressField, type FieldProblem, type WhatsAppCart, type WhatsAppLine, type WhatsAppTotals } from './whatsappOrder.ts';

export function whatsappWords(locale: Locale): WhatsAppMessages {
  return locale === 'ar' ? arWhatsApp : enWhatsApp;
}

// ── Choices: the ids of list rows and reply buttons, which come back as the shopper's tap ──

export type WhatsAppChoice =
  | { kind: 'area'; areaId: string }
  | { kind: 'areaPage'; page: number }
  | { kind: 'noBuilding' }
  | { kind: 'confirm'; orderId: string }
  | { kind: 'cancel'; orderId: string }
  | { kind: 'unknown' };

export const choiceIds = {
  area: (areaId: string) => `area:${areaId}`,
  areaPage: (page: number) => `areas:${page}`,
  noBuilding: 'building:none',
  confirm: (orderId: string) => `confirm:${orderId}`,
  cancel: (orderId: string) => `cancel:${orderId}`,
};

/** What a tapped row or button's id says; anything else (an id of ours from long ago, a forged one) is unknown. */
export function readChoice(id: string): WhatsAppChoice {
  const [kind, ...rest] = id.split(':');
  const value = rest.join(':');
  if (kind === 'area' && value !== '') return { kind: 'area', areaId: value };
  if (kind === 'areas' && /^\d{1,3}$/.test(value)) return { kind: 'areaPage', page: Number(value) };
  if (id === choiceIds.noBuilding) return { kind: 'noBuilding' };
  if (kind === 'confirm' && value !== '') return { kind: 'confirm', orderId: value };
  if (kind === 'cancel' && value !== '') return { kind: 'cancel', orderId: value };
  return { kind: 'unknown' };
}

// ── Lengths ──

/** Longest product or area name quoted in a body, in characters: a name is never the whole message. */
const NAME_MAX = 60;
/** Longest part of the shopper's note repeated in the summary (the order keeps up to 1,000). */
const NOTE_MAX = 200;
/** Longest typed text quoted back ('no area called "…"'). */
const TYPED_MAX = 40;
/** Products named as left out or limited before 'and N more'. */
const NAMED_PROBLEMS_MAX = 3;

/** Areas a list shows at once: all of them up to Meta's 10 rows; beyond that, pages of 9 and a 'More areas…' row. */
export const AREAS_PER_PAGE = WHATSAPP_LIMITS.listRows - 1;
/** Beyond this many areas the area is asked as typed text: paging through them would take longer than typing. */
export const MAX_LISTED_AREAS = 100;

/** A value as it goes into the text: at most `max` characters, then isolated in Arabic. */
function valueOf(text: string, locale: Locale, max = NAME_MAX): string {
  return chatValue(truncateText(text.replace(/\s+/g, ' ').trim(), max), locale);
}

/** A title of a row, section or button: one line, within its limit, never empty. */
function titleOf(text: string, max: number, fallback: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return truncateText(oneLine === '' ? fallback : oneLine, max);
}

/** Blocks joined by blank lines, each finished for the language (U+200F where a line needs it). */
function joinBlocks(blocks: readonly (string | null)[], locale: Locale): string {
  return blocks
    .filter((block): block is string => block !== null && block !== '')
    .map((block) => finishChatText(block, locale))
    .join('\n\n');
}

/** The last guard on a body's length; the builders budget their parts so it never cuts. */
function within(text: string, max: number): string {
  return characterCount(text) <= max ? text : truncateText(text, max);
}

/**
 * As many of `lines` (each a line of text) as fit in `budget` characters once finished, then a
 * line saying how many were left out.
 */
function linesWithin(lines: readonly string[], budget: number, locale: Locale, more: (count: number) => string): string {
  const finished = lines.map((line) => finishChatText(line, locale));
  const all = finished.join('\n');
  if (characterCount(all) <= budget) return all;
  const moreLength = (count: number) => characterCount(finishChatText(more(count), locale)) + 1;
  const kept: string[] = [];
  let used = 0;
  for (const line of finished) {
    const length = characterCount(line) + 1;
    if (used + length + moreLength(finished.length - kept.length - 1) > budget) break;
    kept.push(line);
    used += length;
  }
  return [...kept, finishChatText(more(finished.length - kept.length), locale)].join('\n');
}

/** Room left in a body of `max` for one elastic block beside fixed ones (blank lines between blocks counted). */
function roomFor(max: number, fixed: readonly (string | null)[], locale: Locale): number {
  const present = fixed.filter((block): block is string => block !== null && block !== '');
  return max - characterCount(joinBlocks(present, locale)) - 2 * present.length;
}

// ── Money and names ──

function money(amount: Cents, locale: Locale): string {
  return chatValue(formatPrice(amount), locale);
}

function pounds(amount: Cents, lbpPerUsd: number | null, locale: Locale): string | null {
  if (lbpPerUsd === null) return null;
  return whatsappWords(locale).pounds({ amount: chatValue(formatPounds(toLbp(amount, lbpPerUsd)), locale) });
}

function lineName(line: Pick<WhatsAppLine, 'name' | 'nameAr' | 'variantLabel' | 'variantLabelAr'>, locale: Locale): string {
  const name = truncateText(localized(line.name, line.nameAr, locale).text.replace(/\s+/g, ' ').trim(), NAME_MAX);
  const label = line.variantLabel === null ? null : localized(line.variantLabel, line.variantLabelAr, locale).text.replace(/\s+/g, ' ').trim();
  return label ? `${chatValue(name, locale)} (${valueOf(label, locale, 30)})` : chatValue(name, locale);
}

function areaName(area: DeliveryArea, locale: Locale): string {
  return localized(area.name, area.nameAr, locale).text;
}

function zoneName(zone: DeliveryZone, locale: Locale): string {
  return localized(zone.name, zone.nameAr, locale).text;
}

/** 'Delivery $3, free from $50' for an area's zone. */
function zoneFee(zone: DeliveryZone | null, locale: Locale): string {
  const words = whatsappWords(locale);
  if (!zone) return words.areaFee({ fee: words.free, freeFrom: null });
  const fee = zone.fee === 0 ? words.free : chatValue(formatAmount(zone.fee), locale);
  const freeFrom = zone.freeThreshold === null || zone.fee === 0 ? null : chatValue(formatAmount(zone.freeThreshold), locale);
  return words.areaFee({ fee, freeFrom });
}

// ── Building blocks of the cart and the summary ──

function cartLines(lines: readonly WhatsAppLine[], locale: Locale): string[] {
  const words = whatsappWords(locale);
  return lines.map((line) =>
    words.line({ quantity: chatValue(String(line.quantity), locale), name: lineName(line, locale), total: money(line.unitPrice * line.quantity, locale) }),
  );
}

/** What the shop could not sell as sent: products left out, quantities lowered; null when nothing. */
function cartProblems(cart: WhatsAppCart, locale: Locale): string | null {
  const words = whatsappWords(locale);
  const parts: string[] = [];
  if (cart.unavailable.length > 0) {
    const named = cart.unavailable.slice(0, NAMED_PROBLEMS_MAX).map((item) => {
      const name = item.name === null ? words.unnamedProduct({ id: item.retailerId }) : localized(item.name, item.nameAr, locale).text;
      return words.unavailable({ name: valueOf(name, locale, 40), reason: words.unavailableReasons[item.reason] });
    });
    const rest = cart.unavailable.length - named.length;
    parts.push([words.unavailableHeading, ...named, ...(rest > 0 ? [words.moreUnavailable(rest)] : [])].join('\n'));
  }
  const limited = cart.lines.filter((line) => line.limitedFrom !== null);
  if (limited.length > 0) {
    const named = limited
      .slice(0, NAMED_PROBLEMS_MAX)
      .map((line) => words.limited({ name: lineName({ ...line, variantLabel: null, variantLabelAr: null }, locale), quantity: chatValue(String(line.quantity), locale) }));
    const rest = limited.length - named.length;
    parts.push([...named, ...(rest > 0 ? [words.moreUnavailable(rest)] : [])].join('\n'));
  }
  return parts.length === 0 ? null : parts.join('\n');
}

/** The cart as first priced: its lines (summarised to fit `room`), what was left out, the subtotal. */
function cartBlocks(cart: WhatsAppCart, locale: Locale, room: number): string[] {
  const words = whatsappWords(locale);
  const problems = cartProblems(cart, locale);
  const subtotal = words.subtotal({ amount: money(cartSubtotal(cart.lines), locale) });
  const listingRoom = roomFor(room, [words.cartHeading, subtotal, problems], locale);
  return [`${words.cartHeading}\n${linesWithin(cartLines(cart.lines, locale), listingRoom, locale, words.moreLines)}\n${subtotal}`, problems].filter(
    (block): block is string => block !== null,
  );
}

// ── The replies ──

function text(body: string): OutgoingWhatsApp {
  return { type: 'text', text: { body: within(body, WHATSAPP_LIMITS.textBody) } };
}

function plainReply(blocks: readonly (string | null)[], locale: Locale): OutgoingWhatsApp {
  return text(joinBlocks(blocks, locale));
}

/** The shop's home page in the shopper's language. */
export function shopLink(siteUrl: string, locale: Locale): string {
  return new URL(localePath('/', locale), siteUrl).href;
}

/** A text with no conversation: how to order from the catalogue, and the shop's link; `lead` says why first. */
export function greetingReply(locale: Locale, siteUrl: string, lead: 'nothingToCancel' | 'noOpenCart' | null = null): OutgoingWhatsApp {
  const words = whatsappWords(locale);
  return plainReply([lead && words[lead], words.greeting({ shop: chatValue(shopLink(siteUrl, locale), locale) })], locale);
}

export function cancelledReply(locale: Locale): OutgoingWhatsApp {
  return plainReply([whatsappWords(locale).cancelled], locale);
}

export function cartFailedReply(locale: Locale): OutgoingWhatsApp {
  return plainReply([whatsappWords(locale).cartFailed], locale);
}

/** A cart of which nothing can be ordered: what was left out and why, and the shop's link. */
export function nothingAvailableReply(cart: WhatsAppCart, locale: Locale, siteUrl: string): OutgoingWhatsApp {
  const words = whatsappWords(locale);
  return plainReply([words.nothingAvailable({ shop: chatValue(shopLink(siteUrl, locale), locale) }), cartProblems(cart, locale)], locale);
}

export interface AreaQuestion {
  terms: ShopTerms;
  locale: Locale;
  /** The cart just priced, shown above the question; null when asking again. */
  cart: WhatsAppCart | null;
  /** Which page of the areas (from 0), when there are more than one list holds. */
  page?: number;
  /** Only these areas (what a typed name matched), instead of all of them. */
  candidates?: readonly DeliveryArea[];
  /** Said first: why the question is asked again. */
  lead?: string | null;
}

function areaSections(areas: readonly DeliveryArea[], terms: ShopTerms, locale: Locale): WhatsAppListSection[] {
  const sections = new Map<string, WhatsAppListSection>();
  for (const area of areas) {
    const zone = zoneForArea(terms, area);
    const key = zone?.id ?? '';
    let section = sections.get(key);
    if (!section) {
      section = { title: titleOf(zone ? zoneName(zone, locale) : '', WHATSAPP_LIMITS.sectionTitle, '—'), rows: [] };
      sections.set(key, section);
    }
    section.rows.push({
      id: choiceIds.area(area.id),
      title: titleOf(areaName(area, locale), WHATSAPP_LIMITS.rowTitle, area.id),
      description: titleOf(zoneFee(zone, locale), WHATSAPP_LIMITS.rowDescription, '—'),
    });
  }
  return [...sections.values()];
}

/**
 * Where to deliver: the cart (when just priced) and a list of the areas with each one's fee,
 * grouped by zone (Meta's limits: 10 rows in all, so beyond 10 areas pages of 9 with a 'More
 * areas…' row, and the name may be typed instead); beyond 100 areas, or with none listed, the name
 * is asked as typed text.
 */
export function areaQuestionReply(question: AreaQuestion): OutgoingWhatsApp {
  const { terms, locale, cart } = question;
  const words = whatsappWords(locale);
  const areas = question.candidates ?? terms.areas;
  const lead = question.lead ?? null;
  if (areas.length === 0 || areas.length > MAX_LISTED_AREAS) {
    const fixed = [lead ?? words.areaQuestionTyped];
    const cartPart = cart ? cartBlocks(cart, locale, roomFor(WHATSAPP_LIMITS.textBody, fixed, locale)) : [];
    return plainReply([...cartPart, ...fixed], locale);
  }
  const paged = areas.length > WHATSAPP_LIMITS.listRows;
  const pageCount = Math.ceil(areas.length / AREAS_PER_PAGE);
  const page = paged ? Math.min(Math.max(0, question.page ?? 0), pageCount - 1) : 0;
  const shown = paged ? areas.slice(page * AREAS_PER_PAGE, (page + 1) * AREAS_PER_PAGE) : areas;
  const sections = areaSections(shown, terms, locale);
  if (paged && page < pageCount - 1) {
    const from = (page + 1) * AREAS_PER_PAGE + 1;
    sections.push({
      title: titleOf(words.moreAreasSection, WHATSAPP_LIMITS.sectionTitle, '…'),
      rows: [
        {
          id: choiceIds.areaPage(page + 1),
          title: titleOf(words.moreAreas, WHATSAPP_LIMITS.rowTitle, '…'),
          description: titleOf(words.moreAreasDescription({ from, to: Math.min(areas.length, from + AREAS_PER_PAGE - 1) }), WHATSAPP_LIMITS.rowDescription, '…'),
        },
      ],
    });
  }
  // A lead (why the question is asked again) says what to do itself.
  const ask = question.candidates || lead ? null : paged ? words.areaQuestionPaged : words.areaQuestion;
  const fixed = [lead, ask];
  const cartPart = cart ? cartBlocks(cart, locale, roomFor(WHATSAPP_LIMITS.interactiveBody, fixed, locale)) : [];
  return {
    type: 'interactive',
    interactive: {
      type: 'list',
      body: { text: within(joinBlocks([...cartPart, ...fixed], locale), WHATSAPP_LIMITS.interactiveBody) },
      action: { button: titleOf(words.areaListButton, WHATSAPP_LIMITS.listButton, '…'), sections },
    },
  };
}

/** A typed area name that matched none, or too many: said, and the question asked again as it was. */
export function areaNotFoundLead(typed: string, locale: Locale, matching: number): string {
  const words = whatsappWords(locale);
  const quoted = valueOf(typed, locale, TYPED_MAX);
  return matching > 0 ? words.areaTooMany({ typed: quoted, count: matching }) : words.areaNotFound({ typed: quoted });
}

/** A tap that is not an area of the list (an old list's, or another step's button): the question again. */
export function areaPickAgainLead(locale: Locale): string {
  return whatsappWords(locale).areaPickAgain;
}

export function areaSeveralLead(typed: string, locale: Locale): string {
  return whatsappWords(locale).areaSeveral({ typed: valueOf(typed, locale, TYPED_MAX) });
}

/** The area's name as the order and the replies give it; a place typed where the shop lists none is kept as typed. */
export function deliveryPlace(area: DeliveryArea | null, typedPlace: string | null, locale: Locale): string {
  return area ? areaName(area, locale) : (typedPlace ?? '');
}

/** The street, after the area: its fee said, so the shopper knows before typing on. */
export function streetQuestionReply(area: DeliveryArea | null, typedPlace: string | null, terms: ShopTerms, locale: Locale, lead: string | null = null): OutgoingWhatsApp {
  const words = whatsappWords(locale);
  const place = valueOf(deliveryPlace(area, typedPlace, locale), locale);
  return plainReply([lead, words.streetQuestion({ area: place, fee: zoneFee(zoneForArea(terms, area), locale) })], locale);
}

/** The building, optional as on the checkout form: typed, or the 'No building' button. */
export function buildingQuestionReply(locale: Locale, lead: string | null = null): OutgoingWhatsApp {
  const words = whatsappWords(locale);
  return {
    type: 'interactive',
    interactive: {
      type: 'button',
      body: { text: within(joinBlocks([lead, words.buildingQuestion], locale), WHATSAPP_LIMITS.interactiveBody) },
      action: { buttons: [{ type: 'reply', reply: { id: choiceIds.noBuilding, title: titleOf(words.noBuilding, WHATSAPP_LIMITS.buttonTitle, '—') } }] },
    },
  };
}

/** The name, asked only when the shopper's WhatsApp profile has none the order can use. */
export function nameQuestionReply(locale: Locale, lead: string | null = null): OutgoingWhatsApp {
  return plainReply([lead, whatsappWords(locale).nameQuestion], locale);
}

/** Why a typed street, building or name was refused, as the checkout form says it. */
export function fieldProblemLead(field: AddressField, problem: FieldProblem, max: number, locale: Locale): string {
  return whatsappWords(locale).fieldProblem({ field, problem, max });
}

/** Why the summary is shown again. */
export type SummaryNotice =
  | { kind: 'pricesChanged' }
  | { kind: 'soldOut'; name: string }
  | { kind: 'stale' }
  | { kind: 'useButtons' }
  | { kind: 'rateLimited' }
  | { kind: 'refused' }
  | { kind: 'failed' };

function noticeText(notice: SummaryNotice | null, locale: Locale): string | null {
  if (!notice) return null;
  const words = whatsappWords(locale);
  return notice.kind === 'soldOut' ? words.soldOut({ name: valueOf(notice.name, locale) }) : words[notice.kind];
}

export interface OrderSummary {
  orderId: string;
  cart: WhatsAppCart;
  totals: WhatsAppTotals;
  terms: ShopTerms;
  area: DeliveryArea | null;
  typedPlace: string | null;
  name: string;
  street: string;
  building: string | null;
  note: string | null;
  locale: Locale;
  notice: SummaryNotice | null;
}

/**
 * The order to confirm: its lines (summarised to fit), subtotal, delivery (FREE from the zone's
 * threshold), total and pounds, who and where, cash on delivery, with Confirm and Cancel buttons
 * whose ids name this summary's order id, so a tap on an older summary confirms nothing new.
 */
export function summaryReply(summary: OrderSummary): OutgoingWhatsApp {
  const { locale, totals } = summary;
  const words = whatsappWords(locale);
  const address = [summary.street, summary.building].filter((part): part is string => part !== null).join(', ');
  const delivery = words.delivery({
    area: valueOf(deliveryPlace(summary.area, summary.typedPlace, locale), locale),
    fee: totals.deliveryFee === 0 ? words.free : money(totals.deliveryFee, locale),
  });
  const totalsBlock = [
    words.subtotal({ amount: money(totals.subtotal, locale) }),
    delivery,
    words.total({ amount: money(totals.total, locale) }),
    pounds(totals.total, summary.terms.lbpPerUsd, locale),
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
  const who = words.deliverTo({ name: valueOf(summary.name, locale), address: valueOf(address, locale, 120) });
  const notice = noticeText(summary.notice, locale);
  const after = [
    cartProblems(summary.cart, locale),
    totalsBlock,
    [who, ...(summary.note ? [words.note({ note: valueOf(summary.note, locale, NOTE_MAX) })] : [])].join('\n'),
    `${words.payment}\n${words.confirmHint}`,
  ];
  const listingRoom = roomFor(WHATSAPP_LIMITS.interactiveBody, [notice, words.summaryHeading, ...after], locale);
  const listing = `${words.summaryHeading}\n${linesWithin(cartLines(summary.cart.lines, locale), listingRoom, locale, words.moreLines)}`;
  const body = joinBlocks([notice, listing, ...after], locale);
  return {
    type: 'interactive',
    interactive: {
      type: 'button',
      body: { text: within(body, WHATSAPP_LIMITS.interactiveBody) },
      action: {
        buttons: [
          { type: 'reply', reply: { id: choiceIds.confirm(summary.orderId), title: titleOf(words.confirm, WHATSAPP_LIMITS.buttonTitle, 'OK') } },
          { type: 'reply', reply: { id: choiceIds.cancel(summary.orderId), title: titleOf(words.cancel, WHATSAPP_LIMITS.buttonTitle, 'X') } },
        ],
      },
    },
  };
}

export interface PlacedOrderReply {
  orderNumber: string;
  orderPath: string;
  siteUrl: string;
  locale: Locale;
  /** placed: just now; again: asked about after; cancelTooLate: 'cancel' after it was placed. */
  moment: 'placed' | 'again' | 'cancelTooLate';
}

/** The order placed: its number (#XXXXXXXX) and its private page's link. */
export function placedReply(reply: PlacedOrderReply): OutgoingWhatsApp {
  const words = whatsappWords(reply.locale);
  const values = {
    order: chatValue(`#${reply.orderNumber}`, reply.locale),
    link: chatValue(orderPageUrl(reply.orderPath, reply.siteUrl), reply.locale),
  };
  const say = { placed: words.placed, again: words.alreadyPlaced, cancelTooLate: words.cancelTooLate }[reply.moment];
  return plainReply([say(values)], reply.locale);
}

/**
 * A shopper's order in a WhatsApp chat (docs/decisions/0029-ordering-in-the-whatsapp-chat.md, issue 46): a cart sent from the WhatsApp
 * catalogue becomes an order, one reply per message the shopper sends.
 *
 *   idle (no conversation) ──cart──▶ pricing ─▶ loadingTerms ─▶ priced
 *   priced ──nothing sellable──▶ idle (what was left out, named)
 *          ──address known (a re-pricing after a refusal)──▶ summary
 *          ──▶ askingArea (the cart, and a list of the areas with their fees)
 *   askingArea ──a listed area (tapped, or typed in either language)──▶ askingStreet
 *   askingStreet ──a street the checkout accepts──▶ askingBuilding ──typed / "No building"──▶
 *     summary, or askingName first when the WhatsApp profile has no name the checkout accepts
 *   summary (Confirm / Cancel buttons naming the order id fixed here) ──Confirm──▶ placing
 *   placing ──placed──▶ placed (the order number and its page's link; a repeated Confirm is
 *                        answered with the same order)
 *           ──price_changed / out_of_stock──▶ pricing again, then a new summary with a new id
 *           ──rate_limited, another refusal, a failure──▶ summary, said why
 *   any step ──"cancel" / "إلغاء" / the Cancel button──▶ idle; ──a new cart──▶ pricing (it replaces
 *   the unfinished one); a turn 24 h after the last one starts afresh (idle first).
 *
 * A message the conversation does not take as the answer to its open question is passed on to
 * the owner (issue 56) and the machine says nothing (a `relay` event instead of a reply): typed
 * text or a tap on no button of the conversation's with no conversation, typed text after the
 * order is placed or at the summary (which waits for a button), and anything it cannot read (a photo, a voice note, a location …) at any
 * step. The step under way stays as it was.
 *
 * The machine meets the world only through its actors: `priceCart` (the database prices the cart
 * with place_order's rules), `loadTerms` (zones, areas, LBP rate) and `placeOrder`, built from the
 * function's `ConversationServices` by `runConversationTurn`, and its replies are emitted
 * (`reply` events), exactly one per turn. Nothing is reserved before Confirm: the summary is
 * priced, place_order reserves. The snapshot the function keeps per shopper is taken only in a
 * state tagged `settled` (waiting for the shopper), never with a service call in flight.
 */
import { assign, createActor, emit, fromPromise, raise, setup, waitFor, type Snapshot } from 'xstate';
import type { DeliveryArea, ShopTerms } from '../src/domain/delivery.ts';
import type { Locale } from '../src/domain/locale.ts';
import { asObject, stockProblemFrom } from '../src/domain/serverErrors.ts';
import { localized } from '../src/domain/locale.ts';
import type { OutgoingWhatsApp } from '../src/domain/whatsappLimits.ts';
import {
  checkTypedField,
  isCancelWord,
  languageWord,
  orderNote,
  replyLanguage,
  sellableCart,
  typedArea as typedAreaOf,
  usableProfileName,
  whatsappPhone,
  whatsappTotals,
  type AddressField,
  type PricedWhatsAppCart,
  type WhatsAppCart,
  type WhatsAppCartItem,
  type WhatsAppOrderRequest,
  type WhatsAppOrderResult,
} from '../src/domain/whatsappOrder.ts';
import {
  areaNotFoundLead,
  areaPickAgainLead,
  areaQuestionReply,
  areaSeveralLead,
  buildingQuestionReply,
  cancelledReply,
  cartFailedReply,
  fieldProblemLead,
  greetingReply,
  nameQuestionReply,
  nothingAvailableReply,
  placedReply,
  readChoice,
  streetQuestionReply,
  summaryReply,
  type SummaryNotice,
  type WhatsAppChoice,
} from '../src/domain/whatsappReplies.ts';
import { builtOnFirstUse } from './builtOnFirstUse.ts';

export type {
  PricedWhatsAppCart,
  PricedWhatsAppLine,
  UnavailableWhatsAppItem,
  WhatsAppCartItem,
  WhatsAppOrderRequest,
  WhatsAppOrderResult,
} from '../src/domain/whatsappOrder.ts';
export type { OutgoingWhatsApp } from '../src/domain/whatsappLimits.ts';

/** One inbound message, already parsed from Meta's webhook payload by the function. */
export interface InboundTurn {
  /** Meta's wamid. */
  messageId: string;
  /** The shopper's wa_id (international digits, no +). */
  from: string;
  /** contacts[].profile.name */
  profileName: string | null;
  /** ms since epoch (Meta's timestamp × 1000). */
  at: number;
  message:
    | { kind: 'order'; items: WhatsAppCartItem[]; text: string | null }
    | { kind: 'text'; body: string }
    /** An interactive list_reply / button_reply id. */
    | { kind: 'choice'; choiceId: string }
    /** image, sticker, location … */
    | { kind: 'unsupported'; type: string };
}

export interface ConversationServices {
  /** The database prices the cart with place_order's rules (wa-hook: SQL via the service role). */
  priceCart(items: WhatsAppCartItem[]): Promise<PricedWhatsAppCart>;
  /** Active zones and areas, LBP rate. */
  shopTerms(): Promise<ShopTerms>;
  /** place_order with channel 'whatsapp'. Never throws for a refusal: returns it. */
  placeOrder(request: WhatsAppOrderRequest): Promise<WhatsAppOrderResult>;
  /** A new uuid (the order id the conversation fixes at the summary). */
  newId(): string;
  /** The shop's public site (storeConfig.siteUrl): the order page's link and the shop's link in replies. */
  siteUrl: string;
}

/** The machine's persisted snapshot, JSON; null: no conversation. */
export type PersistedConversation = unknown;

export interface ConversationTurnResult {
  /** Store this for the next turn; null when the conversation ended (or never started). */
  conversation: PersistedConversation | null;
  /** The turn's one reply, within Meta's limits (whatsappMessageProblems finds nothing); null when the message goes to the owner instead. */
  reply: OutgoingWhatsApp | null;
  /** The message is not an answer to the conversation's open question: pass it on to the owner. */
  relay: boolean;
}


/** A conversation idle this long is over (the window in which Meta allows free-form replies). */
export const CONVERSATION_IDLE_MS = 24 * 60 * 60 * 1000;
/** How long a turn may wait for the services before the function gives up on it (and retries the turn). */
export const TURN_TIMEOUT_MS = 25_000;

export interface ConversationContext {
  locale: Locale;
  /** The latest `turn.at` seen (ms); null before the first. */
  lastActivityAt: number | null;
  siteUrl: string;
  waId: string;
  profileName: string | null;
  /** The cart as sent, priced again after a refusal. */
  items: WhatsAppCartItem[];
  note: string | null;
  cart: WhatsAppCart | null;
  terms: ShopTerms | null;
  areaId: string | null;
  /** The place as typed, when the shop lists no areas at all. */
  typedPlace: string | null;
  street: string | null;
  building: string | null;
  /** The name typed when the profile had none usable. */
  name: string | null;
  /** Fixed at each summary: its Confirm button names it, and place_order takes it as the order's id. */
  orderId: string | null;
  /** Why the next summary is shown (a refusal, a stale tap). */
  notice: SummaryNotice | null;
  placed: { orderNumber: string; orderPath: string } | null;
}

/** What the function hands the machine: the shopper's message, and where the shop is. */
export type ConversationEvent =
  | { type: 'TURN'; turn: InboundTurn; siteUrl: string }
  // What a turn says, raised by the machine itself once the turn is noted:
  | { type: 'CART'; items: WhatsAppCartItem[]; text: string | null }
  | { type: 'CANCEL' }
  | { type: 'LANGUAGE' }
  | { type: 'TEXT'; body: string }
  | { type: 'CHOICE'; choice: WhatsAppChoice }
  | { type: 'UNSUPPORTED' };

export type ConversationEmitted = { type: 'reply'; message: OutgoingWhatsApp } | { type: 'relay' };

function emptyContext(): ConversationContext {
  return {
    locale: 'en',
    lastActivityAt: null,
    siteUrl: '',
    waId: '',
    profileName: null,
    items: [],
    note: null,
    cart: null,
    terms: null,
    areaId: null,
    typedPlace: null,
    street: null,
    building: null,
    name: null,
    orderId: null,
    notice: null,
    placed: null,
  };
}

/** What a turn says, for the state the conversation is in to act on. */
function turnEvent(turn: InboundTurn): Exclude<ConversationEvent, { type: 'TURN' }> {
  const { message } = turn;
  switch (message.kind) {
    case 'order':
      return { type: 'CART', items: message.items, text: message.text };
    case 'text':
      if (isCancelWord(message.body)) return { type: 'CANCEL' };
      return languageWord(message.body) ? { type: 'LANGUAGE' } : { type: 'TEXT', body: message.body };
    case 'choice':
      return { type: 'CHOICE', choice: readChoice(message.choiceId) };
    default:
      return { type: 'UNSUPPORTED' };
  }
}

function turnText(turn: InboundTurn): string | null {
  if (turn.message.kind === 'text') return turn.message.body;
  if (turn.message.kind === 'order') return turn.message.text;
  return null;
}

function chosenArea(context: ConversationContext): DeliveryArea | null {
  return context.terms?.areas.find((area) => area.id === context.areaId) ?? null;
}

/** The shopper's name on the order: typed, else their WhatsApp profile's when the checkout would accept it. */
function orderName(context: ConversationContext): string | null {
  return context.name ?? usableProfileName(context.profileName);
}

/** Area (listed, or typed where the shop lists none), street and name known: a re-priced cart goes straight to its summary. */
function addressComplete(context: ConversationContext): boolean {
  const placeKnown = chosenArea(context) !== null || (context.typedPlace !== null && context.terms?.areas.length === 0);
  return placeKnown && context.street !== null && orderName(context) !== null;
}

function totalsOf(context: ConversationContext) {
  return whatsappTotals(context.cart?.lines ?? [], context.terms!, chosenArea(context));
}

function orderRequest(context: ConversationContext): WhatsAppOrderRequest {
  const area = chosenArea(context);
  return {
    id: context.orderId!,
    customer: {
      name: orderName(context)!,
      phone: whatsappPhone(context.waId),
      area: area?.name ?? context.typedPlace ?? '',
      street: context.street!,
      building: context.building,
      notes: context.note,
    },
    lines: (context.cart?.lines ?? []).map((line) => ({ itemId: line.itemId, variantId: line.variantId, quantity: line.quantity })),
    locale: context.locale,
    expectedTotal: totalsOf(context).total,
  };
}

/** The context of a conversation with nothing under way: the shopper, the language and the clock stay. */
function withoutConversation(context: ConversationContext): ConversationContext {
  const { locale, lastActivityAt, siteUrl, waId, profileName } = context;
  return { ...emptyContext(), locale, lastActivityAt, siteUrl, waId, profileName };
}

/** What an out_of_stock refusal names, for the new summary to say first. */
function soldOutNotice(context: ConversationContext, details: Record<string, unknown>): SummaryNotice {
  const problem = stockProblemFrom(details);
  const line = context.cart?.lines.find((candidate) => candidate.itemId === problem?.itemId && candidate.variantId === problem?.variantId);
  const name = line ? localized(line.name, line.nameAr, context.locale).text : (problem?.name ?? '');
  return name === '' ? { kind: 'pricesChanged' } : { kind: 'soldOut', name };
}

function typedBody(event: ConversationEvent): string {
  return event.type === 'TEXT' ? event.body : '';
}

function choiceOf(event: ConversationEvent): WhatsAppChoice {
  return event.type === 'CHOICE' ? event.choice : { kind: 'unknown' };
}

/** A typed place where the shop lists no areas: the checkout's rule for the city field. */
function typedPlaceCheck(body: string) {
  return checkTypedField(body, 'city');
}

function problemLead(field: AddressField, body: string, locale: Locale): string | null {
  const checked = checkTypedField(body, field === 'area' ? 'city' : field);
  return checked.ok ? null : fieldProblemLead(field, checked.problem, checked.max, locale);
}

/** An action that keeps why the next summary is shown. */
const noting = (notice: SummaryNotice) => assign<ConversationContext, ConversationEvent, undefined, ConversationEvent, never>({ notice: () => notice });

/** An action that emits the turn's reply, built from the context and the event. */
const reply = (build: (context: ConversationContext, event: ConversationEvent) => OutgoingWhatsApp) =>
  emit<ConversationContext, ConversationEvent, undefined, ConversationEvent, ConversationEmitted>(({ context, event }) => ({
    type: 'reply',
    message: build(context, event),
  }));

/** The action that passes the turn's message on to the owner, in place of a reply. */
const relayToOwner = emit<ConversationContext, ConversationEvent, undefined, ConversationEvent, ConversationEmitted>({ type: 'relay' });

function areaQuestion(context: ConversationContext, options: { withCart?: boolean; page?: number; lead?: string | null; candidates?: DeliveryArea[] } = {}) {
  return areaQuestionReply({
    terms: context.terms!,
    locale: context.locale,
    cart: options.withCart ? context.cart : null,
    page: options.page,
    lead: options.lead,
    candidates: options.candidates,
  });
}

function streetQuestion(context: ConversationContext, lead: string | null = null) {
  return streetQuestionReply(chosenArea(context), context.typedPlace, context.terms!, context.locale, lead);
}

function summaryOf(context: ConversationContext) {
  return summaryReply({
    orderId: context.orderId!,
    cart: context.cart!,
    totals: totalsOf(context),
    terms: context.terms!,
    area: chosenArea(context),
    typedPlace: context.typedPlace,
    name: orderName(context)!,
    street: context.street!,
    building: context.building,
    note: context.note,
    locale: context.locale,
    notice: context.notice,
  });
}

function placedOf(context: ConversationContext, moment: 'placed' | 'again' | 'cancelTooLate') {
  return placedReply({ ...context.placed!, siteUrl: context.siteUrl, locale: context.locale, moment });
}

function refusal(output: WhatsAppOrderResult): { code: string; details: Record<string, unknown> } | null {
  return output.ok ? null : { code: output.code, details: asObject(output.details) };
}

export const whatsappConversationMachine = builtOnFirstUse(() =>
  setup({
    types: {
      context: {} as ConversationContext,
      events: {} as ConversationEvent,
      emitted: {} as ConversationEmitted,
    },
    actors: {
      priceCart: fromPromise<PricedWhatsAppCart, { items: WhatsAppCartItem[] }>(async () => {
        throw new Error('whatsappConversation: no priceCart actor was provided');
      }),
      loadTerms: fromPromise<ShopTerms>(async () => {
        throw new Error('whatsappConversation: no loadTerms actor was provided');
      }),
      placeOrder: fromPromise<WhatsAppOrderResult, WhatsAppOrderRequest>(async () => {
        throw new Error('whatsappConversation: no placeOrder actor was provided');
      }),
    },
    guards: {
      expired: ({ context, event }) =>
        event.type === 'TURN' && context.lastActivityAt !== null && event.turn.at - context.lastActivityAt >= CONVERSATION_IDLE_MS,
      nothingSellable: ({ context }) => (context.cart?.lines.length ?? 0) === 0,
      addressComplete: ({ context }) => addressComplete(context),
      choseListedArea: ({ context, event }) => {
        const choice = choiceOf(event);
        return choice.kind === 'area' && context.terms?.areas.some((area) => area.id === choice.areaId) === true;
      },
      choseAreaPage: ({ event }) => choiceOf(event).kind === 'areaPage',
      typedArea: ({ context, event }) => {
        const terms = context.terms!;
        if (terms.areas.length === 0) return typedPlaceCheck(typedBody(event)).ok;
        return typedAreaOf(terms, typedBody(event)).kind === 'found';
      },
      streetAccepted: ({ event }) => checkTypedField(typedBody(event), 'street').ok,
      buildingAccepted: ({ event }) => checkTypedField(typedBody(event), 'building').ok,
      nameAccepted: ({ event }) => checkTypedField(typedBody(event), 'name').ok,
      choseNoBuilding: ({ event }) => choiceOf(event).kind === 'noBuilding',
      hasName: ({ context }) => orderName(context) !== null,
      confirmsThisSummary: ({ context, event }) => {
        const choice = choiceOf(event);
        return choice.kind === 'confirm' && choice.orderId === context.orderId;
      },
      cancelsThisSummary: ({ context, event }) => {
        const choice = choiceOf(event);
        return choice.kind === 'cancel' && choice.orderId === context.orderId;
      },
      tapsAnotherSummary: ({ event }) => ['confirm', 'cancel'].includes(choiceOf(event).kind),
      tapsNothingOfOurs: ({ event }) => choiceOf(event).kind === 'unknown',
    },
    actions: {
      forget: assign(() => emptyContext()),
      noteTurn: assign(({ context, event }) => {
        if (event.type !== 'TURN') return {};
        const { turn } = event;
        return {
          locale: replyLanguage(context.locale, turnText(turn)),
          lastActivityAt: Math.max(context.lastActivityAt ?? turn.at, turn.at),
          siteUrl: event.siteUrl,
          waId: turn.from,
          profileName: turn.profileName,
        };
      }),
      sayWhatTheTurnSays: raise(({ event }) => (event.type === 'TURN' ? turnEvent(event.turn) : { type: 'UNSUPPORTED' as const })),
      // A new cart replaces whatever was under way.
      takeCart: assign(({ context, event }) => (event.type === 'CART' ? { ...withoutConversation(context), items: event.items, note: orderNote(event.text) } : {})),
      // Replaced by runConversationTurn with the function's newId.
      fixOrderId: assign({ orderId: () => crypto.randomUUID() }),
      chooseArea: assign(({ event }) => {
        const choice = choiceOf(event);
        return choice.kind === 'area' ? { areaId: choice.areaId, typedPlace: null } : {};
      }),
      chooseTypedArea: assign(({ context, event }) => {
        const terms = context.terms!;
        if (terms.areas.length === 0) return { areaId: null, typedPlace: typedBody(event).trim() };
        const found = typedAreaOf(terms, typedBody(event));
        return found.kind === 'found' ? { areaId: found.area.id, typedPlace: null } : {};
      }),
      keepStreet: assign({ street: ({ event }) => typedBody(event).trim() }),
      keepBuilding: assign({ building: ({ event }) => typedBody(event).trim() }),
      keepNoBuilding: assign({ building: null }),
      keepName: assign({ name: ({ event }) => typedBody(event).trim() }),
      forgetArea: assign({ areaId: null, typedPlace: null }),
      noteStale: noting({ kind: 'stale' }),
      noteUseButtons: noting({ kind: 'useButtons' }),
      notePricesChanged: noting({ kind: 'pricesChanged' }),
      noteRateLimited: noting({ kind: 'rateLimited' }),
      noteRefused: noting({ kind: 'refused' }),
      noteFailed: noting({ kind: 'failed' }),

      relayToOwner,
      replyGreeting: reply((context) => greetingReply(context.locale, context.siteUrl)),
      replyNothingToCancel: reply((context) => greetingReply(context.locale, context.siteUrl, 'nothingToCancel')),
      replyNoOpenCart: reply((context) => greetingReply(context.locale, context.siteUrl, 'noOpenCart')),
      replyCancelled: reply((context) => cancelledReply(context.locale)),
      replyCartFailed: reply((context) => cartFailedReply(context.locale)),
      replyNothingAvailable: reply((context) => nothingAvailableReply(context.cart!, context.locale, context.siteUrl)),
      replyCartAndArea: reply((context) => areaQuestion(context, { withCart: true })),
      replyAreaQuestion: reply((context) => areaQuestion(context)),
      replyAreaAgain: reply((context) => areaQuestion(context, { lead: areaPickAgainLead(context.locale) })),
      replyAreaPage: reply((context, event) => {
        const choice = choiceOf(event);
        return areaQuestion(context, { page: choice.kind === 'areaPage' ? choice.page : 0 });
      }),
      replyTypedAreaProblem: reply((context, event) => {
        const typed = typedBody(event);
        const terms = context.terms!;
        if (terms.areas.length === 0) return areaQuestion(context, { lead: problemLead('area', typed, context.locale) });
        const found = typedAreaOf(terms, typed);
        if (found.kind === 'several') return areaQuestion(context, { lead: areaSeveralLead(typed, context.locale), candidates: found.areas });
        const lead = typed.trim() === '' ? problemLead('area', typed, context.locale) : areaNotFoundLead(typed, context.locale, found.kind === 'tooMany' ? found.count : 0);
        return areaQuestion(context, { lead });
      }),
      replyStreetQuestion: reply((context) => streetQuestion(context)),
      replyStreetProblem: reply((context, event) => streetQuestion(context, problemLead('street', typedBody(event), context.locale))),
      replyBuildingQuestion: reply((context) => buildingQuestionReply(context.locale)),
      replyBuildingProblem: reply((context, event) => buildingQuestionReply(context.locale, problemLead('building', typedBody(event), context.locale))),
      replyNameQuestion: reply((context) => nameQuestionReply(context.locale)),
      replyNameProblem: reply((context, event) => nameQuestionReply(context.locale, problemLead('name', typedBody(event), context.locale))),
      // The notice is said once.
      replySummary: reply((context) => summaryOf(context)),
      clearNotice: assign({ notice: null }),
      replyPlaced: reply((context) => placedOf(context, 'placed')),
      replyPlacedAgain: reply((context) => placedOf(context, 'again')),
      replyCancelTooLate: reply((context) => placedOf(context, 'cancelTooLate')),
    },
  }).createMachine({
    id: 'whatsappConversation',
    context: emptyContext,
    initial: 'idle',
    on: {
      TURN: [
        { guard: 'expired', target: '.idle', actions: ['forget', 'noteTurn', 'sayWhatTheTurnSays'] },
        { actions: ['noteTurn', 'sayWhatTheTurnSays'] },
      ],
      CART: { target: '.pricing', actions: 'takeCart' },
      CANCEL: { target: '.idle', actions: ['replyCancelled', 'forget'] },
      UNSUPPORTED: { actions: 'relayToOwner' },
    },
    states: {
      idle: {
        tags: 'settled',
        on: {
          TEXT: { actions: 'relayToOwner' },
          LANGUAGE: { actions: 'replyGreeting' },
          // A tap on a button of the shop's that is not the conversation's (a template's quick reply) is for the owner.
          CHOICE: [{ guard: 'tapsNothingOfOurs', actions: 'relayToOwner' }, { actions: 'replyNoOpenCart' }],
          CANCEL: { actions: 'replyNothingToCancel' },
        },
      },
      pricing: {
        invoke: {
          src: 'priceCart',
          input: ({ context }) => ({ items: context.items }),
          onDone: { target: 'loadingTerms', actions: assign({ cart: ({ event }) => sellableCart(event.output) }) },
          onError: { target: 'idle', actions: ['replyCartFailed', 'forget'] },
        },
      },
      loadingTerms: {
        invoke: {
          src: 'loadTerms',
          onDone: { target: 'priced', actions: assign({ terms: ({ event }) => event.output }) },
          onError: { target: 'idle', actions: ['replyCartFailed', 'forget'] },
        },
      },
      priced: {
        always: [
          { guard: 'nothingSellable', target: 'idle', actions: ['replyNothingAvailable', 'forget'] },
          { guard: 'addressComplete', target: 'summary', actions: ['fixOrderId', 'replySummary', 'clearNotice'] },
          { target: 'askingArea', actions: 'replyCartAndArea' },
        ],
      },
      askingArea: {
        tags: 'settled',
        on: {
          CHOICE: [
            { guard: 'choseListedArea', target: 'askingStreet', actions: ['chooseArea', 'replyStreetQuestion'] },
            { guard: 'choseAreaPage', actions: 'replyAreaPage' },
            { actions: 'replyAreaAgain' },
          ],
          TEXT: [{ guard: 'typedArea', target: 'askingStreet', actions: ['chooseTypedArea', 'replyStreetQuestion'] }, { actions: 'replyTypedAreaProblem' }],
          LANGUAGE: { actions: 'replyAreaQuestion' },
        },
      },
      askingStreet: {
        tags: 'settled',
        on: {
          TEXT: [{ guard: 'streetAccepted', target: 'askingBuilding', actions: ['keepStreet', 'replyBuildingQuestion'] }, { actions: 'replyStreetProblem' }],
          // A tap on the area list again: the shopper changed their mind.
          CHOICE: [{ guard: 'choseListedArea', actions: ['chooseArea', 'replyStreetQuestion'] }, { actions: 'replyStreetQuestion' }],
          LANGUAGE: { actions: 'replyStreetQuestion' },
        },
      },
      askingBuilding: {
        tags: 'settled',
        on: {
          TEXT: [{ guard: 'buildingAccepted', target: 'addressTaken', actions: 'keepBuilding' }, { actions: 'replyBuildingProblem' }],
          CHOICE: [{ guard: 'choseNoBuilding', target: 'addressTaken', actions: 'keepNoBuilding' }, { actions: 'replyBuildingQuestion' }],
          LANGUAGE: { actions: 'replyBuildingQuestion' },
        },
      },
      addressTaken: {
        always: [{ guard: 'hasName', target: 'summary', actions: ['fixOrderId', 'replySummary', 'clearNotice'] }, { target: 'askingName', actions: 'replyNameQuestion' }],
      },
      askingName: {
        tags: 'settled',
        on: {
          TEXT: [{ guard: 'nameAccepted', target: 'summary', actions: ['keepName', 'fixOrderId', 'replySummary', 'clearNotice'] }, { actions: 'replyNameProblem' }],
          CHOICE: { actions: 'replyNameQuestion' },
          LANGUAGE: { actions: 'replyNameQuestion' },
        },
      },
      summary: {
        tags: 'settled',
        on: {
          CHOICE: [
            { guard: 'confirmsThisSummary', target: 'placing' },
            { guard: 'cancelsThisSummary', target: 'idle', actions: ['replyCancelled', 'forget'] },
            { guard: 'tapsAnotherSummary', actions: ['noteStale', 'replySummary', 'clearNotice'] },
            { actions: ['noteUseButtons', 'replySummary', 'clearNotice'] },
          ],
          // A question typed at the summary is for the owner; the summary's buttons still stand.
          TEXT: { actions: 'relayToOwner' },
          LANGUAGE: { actions: ['replySummary', 'clearNotice'] },
        },
      },
      placing: {
        invoke: {
          src: 'placeOrder',
          input: ({ context }) => orderRequest(context),
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'placed',
              actions: [
                assign({ placed: ({ event }) => (event.output.ok ? { orderNumber: event.output.orderNumber, orderPath: event.output.orderPath } : null) }),
                'replyPlaced',
              ],
            },
            // Nothing was written: the cart is priced again and summarised with a new order id.
            {
              guard: ({ event }) => refusal(event.output)?.code === 'price_changed',
              target: 'pricing',
              actions: 'notePricesChanged',
            },
            {
              guard: ({ event }) => refusal(event.output)?.code === 'out_of_stock',
              target: 'pricing',
              actions: assign({ notice: ({ context, event }) => soldOutNotice(context, refusal(event.output)?.details ?? {}) }),
            },
            // The area left the list (or its zone was switched off) since it was chosen: asked again.
            {
              guard: ({ event }) => {
                const refused = refusal(event.output);
                return refused?.code === 'invalid_order' && refused.details.field === 'area';
              },
              target: 'pricing',
              actions: 'forgetArea',
            },
            {
              guard: ({ event }) => refusal(event.output)?.code === 'rate_limited',
              target: 'summary',
              actions: ['noteRateLimited', 'replySummary', 'clearNotice'],
            },
            { target: 'summary', actions: ['noteRefused', 'replySummary', 'clearNotice'] },
          ],
          // The order may or may not be placed: the same id again is the same order (place_order is idempotent).
          onError: { target: 'summary', actions: ['noteFailed', 'replySummary', 'clearNotice'] },
        },
      },
      placed: {
        tags: 'settled',
        on: {
          CHOICE: { actions: 'replyPlacedAgain' },
          TEXT: { actions: 'relayToOwner' },
          LANGUAGE: { actions: 'replyPlacedAgain' },
          CANCEL: { actions: 'replyCancelTooLate' },
        },
      },
    },
  }),
);

type ConversationMachine = ReturnType<typeof whatsappConversationMachine>;

/** The machine with the function's services as its actors. */
function servedBy(services: ConversationServices): ConversationMachine {
  return whatsappConversationMachine().provide({
    actors: {
      priceCart: fromPromise(({ input }: { input: { items: WhatsAppCartItem[] } }) => services.priceCart(input.items)),
      loadTerms: fromPromise(() => services.shopTerms()),
      placeOrder: fromPromise(({ input }: { input: WhatsAppOrderRequest }) => services.placeOrder(input)),
    },
    actions: { fixOrderId: assign({ orderId: () => services.newId() }) },
  });
}

/** The conversation as it was left, or a new one when there is none, or what was kept cannot be read (a snapshot of an older machine). */
function restored(machine: ConversationMachine, previous: PersistedConversation | null) {
  if (previous !== null && previous !== undefined) {
    try {
      const actor = createActor(machine, { snapshot: previous as Snapshot<unknown> });
      const snapshot = actor.getSnapshot();
      if (snapshot.status === 'active' && snapshot.hasTag('settled')) return actor;
    } catch {
      // Started afresh below: a conversation that cannot be read is no conversation.
    }
  }
  return createActor(machine);
}

/**
 * Restores the conversation (or starts one), hands it the turn, waits until it settles and
 * returns what to store and the one reply to send. A service that throws gets the shopper an
 * apology and keeps the conversation; it rejects only when a service does not answer within
 * TURN_TIMEOUT_MS (the function then leaves the turn to be run again).
 */
export async function runConversationTurn(
  previous: PersistedConversation | null,
  turn: InboundTurn,
  services: ConversationServices,
): Promise<ConversationTurnResult> {
  const actor = restored(servedBy(services), previous);
  const replies: OutgoingWhatsApp[] = [];
  let relay = false;
  actor.on('reply', (event) => replies.push(event.message));
  actor.on('relay', () => (relay = true));
  actor.start();
  try {
    actor.send({ type: 'TURN', turn, siteUrl: services.siteUrl });
    const settled = await waitFor(actor, (snapshot) => snapshot.hasTag('settled'), { timeout: TURN_TIMEOUT_MS });
    const conversation = settled.matches('idle') ? null : actor.getPersistedSnapshot();
    // Every transition a turn takes says one thing or passes it on; the greeting stands in should one ever do neither.
    const reply = replies.at(-1) ?? (relay ? null : greetingReply(settled.context.locale, services.siteUrl));
    return { conversation, reply, relay };
  } finally {
    actor.stop();
  }
}

/**
 * The owner's "new order" WhatsApp message (docs/decisions/0027-owner-whatsapp-template.md, issue 34): the approved template it
 * uses, the Cloud API request that sends it, and how to read the platform's refusals.
 *
 * Pure and dependency-free, so it runs the same under Deno (the outbox's owner_order_whatsapp kind),
 * Node (the local Graph API sink, which checks requests against the same template, and the unit
 * tests) and the project's tsc.
 *
 * WhatsApp only delivers a message the business starts with a template the owner submitted in
 * WhatsApp Manager and Meta approved. Its text is below, in English and Arabic, and in docs/deploy.md
 * (a unit test keeps the two the same); the message fills its variables, in order:
 *   {{1}} order number   {{2}} total (with pounds when the order has a rate)   {{3}} area
 *   {{4}} payment method {{5}} number of lines
 * its URL button's variable end (the order's private page), and its two quick replies, Confirm
 * and Cancel, whose payloads are `confirm:<token>` and `cancel:<token>` (issue 57): the owner's tap
 * comes back to whatsapp-webhook as the owner's message and is applied there, no page to open.
 */

import { storeConfig } from '../../../src/config/store.ts';
import { orderPagePath } from '../../../src/domain/chat.ts';
import { orderButtonId } from '../../../src/domain/orderUpdates.ts';
import { arOrderUpdates } from '../../../src/i18n/ar-orderUpdates.ts';
import { enOrderUpdates } from '../../../src/i18n/en-orderUpdates.ts';
import { whatsappDigits } from '../../../src/domain/phone.ts';
import { amountToCents, formatMoney, type Amount } from './format.ts';
import { lbpBeside } from '../../../src/domain/delivery.ts';
import { outboxKey } from './outbox-keys.ts';

export const TEMPLATE_LANGUAGES = ['en', 'ar'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** The template as submitted in WhatsApp Manager, in one language. */
export interface TemplateText {
  body: string;
  footer: string;
  /** The URL button's label: the order page. */
  buttons: readonly [string];
  /** The quick replies' labels: Confirm, then Cancel (the owner's buttons in the chat). */
  quickReplies: readonly [string, string];
  /** What {{4}} says. */
  payment: string;
}

export const OWNER_ORDER_TEMPLATE = {
  name: 'new_order_owner',
  category: 'UTILITY',
  bodyParameterCount: 5,
  /** The URL button has one variable, at the end of its address; the quick replies follow it. */
  buttonCount: 1,
  quickReplies: 2,
  text: {
    en: {
      body: 'New order #{{1}}\nTotal: {{2}}\nDelivery to: {{3}}\nPayment: {{4}}\nLines: {{5}}\n\nOpen the order to see the customer and the items, or confirm it in one tap.',
      footer: 'Sent by your web shop',
      buttons: ['Open order'],
      quickReplies: [enOrderUpdates.ownerButtons.confirm, enOrderUpdates.ownerButtons.cancel],
      payment: 'Cash on delivery',
    },
    ar: {
      body: 'طلب جديد رقم #{{1}}\nالمجموع: {{2}}\nالتوصيل إلى: {{3}}\nالدفع: {{4}}\nعدد الأصناف: {{5}}\n\nافتح الطلب لرؤية الزبون والأصناف، أو أكّده بلمسة واحدة.',
      footer: 'من متجرك الإلكتروني',
      buttons: ['فتح الطلب'],
      quickReplies: [arOrderUpdates.ownerButtons.confirm, arOrderUpdates.ownerButtons.cancel],
      payment: 'الدفع عند الاستلام',
    },
  } satisfies Record<TemplateLanguage, TemplateText>,
} as const;

/** Where the order page button's fixed start ends: the order page's path, in English. */
const ORDER_PAGE_BUTTON_START = '/order/';

/** The URL button's address as submitted: a fixed start (the shop's public origin, SITE_URL) and one variable end. */
export function templateButtonUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${ORDER_PAGE_BUTTON_START}{{1}}`;
}

/** The order page button's variable end: the order's private page (orderPagePath) after its fixed start. */
export function orderPageButtonValue(orderId: string, accessKey: string): string {
  return orderPagePath(orderId, accessKey, 'en').slice(ORDER_PAGE_BUTTON_START.length);
}

/**
 * The Cloud API's limits on a template's text variable: no line break, tab or other control
 * character, no more than 4 spaces in a row, and a body of at most 1,024 characters once filled
 * (error 132005 beyond). Every variable is cut well below that, so the five together with the
 * template's own text always fit.
 */
export const BODY_PARAMETER_MAX_LENGTH = 120;
/** A URL button's whole address may hold 2,000 characters; our variable ends are ids and tokens. */
export const BUTTON_PARAMETER_MAX_LENGTH = 1000;
/** Meta's ceiling for a filled-in template body. */
export const TEMPLATE_BODY_MAX_LENGTH = 1024;

// Direction controls (U+202A–U+202E, U+2066–U+2069) would reorder the rest of the owner's line.
const INVISIBLE = /[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g;
// Control characters (line breaks and tabs among them) and line/paragraph separators.
const BREAKS = /[\p{Cc}\u2028\u2029]/gu;

/**
 * Any text → a valid template variable: breaks, tabs and control characters become spaces, runs
 * of white space one space, the ends trimmed, and the result cut to `maxLength` characters (code
 * points, never half an Arabic letter's surrogate pair or an emoji) with an ellipsis. The
 * platform refuses an empty variable: nothing left becomes "-".
 */
export function templateParameter(value: unknown, maxLength = BODY_PARAMETER_MAX_LENGTH): string {
  const text = String(value ?? '')
    .replace(INVISIBLE, '')
    .replace(BREAKS, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const characters = Array.from(text);
  if (characters.length === 0) return '-';
  if (characters.length <= maxLength) return text;
  return `${characters.slice(0, Math.max(maxLength - 1, 1)).join('').trimEnd()}…`;
}

/** The columns of public.orders the message shows. */
export interface WhatsAppOrder {
  id: string;
  order_number: string;
  total_price: Amount;
  delivery_area?: string | null;
  /** The place the shopper typed; shown when the order has no listed area. */
  customer_city: string;
  lbp_per_usd?: number | null;
}

/** The message's buttons: the URL button's variable end, and the quick replies' signed tokens. */
export interface WhatsAppButtonValues {
  /** `<order id>?key=<access key>`: the order's private page after `<SITE_URL>/order/`. */
  orderPage: string;
  /** The signed Confirm and Cancel tokens (order-action-token.ts), the quick replies' refs. */
  confirmToken: string;
  cancelToken: string;
}

/** The five body variables, in the template's order. */
export function ownerOrderParameters(order: WhatsAppOrder, lineCount: number, language: TemplateLanguage): string[] {
  const pounds = lbpBeside(amountToCents(order.total_price), order.lbp_per_usd ?? null, 'en');
  return [
    order.order_number,
    `${formatMoney(order.total_price)}${pounds ? ` ${pounds}` : ''}`,
    order.delivery_area || order.customer_city,
    OWNER_ORDER_TEMPLATE.text[language].payment,
    String(lineCount),
  ].map((value) => templateParameter(value));
}

/**
 * The Cloud API request body (`POST /{version}/{phone-number-id}/messages`) for one order. It
 * names its outbox key in `biz_opaque_callback_data`, which Meta echoes in the status webhook: a
 * status for a message a crash left unrecorded records it (whatsapp-status.ts).
 */
export function ownerOrderMessage(
  to: string,
  order: WhatsAppOrder,
  lineCount: number,
  buttons: WhatsAppButtonValues,
  language: TemplateLanguage,
): Record<string, unknown> {
  const quickReply = (index: number, payload: string) => ({ type: 'button', sub_type: 'quick_reply', index: String(index), parameters: [{ type: 'payload', payload }] });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    biz_opaque_callback_data: outboxKey.ownerOrderWhatsApp(order.id),
    type: 'template',
    template: {
      name: OWNER_ORDER_TEMPLATE.name,
      language: { code: language },
      components: [
        { type: 'body', parameters: ownerOrderParameters(order, lineCount, language).map((text) => ({ type: 'text', text })) },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: templateParameter(buttons.orderPage, BUTTON_PARAMETER_MAX_LENGTH) }] },
        quickReply(1, orderButtonId('confirm', buttons.confirmToken)),
        quickReply(2, orderButtonId('cancel', buttons.cancelToken)),
      ],
    },
  };
}

/** The template's body with its variables filled in, as the owner reads it. */
export function renderTemplateBody(language: TemplateLanguage, parameters: readonly string[]): string {
  return OWNER_ORDER_TEMPLATE.text[language].body.replace(/\{\{(\d+)\}\}/g, (whole, index: string) => parameters[Number(index) - 1] ?? whole);
}

/** What the function needs to send, read from its secrets; `off` says which is missing. */
export type WhatsAppSettings =
  | { on: true; token: string; phoneNumberId: string; to: string; apiUrl: string; apiVersion: string; language: TemplateLanguage }
  | { on: false; off: string };

/** The Graph API version the function calls, unless WHATSAPP_API_VERSION says another. */
export const DEFAULT_GRAPH_API_VERSION = 'v23.0';
export const DEFAULT_GRAPH_API_URL = 'https://graph.facebook.com';

/**
 * The channel's settings from the function's environment. Off (with the reason, for the one log
 * line) without WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID or a usable OWNER_WHATSAPP, or without
 * the order links' ORDER_ACTION_SECRET and SITE_URL that the template's buttons need.
 */
export function whatsappSettings(env: (name: string) => string | undefined): WhatsAppSettings {
  const missing = ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'OWNER_WHATSAPP', 'ORDER_ACTION_SECRET', 'SITE_URL'].filter((name) => !env(name));
  if (missing.length > 0) return { on: false, off: `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set` };
  const to = whatsappDigits(env('OWNER_WHATSAPP') ?? '', storeConfig.phoneCountry);
  if (!to) return { on: false, off: 'OWNER_WHATSAPP is not a phone number (+961 71 123 456, or 71 123 456 in Lebanon)' };
  const language = env('WHATSAPP_TEMPLATE_LANGUAGE') ?? 'en';
  if (!(TEMPLATE_LANGUAGES as readonly string[]).includes(language)) {
    return { on: false, off: `WHATSAPP_TEMPLATE_LANGUAGE must be ${TEMPLATE_LANGUAGES.join(' or ')}, not ${language}` };
  }
  return {
    on: true,
    token: env('WHATSAPP_TOKEN') ?? '',
    phoneNumberId: env('WHATSAPP_PHONE_NUMBER_ID') ?? '',
    to,
    apiUrl: (env('WHATSAPP_API_URL') ?? DEFAULT_GRAPH_API_URL).replace(/\/+$/, ''),
    apiVersion: env('WHATSAPP_API_VERSION') ?? DEFAULT_GRAPH_API_VERSION,
    language: language as TemplateLanguage,
  };
}

/**
 * Graph API error codes a later attempt can get past: the platform busy or down (1, 2, 131000,
 * 131016, 133004), the app's, account's and pair rate limits (4, 80007, 130429, 131048, 131056),
 * an account briefly in maintenance (131057). Anything else the platform refuses (190 a bad or
 * expired token, 10 and 200 missing permissions, 100 a bad parameter or phone number id, 131026
 * an undeliverable number, 132000–132016 a template missing, not approved, paused or filled
 * wrongly) needs the owner to fix something: retrying would only repeat it.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 131057, 133004]);

export interface SendFailure {
  /** Whether a later attempt may succeed (5xx, 429, a time-out, a rate limit). */
  retry: boolean;
  /** One line for the order's record: status, code, message and details. */
  description: string;
}

/** A refusal from the Cloud API (status ≥ 400 and its `{ error: {…} }` body) read as a SendFailure. */
export function graphFailure(status: number, body: unknown): SendFailure {
  const error = (body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined) as Record<string, unknown> | undefined;
  const code = typeof error?.code === 'number' ? error.code : Number(error?.code);
  // The platform's messages often start with their code already: "(#131056) … pair rate limit hit".
  const message = typeof error?.message === 'string' ? error.message.replace(/^\(#\d+\)\s*/, '') : '';
  const details = (error?.error_data as { details?: unknown } | undefined)?.details;
  const description = [
    String(status),
    Number.isFinite(code) ? `(#${code})` : null,
    message || null,
    typeof details === 'string' && details && details !== message ? `- ${details}` : null,
  ]
    .filter((part): part is string => part !== null)
    .join(' ');
  const retry = status >= 500 || status === 429 || status === 408 || (Number.isFinite(code) && RETRYABLE_CODES.has(code));
  return { retry, description };
}

/**
 * The Cloud API body of a template whose buttons are all quick replies (without messaging_product,
 * to and the callback data, which the sender adds): the body's variables, then one payload per
 * quick reply, in the template's button order. The values must already be template variables
 * (templateParameter).
 */
export function quickReplyTemplateRequest(name: string, language: TemplateLanguage, parameters: readonly string[], payloads: readonly string[]) {
  return {
    type: 'template',
    template: {
      name,
      language: { code: language },
      components: [
        { type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) },
        ...payloads.map((payload, index) => ({ type: 'button', sub_type: 'quick_reply', index: String(index), parameters: [{ type: 'payload', payload }] })),
      ],
    },
  };
}

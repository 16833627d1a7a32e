/**
 * The templates of the order's life in the chat (issue 57), for the messages Meta lets the shop
 * start only with an approved template because the recipient's 24-hour window is closed:
 *
 * - `order_update` (Utility), to the shopper at each status change: {{1}} the order number,
 *   {{2}} the status words in the order's language, {{3}} the private page's link after
 *   `<SITE_URL>/order/` (`/ar/order/` in the Arabic template). Inside the window the same three
 *   facts go free-form (src/domain/orderUpdates.ts shopperStatusMessage).
 * - `order_confirm_shopper` (Utility), to a web shopper who asked for updates, right after the
 *   order: {{1}} the number, {{2}} the cash total (with pounds when the order has a rate), {{3}}
 *   the area; two quick replies whose payloads are `shopper_confirm:<token>` and
 *   `shopper_cancel:<token>`.
 *
 * Their text in both languages is what the owner submits in WhatsApp Manager (docs/deploy.md
 * quotes it; a unit test keeps the two the same). The confirmation's body is the free-form
 * message's own words with the variables in place of the values, so the two never drift apart.
 * Meta refuses a body that starts or ends with a variable, so each has words around them.
 *
 * Pure and dependency-free apart from the words: the functions (Deno), the local sink (which
 * checks requests against these, supabase/local/whatsapp-sink-order-templates.ts) and the tests
 * import it.
 */
import { arOrderUpdates } from '../../../src/i18n/ar-orderUpdates.ts';
import { enOrderUpdates } from '../../../src/i18n/en-orderUpdates.ts';
import {
  orderButtonId,
  orderConfirmParameters,
  orderUpdateParameters,
  type ChatOrder,
  type ShopperRefs,
} from '../../../src/domain/orderUpdates.ts';
import type { RepliedStatus } from '../../../src/domain/statusReply.ts';
import { BUTTON_PARAMETER_MAX_LENGTH, quickReplyTemplateRequest, templateParameter, type TemplateLanguage } from './order-whatsapp.ts';

export interface OrderLifeTemplate {
  name: string;
  category: 'UTILITY';
  bodyParameterCount: number;
  /** Quick-reply buttons, each with its label per language; their payloads are set per message. */
  quickReplies: number;
  text: Record<TemplateLanguage, { body: string; quickReplies: readonly string[] }>;
}

/** Where the shop's public origin goes in `order_update`'s text: each shop submits its own. */
export const SITE_URL_MARK = '<SITE_URL>';

export const ORDER_UPDATE_TEMPLATE = {
  name: 'order_update',
  category: 'UTILITY',
  bodyParameterCount: 3,
  quickReplies: 0,
  text: {
    en: {
      body: `Your order #{{1}} is now {{2}}.\nSee it here: ${SITE_URL_MARK}/order/{{3}}\n\nReply to this message if you have any question.`,
      quickReplies: [],
    },
    ar: {
      body: `طلبك رقم #{{1}}: {{2}}.\nشوفه هون: ${SITE_URL_MARK}/ar/order/{{3}}\n\nإذا عندك أي سؤال، ردّ على هالرسالة.`,
      quickReplies: [],
    },
  },
} as const satisfies OrderLifeTemplate;

const confirmBody = (words: typeof enOrderUpdates) => words.confirmQuestion({ order: '#{{1}}', amount: '{{2}}', area: '{{3}}' });

export const ORDER_CONFIRM_SHOPPER_TEMPLATE = {
  name: 'order_confirm_shopper',
  category: 'UTILITY',
  bodyParameterCount: 3,
  quickReplies: 2,
  text: {
    en: { body: confirmBody(enOrderUpdates), quickReplies: [enOrderUpdates.shopperButtons.shopper_confirm, enOrderUpdates.shopperButtons.shopper_cancel] },
    ar: { body: confirmBody(arOrderUpdates), quickReplies: [arOrderUpdates.shopperButtons.shopper_confirm, arOrderUpdates.shopperButtons.shopper_cancel] },
  },
} as const satisfies OrderLifeTemplate;

export const ORDER_LIFE_TEMPLATES: readonly OrderLifeTemplate[] = [ORDER_UPDATE_TEMPLATE, ORDER_CONFIRM_SHOPPER_TEMPLATE];

/** A template's body as one shop submits it (its origin in place of the mark). */
export function submittedBody(template: OrderLifeTemplate, language: TemplateLanguage, siteUrl: string): string {
  return template.text[language].body.replace(SITE_URL_MARK, siteUrl.replace(/\/+$/, ''));
}

/** A template's body with its variables filled in, as its recipient reads it. */
export function renderOrderLifeTemplate(template: OrderLifeTemplate, language: TemplateLanguage, parameters: readonly string[], siteUrl: string): string {
  return submittedBody(template, language, siteUrl).replace(/\{\{(\d+)\}\}/g, (whole, index: string) => parameters[Number(index) - 1] ?? whole);
}

/**
 * The Cloud API body of a template message (without messaging_product, to and the callback data,
 * which the sender adds). The values must already be template variables (templateParameter).
 */
export function orderLifeTemplateRequest(template: OrderLifeTemplate, language: TemplateLanguage, parameters: readonly string[], payloads: readonly string[] = []) {
  if (parameters.length !== template.bodyParameterCount || payloads.length !== template.quickReplies) {
    throw new RangeError(`${template.name} takes ${template.bodyParameterCount} variables and ${template.quickReplies} payloads`);
  }
  return quickReplyTemplateRequest(template.name, language, parameters, payloads);
}

/** `order_update` for one status change, in the order's language. */
export function orderUpdateTemplateRequest(order: Pick<ChatOrder, 'id' | 'orderNumber' | 'accessKey'>, status: RepliedStatus, language: TemplateLanguage) {
  const [number, words, linkEnd] = orderUpdateParameters(order, status, language);
  return orderLifeTemplateRequest(ORDER_UPDATE_TEMPLATE, language, [templateParameter(number), templateParameter(words), templateParameter(linkEnd, BUTTON_PARAMETER_MAX_LENGTH)]);
}

/** `order_confirm_shopper` for a placed order, in its language, with the shopper's two signed quick replies. */
export function orderConfirmShopperTemplateRequest(order: ChatOrder, refs: ShopperRefs, language: TemplateLanguage) {
  return orderLifeTemplateRequest(
    ORDER_CONFIRM_SHOPPER_TEMPLATE,
    language,
    orderConfirmParameters(order, language).map((value) => templateParameter(value)),
    [orderButtonId('shopper_confirm', refs.shopper_confirm), orderButtonId('shopper_cancel', refs.shopper_cancel)],
  );
}

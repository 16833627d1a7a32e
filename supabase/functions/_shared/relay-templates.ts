/**
 * The two templates the owner in the chat needs (issue 56), for messages Meta lets the shop start
 * only with an approved template, because the recipient's 24-hour window is closed:
 *
 * - `shopper_message_owner` (Utility), to the owner: a shopper wrote. {{1}} the shopper's name,
 *   {{2}} their number, {{3}} the first 100 characters of what they sent, each cleaned as the
 *   owner's order template's values are (templateParameter). One quick-reply button whose payload
 *   starts `show:`: the owner's tap is a message from the owner, so it opens the owner's window,
 *   and every message waiting for the owner then follows, in order.
 * - `shop_reply` (Utility), to a shopper: the owner answered. {{1}} the answer's first 100
 *   characters, cleaned; the whole answer follows once the shopper writes back.
 *
 * Their text, in both languages, is what the owner submits in WhatsApp Manager (docs/owner.md
 * quotes it; a unit test keeps the two the same). Meta refuses a template whose body starts or
 * ends with a variable, so each has words around them.
 *
 * Pure and dependency-free: the webhook (Deno), the local sink (which checks requests against
 * these) and the tests import it.
 */
import { quickReplyTemplateRequest, templateParameter, TEMPLATE_LANGUAGES, type TemplateLanguage } from './order-whatsapp.ts';

/** How much of a message a template quotes (issue 56: the first 100 characters). */
export const QUOTED_PREVIEW_LENGTH = 100;

/** The start of the owner's quick-reply payload; what follows names the message it was about. */
export const SHOW_PAYLOAD_PREFIX = 'show:';

export interface RelayTemplate {
  name: string;
  category: 'UTILITY';
  bodyParameterCount: number;
  /** Quick-reply buttons, each with its label per language; their payloads are set per message. */
  quickReplies: number;
  text: Record<TemplateLanguage, { body: string; quickReplies: readonly string[] }>;
}

export const SHOPPER_MESSAGE_OWNER_TEMPLATE = {
  name: 'shopper_message_owner',
  category: 'UTILITY',
  bodyParameterCount: 3,
  quickReplies: 1,
  text: {
    en: { body: 'New message from {{1}} ({{2}}):\n"{{3}}"\n\nTap Show to read it here and answer.', quickReplies: ['Show'] },
    ar: { body: 'رسالة جديدة من {{1}} ({{2}}):\n«{{3}}»\n\nكبوس «اعرض» لتقراها هون وتردّ.', quickReplies: ['اعرض'] },
  },
} as const satisfies RelayTemplate;

export const SHOP_REPLY_TEMPLATE = {
  name: 'shop_reply',
  category: 'UTILITY',
  bodyParameterCount: 1,
  quickReplies: 0,
  text: {
    en: { body: 'The shop answered your message:\n"{{1}}"\n\nReply here to read all of it and carry on.', quickReplies: [] },
    ar: { body: 'ردّ المحل على رسالتك:\n«{{1}}»\n\nردّ هون لتقرا الردّ كلّه وتكمّل الحديث.', quickReplies: [] },
  },
} as const satisfies RelayTemplate;

export const RELAY_TEMPLATES: readonly RelayTemplate[] = [SHOPPER_MESSAGE_OWNER_TEMPLATE, SHOP_REPLY_TEMPLATE];

/** A template's body with its variables filled in, as its recipient reads it. */
export function renderRelayTemplate(template: RelayTemplate, language: TemplateLanguage, parameters: readonly string[]): string {
  return template.text[language].body.replace(/\{\{(\d+)\}\}/g, (whole, index: string) => parameters[Number(index) - 1] ?? whole);
}

/** The owner's notice that a shopper wrote, its Show button naming the shopper's message. */
export function shopperMessageOwnerRequest(language: TemplateLanguage, shopper: { name: string | null; number: string }, preview: string, shopperWamid: string) {
  return quickReplyTemplateRequest(
    SHOPPER_MESSAGE_OWNER_TEMPLATE.name,
    language,
    [templateParameter(shopper.name ?? shopper.number), templateParameter(shopper.number), templateParameter(preview, QUOTED_PREVIEW_LENGTH)],
    [`${SHOW_PAYLOAD_PREFIX}${shopperWamid}`.slice(0, 256)],
  );
}

/** The shopper's notice that the owner answered. */
export function shopReplyRequest(language: TemplateLanguage, answer: string) {
  return quickReplyTemplateRequest(SHOP_REPLY_TEMPLATE.name, language, [templateParameter(answer, QUOTED_PREVIEW_LENGTH)], []);
}

export function isTemplateLanguage(value: unknown): value is TemplateLanguage {
  return (TEMPLATE_LANGUAGES as readonly unknown[]).includes(value);
}

/** The language the owner reads the shop's WhatsApp messages in: WHATSAPP_TEMPLATE_LANGUAGE's, English when it names none. */
export function ownerLanguage(env: (name: string) => string | undefined): TemplateLanguage {
  const language = env('WHATSAPP_TEMPLATE_LANGUAGE');
  return isTemplateLanguage(language) ? language : 'en';
}

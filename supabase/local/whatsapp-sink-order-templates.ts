/**
 * The local Graph API sink's checks of the order's-life templates (issue 57: `order_update`,
 * `order_confirm_shopper`), as Meta checks a template message against the approved template:
 * the name and language exist, the body has exactly its variables, each a non-empty text without
 * line breaks, tabs or more than 4 spaces in a row, the filled body within 1,024 characters, and
 * exactly its quick-reply buttons, each with a payload. Beyond Meta, the shop's own rule: a
 * confirmation's payloads are the order's Confirm and Cancel buttons (src/domain/orderUpdates.ts
 * readOrderButton), so a message whose taps the webhook could not read fails a test here.
 *
 * A module of its own beside whatsapp-sink.ts, which calls `checkOrderLifeTemplate` for any
 * template it does not know itself.
 */
import { readOrderButton, type ShopperOrderAction } from '../../src/domain/orderUpdates.ts';
import {
  ORDER_CONFIRM_SHOPPER_TEMPLATE,
  ORDER_LIFE_TEMPLATES,
  renderOrderLifeTemplate,
  type OrderLifeTemplate,
} from '../functions/_shared/order-life-templates.ts';
import { TEMPLATE_BODY_MAX_LENGTH, TEMPLATE_LANGUAGES, type TemplateLanguage } from '../functions/_shared/order-whatsapp.ts';

/** A quick reply's payload may hold this many characters (as a reply button's id). */
export const QUICK_REPLY_PAYLOAD_MAX_LENGTH = 256;

export interface TemplateRefusal {
  code: number;
  message: string;
  details: string;
}

export interface CheckedOrderLifeTemplate {
  template: OrderLifeTemplate;
  language: TemplateLanguage;
  body: string[];
  payloads: string[];
  /** The body as the recipient reads it. */
  text: string;
  /** The quick replies as the recipient sees them. */
  buttons: { label: string; payload: string }[];
}

const refusal = (code: number, message: string, details: string): TemplateRefusal => ({ code, message, details });

type Component = Record<string, unknown>;

const parametersOf = (component: Component | undefined): Component[] =>
  Array.isArray(component?.parameters) ? (component.parameters as Component[]) : [];

/** The payloads an order's-life template must carry, by the template: the confirmation's Confirm and Cancel. */
const PAYLOAD_ACTIONS: Record<string, readonly ShopperOrderAction[]> = {
  [ORDER_CONFIRM_SHOPPER_TEMPLATE.name]: ['shopper_confirm', 'shopper_cancel'],
};

/**
 * A template part (`fields.template` of a Cloud API body) read against the order's-life templates:
 * null when its name is none of them (another module's to check), the refusal Meta would answer,
 * or what the recipient gets.
 */
export function checkOrderLifeTemplate(value: unknown, siteUrl: string): CheckedOrderLifeTemplate | TemplateRefusal | null {
  const part = (value ?? {}) as Record<string, unknown>;
  const template = ORDER_LIFE_TEMPLATES.find((candidate) => candidate.name === part.name);
  if (!template) return null;
  const language = (part.language as { code?: unknown } | undefined)?.code;
  if (!(TEMPLATE_LANGUAGES as readonly unknown[]).includes(language)) {
    return refusal(132001, 'Template name does not exist in the translation', `template name (${template.name}) does not exist in ${String(language)}`);
  }
  const components = Array.isArray(part.components) ? (part.components as Component[]) : [];
  const bodies = components.filter((component) => component?.type === 'body');
  const buttons = components.filter((component) => component?.type === 'button');
  const others = components.filter((component) => component?.type !== 'body' && component?.type !== 'button');
  const bodyParameters = parametersOf(bodies[0]);
  if (bodies.length !== 1 || bodyParameters.length !== template.bodyParameterCount || others.length > 0) {
    return refusal(
      132000,
      'Number of parameters does not match the expected number of params',
      `body: number of localizable_params (${bodyParameters.length}) does not match the expected number of params (${template.bodyParameterCount})`,
    );
  }
  if (buttons.length !== template.quickReplies) {
    return refusal(132000, 'Number of parameters does not match the expected number of params', `buttons: ${buttons.length} given, the template has ${template.quickReplies} quick replies`);
  }
  const payloads: string[] = [];
  for (let index = 0; index < template.quickReplies; index++) {
    const button = buttons.find((component) => String(component.index) === String(index));
    const [parameter, ...more] = parametersOf(button);
    if (!button || button.sub_type !== 'quick_reply' || !parameter || more.length > 0 || parameter.type !== 'payload') {
      return refusal(132000, 'Number of parameters does not match the expected number of params', `button at index ${index}: a quick_reply with one payload parameter is expected`);
    }
    if (typeof parameter.payload !== 'string' || parameter.payload === '') return refusal(131008, 'Required parameter is missing', `button at index ${index}: the payload is empty`);
    if (Array.from(parameter.payload).length > QUICK_REPLY_PAYLOAD_MAX_LENGTH) {
      return refusal(131009, 'Parameter value is not valid', `button at index ${index}: the payload is longer than ${QUICK_REPLY_PAYLOAD_MAX_LENGTH} characters`);
    }
    payloads.push(parameter.payload);
  }
  for (const parameter of bodyParameters) {
    if (parameter?.type !== 'text' || typeof parameter.text !== 'string' || parameter.text.trim() === '') {
      return refusal(131008, 'Required parameter is missing', 'Each template parameter must be a non-empty text.');
    }
    if (/[\n\r\t]| {5,}/.test(parameter.text)) {
      return refusal(132018, 'There was an issue with the parameters in your template.', 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces');
    }
  }
  const body = bodyParameters.map((parameter) => parameter.text as string);
  const text = renderOrderLifeTemplate(template, language as TemplateLanguage, body, siteUrl);
  if (Array.from(text).length > TEMPLATE_BODY_MAX_LENGTH) return refusal(132005, 'Translated text too long', `The filled-in body is longer than ${TEMPLATE_BODY_MAX_LENGTH} characters.`);
  const wanted = PAYLOAD_ACTIONS[template.name] ?? [];
  const misread = payloads.findIndex((payload, index) => readOrderButton(payload)?.action !== wanted[index]);
  if (misread >= 0) {
    return refusal(100, 'Invalid parameter', `button at index ${misread}: the payload must be the order's ${wanted[misread]}:<token> (local sink: the shop's own rule)`);
  }
  const labels = template.text[language as TemplateLanguage].quickReplies;
  return { template, language: language as TemplateLanguage, body, payloads, text, buttons: payloads.map((payload, index) => ({ label: labels[index] ?? '', payload })) };
}

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { whatsappMessageProblems, type OutgoingWhatsApp } from '../../src/domain/whatsappLimits.ts';
import {
  OWNER_ORDER_TEMPLATE,
  renderTemplateBody,
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_LANGUAGES,
  templateButtonUrls,
  type TemplateLanguage,
} from '../functions/_shared/order-whatsapp.ts';
import { orderOfOutboxKey } from '../functions/_shared/outbox-keys.ts';
import { RELAY_TEMPLATES, renderRelayTemplate, SHOPPER_MESSAGE_OWNER_TEMPLATE, SHOW_PAYLOAD_PREFIX, type RelayTemplate } from '../functions/_shared/relay-templates.ts';
import { RELAYED_MEDIA_KINDS, type RelayedMediaKind } from '../../src/domain/ownerRelay.ts';
import { MEDIA_BYTES_PATH, mediaInfo, mediaStore, readUpload, sendMediaBytes, type MediaStore } from './whatsapp-sink-media.ts';
import { failureSwitch, neverAnswer, readBody, sendJson, type Handler } from './sink-http.ts';
import { LOCAL_WHATSAPP, listWhatsAppOutbox, saveMessage, type WhatsAppChoice, type WhatsAppFreeFormMessage, type WhatsAppOutboxMessage, type WhatsAppTemplateMessage } from './whatsapp-outbox.ts';
import { whatsappOutboxPages } from './whatsapp-sink-pages.ts';
import { metaWebhook, type MetaWebhook } from './whatsapp-sink-webhook.ts';

export { LOCAL_WHATSAPP, listWhatsAppOutbox };
export type { WhatsAppOutboxMessage, WhatsAppTemplateMessage, WhatsAppFreeFormMessage };

/**
 * The local stand-in for the WhatsApp Business Platform's Cloud API, served by the gateway beside
 * the mail sink (mail-sink.ts): `npm start` points send-order-whatsapp and whatsapp-webhook's
 * replies at it (WHATSAPP_API_URL) with local values for the secrets, so both channels are on
 * locally and every message can be read, and it plays Meta's side of the webhook too.
 *
 * - `POST <api>/graph/{version}/{phone-number-id}/messages` answers as the Graph API does: the
 *   bearer token must be the stack's, the phone number id the stack's, the JSON a message
 *   (`messaging_product: "whatsapp"`, `to`) of one of three types:
 *     `template`: the approved template (OWNER_ORDER_TEMPLATE, in one of its languages) with
 *       exactly its body variables and its two URL buttons' variables, each a non-empty text with
 *       no line break, tab or more than 4 spaces in a row, the filled-in body within 1,024
 *       characters;
 *     `text` and `interactive` (list, reply buttons): within Meta's limits on rows, sections,
 *       buttons, titles and bodies (whatsappMessageProblems, src/domain/whatsappLimits.ts).
 *   The shop's own rule on top: every message names what it is for in `biz_opaque_callback_data`
 *   (`order:<order id>` on the owner's template, `reply:<wamid>` on a reply), which the status
 *   webhook records it by. The answer is
 *   `{"messaging_product":"whatsapp","contacts":[{input, wa_id}],"messages":[{"id":"wamid.…"}]}`;
 *   a refusal is the platform's `{"error":{message, type, code, error_subcode?, error_data, fbtrace_id}}`
 *   with its HTTP status and code. Each accepted message is written to
 *   `<outboxDir>/<time>-<wamid>.json` (written whole, then renamed into place) with `to` and
 *   `request` (the body as sent). Then, as Meta does, the sink delivers its `sent` and
 *   `delivered` statuses to the webhook, signed, echoing the callback data, and retries them while
 *   the webhook is down, across restarts (whatsapp-sink-webhook.ts).
 * - `POST <api>/graph/_sink/inbound` plays a shopper: a message from a number (text, a catalogue
 *   cart, a tap on a list row or reply button, or a raw Meta `messages[]` entry) is wrapped in
 *   Meta's webhook envelope, signed with the app secret and delivered to whatsapp-webhook; the
 *   answer is the webhook's status (whatsapp-sink-webhook.ts says the body).
 * - `POST <api>/graph/_sink/fail` with `{"fail": "500" | "429" | "timeout" | "401", "times"?: n}`
 *   makes the next n message requests (all, without `times`, until `{"fail": null}`) fail as
 *   the platform does when it is down, throttles, never answers, or no longer accepts the
 *   token. A failed request stores nothing. For tests.
 * - `GET <api>/whatsapp-outbox` lists the conversations, each shopper's (and the owner's) in
 *   order with a form to answer as the shopper; `/whatsapp-outbox/<wamid>` shows one message,
 *   `/whatsapp-outbox/<wamid>.json` the stored file (whatsapp-sink-pages.ts).
 */

const GRAPH_API_PREFIX = '/graph';
const FAIL_PATH = '/_sink/fail';
const INBOUND_PATH = '/_sink/inbound';
const WINDOW_PATH = '/_sink/window';

export function whatsappOutboxPageUrl(apiUrl: string): string {
  return `${apiUrl}/whatsapp-outbox`;
}

/** The webhook's two secrets as the data directory keeps them (keys.ts). */
export interface LocalWebhookSecrets {
  appSecret: string;
  verifyToken: string;
}

/**
 * The WhatsApp settings the functions process gets. Whatever is set in the environment wins;
 * with no WHATSAPP_TOKEN the three sending secrets are the sink's local values and
 * WHATSAPP_API_URL points at the sink, so the channel is on and reaches nobody, and the webhook's
 * WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN are the data directory's (`local`), which the
 * sink signs its deliveries with. With a real token, the webhook's secrets come from the
 * environment or not at all (a local secret would make the function refuse Meta's deliveries).
 * `off` leaves them all out (the functions are then off, as a hosted project without the secrets).
 */
export function whatsappEnv(apiUrl: string, local: LocalWebhookSecrets, env: NodeJS.ProcessEnv = process.env, off = false): Record<string, string> {
  if (off) return {};
  const set = (name: string) => env[name]?.trim() || undefined;
  const token = set('WHATSAPP_TOKEN');
  const localValue = (value: string) => (token ? undefined : value);
  const apiBase = set('WHATSAPP_API_URL') ?? localValue(`${apiUrl}${GRAPH_API_PREFIX}`);
  const values: Record<string, string | undefined> = {
    WHATSAPP_TOKEN: token ?? LOCAL_WHATSAPP.token,
    WHATSAPP_PHONE_NUMBER_ID: set('WHATSAPP_PHONE_NUMBER_ID') ?? localValue(LOCAL_WHATSAPP.phoneNumberId),
    OWNER_WHATSAPP: set('OWNER_WHATSAPP') ?? localValue(LOCAL_WHATSAPP.owner),
    WHATSAPP_API_URL: apiBase,
    WHATSAPP_API_VERSION: set('WHATSAPP_API_VERSION'),
    WHATSAPP_TEMPLATE_LANGUAGE: set('WHATSAPP_TEMPLATE_LANGUAGE'),
    WHATSAPP_APP_SECRET: set('WHATSAPP_APP_SECRET') ?? localValue(local.appSecret),
    WHATSAPP_VERIFY_TOKEN: set('WHATSAPP_VERIFY_TOKEN') ?? localValue(local.verifyToken),
  };
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export type { SinkFailure } from './sink-http.ts';

export interface WhatsAppSinkOptions {
  outboxDir: string;
  /** The token and phone number id the stack gave the functions; others are refused. */
  token: string;
  phoneNumberId: string;
  /** Where the buttons' fixed starts point, as the owner would submit them: the shop, the functions URL. */
  siteUrl: string;
  functionsUrl: string;
  /** The key whatsapp-webhook checks Meta's signature with; without it the sink delivers nothing to the webhook. */
  appSecret: string | null;
  /** The owner's number (OWNER_WHATSAPP as digits), which the outbox pages show beside the shoppers'; null: none. */
  ownerNumber: string | null;
}

interface GraphError {
  status: number;
  code: number;
  message: string;
  details?: string;
  subcode?: number;
  type?: string;
}

const MAX_BODY = 1024 * 1024;
/** Meta's limit on biz_opaque_callback_data. */
const CALLBACK_DATA_MAX_LENGTH = 512;

/** The gateway routes of the sink: the Graph API with its test switches, and the outbox pages. */
export function whatsappSinkRoutes(options: WhatsAppSinkOptions): { prefix: string; handle: Handler }[] {
  const failures = failureSwitch();
  const media = mediaStore(options.outboxDir);
  const webhook: MetaWebhook = metaWebhook({
    outboxDir: options.outboxDir,
    url: `${options.functionsUrl.replace(/\/+$/, '')}/whatsapp-webhook`,
    appSecret: options.appSecret,
    phoneNumberId: options.phoneNumberId,
    media,
  });

  /** The bearer token's refusal, or null when it is the stack's. */
  const tokenRefusal = (req: IncomingMessage): GraphError | null => {
    const authorization = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!authorization) return { status: 401, code: 104, message: 'An access token is required to request this resource.', type: 'OAuthException' };
    if (authorization !== options.token) return { status: 401, code: 190, subcode: 463, message: 'Error validating access token: Session has expired.', type: 'OAuthException' };
    return null;
  };
  const noSuchObject = (id: string, verb: string): GraphError => ({
    status: 400,
    code: 100,
    subcode: 33,
    message: `Unsupported ${verb} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    type: 'GraphMethodException',
  });

  const api: Handler = (req, res) => {
    const path = (req.url ?? '/').slice(GRAPH_API_PREFIX.length).split('?')[0] ?? '/';
    if (path === FAIL_PATH) return failures.control(req, res);
    if (path === INBOUND_PATH) return webhook.inbound(req, res);
    if (path === WINDOW_PATH) return webhook.windowControl(req, res);
    if (path.startsWith(MEDIA_BYTES_PATH) || /^\/v\d+\.\d+\/\d+$/.test(path) && req.method === 'GET') {
      const refused = tokenRefusal(req);
      if (refused) return graphError(res, refused);
      const id = path.split('/').pop() ?? '';
      const found = media.find(id);
      if (!found) return graphError(res, noSuchObject(id, 'get'));
      return path.startsWith(MEDIA_BYTES_PATH) ? sendMediaBytes(res, found) : sendJson(res, 200, mediaInfo(found.media, req));
    }
    const upload = /^\/(v\d+\.\d+)\/([^/]+)\/media$/.exec(path);
    if (upload && req.method === 'POST') {
      const refused = tokenRefusal(req);
      if (refused) return graphError(res, refused);
      if (decodeURIComponent(upload[2] ?? '') !== options.phoneNumberId) return graphError(res, noSuchObject(decodeURIComponent(upload[2] ?? ''), 'post'));
      readUpload(req).then(
        (file) => {
          if (typeof file === 'string') return graphError(res, { status: 400, code: 100, message: 'Invalid parameter', details: file });
          sendJson(res, 200, { id: media.save(file.bytes, file.mimeType, file.fileName, 'uploaded').id });
        },
        (error: Error) => graphError(res, { status: 500, code: 1, message: 'An unknown error occurred', details: error.message }),
      );
      return;
    }
    const route = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(path);
    if (!route) return graphError(res, { status: 400, code: 2500, message: `Unknown path components: ${path}`, type: 'OAuthException' });
    if (req.method !== 'POST') return graphError(res, { status: 400, code: 100, message: `Unsupported ${(req.method ?? 'get').toLowerCase()} request.`, type: 'GraphMethodException' });

    const injected = failures.take();
    if (injected === 'timeout') return neverAnswer(req);
    if (injected === '500') return graphError(res, { status: 500, code: 131000, message: 'Something went wrong', details: 'Something went wrong. (local sink told to fail)' });
    if (injected === '429') return graphError(res, { status: 429, code: 130429, message: 'Rate limit hit', details: 'Cloud API message throughput has been reached. (local sink told to fail)' });

    const refused = injected === '401' ? { status: 401, code: 190, subcode: 463, message: 'Error validating access token: Session has expired.', type: 'OAuthException' } : tokenRefusal(req);
    if (refused) return graphError(res, refused);
    const phoneNumberId = decodeURIComponent(route[2] ?? '');
    if (phoneNumberId !== options.phoneNumberId) return graphError(res, noSuchObject(phoneNumberId, 'post'));

    readBody(req, MAX_BODY).then(
      (raw) => {
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          return graphError(res, { status: 400, code: 100, message: 'Invalid parameter', details: 'The request body is not valid JSON.' });
        }
        const checked = checkMessage(body, options, { media, windowOpen: webhook.windowOpen });
        if ('status' in checked) return graphError(res, checked);
        const id = `wamid.${randomBytes(30).toString('base64url')}`;
        const message = {
          ...checked,
          id,
          created_at: new Date().toISOString(),
          phone_number_id: phoneNumberId,
          request: body,
          statuses: webhook.statusesFor(),
        } as WhatsAppOutboxMessage;
        try {
          saveMessage(options.outboxDir, message);
        } catch (error) {
          return graphError(res, { status: 500, code: 1, message: 'An unknown error occurred', details: `The outbox could not store the message: ${(error as Error).message}` });
        }
        sendJson(res, 200, { messaging_product: 'whatsapp', contacts: [{ input: message.to, wa_id: message.to }], messages: [{ id, message_status: 'accepted' }] });
        // As Meta: the statuses follow the answer, and are delivered again until the webhook takes them.
        webhook.deliverStatuses(message);
      },
      (error: Error) => graphError(res, { status: 413, code: 100, message: 'Invalid parameter', details: error.message }),
    );
  };

  return [{ prefix: GRAPH_API_PREFIX, handle: api }, whatsappOutboxPages({ outboxDir: options.outboxDir, webhook, ownerNumber: options.ownerNumber })];
}

type Checked = Omit<WhatsAppTemplateMessage, 'id' | 'created_at' | 'phone_number_id' | 'request' | 'statuses'> | Omit<WhatsAppFreeFormMessage, 'id' | 'created_at' | 'phone_number_id' | 'request' | 'statuses'>;
type CheckedTemplate = { language: TemplateLanguage; body: string[]; buttons: string[] };

const invalid = (code: number, message: string, details: string): GraphError => ({ status: code === 132001 ? 404 : 400, code, message, details });

/** What a send is checked against beyond the message itself: the media kept, and each number's 24-hour window. */
interface SinkState {
  media: MediaStore;
  windowOpen(number: string): boolean;
}

/**
 * Meta's error 131047 (its error-codes page): a free-form message to a number that has not
 * written to the shop in the last 24 hours. The platform answers it in the message's `failed`
 * status; the sink refuses the send itself, so a test sees it where the shop sends.
 */
const OUTSIDE_WINDOW: GraphError = {
  status: 400,
  code: 131047,
  message: 'Re-engagement message',
  details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
};

const FREE_FORM_TYPES: readonly string[] = ['text', 'interactive', 'location', ...RELAYED_MEDIA_KINDS];

/** A message the platform (and the shop's callback rule) accepts, read for the outbox; or the refusal. */
function checkMessage(body: unknown, options: WhatsAppSinkOptions, state: SinkState): Checked | GraphError {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return invalid(100, 'Invalid parameter', 'The request body must be a JSON object.');
  const fields = body as Record<string, unknown>;
  if (fields.messaging_product !== 'whatsapp') return invalid(100, 'Invalid parameter', 'The parameter messaging_product is required and must be "whatsapp".');
  const to = typeof fields.to === 'string' ? fields.to.replace(/^\+/, '') : '';
  if (!/^\d{7,15}$/.test(to)) return invalid(100, 'Invalid parameter', 'The parameter to must be a phone number in international form.');
  const callback = fields.biz_opaque_callback_data;
  if (typeof callback !== 'string' || callback === '') {
    return invalid(100, 'Invalid parameter', 'biz_opaque_callback_data is required by the shop (local sink): every message names what it is for, its outbox key (order:<order id>:owner_whatsapp, reply:<wamid>) so that its status records it.');
  }
  if (Array.from(callback).length > CALLBACK_DATA_MAX_LENGTH) return invalid(100, 'Invalid parameter', `biz_opaque_callback_data is longer than ${CALLBACK_DATA_MAX_LENGTH} characters.`);

  if (FREE_FORM_TYPES.includes(String(fields.type)) && !state.windowOpen(to)) return OUTSIDE_WINDOW;
  if (fields.type === 'template') {
    const relayTemplate = RELAY_TEMPLATES.find((candidate) => candidate.name === (fields.template as { name?: unknown } | undefined)?.name);
    if (relayTemplate) return checkRelayTemplate(fields, relayTemplate, to, callback);
    if (orderOfOutboxKey(callback) === null) return invalid(100, 'Invalid parameter', 'The owner\'s template must name its order: biz_opaque_callback_data "order:<order id>:owner_whatsapp" (local sink).');
    const template = checkTemplate(fields);
    if ('status' in template) return template;
    const [pageUrl, actionUrl] = templateButtonUrls(options.siteUrl, options.functionsUrl);
    const labels = OWNER_ORDER_TEMPLATE.text[template.language].buttons;
    return {
      type: 'template',
      to,
      callback_data: callback,
      template: OWNER_ORDER_TEMPLATE.name,
      language: template.language,
      body_parameters: template.body,
      button_parameters: template.buttons,
      text: renderTemplateBody(template.language, template.body),
      buttons: [pageUrl, actionUrl].map((url, index) => ({ label: labels[index] ?? '', url: url.replace('{{1}}', template.buttons[index] ?? '') })),
    };
  }
  if (fields.type === 'text' || fields.type === 'interactive') {
    const problems = whatsappMessageProblems({ type: fields.type, text: fields.text, interactive: fields.interactive });
    if (problems.length > 0) return invalid(131009, 'Parameter value is not valid', problems.join('; '));
    const message = { type: fields.type, text: fields.text, interactive: fields.interactive } as OutgoingWhatsApp;
    return { type: message.type, to, callback_data: callback, ...readable(message) };
  }
  if ((RELAYED_MEDIA_KINDS as readonly unknown[]).includes(fields.type)) return checkMedia(fields, fields.type as RelayedMediaKind, to, callback, state.media);
  if (fields.type === 'location') return checkLocation(fields, to, callback);
  return invalid(100, 'Invalid parameter', `The parameter type must be template, text, interactive, image, audio, video, document, sticker or location (the shop sends no ${JSON.stringify(fields.type)}).`);
}

/** Meta's limit on a media caption. */
const CAPTION_MAX = 1024;

/** A media message by the id of media the sink keeps (or a link), with a caption where the type takes one. */
function checkMedia(fields: Record<string, unknown>, type: RelayedMediaKind, to: string, callback: string, media: MediaStore): Checked | GraphError {
  const part = fields[type] as Record<string, unknown> | undefined;
  if (!part || typeof part !== 'object') return invalid(131008, 'Required parameter is missing', `The parameter ${type} is required.`);
  const id = typeof part.id === 'string' ? part.id : null;
  const link = typeof part.link === 'string' && /^https?:\/\//.test(part.link) ? part.link : null;
  if (!id && !link) return invalid(131008, 'Required parameter is missing', `${type} needs an id (an uploaded media id) or a link.`);
  const kept = id ? media.find(id) : null;
  if (id && !kept) return invalid(131053, 'Media upload error', `No media with id ${id} was uploaded to this phone number.`);
  const caption = part.caption;
  if (caption !== undefined) {
    if (type === 'audio' || type === 'sticker') return invalid(100, 'Invalid parameter', `${type} messages take no caption.`);
    if (typeof caption !== 'string' || Array.from(caption).length > CAPTION_MAX) return invalid(100, 'Invalid parameter', `The caption must be a text of at most ${CAPTION_MAX} characters.`);
  }
  const named = type === 'document' && typeof part.filename === 'string' ? ` ${part.filename}` : '';
  return {
    type,
    to,
    callback_data: callback,
    text: typeof caption === 'string' && caption !== '' ? caption : `[${type}${named}]`,
    choices: [],
    media: { id: kept?.media.id ?? null, link, mime_type: kept?.media.mime_type ?? null },
  };
}

function checkLocation(fields: Record<string, unknown>, to: string, callback: string): Checked | GraphError {
  const location = fields.location as Record<string, unknown> | undefined;
  const latitude = Number(location?.latitude);
  const longitude = Number(location?.longitude);
  if (!location || !Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    return invalid(100, 'Invalid parameter', 'location needs a latitude (-90 to 90) and a longitude (-180 to 180).');
  }
  const label = [location.name, location.address].filter((part) => typeof part === 'string' && part !== '').join(', ');
  return { type: 'location', to, callback_data: callback, text: `📍 ${latitude}, ${longitude}${label ? ` ${label}` : ''}`, choices: [] };
}

/** Each parameter a non-empty text, with no line break, tab or more than 4 spaces in a row; or the refusal. */
function parameterProblem(parameters: readonly Record<string, unknown>[]): GraphError | null {
  for (const parameter of parameters) {
    if (parameter?.type !== 'text' || typeof parameter.text !== 'string' || parameter.text.trim() === '') {
      return invalid(131008, 'Required parameter is missing', 'Each template parameter must be a non-empty text.');
    }
    if (/[\n\r\t]| {5,}/.test(parameter.text)) {
      return invalid(132018, 'There was an issue with the parameters in your template.', 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces');
    }
  }
  return null;
}

/** One of the relay's templates (relay-templates.ts): its body variables and quick-reply payloads, as submitted. */
function checkRelayTemplate(fields: Record<string, unknown>, relayTemplate: RelayTemplate, to: string, callback: string): Checked | GraphError {
  const template = fields.template as Record<string, unknown>;
  const language = (template.language as { code?: unknown } | undefined)?.code;
  if (!(TEMPLATE_LANGUAGES as readonly unknown[]).includes(language)) {
    return invalid(132001, 'Template name does not exist in the translation', `template name (${relayTemplate.name}) does not exist in ${String(language)}`);
  }
  const components = Array.isArray(template.components) ? (template.components as Record<string, unknown>[]) : [];
  const parametersOf = (component: Record<string, unknown> | undefined) => (Array.isArray(component?.parameters) ? (component.parameters as Record<string, unknown>[]) : []);
  const bodies = components.filter((component) => component?.type === 'body');
  const body = parametersOf(bodies[0]);
  if (bodies.length !== 1 || body.length !== relayTemplate.bodyParameterCount) {
    return invalid(132000, 'Number of parameters does not match the expected number of params', `body: number of localizable_params (${body.length}) does not match the expected number of params (${relayTemplate.bodyParameterCount})`);
  }
  const problem = parameterProblem(body);
  if (problem) return problem;
  const buttons = components.filter((component) => component?.type === 'button');
  if (buttons.length !== relayTemplate.quickReplies) return invalid(132000, 'Number of parameters does not match the expected number of params', `${relayTemplate.name} has ${relayTemplate.quickReplies} quick-reply buttons, not ${buttons.length}.`);
  const payloads: string[] = [];
  for (let index = 0; index < relayTemplate.quickReplies; index++) {
    const button = buttons.find((component) => String(component.index) === String(index));
    const parameter = parametersOf(button)[0];
    if (!button || button.sub_type !== 'quick_reply' || parameter?.type !== 'payload' || typeof parameter.payload !== 'string' || parameter.payload === '') {
      return invalid(131008, 'Required parameter is missing', `button at index ${index}: a quick_reply button needs one payload parameter.`);
    }
    payloads.push(parameter.payload);
  }
  // The shop's rule on top: the owner's Show button names the message it is about.
  if (relayTemplate.name === SHOPPER_MESSAGE_OWNER_TEMPLATE.name && !payloads[0]?.startsWith(SHOW_PAYLOAD_PREFIX)) {
    return invalid(100, 'Invalid parameter', `The Show button's payload must start "${SHOW_PAYLOAD_PREFIX}" (local sink).`);
  }
  const texts = body.map((parameter) => parameter.text as string);
  const text = renderRelayTemplate(relayTemplate, language as TemplateLanguage, texts);
  if (Array.from(text).length > TEMPLATE_BODY_MAX_LENGTH) return invalid(132005, 'Translated text too long', `The filled-in body is longer than ${TEMPLATE_BODY_MAX_LENGTH} characters.`);
  const labels = relayTemplate.text[language as TemplateLanguage].quickReplies;
  return {
    type: 'template',
    to,
    callback_data: callback,
    template: relayTemplate.name,
    language: language as TemplateLanguage,
    body_parameters: texts,
    button_parameters: payloads,
    text,
    buttons: [],
    choices: payloads.map((payload, index) => ({ kind: 'button' as const, id: payload, title: labels[index] ?? '' })),
  };
}

/** A free-form message as its recipient reads it, and the choices it offers. */
function readable(message: OutgoingWhatsApp): { text: string; choices: WhatsAppChoice[] } {
  if (message.type === 'text') return { text: message.text.body, choices: [] };
  const { interactive } = message;
  const text = [interactive.header?.text, interactive.body.text, interactive.footer?.text].filter((part): part is string => Boolean(part)).join('\n\n');
  const choices: WhatsAppChoice[] =
    interactive.type === 'list'
      ? interactive.action.sections.flatMap((section) => section.rows.map((row) => ({ kind: 'row' as const, id: row.id, title: row.title, ...(row.description ? { description: row.description } : {}) })))
      : interactive.action.buttons.map((button) => ({ kind: 'button' as const, id: button.reply.id, title: button.reply.title }));
  return { text, choices };
}

/** The template part of a template message: the approved template, or the platform's refusal. */
function checkTemplate(fields: Record<string, unknown>): CheckedTemplate | GraphError {
  const template = fields.template as Record<string, unknown> | undefined;
  if (!template || typeof template !== 'object') return invalid(131008, 'Required parameter is missing', 'The parameter template is required.');
  const language = (template.language as { code?: unknown } | undefined)?.code;
  if (template.name !== OWNER_ORDER_TEMPLATE.name || !(TEMPLATE_LANGUAGES as readonly unknown[]).includes(language)) {
    return invalid(132001, 'Template name does not exist in the translation', `template name (${String(template.name)}) does not exist in ${String(language)}`);
  }
  const components = Array.isArray(template.components) ? (template.components as Record<string, unknown>[]) : [];
  const body_ = components.filter((component) => component?.type === 'body');
  const buttons = components.filter((component) => component?.type === 'button');
  const texts = (component: Record<string, unknown> | undefined) =>
    Array.isArray(component?.parameters) ? (component.parameters as Record<string, unknown>[]) : [];
  const bodyParameters = texts(body_[0]);
  if (body_.length !== 1 || bodyParameters.length !== OWNER_ORDER_TEMPLATE.bodyParameterCount) {
    return invalid(132000, 'Number of parameters does not match the expected number of params', `body: number of localizable_params (${bodyParameters.length}) does not match the expected number of params (${OWNER_ORDER_TEMPLATE.bodyParameterCount})`);
  }
  const buttonParameters: Record<string, unknown>[] = [];
  for (let index = 0; index < OWNER_ORDER_TEMPLATE.buttonCount; index++) {
    const button = buttons.find((component) => String(component.index) === String(index));
    const parameters = texts(button);
    if (!button || button.sub_type !== 'url' || parameters.length !== 1) {
      return invalid(132000, 'Number of parameters does not match the expected number of params', `button at index ${index}: number of localizable_params (${parameters.length}) does not match the expected number of params (1)`);
    }
    buttonParameters.push(parameters[0]!);
  }
  const problem = parameterProblem([...bodyParameters, ...buttonParameters]);
  if (problem) return problem;
  const bodyTexts = bodyParameters.map((parameter) => parameter.text as string);
  if (Array.from(renderTemplateBody(language as TemplateLanguage, bodyTexts)).length > TEMPLATE_BODY_MAX_LENGTH) {
    return invalid(132005, 'Translated text too long', `The filled-in body is longer than ${TEMPLATE_BODY_MAX_LENGTH} characters.`);
  }
  return { language: language as TemplateLanguage, body: bodyTexts, buttons: buttonParameters.map((parameter) => parameter.text as string) };
}

/** An error in the Graph API's shape; the message starts with the code, as the platform's do. */
function graphError(res: ServerResponse, error: GraphError): void {
  sendJson(res, error.status, {
    error: {
      message: error.code >= 130000 ? `(#${error.code}) ${error.message}` : error.message,
      type: error.type ?? 'OAuthException',
      code: error.code,
      ...(error.subcode !== undefined ? { error_subcode: error.subcode } : {}),
      ...(error.details ? { error_data: { messaging_product: 'whatsapp', details: error.details } } : {}),
      fbtrace_id: randomBytes(12).toString('base64url'),
    },
  });
}

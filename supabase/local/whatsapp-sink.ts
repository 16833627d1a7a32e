import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { escapeHtml, outboxPage, readBody, sendHtml, sendJson } from './sink-http.ts';
import {
  OWNER_ORDER_TEMPLATE,
  renderTemplateBody,
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_LANGUAGES,
  templateButtonUrls,
  type TemplateLanguage,
} from '../functions/_shared/order-whatsapp.ts';

/**
 * The local stand-in for the WhatsApp Business Platform's Cloud API, served by the gateway beside
 * the mail sink (mail-sink.ts): `npm start` points send-order-whatsapp at it (WHATSAPP_API_URL)
 * with local values for the three secrets, so the channel is on locally and every order's
 * message can be read.
 *
 * - `POST <api>/graph/{version}/{phone-number-id}/messages` answers as the Graph API does: the
 *   bearer token must be the stack's, the phone number id the stack's, the JSON a template
 *   message (`messaging_product: "whatsapp"`, `to`, `type: "template"`) of the approved
 *   template (OWNER_ORDER_TEMPLATE, in one of its languages) with exactly its body variables and
 *   its two URL buttons' variables, each a non-empty text with no line break, tab or more than 4
 *   spaces in a row, the filled-in body within 1,024 characters. The answer is
 *   `{"messaging_product":"whatsapp","contacts":[{input, wa_id}],"messages":[{"id":"wamid.…"}]}`;
 *   a refusal is the platform's `{"error":{message, type, code, error_subcode?, error_data, fbtrace_id}}`
 *   with its HTTP status and code. Each accepted message is written to
 *   `<outboxDir>/<time>-<wamid>.json` (written whole, then renamed into place).
 * - `POST <api>/graph/_sink/fail` with `{"fail": "500" | "429" | "timeout" | "401", "times"?: n}`
 *   makes the next n message requests (all, without `times`, until `{"fail": null}`) fail as
 *   the platform does when it is down, throttles, never answers, or no longer accepts the
 *   token. A failed request stores nothing. For tests.
 * - `GET <api>/whatsapp-outbox` lists the messages, newest first, `/whatsapp-outbox/<wamid>`
 *   shows one as the owner reads it, `/whatsapp-outbox/<wamid>.json` the stored file.
 */

const GRAPH_API_PREFIX = '/graph';
const OUTBOX_PAGE_PREFIX = '/whatsapp-outbox';
const CONTROL_PATH = '/_sink/fail';

/** The local values of the function's three secrets: not a real token, number id or phone. */
export const LOCAL_WHATSAPP = {
  token: 'local-whatsapp-token',
  phoneNumberId: '100000000000001',
  owner: '+961 70 000 000',
} as const;

export function whatsappOutboxPageUrl(apiUrl: string): string {
  return `${apiUrl}${OUTBOX_PAGE_PREFIX}`;
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

/** One message as kept in the WhatsApp outbox. */
export interface WhatsAppOutboxMessage {
  id: string;
  created_at: string;
  phone_number_id: string;
  to: string;
  template: string;
  language: TemplateLanguage;
  body_parameters: string[];
  button_parameters: string[];
  /** The body as the owner reads it, and where each button leads. */
  text: string;
  buttons: { label: string; url: string }[];
  request: unknown;
}

export type SinkFailure = '500' | '429' | 'timeout' | '401';
const FAILURES: readonly SinkFailure[] = ['500', '429', 'timeout', '401'];

export interface WhatsAppSinkOptions {
  outboxDir: string;
  /** The token and phone number id the stack gave the function; others are refused. */
  token: string;
  phoneNumberId: string;
  /** Where the buttons' fixed starts point, as the owner would submit them: the shop, the functions URL. */
  siteUrl: string;
  functionsUrl: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface GraphError {
  status: number;
  code: number;
  message: string;
  details?: string;
  subcode?: number;
  type?: string;
}

const MAX_BODY = 1024 * 1024;

/** The gateway routes of the sink: the Graph API, its failure switch and the outbox pages. */
export function whatsappSinkRoutes(options: WhatsAppSinkOptions): { prefix: string; handle: Handler }[] {
  let failure: { fail: SinkFailure; times: number | null } | null = null;

  const takeFailure = (): SinkFailure | null => {
    if (!failure) return null;
    const { fail } = failure;
    if (failure.times !== null && --failure.times <= 0) failure = null;
    return fail;
  };

  const api: Handler = (req, res) => {
    const path = (req.url ?? '/').slice(GRAPH_API_PREFIX.length).split('?')[0] ?? '/';
    if (path === CONTROL_PATH) return control(req, res);
    const route = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(path);
    if (!route) return graphError(res, { status: 400, code: 2500, message: `Unknown path components: ${path}`, type: 'OAuthException' });
    if (req.method !== 'POST') return graphError(res, { status: 400, code: 100, message: `Unsupported ${(req.method ?? 'get').toLowerCase()} request.`, type: 'GraphMethodException' });

    const injected = takeFailure();
    if (injected === 'timeout') {
      // Never answers, stores nothing: the caller gives up and closes the connection (the stack's
      // stop closes any still open). Ending it here instead would be a reset, not a time-out.
      req.resume();
      return;
    }
    if (injected === '500') return graphError(res, { status: 500, code: 131000, message: 'Something went wrong', details: 'Something went wrong. (local sink told to fail)' });
    if (injected === '429') return graphError(res, { status: 429, code: 130429, message: 'Rate limit hit', details: 'Cloud API message throughput has been reached. (local sink told to fail)' });

    const authorization = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!authorization) return graphError(res, { status: 401, code: 104, message: 'An access token is required to request this resource.', type: 'OAuthException' });
    if (injected === '401' || authorization !== options.token) {
      return graphError(res, { status: 401, code: 190, subcode: 463, message: 'Error validating access token: Session has expired.', type: 'OAuthException' });
    }
    const phoneNumberId = decodeURIComponent(route[2] ?? '');
    if (phoneNumberId !== options.phoneNumberId) {
      return graphError(res, {
        status: 400,
        code: 100,
        subcode: 33,
        message: `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: 'GraphMethodException',
      });
    }

    readBody(req, MAX_BODY).then(
      (raw) => {
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          return graphError(res, { status: 400, code: 100, message: 'Invalid parameter', details: 'The request body is not valid JSON.' });
        }
        const checked = checkTemplateMessage(body);
        if ('status' in checked) return graphError(res, checked);
        const id = `wamid.${randomBytes(30).toString('base64url')}`;
        const [pageUrl, actionUrl] = templateButtonUrls(options.siteUrl, options.functionsUrl);
        const labels = OWNER_ORDER_TEMPLATE.text[checked.language].buttons;
        const message: WhatsAppOutboxMessage = {
          id,
          created_at: new Date().toISOString(),
          phone_number_id: phoneNumberId,
          to: checked.to,
          template: OWNER_ORDER_TEMPLATE.name,
          language: checked.language,
          body_parameters: checked.body,
          button_parameters: checked.buttons,
          text: renderTemplateBody(checked.language, checked.body),
          buttons: [pageUrl, actionUrl].map((url, index) => ({ label: labels[index] ?? '', url: url.replace('{{1}}', checked.buttons[index] ?? '') })),
          request: body,
        };
        try {
          mkdirSync(options.outboxDir, { recursive: true });
          const file = join(options.outboxDir, `${message.created_at.replace(/[:.]/g, '-')}-${id}.json`);
          writeFileSync(`${file}.tmp`, `${JSON.stringify(message, null, 2)}\n`);
          renameSync(`${file}.tmp`, file);
        } catch (error) {
          return graphError(res, { status: 500, code: 1, message: 'An unknown error occurred', details: `The outbox could not store the message: ${(error as Error).message}` });
        }
        sendJson(res, 200, { messaging_product: 'whatsapp', contacts: [{ input: checked.to, wa_id: checked.to }], messages: [{ id, message_status: 'accepted' }] });
      },
      (error: Error) => graphError(res, { status: 413, code: 100, message: 'Invalid parameter', details: error.message }),
    );
  };

  const control: Handler = (req, res) => {
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST {"fail": "500" | "429" | "timeout" | "401" | null, "times"?: n}' });
    readBody(req, MAX_BODY).then((raw) => {
      let body: { fail?: unknown; times?: unknown };
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        return sendJson(res, 400, { error: 'not JSON' });
      }
      if (body.fail === null) {
        failure = null;
      } else if (FAILURES.includes(body.fail as SinkFailure)) {
        const times = typeof body.times === 'number' && body.times >= 1 ? Math.floor(body.times) : null;
        failure = { fail: body.fail as SinkFailure, times };
      } else {
        return sendJson(res, 400, { error: `fail must be one of ${FAILURES.join(', ')} or null` });
      }
      sendJson(res, 200, { fail: failure?.fail ?? null, times: failure?.times ?? null });
    }, () => sendJson(res, 413, { error: 'too large' }));
  };

  const pages: Handler = (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendHtml(res, 405, page('Method not allowed', '<p>Only GET.</p>'));
    const path = ((req.url ?? '/').slice(OUTBOX_PAGE_PREFIX.length).split('?')[0] ?? '').replace(/\/+$/, '');
    if (path === '') return sendHtml(res, 200, listPage(options.outboxDir));
    const match = /^\/(wamid\.[A-Za-z0-9_-]+?)(\.json)?$/.exec(path);
    const message = match ? listWhatsAppOutbox(options.outboxDir).find((m) => m.id === match[1]) : undefined;
    if (!message) return sendHtml(res, 404, page('Not found', `<p>No such message. <a href="${OUTBOX_PAGE_PREFIX}">Back to the WhatsApp outbox</a></p>`));
    if (match?.[2]) return sendJson(res, 200, message);
    sendHtml(res, 200, messagePage(message));
  };

  return [
    { prefix: GRAPH_API_PREFIX, handle: api },
    { prefix: OUTBOX_PAGE_PREFIX, handle: pages },
  ];
}

type CheckedMessage = { to: string; language: TemplateLanguage; body: string[]; buttons: string[] };

const invalid = (code: number, message: string, details: string): GraphError => ({ status: code === 132001 ? 404 : 400, code, message, details });

/** A template message of the approved template, or the platform's refusal. */
function checkTemplateMessage(body: unknown): CheckedMessage | GraphError {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return invalid(100, 'Invalid parameter', 'The request body must be a JSON object.');
  const fields = body as Record<string, unknown>;
  if (fields.messaging_product !== 'whatsapp') return invalid(100, 'Invalid parameter', 'The parameter messaging_product is required and must be "whatsapp".');
  const to = typeof fields.to === 'string' ? fields.to.replace(/^\+/, '') : '';
  if (!/^\d{7,15}$/.test(to)) return invalid(100, 'Invalid parameter', 'The parameter to must be a phone number in international form.');
  if (fields.type !== 'template') return invalid(100, 'Invalid parameter', 'Only template messages can start a conversation: type must be "template".');
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
  for (const parameter of [...bodyParameters, ...buttonParameters]) {
    if (parameter?.type !== 'text' || typeof parameter.text !== 'string' || parameter.text.trim() === '') {
      return invalid(131008, 'Required parameter is missing', 'Each template parameter must be a non-empty text.');
    }
    if (/[\n\r\t]| {5,}/.test(parameter.text)) {
      return invalid(132018, 'There was an issue with the parameters in your template.', 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces');
    }
  }
  const bodyTexts = bodyParameters.map((parameter) => parameter.text as string);
  if (Array.from(renderTemplateBody(language as TemplateLanguage, bodyTexts)).length > TEMPLATE_BODY_MAX_LENGTH) {
    return invalid(132005, 'Translated text too long', `The filled-in body is longer than ${TEMPLATE_BODY_MAX_LENGTH} characters.`);
  }
  return { to, language: language as TemplateLanguage, body: bodyTexts, buttons: buttonParameters.map((parameter) => parameter.text as string) };
}

/** Messages in the WhatsApp outbox, oldest first (file names start with the time). */
export function listWhatsAppOutbox(outboxDir: string): WhatsAppOutboxMessage[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    try {
      return [JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as WhatsAppOutboxMessage];
    } catch {
      return [];
    }
  });
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

const VIEWER_STYLES = `.bubble{max-width:420px;background:#dcf8c6;border-radius:8px;padding:10px 12px;white-space:pre-wrap;unicode-bidi:plaintext}
.buttons{max-width:444px;display:grid;gap:4px;margin-top:4px}
.buttons a{display:block;background:#fff;border-radius:8px;padding:8px;text-align:center;text-decoration:none}
`;

function page(title: string, body: string): string {
  return outboxPage(title, body, VIEWER_STYLES);
}

function listPage(outboxDir: string): string {
  const messages = listWhatsAppOutbox(outboxDir).reverse();
  const rows = messages
    .map(
      (m) => `<tr><td class="muted">${escapeHtml(m.created_at)}</td><td>+${escapeHtml(m.to)}</td><td><a href="${OUTBOX_PAGE_PREFIX}/${escapeHtml(m.id)}">#${escapeHtml(m.body_parameters[0])} · ${escapeHtml(m.body_parameters[1])}</a></td></tr>`,
    )
    .join('\n');
  return page(
    'WhatsApp outbox',
    `<h1>WhatsApp outbox</h1>
<p class="muted">Messages the local stack sent to its stand-in for the WhatsApp Cloud API instead of Meta's. Files: ${escapeHtml(outboxDir)}. <a href="${OUTBOX_PAGE_PREFIX}">Refresh</a> · <a href="/outbox">E-mail outbox</a></p>
${messages.length === 0 ? '<p>No messages yet. Place an order in the shop and one appears here.</p>' : `<table><thead><tr><th>Sent</th><th>To</th><th>Order</th></tr></thead><tbody>\n${rows}\n</tbody></table>`}`,
  );
}

function messagePage(m: WhatsAppOutboxMessage): string {
  return page(
    `WhatsApp message ${m.body_parameters[0] ?? ''}`,
    `<p><a href="${OUTBOX_PAGE_PREFIX}">← WhatsApp outbox</a> · <a href="${OUTBOX_PAGE_PREFIX}/${escapeHtml(m.id)}.json">JSON</a></p>
<h1>To +${escapeHtml(m.to)}</h1>
<p class="muted">${escapeHtml(m.created_at)} · template ${escapeHtml(m.template)} (${escapeHtml(m.language)}) · ${escapeHtml(m.id)}</p>
<div class="bubble" dir="auto">${escapeHtml(m.text)}</div>
<div class="buttons">${m.buttons.map((button) => `<a href="${escapeHtml(button.url)}" rel="noreferrer">${escapeHtml(button.label)}</a>`).join('')}</div>`,
  );
}

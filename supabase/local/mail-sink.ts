import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { escapeHtml, failureSwitch, neverAnswer, outboxTable, outboxViewer, readBody, readOutboxFiles, sendJson, writeOutboxFile, type Handler } from './sink-http.ts';

/**
 * The local stand-in for Resend, served by the gateway: without RESEND_API_KEY the
 * send-order-email function's Resend SDK talks to this instead of api.resend.com.
 *
 * - `POST <api>/resend/emails` speaks Resend's send contract: a bearer token must be present (any
 *   value), the JSON body needs from, to (a string or a list), subject and html or text; the
 *   answer is `{ id }`. Each message is written to `<outboxDir>/<time>-<id>.json` with everything
 *   it was sent with, HTML included.
 * - `Idempotency-Key` works as Resend's: the same key within 24 hours with the same message
 *   answers the first message's id and stores nothing; with a different message it is refused
 *   (409 invalid_idempotent_request). Keys are read back from the outbox when the stack starts,
 *   so a restart does not forget them.
 * - `POST <api>/resend/_sink/fail` with `{"fail": "500" | "429" | "timeout" | "401", "times"?: n}`
 *   makes the next n sends (all, without `times`, until `{"fail": null}`) fail as Resend does
 *   when it is down, throttles, never answers, or no longer accepts the key; nothing is stored.
 *   For tests (sink-http.ts's switch, shared with the WhatsApp sink).
 * - `GET <api>/outbox` lists the messages, newest first; `/outbox/<id>` shows one (its HTML in a
 *   sandboxed frame, so nothing in it runs) and `/outbox/<id>.json` the stored file (sink-http.ts's
 *   viewer, shared with the WhatsApp sink).
 */

/** Where the SDK is pointed: RESEND_BASE_URL = <api>/resend, so it posts to <api>/resend/emails. */
const MAIL_API_PREFIX = '/resend';
const OUTBOX_PAGE_PREFIX = '/outbox';
const CONTROL_PATH = '/_sink/fail';

export function outboxPageUrl(apiUrl: string): string {
  return `${apiUrl}${OUTBOX_PAGE_PREFIX}`;
}

/**
 * The e-mail settings the functions process gets. Whatever is set in the environment wins; the
 * defaults send to the local sink, from and to addresses that cannot reach anyone.
 */
export function mailEnv(apiUrl: string, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const apiKey = env.RESEND_API_KEY?.trim();
  const baseUrl = env.RESEND_BASE_URL?.trim() || (apiKey ? undefined : `${apiUrl}${MAIL_API_PREFIX}`);
  return {
    OWNER_EMAIL: env.OWNER_EMAIL?.trim() || 'owner@momobel.local',
    ORDER_FROM_EMAIL: env.ORDER_FROM_EMAIL?.trim() || 'MOMobel Orders <orders@momobel.local>',
    ...(apiKey ? { RESEND_API_KEY: apiKey } : {}),
    ...(baseUrl ? { RESEND_BASE_URL: baseUrl } : {}),
  };
}

/** One message as kept in the outbox. */
export interface OutboxMessage {
  id: string;
  created_at: string;
  from: string;
  to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  cc?: unknown;
  bcc?: unknown;
  reply_to?: unknown;
  idempotency_key?: string;
}

/** How long Resend remembers an idempotency key. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_BODY = 10 * 1024 * 1024;

/** The gateway routes of the sink: the Resend API and the outbox pages. */
export function mailSinkRoutes(outboxDir: string): { prefix: string; handle: Handler }[] {
  const idempotent = new Map<string, { id: string; fingerprint: string; at: number }>();
  for (const message of listOutbox(outboxDir)) {
    if (message.idempotency_key) {
      idempotent.set(message.idempotency_key, { id: message.id, fingerprint: fingerprint(message), at: Date.parse(message.created_at) });
    }
  }

  const failures = failureSwitch();

  const api: Handler = (req, res) => {
    const path = (req.url ?? '/').slice(MAIL_API_PREFIX.length).split('?')[0] ?? '/';
    if (path === CONTROL_PATH) return failures.control(req, res);
    const single = /^\/emails\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && single) {
      const message = readMessage(outboxDir, single[1] ?? '');
      if (!message) return resendError(res, 404, 'not_found', 'Email not found');
      return sendJson(res, 200, { object: 'email', ...message, last_event: 'delivered' });
    }
    if (path !== '/emails') return resendError(res, 404, 'not_found', 'The requested endpoint does not exist.');
    if (req.method !== 'POST') return resendError(res, 405, 'method_not_allowed', 'Method is not allowed for the requested path.');
    const injected = failures.take();
    if (injected === 'timeout') return neverAnswer(req);
    if (injected === '500') return resendError(res, 500, 'application_error', 'Internal server error. (local sink told to fail)');
    if (injected === '429') return resendError(res, 429, 'rate_limit_exceeded', 'Too many requests. You can only make 2 requests per second. (local sink told to fail)');
    if (!/^Bearer\s+\S+/i.test(req.headers.authorization ?? '')) {
      return resendError(res, 401, 'missing_api_key', 'Missing API key in the authorization header.');
    }
    if (injected === '401') return resendError(res, 403, 'invalid_api_key', 'API key is invalid. (local sink told to fail)');
    readBody(req, MAX_BODY).then(
      (raw) => {
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          return resendError(res, 400, 'invalid_request', 'The request body is not valid JSON.');
        }
        const invalid = validate(body);
        if (invalid) return resendError(res, 422, 'validation_error', invalid);
        const key = header(req, 'idempotency-key');
        if (key && key.length > 256) return resendError(res, 400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.');
        const fields = body as Record<string, unknown>;
        const seen = key ? idempotent.get(key) : undefined;
        if (seen && Date.now() - seen.at < IDEMPOTENCY_WINDOW_MS) {
          if (seen.fingerprint !== fingerprint(fields)) {
            return resendError(res, 409, 'invalid_idempotent_request', 'Same idempotency key used with a different request payload.');
          }
          return sendJson(res, 200, { id: seen.id });
        }
        const message: OutboxMessage = {
          id: randomUUID(),
          created_at: new Date().toISOString(),
          from: fields.from as string,
          to: ([] as string[]).concat(fields.to as string | string[]),
          subject: fields.subject as string,
          html: typeof fields.html === 'string' ? fields.html : null,
          text: typeof fields.text === 'string' ? fields.text : null,
          ...(fields.cc !== undefined ? { cc: fields.cc } : {}),
          ...(fields.bcc !== undefined ? { bcc: fields.bcc } : {}),
          ...(fields.reply_to !== undefined ? { reply_to: fields.reply_to } : {}),
          ...(key ? { idempotency_key: key } : {}),
        };
        try {
          writeOutboxFile(outboxDir, message.created_at, message.id, message);
        } catch (error) {
          return resendError(res, 500, 'application_error', `The outbox could not store the message: ${(error as Error).message}`);
        }
        if (key) idempotent.set(key, { id: message.id, fingerprint: fingerprint(message), at: Date.parse(message.created_at) });
        sendJson(res, 200, { id: message.id });
      },
      (error: Error) => resendError(res, 413, 'invalid_request', error.message),
    );
  };

  return [
    { prefix: MAIL_API_PREFIX, handle: api },
    outboxViewer<OutboxMessage>({
      prefix: OUTBOX_PAGE_PREFIX,
      name: 'Outbox',
      // The messages' HTML is shown in a sandboxed srcdoc frame, which inherits the page's policy.
      contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; frame-src 'self'",
      styles: VIEWER_STYLES,
      index: () => listPage(outboxDir),
      find: (id) => readMessage(outboxDir, id),
      show: messagePage,
    }),
  ];
}

/** What makes two sends the same message, for the idempotency check. */
function fingerprint(fields: Record<string, unknown> | OutboxMessage): string {
  const record = fields as Record<string, unknown>;
  const canonical = {
    from: record.from,
    to: ([] as unknown[]).concat(record.to ?? []),
    subject: record.subject,
    html: record.html ?? null,
    text: record.text ?? null,
    cc: record.cc ?? null,
    bcc: record.bcc ?? null,
    reply_to: record.reply_to ?? null,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

function validate(body: unknown): string | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'The body must be a JSON object.';
  const fields = body as Record<string, unknown>;
  const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if (!isText(fields.from)) return 'The `from` field is required.';
  const to = fields.to;
  const recipients = Array.isArray(to) ? to : [to];
  if (recipients.length === 0 || recipients.length > 50 || !recipients.every(isText)) return 'The `to` field must be an address or a list of 1 to 50 addresses.';
  if (!isText(fields.subject)) return 'The `subject` field is required.';
  if (typeof fields.html !== 'string' && typeof fields.text !== 'string') return 'Either `html` or `text` must be provided.';
  return null;
}

/** Messages in the outbox, oldest first (file names start with the time). */
export function listOutbox(outboxDir: string): OutboxMessage[] {
  return readOutboxFiles<OutboxMessage>(outboxDir);
}

function readMessage(outboxDir: string, id: string): OutboxMessage | undefined {
  if (!UUID.test(id)) return undefined;
  try {
    const file = readdirSync(outboxDir).find((name) => name.endsWith(`-${id}.json`));
    return file ? (JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as OutboxMessage) : undefined;
  } catch {
    return undefined;
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/** Errors in Resend's shape, which the SDK hands back as `{ error }`. */
function resendError(res: ServerResponse, status: number, name: string, message: string): void {
  sendJson(res, status, { statusCode: status, name, message });
}

const VIEWER_STYLES = `dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;background:#fff;padding:12px 16px;margin:0 0 16px}
dt{font-weight:600}dd{margin:0}
iframe{width:100%;height:70vh;border:1px solid #e5e7eb;background:#fff}
pre{white-space:pre-wrap;background:#fff;padding:12px 16px;border:1px solid #e5e7eb}
`;

function listPage(outboxDir: string): string {
  const messages = listOutbox(outboxDir).reverse();
  const rows = messages.map((m) => [
    `<span class="muted">${escapeHtml(m.created_at)}</span>`,
    escapeHtml(m.to.join(', ')),
    `<a href="${OUTBOX_PAGE_PREFIX}/${escapeHtml(m.id)}">${escapeHtml(m.subject)}</a>`,
  ]);
  return `<p class="muted">E-mails the local stack sent instead of going through Resend (no RESEND_API_KEY). Files: ${escapeHtml(outboxDir)}. <a href="${OUTBOX_PAGE_PREFIX}">Refresh</a></p>
${messages.length === 0 ? '<p>No e-mails yet. Place an order in the shop and one appears here.</p>' : outboxTable(['Sent', 'To', 'Subject'], rows)}`;
}

function messagePage(m: OutboxMessage): { title: string; body: string } {
  return {
    title: m.subject,
    body: `<h1>${escapeHtml(m.subject)}</h1>
<dl><dt>From</dt><dd>${escapeHtml(m.from)}</dd><dt>To</dt><dd>${escapeHtml(m.to.join(', '))}</dd><dt>Sent</dt><dd>${escapeHtml(m.created_at)}</dd><dt>Id</dt><dd>${escapeHtml(m.id)}</dd></dl>
${m.html !== null ? `<h2>HTML</h2>\n<iframe sandbox title="HTML part" srcdoc="${escapeHtml(m.html)}"></iframe>` : ''}
${m.text !== null ? `<h2>Plain text</h2>\n<pre>${escapeHtml(m.text)}</pre>` : ''}`,
  };
}

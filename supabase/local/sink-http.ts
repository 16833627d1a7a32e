import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * What the local stand-ins for outside services (the Resend mail sink, the WhatsApp Graph API
 * sink) share: reading a bounded request body, answering JSON, the switch that makes them fail
 * as the real service does when it is down, and the HTML viewer of their outbox (a list page, a
 * page per message, its stored JSON). The services' own rules (validation, error shapes, what a
 * message looks like) stay in their sinks.
 */

/** The request's body as text; rejects (and drops the connection) past `maxBytes`. */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(new Error('The request body is too large.'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/**
 * An outbox page. Nothing on it runs script: the policy allows inline styles and, where
 * `contentSecurityPolicy` says so, more (the mail viewer shows a message's HTML in a sandboxed
 * srcdoc frame, which inherits this policy).
 */
export function sendHtml(res: ServerResponse, status: number, html: string, contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'"): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': contentSecurityPolicy });
  res.end(html);
}

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** A whole outbox page around `body`; `styles` adds the sink's own rules to the shared ones. */
export function outboxPage(title: string, body: string, styles = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1f2937;background:#f5f5f4}
main{max-width:960px;margin:0 auto}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:start;padding:8px 10px;border-bottom:1px solid #e5e7eb;font-size:14px;vertical-align:top}
a{color:#0f766e}
.muted{color:#6b7280;font-size:13px}
${styles}</style></head>
<body><main>${body}</main></body></html>
`;
}

/** How a sink can be told to fail: as the service does when it is down, throttles, never answers, or refuses the key. */
export type SinkFailure = '500' | '429' | 'timeout' | '401';
export const SINK_FAILURES: readonly SinkFailure[] = ['500', '429', 'timeout', '401'];

export interface FailureSwitch {
  /** The failure the next request must make, if any (counting it down). */
  take(): SinkFailure | null;
  /** `POST {"fail": "500" | "429" | "timeout" | "401" | null, "times"?: n}`: the next n requests (all, without `times`) fail so. */
  control: Handler;
}

/** A sink's failure switch, for tests: nothing fails until told. */
export function failureSwitch(): FailureSwitch {
  let failure: { fail: SinkFailure; times: number | null } | null = null;
  const usage = `POST {"fail": ${SINK_FAILURES.map((kind) => `"${kind}"`).join(' | ')} | null, "times"?: n}`;
  return {
    take() {
      if (!failure) return null;
      const { fail } = failure;
      if (failure.times !== null && --failure.times <= 0) failure = null;
      return fail;
    },
    control(req, res) {
      if (req.method !== 'POST') return sendJson(res, 405, { error: usage });
      readBody(req, 64 * 1024).then(
        (raw) => {
          let body: { fail?: unknown; times?: unknown };
          try {
            body = JSON.parse(raw) as typeof body;
          } catch {
            return sendJson(res, 400, { error: `not JSON: ${usage}` });
          }
          if (body.fail === null) {
            failure = null;
          } else if (SINK_FAILURES.includes(body.fail as SinkFailure)) {
            const times = typeof body.times === 'number' && body.times >= 1 ? Math.floor(body.times) : null;
            failure = { fail: body.fail as SinkFailure, times };
          } else {
            return sendJson(res, 400, { error: usage });
          }
          sendJson(res, 200, { fail: failure?.fail ?? null, times: failure?.times ?? null });
        },
        () => sendJson(res, 413, { error: 'too large' }),
      );
    },
  };
}

/**
 * A request the service takes and never answers: nothing is stored, the caller gives up and
 * closes the connection (the stack's stop closes any still open). Ending it here instead would be
 * a reset, not a time-out.
 */
export function neverAnswer(req: IncomingMessage): void {
  req.resume();
}

/** The outbox viewer of one sink: where it lives, how it finds and shows a message. */
export interface OutboxViewer<T> {
  /** The pages' path, e.g. `/outbox`. */
  prefix: string;
  /** The list page's heading. */
  name: string;
  /** The sink's own CSS rules, added to the shared ones. */
  styles: string;
  contentSecurityPolicy?: string;
  /** The list page's body below its heading: what the outbox holds. */
  index(): string;
  /** The message a page's id names, or undefined. */
  find(id: string): T | undefined;
  /** One message's page: its title and what follows the links back. */
  show(message: T): { title: string; body: string };
  /** Further pages under the prefix (the path after it); false when none matched. */
  more?(path: string, req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * The pages of an outbox: `<prefix>` lists it, `<prefix>/<id>` shows one message,
 * `<prefix>/<id>.json` answers its stored file; anything else is a 404 page.
 */
export function outboxViewer<T>(viewer: OutboxViewer<T>): { prefix: string; handle: Handler; page(title: string, body: string): string } {
  const page = (title: string, body: string) => outboxPage(title, body, viewer.styles);
  const show = (res: ServerResponse, status: number, html: string) => sendHtml(res, status, html, viewer.contentSecurityPolicy);
  const handle: Handler = (req, res) => {
    const path = ((req.url ?? '/').slice(viewer.prefix.length).split('?')[0] ?? '').replace(/\/+$/, '');
    if (viewer.more?.(path, req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') return show(res, 405, page('Method not allowed', '<p>Only GET.</p>'));
    if (path === '') return show(res, 200, page(viewer.name, `<h1>${escapeHtml(viewer.name)}</h1>\n${viewer.index()}`));
    const match = /^\/([^/]+?)(\.json)?$/.exec(path);
    const message = match ? viewer.find(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!message) return show(res, 404, page('Not found', `<p>No such message. <a href="${viewer.prefix}">Back to the ${escapeHtml(viewer.name.toLowerCase())}</a></p>`));
    if (match?.[2]) return sendJson(res, 200, message);
    const { title, body } = viewer.show(message);
    show(res, 200, page(title, `<p><a href="${viewer.prefix}">← ${escapeHtml(viewer.name)}</a> · <a href="${viewer.prefix}/${escapeHtml(encodeURIComponent(match![1]!))}.json">JSON</a></p>\n${body}`));
  };
  return { prefix: viewer.prefix, handle, page };
}

/** A table of the outbox's rows (cells already HTML). */
export function outboxTable(headings: readonly string[], rows: readonly string[][]): string {
  const head = headings.map((heading) => `<th>${escapeHtml(heading)}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

/**
 * Stores one message of an outbox as `<dir>/<time>-<id>.json`, whole or not at all: written under
 * another name and renamed, so a sink killed mid-write (the power-cut tests SIGKILL it) leaves no
 * empty or cut file that would read as a message, and its sender, never answered, sends it again.
 */
export function writeOutboxFile(dir: string, createdAt: string, id: string, value: unknown): void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${createdAt.replace(/[:.]/g, '-')}-${id.replace(/[^\w.-]/g, '_')}.json`);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** The JSON files of an outbox folder, oldest first (their names start with the time); none when there is no folder. */
export function readOutboxFiles<T>(dir: string): T[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    try {
      return [JSON.parse(readFileSync(join(dir, file), 'utf8')) as T];
    } catch {
      return [];
    }
  });
}

import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What the local stand-ins for outside services (the Resend mail sink, the WhatsApp Graph API
 * sink) share: reading a bounded request body, answering JSON, and the small HTML viewer each
 * offers of its outbox. The services' own rules (validation, error shapes) stay in their sinks.
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

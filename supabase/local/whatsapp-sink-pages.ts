import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, outboxTable, outboxViewer, readBody, sendHtml, type Handler } from './sink-http.ts';
import { listWhatsAppOutbox, type WhatsAppChoice, type WhatsAppInboundMessage, type WhatsAppOutboxMessage } from './whatsapp-outbox.ts';
import type { MetaWebhook } from './whatsapp-sink-webhook.ts';

/**
 * The WhatsApp sink's outbox pages (sink-http.ts's viewer, as the mail sink's):
 * - `/whatsapp-outbox`: every conversation (a number the shop wrote to or heard from: each
 *   shopper, and the owner), newest first, and a form to write to the shop from a new number;
 * - `/whatsapp-outbox/chat/<number>`: one conversation in order, the shop's messages and the
 *   shopper's, each list row and reply button a button that taps it, and a form to answer as
 *   the shopper (text, or a catalogue cart); what it sends goes through
 *   `POST /graph/_sink/inbound`'s delivery (whatsapp-sink-webhook.ts), and the page waits a few
 *   seconds for the shop's reply before showing itself again;
 * - the owner's number (OWNER_WHATSAPP) is marked as the owner's beside the shoppers', and in
 *   the owner's conversation each message the shop passed on has a form to reply to it as the
 *   owner (WhatsApp's swipe to reply: `context` naming it), which the shop sends to that shopper;
 * - `/whatsapp-outbox/<wamid>` one message, `/whatsapp-outbox/<wamid>.json` its file.
 * The pages run no script: forms only.
 */

const PREFIX = '/whatsapp-outbox';
/** How long the page waits for the shop's reply after the shopper's message. */
const REPLY_WAIT_MS = 5_000;

const STYLES = `.chat{display:flex;flex-direction:column;gap:10px;max-width:640px}
.bubble{max-width:420px;border-radius:8px;padding:10px 12px;white-space:pre-wrap;unicode-bidi:plaintext;background:#dcf8c6}
.from-shop{align-self:flex-end}
.from-shopper{align-self:flex-start}
.from-shopper .bubble{background:#fff}
.meta{font-size:12px;color:#6b7280;margin-top:2px}
.buttons{max-width:444px;display:grid;gap:4px;margin-top:4px}
.buttons a,.buttons button{display:block;width:100%;background:#fff;border:0;border-radius:8px;padding:8px;text-align:center;text-decoration:none;color:#0f766e;font:inherit;cursor:pointer}
.buttons small{display:block;color:#6b7280}
form.say{display:grid;gap:6px;max-width:640px;margin-top:20px;background:#fff;padding:12px}
form.say input,form.say textarea{font:inherit;padding:6px}
.refused{color:#b91c1c}
`;

interface Conversation {
  number: string;
  name: string | null;
  messages: ConversationEntry[];
}

type ConversationEntry = { from: 'shop'; message: WhatsAppOutboxMessage } | { from: 'shopper'; message: WhatsAppInboundMessage };

function conversations(outboxDir: string, webhook: MetaWebhook): Map<string, Conversation> {
  const entries: ConversationEntry[] = [
    ...listWhatsAppOutbox(outboxDir).map((message) => ({ from: 'shop' as const, message })),
    ...webhook.received().map((message) => ({ from: 'shopper' as const, message })),
  ].sort((a, b) => a.message.created_at.localeCompare(b.message.created_at));
  const byNumber = new Map<string, Conversation>();
  for (const entry of entries) {
    const number = entry.from === 'shop' ? entry.message.to : entry.message.from;
    const conversation = byNumber.get(number) ?? { number, name: null, messages: [] };
    if (entry.from === 'shopper') conversation.name = entry.message.name;
    conversation.messages.push(entry);
    byNumber.set(number, conversation);
  }
  return byNumber;
}

const chatPath = (number: string) => `${PREFIX}/chat/${encodeURIComponent(number)}`;

function firstLine(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return Array.from(line).length > 60 ? `${Array.from(line).slice(0, 59).join('')}…` : line;
}

function shopperForm(action: string, withNumber: boolean): string {
  return `<form class="say" method="post" action="${escapeHtml(action)}">
${withNumber ? '<label>Shopper\'s number (international digits) <input name="from" required pattern="[0-9+ ]{7,20}" placeholder="96171234567"></label>\n<label>Name <input name="name" placeholder="Rania"></label>' : ''}
<label>Message <textarea name="text" rows="2" placeholder="Hello, or a cart's note"></textarea></label>
<label>Catalogue cart (optional): product ids and quantities <input name="cart" placeholder="&lt;feed id&gt; 2, &lt;feed id&gt; 1"></label>
<button type="submit">Send as the shopper</button>
</form>`;
}

/** `+96170000000`, and "(the owner)" for the owner's number. */
function numberLabel(number: string, ownerNumber: string | null): string {
  return `+${escapeHtml(number)}${number === ownerNumber ? ' <strong>(the owner)</strong>' : ''}`;
}

function indexBody(outboxDir: string, webhook: MetaWebhook, ownerNumber: string | null): string {
  const all = [...conversations(outboxDir, webhook).values()].reverse();
  all.sort((a, b) => (b.messages.at(-1)?.message.created_at ?? '').localeCompare(a.messages.at(-1)?.message.created_at ?? ''));
  const rows = all.map((conversation) => {
    const last = conversation.messages.at(-1)!;
    return [
      `<span class="muted">${escapeHtml(last.message.created_at)}</span>`,
      `<a href="${chatPath(conversation.number)}">${numberLabel(conversation.number, ownerNumber)}</a>${conversation.name ? ` ${escapeHtml(conversation.name)}` : ''}`,
      String(conversation.messages.length),
      `${last.from === 'shopper' ? '← ' : ''}${escapeHtml(firstLine(last.message.text))}`,
    ];
  });
  return `<p class="muted">Messages the local stack sent to its stand-in for the WhatsApp Cloud API instead of Meta's (the owner's order messages, the replies to shoppers), and what shoppers played here sent. Files: ${escapeHtml(outboxDir)}. <a href="${PREFIX}">Refresh</a> · <a href="/outbox">E-mail outbox</a></p>
${all.length === 0 ? '<p>No messages yet. Place an order in the shop, or write to the shop as a shopper below.</p>' : outboxTable(['Last message', 'Conversation', 'Messages', 'Last'], rows)}
${ownerNumber ? `<p>The owner's WhatsApp is ${numberLabel(ownerNumber, ownerNumber)}: the shop passes every shopper message it does not answer itself on to it. <a href="${chatPath(ownerNumber)}">Play the owner</a>.</p>` : ''}
<h2>Write to the shop as a shopper</h2>
${shopperForm(`${PREFIX}/chat`, true)}`;
}

/** The owner's reply to one passed-on message. */
function ownerReplyForm(message: WhatsAppOutboxMessage, number: string): string {
  return `<form class="say" method="post" action="${chatPath(number)}"><input type="hidden" name="context" value="${escapeHtml(message.id)}">
<label>Reply to this as the owner <textarea name="text" rows="2" required></textarea></label><button type="submit">Reply</button></form>`;
}

function shopMessage(message: WhatsAppOutboxMessage, number: string, ownerNumber: string | null = null): string {
  const statuses = message.statuses?.length
    ? ` · statuses ${message.statuses.map((entry) => `${entry.status} ${entry.done && entry.answer !== null && entry.answer < 300 ? '✓' : entry.answer === null ? '…' : `(webhook ${entry.answer})`}`).join(', ')}`
    : '';
  const tap = (choice: WhatsAppChoice) =>
    `<form method="post" action="${chatPath(number)}"><input type="hidden" name="choice" value="${escapeHtml(choice.id)}"><button type="submit">${escapeHtml(choice.title)}${choice.description ? `<small>${escapeHtml(choice.description)}</small>` : ''}</button></form>`;
  const links = message.type === 'template' ? message.buttons.map((button) => `<a href="${escapeHtml(button.url)}" rel="noreferrer">${escapeHtml(button.label)}</a>`) : [];
  const choices = [...links, ...(message.choices ?? []).map(tap)].join('');
  return `<div class="from-shop"><div class="bubble" dir="auto">${escapeHtml(message.text)}</div>${choices ? `<div class="buttons">${choices}</div>` : ''}
<div class="meta"><a href="${PREFIX}/${escapeHtml(message.id)}">${escapeHtml(message.created_at)}</a> · ${escapeHtml(message.callback_data)}${escapeHtml(statuses)}</div>${number === ownerNumber ? ownerReplyForm(message, number) : ''}</div>`;
}

function shopperMessage(message: WhatsAppInboundMessage): string {
  const refused = message.webhook.status >= 300 ? ` · <span class="refused">webhook answered ${message.webhook.status}</span>` : '';
  return `<div class="from-shopper"><div class="bubble" dir="auto">${escapeHtml(message.text)}</div>
<div class="meta"><a href="${PREFIX}/${escapeHtml(message.id)}">${escapeHtml(message.created_at)}</a>${refused}</div></div>`;
}

function chatBody(conversation: Conversation | undefined, number: string, notice: string | null, ownerNumber: string | null): string {
  const entries = conversation?.messages ?? [];
  return `<p><a href="${PREFIX}">← WhatsApp outbox</a> · <a href="${chatPath(number)}">Refresh</a></p>
<h1>${numberLabel(number, ownerNumber)}${conversation?.name ? ` · ${escapeHtml(conversation.name)}` : ''}</h1>
${notice ? `<p class="refused">${escapeHtml(notice)}</p>` : ''}
<div class="chat">${entries.map((entry) => (entry.from === 'shop' ? shopMessage(entry.message, number, ownerNumber) : shopperMessage(entry.message))).join('\n')}</div>
${shopperForm(chatPath(number), false)}`;
}

/** The form's fields as the inbound route's JSON. */
function formInput(form: URLSearchParams, number: string): Record<string, unknown> {
  const from = form.get('from') ?? number;
  const name = form.get('name') || undefined;
  const choice = form.get('choice');
  if (choice) return { from, name, choice };
  const context = form.get('context');
  if (context) return { from, name, text: form.get('text') ?? '', context };
  const text = form.get('text')?.trim() || undefined;
  const cart = (form.get('cart') ?? '')
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0])
    .map(([id, quantity]) => ({ product_retailer_id: id, quantity: Number(quantity ?? 1), item_price: 0.01, currency: 'USD' }));
  return cart.length > 0 ? { from, name, product_items: cart, text } : { from, name, text };
}

export function whatsappOutboxPages(options: { outboxDir: string; webhook: MetaWebhook; ownerNumber: string | null }): { prefix: string; handle: Handler } {
  const { outboxDir, webhook, ownerNumber } = options;

  const say = (req: IncomingMessage, res: ServerResponse, number: string) => {
    readBody(req, 1024 * 1024).then(
      async (raw) => {
        const form = new URLSearchParams(raw);
        const input = formInput(form, number);
        const to = String(input.from).replace(/[\s+()-]/g, '');
        const before = listWhatsAppOutbox(outboxDir).filter((message) => message.to === to).length;
        const outcome = await webhook.deliver(input);
        if ('error' in outcome.body) return sendHtml(res, outcome.status, viewer.page('Not sent', chatBody(conversations(outboxDir, webhook).get(to), to, outcome.body.error, ownerNumber)));
        // The shop answers after the webhook's 200: wait a little for the reply to show with it.
        const deadline = Date.now() + REPLY_WAIT_MS;
        while (outcome.status < 300 && Date.now() < deadline && listWhatsAppOutbox(outboxDir).filter((message) => message.to === to).length === before) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        res.writeHead(303, { location: chatPath(to) });
        res.end();
      },
      () => sendHtml(res, 413, viewer.page('Too large', '<p>The form is larger than 1 MiB.</p>')),
    );
  };

  const viewer = outboxViewer<WhatsAppOutboxMessage | WhatsAppInboundMessage>({
    prefix: PREFIX,
    name: 'WhatsApp outbox',
    styles: STYLES,
    index: () => indexBody(outboxDir, webhook, ownerNumber),
    find: (id) => listWhatsAppOutbox(outboxDir).find((message) => message.id === id) ?? webhook.received().find((message) => message.id === id),
    show: (message) => ({
      title: `WhatsApp message ${message.id}`,
      body:
        'to' in message
          ? `<h1>To +${escapeHtml(message.to)}</h1>\n<p class="muted">${escapeHtml(message.created_at)} · ${escapeHtml(message.type === 'template' ? `template ${message.template} (${message.language})` : message.type)} · ${escapeHtml(message.id)}</p>\n<div class="chat">${shopMessage(message, message.to)}</div>`
          : `<h1>From +${escapeHtml(message.from)} · ${escapeHtml(message.name)}</h1>\n<div class="chat">${shopperMessage(message)}</div>`,
    }),
    more(path, req, res) {
      const chat = /^\/chat(?:\/([^/]+))?$/.exec(path);
      if (!chat) return false;
      const number = decodeURIComponent(chat[1] ?? '');
      if (req.method === 'POST') say(req, res, number);
      else if (!number) sendHtml(res, 404, viewer.page('Not found', `<p><a href="${PREFIX}">Back to the WhatsApp outbox</a></p>`));
      else sendHtml(res, 200, viewer.page(`WhatsApp +${number}`, chatBody(conversations(outboxDir, webhook).get(number), number, null, ownerNumber)));
      return true;
    },
  });
  return { prefix: viewer.prefix, handle: viewer.handle };
}

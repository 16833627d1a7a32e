import { randomBytes } from 'node:crypto';
import { signDelivery, SIGNATURE_HEADER } from '../functions/_shared/whatsapp-inbound.ts';
import { readBody, sendJson, type Handler } from './sink-http.ts';
import { PLACEHOLDER_PNG, type MediaStore } from './whatsapp-sink-media.ts';
import { RELAYED_MEDIA_KINDS } from '../../src/domain/ownerRelay.ts';
import { LOCAL_WHATSAPP, listReceived, listWhatsAppOutbox, saveMessage, saveReceived, type StatusDelivery, type WhatsAppChoice, type WhatsAppInboundMessage, type WhatsAppOutboxMessage } from './whatsapp-outbox.ts';

/**
 * Meta's side of the WhatsApp webhook, played by the local Graph API sink (whatsapp-sink.ts): the
 * deliveries Meta makes to `<functions>/whatsapp-webhook`, wrapped in its envelope
 * (`object: "whatsapp_business_account"`, `entry[].changes[].value` with the shop's `metadata`)
 * and signed as Meta signs them (`X-Hub-Signature-256: sha256=<HMAC-SHA256 of the body, keyed
 * with the app secret>`).
 *
 * - Statuses: after accepting a message the sink delivers its `sent`, then `delivered` status,
 *   echoing its `biz_opaque_callback_data`, so the webhook can record a message whose sender died
 *   before recording it. Like Meta, it delivers again while the webhook fails (no answer, 5xx,
 *   408, 429), after 1, 2, 4 … 30 s, STATUS_ATTEMPTS times in all, and picks up where it was after
 *   a restart (each message's file keeps how far its statuses got). A 4xx is kept as the answer
 *   and not repeated: locally it means no webhook (404) or another app secret (401), which a
 *   repeat cannot change.
 * - A shopper's message: `POST <api>/graph/_sink/inbound` with JSON
 *     {"from": "96171234567", "name": "Rania", "text": "Hello"}
 *     {"from": …, "product_items": [{"product_retailer_id": "<feed id>", "quantity": 2,
 *       "item_price": 0.01, "currency": "USD"}], "text": "the cart's note (optional)"}
 *     {"from": …, "choice": "<row or button id>"}   a tap on a list row or reply button the
 *       shop sent that number (its title and the message it answers are filled in)
 *     {"from"?: …, "name"?: …, "message": {…}}    a raw Meta `messages[]` entry, sent as it is
 *       (its id and timestamp filled in when missing)
 *     {"from": …, "media": {"type": "image" | "audio" | "video" | "document" | "sticker",
 *       "data"?: "<base64>", "mime_type"?, "caption"?, "filename"?, "voice"?}}   media, kept by the
 *       sink (a 1×1 PNG without data) so the webhook can fetch it through `GET /{media-id}`
 *     {"from": …, "location": {"latitude", "longitude", "name"?, "address"?}}
 *   and any of text, media and location with `"context": "<wamid>"` is a reply to that message
 *   (WhatsApp's swipe to reply; the owner answers a shopper so). `from` the owner's number plays
 *   the owner, as any other number plays a shopper.
 * - Meta's 24-hour window: the sink notes when each number last wrote (kept with the inbound
 *   messages, so across restarts) and refuses a free-form message to a number whose window is
 *   closed (whatsapp-sink.ts). `POST <api>/graph/_sink/window` with
 *   `{"number": "…", "closed": true}` forgets that number's messages for the window, as 24 hours
 *   of silence would, and `{"number": "…", "wrote": true}` opens it, as a message a test delivered
 *   to the webhook itself (Meta's published payloads, signed) would have (for tests).
 *   is delivered once, and answered with the webhook's own status and
 *   `{ "id": "<the message's wamid>", "webhook": { "status", "body" } }`; the message is kept in
 *   `<outboxDir>/inbound/`, so the outbox page shows the whole conversation.
 */

/** How many times a status is delivered before the sink gives up on it (Meta: for days). */
const STATUS_ATTEMPTS = 8;
const DELIVERY_TIMEOUT_MS = 10_000;
const MAX_INPUT = 1024 * 1024;

export interface InboundOutcome {
  /** The sink's answer: the webhook's status, or the sink's own refusal (400, 502, 503). */
  status: number;
  body: { id: string; webhook: { status: number; body: unknown } } | { error: string };
}

export interface MetaWebhookOptions {
  outboxDir: string;
  /** `<functions>/whatsapp-webhook`. */
  url: string;
  /** WHATSAPP_APP_SECRET as the webhook has it; null: the sink delivers nothing. */
  appSecret: string | null;
  phoneNumberId: string;
  media: MediaStore;
}

/** Meta's free-form window: a number that wrote within it may be sent anything. */
const WINDOW_MS = 24 * 60 * 60 * 1000;

export interface MetaWebhook {
  /** A new message's statuses, none yet delivered (none at all without an app secret). */
  statusesFor(): StatusDelivery[];
  /** Delivers a message's statuses still to go, in the background. */
  deliverStatuses(message: WhatsAppOutboxMessage): void;
  /** `POST <api>/graph/_sink/inbound`. */
  inbound: Handler;
  /** A shopper's message (the inbound route's JSON) delivered to the webhook. */
  deliver(input: unknown): Promise<InboundOutcome>;
  /** The shoppers' messages delivered so far, oldest first. */
  received(): WhatsAppInboundMessage[];
  /** Whether `number` wrote to the shop in the last 24 hours. */
  windowOpen(number: string): boolean;
  /** `POST <api>/graph/_sink/window`. */
  windowControl: Handler;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
const seconds = () => String(Math.floor(Date.now() / 1000));
const newWamid = () => `wamid.${randomBytes(30).toString('base64url')}`;
/** WhatsApp's reply to a message (swipe to reply): `context` naming it, as Meta delivers it. */
const replyContext = (wamid: unknown) => (typeof wamid === 'string' && wamid !== '' ? { context: { from: LOCAL_WHATSAPP.businessNumber, id: wamid } } : {});
/** A webhook answer worth delivering again, as Meta would: none, a 5xx, a time-out or a throttle. */
const worthRepeating = (answer: number | null) => answer === null || answer >= 500 || answer === 408 || answer === 429;

export function metaWebhook(options: MetaWebhookOptions): MetaWebhook {
  const delivering = new Set<string>();
  // When each number last wrote, from what the sink delivered (its files, so a restart keeps it).
  const lastWrote = new Map<string, number>();
  for (const message of listReceived(options.outboxDir)) lastWrote.set(message.from, Math.max(lastWrote.get(message.from) ?? 0, Date.parse(message.created_at)));
  const closedBefore = new Map<string, number>();
  const windowOpen = (number: string) => {
    const at = lastWrote.get(number);
    return at !== undefined && at > (closedBefore.get(number) ?? 0) && Date.now() - at < WINDOW_MS;
  };

  /** One signed delivery of `value` (a change's value: messages or statuses). */
  async function post(value: Record<string, unknown>, appSecret: string): Promise<{ status: number; body: unknown } | { error: string }> {
    const raw = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: LOCAL_WHATSAPP.businessAccountId,
          changes: [
            {
              field: 'messages',
              value: { messaging_product: 'whatsapp', metadata: { display_phone_number: LOCAL_WHATSAPP.businessNumber, phone_number_id: options.phoneNumberId }, ...value },
            },
          ],
        },
      ],
    });
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: await signDelivery(raw, appSecret) },
        body: raw,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      return { status: response.status, body };
    } catch (error) {
      return { error: (error as Error).message };
    }
  }

  function statusValue(message: WhatsAppOutboxMessage, status: StatusDelivery['status']): Record<string, unknown> {
    return {
      statuses: [
        {
          id: message.id,
          status,
          timestamp: seconds(),
          recipient_id: message.to,
          biz_opaque_callback_data: message.callback_data,
          pricing: { billable: true, pricing_model: 'PMP', category: message.type === 'template' ? 'utility' : 'service' },
        },
      ],
    };
  }

  function deliverStatuses(message: WhatsAppOutboxMessage): void {
    const appSecret = options.appSecret;
    if (!appSecret || delivering.has(message.id) || (message.statuses ?? []).every((entry) => entry.done)) return;
    delivering.add(message.id);
    void (async () => {
      for (const entry of message.statuses) {
        while (!entry.done) {
          const answer = await post(statusValue(message, entry.status), appSecret);
          entry.attempts += 1;
          entry.answer = 'status' in answer ? answer.status : null;
          entry.done = !worthRepeating(entry.answer) || entry.attempts >= STATUS_ATTEMPTS;
          try {
            saveMessage(options.outboxDir, message);
          } catch {
            return; // the outbox is gone (a test's folder removed): nothing left to deliver for
          }
          if (!entry.done) await sleep(Math.min(1000 * 2 ** (entry.attempts - 1), 30_000));
        }
      }
    })().finally(() => delivering.delete(message.id));
  }

  /** The choice a tap answers: the newest interactive message (or template's quick reply) to `to` that offered `id`. */
  function offered(to: string, id: string): { choice: WhatsAppChoice; messageId: string; template: boolean } | undefined {
    for (const message of listWhatsAppOutbox(options.outboxDir).reverse()) {
      if (message.to !== to) continue;
      const choice = (message.choices ?? []).find((candidate) => candidate.id === id);
      if (choice) return { choice, messageId: message.id, template: message.type === 'template' };
    }
    return undefined;
  }

  /** A media message's part: the bytes given (or a placeholder) kept, so `GET /{media-id}` serves them. */
  function playedMedia(input: Record<string, unknown>): { type: string; part: Record<string, unknown>; text: string } | string {
    const type = String(input.type ?? '');
    if (!(RELAYED_MEDIA_KINDS as readonly string[]).includes(type)) return `"media.type" must be one of ${RELAYED_MEDIA_KINDS.join(', ')}.`;
    const bytes = typeof input.data === 'string' ? Buffer.from(input.data, 'base64') : PLACEHOLDER_PNG;
    const mimeType = typeof input.mime_type === 'string' ? input.mime_type : typeof input.data === 'string' ? 'application/octet-stream' : 'image/png';
    const fileName = typeof input.filename === 'string' ? input.filename : null;
    const kept = options.media.save(bytes, mimeType, fileName, 'delivered');
    const caption = typeof input.caption === 'string' ? input.caption : undefined;
    const part = {
      id: kept.id,
      mime_type: mimeType,
      sha256: kept.sha256,
      ...(caption !== undefined ? { caption } : {}),
      ...(fileName ? { filename: fileName } : {}),
      ...(type === 'audio' ? { voice: input.voice === true } : {}),
      ...(type === 'sticker' ? { animated: false } : {}),
    };
    return { type, part, text: `[${type}]${caption ? ` ${caption}` : ''}` };
  }

  async function deliver(input: unknown): Promise<InboundOutcome> {
    const refuse = (error: string): InboundOutcome => ({ status: 400, body: { error } });
    if (!options.appSecret) return { status: 503, body: { error: 'The webhook has no WHATSAPP_APP_SECRET (WhatsApp off), so there is nothing to deliver to.' } };
    if (input === null || typeof input !== 'object' || Array.isArray(input)) return refuse('Send a JSON object: {"from", "name"?, and "text", "product_items" or "choice", or a raw Meta "message"}.');
    const fields = input as Record<string, unknown>;
    const raw = fields.message !== null && typeof fields.message === 'object' && !Array.isArray(fields.message) ? { ...(fields.message as Record<string, unknown>) } : null;
    const from = String(fields.from ?? raw?.from ?? '').replace(/[\s+()-]/g, '');
    if (!/^\d{7,15}$/.test(from)) return refuse('"from" must be a phone number in international form, e.g. "96171234567".');
    const name = typeof fields.name === 'string' && fields.name.trim() !== '' ? fields.name : 'Local Shopper';
    const base = { from, id: newWamid(), timestamp: seconds() };
    let message: Record<string, unknown>;
    let text: string;
    if (raw) {
      message = { ...base, ...raw };
      text = typeof (raw.text as { body?: unknown } | undefined)?.body === 'string' ? String((raw.text as { body: string }).body) : `[${String(raw.type)}]`;
    } else if (fields.product_items !== undefined) {
      if (!Array.isArray(fields.product_items)) return refuse('"product_items" must be a list of {"product_retailer_id", "quantity"}.');
      const note = typeof fields.text === 'string' ? fields.text : undefined;
      message = { ...base, type: 'order', order: { catalog_id: LOCAL_WHATSAPP.catalogId, product_items: fields.product_items, ...(note !== undefined ? { text: note } : {}) } };
      const lines = (fields.product_items as { product_retailer_id?: unknown; quantity?: unknown }[]).map((item) => `${String(item?.product_retailer_id)} × ${String(item?.quantity)}`);
      text = `Cart: ${lines.join(', ')}${note ? `\n${note}` : ''}`;
    } else if (fields.choice !== undefined) {
      const found = offered(from, String(fields.choice));
      if (!found) return refuse(`No list row or reply button "${String(fields.choice)}" was sent to ${from}.`);
      const { choice, messageId } = found;
      const context = { from: LOCAL_WHATSAPP.businessNumber, id: messageId };
      if (found.template) {
        // A template's quick reply comes back as a `button` message (fixtures: button.json).
        message = { ...base, type: 'button', context, button: { payload: choice.id, text: choice.title } };
      } else {
        const reply = choice.kind === 'row' ? { type: 'list_reply', list_reply: { id: choice.id, title: choice.title, ...(choice.description ? { description: choice.description } : {}) } } : { type: 'button_reply', button_reply: { id: choice.id, title: choice.title } };
        message = { ...base, type: 'interactive', context, interactive: reply };
      }
      text = `Chose: ${choice.title}`;
    } else if (fields.media !== undefined) {
      const media = fields.media !== null && typeof fields.media === 'object' ? playedMedia(fields.media as Record<string, unknown>) : '"media" must be an object.';
      if (typeof media === 'string') return refuse(media);
      message = { ...base, type: media.type, [media.type]: media.part, ...replyContext(fields.context) };
      text = media.text;
    } else if (fields.location !== undefined) {
      const location = (fields.location ?? {}) as Record<string, unknown>;
      if (!Number.isFinite(Number(location.latitude)) || !Number.isFinite(Number(location.longitude))) return refuse('"location" needs a "latitude" and a "longitude".');
      message = { ...base, type: 'location', location, ...replyContext(fields.context) };
      text = `📍 ${String(location.latitude)}, ${String(location.longitude)}`;
    } else if (typeof fields.text === 'string') {
      message = { ...base, type: 'text', text: { body: fields.text }, ...replyContext(fields.context) };
      text = fields.text;
    } else {
      return refuse('Say what the shopper sends: "text", "product_items", "choice" or a raw "message".');
    }
    // The window opens when the number writes, whatever the webhook makes of it.
    lastWrote.set(from, Date.now());
    const answer = await post({ contacts: [{ profile: { name }, wa_id: from }], messages: [message] }, options.appSecret);
    if ('error' in answer) return { status: 502, body: { error: `The webhook (${options.url}) could not be reached: ${answer.error}` } };
    const kept: WhatsAppInboundMessage = { id: String(message.id), created_at: new Date().toISOString(), from, name, message, text, webhook: answer };
    try {
      saveReceived(options.outboxDir, kept);
    } catch {
      // Delivered all the same; only the page will not show it.
    }
    return { status: answer.status, body: { id: kept.id, webhook: answer } };
  }

  const inbound: Handler = (req, res) => {
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST a shopper\'s message: {"from", "name"?, "text" | "product_items" | "choice" | "message"}' });
    readBody(req, MAX_INPUT).then(
      async (raw) => {
        let input: unknown;
        try {
          input = JSON.parse(raw);
        } catch {
          return sendJson(res, 400, { error: 'The body is not JSON.' });
        }
        const outcome = await deliver(input);
        sendJson(res, outcome.status, outcome.body);
      },
      () => sendJson(res, 413, { error: 'The body is larger than 1 MiB.' }),
    );
  };

  const windowControl: Handler = (req, res) => {
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST {"number": "…", "closed": true} or {"number": "…", "wrote": true}' });
    readBody(req, MAX_INPUT).then(
      (raw) => {
        let input: { number?: unknown; closed?: unknown; wrote?: unknown };
        try {
          input = JSON.parse(raw) as typeof input;
        } catch {
          return sendJson(res, 400, { error: 'The body is not JSON.' });
        }
        const number = String(input.number ?? '').replace(/[\s+()-]/g, '');
        if (!/^\d{7,15}$/.test(number) || (input.closed !== true && input.wrote !== true)) {
          return sendJson(res, 400, { error: 'Send {"number": "<international digits>", "closed": true} or {"number", "wrote": true}.' });
        }
        if (input.closed === true) closedBefore.set(number, Date.now());
        else lastWrote.set(number, Date.now());
        sendJson(res, 200, { number, open: windowOpen(number) });
      },
      () => sendJson(res, 413, { error: 'The body is larger than 1 MiB.' }),
    );
  };

  // Statuses a stop (or a power cut) left undelivered go out again, as Meta's would.
  setImmediate(() => {
    for (const message of listWhatsAppOutbox(options.outboxDir)) deliverStatuses(message);
  });

  return { statusesFor: () => (options.appSecret ? (['sent', 'delivered'] as const).map((status) => ({ status, attempts: 0, answer: null, done: false })) : []), deliverStatuses, inbound, deliver, received: () => listReceived(options.outboxDir), windowOpen, windowControl };
}

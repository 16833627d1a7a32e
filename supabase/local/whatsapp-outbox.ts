import { join } from 'node:path';
import type { TemplateLanguage } from '../functions/_shared/order-whatsapp.ts';
import { readOutboxFiles, writeOutboxFile } from './sink-http.ts';

/**
 * What the local WhatsApp sink keeps (whatsapp-sink.ts): one JSON file per message the shop sent,
 * `<outboxDir>/<time>-<wamid>.json`, and one per message a shopper played through the sink sent
 * the shop, `<outboxDir>/inbound/<time>-<wamid>.json`; file names start with the time, so a
 * sorted listing is the order they came in. Each file is written whole, then renamed into place.
 */

/** The local values of the function's secrets and of the shop's WhatsApp account: not real ones. */
export const LOCAL_WHATSAPP = {
  token: 'local-whatsapp-token',
  phoneNumberId: '100000000000001',
  owner: '+961 70 000 000',
  /** The shop's sending number, as Meta's deliveries name it (metadata.display_phone_number). */
  businessNumber: '96170000001',
  /** The WhatsApp Business Account id (a delivery's entry[].id) and the catalogue's. */
  businessAccountId: '100000000000002',
  catalogId: '100000000000003',
} as const;

/** How far one status of a message got to the webhook. */
export interface StatusDelivery {
  status: 'sent' | 'delivered';
  attempts: number;
  /** The webhook's last answer (HTTP status), null when it could not be reached. */
  answer: number | null;
  /** Taken by the webhook, refused for good, or given up. */
  done: boolean;
}

/** What every kept message has: the request as sent, to whom, and Meta's statuses for it. */
interface SentMessage {
  id: string;
  created_at: string;
  phone_number_id: string;
  /** The recipient, in international digits. */
  to: string;
  /** What the shop said the message is for (biz_opaque_callback_data). */
  callback_data: string;
  /** The message as its recipient reads it. */
  text: string;
  /** The body as sent. */
  request: unknown;
  /** The status webhooks the sink delivers for it, and how far it got. */
  statuses: StatusDelivery[];
}

/** The owner's template message. */
export interface WhatsAppTemplateMessage extends SentMessage {
  type: 'template';
  template: string;
  language: TemplateLanguage;
  body_parameters: string[];
  button_parameters: string[];
  /** Where each URL button leads. */
  buttons: { label: string; url: string }[];
  /** The quick-reply buttons it offers (their payloads come back as the recipient's tap). */
  choices?: WhatsAppChoice[];
}

/** A choice a free-form message offers: a list row or a reply button. */
export interface WhatsAppChoice {
  kind: 'row' | 'button';
  id: string;
  title: string;
  description?: string;
}

/** A free-form message: text, an interactive list or reply buttons, media, a location. */
export interface WhatsAppFreeFormMessage extends SentMessage {
  type: 'text' | 'interactive' | 'image' | 'audio' | 'video' | 'document' | 'sticker' | 'location';
  /** The rows or buttons it offers (none but for interactive). */
  choices: WhatsAppChoice[];
  /** The media it sends: an id the sink keeps (whatsapp-sink-media.ts), or a link. */
  media?: { id: string | null; link: string | null; mime_type: string | null };
}

/** One message as kept in the WhatsApp outbox. */
export type WhatsAppOutboxMessage = WhatsAppTemplateMessage | WhatsAppFreeFormMessage;

/** A shopper's message the sink delivered to the webhook. */
export interface WhatsAppInboundMessage {
  id: string;
  created_at: string;
  from: string;
  name: string;
  /** Meta's `messages[]` entry, as delivered. */
  message: Record<string, unknown>;
  /** What the shopper sent, as the outbox page shows it. */
  text: string;
  /** The webhook's answer. */
  webhook: { status: number; body: unknown };
}

/** Messages the sink accepted, oldest first. */
export function listWhatsAppOutbox(outboxDir: string): WhatsAppOutboxMessage[] {
  return readOutboxFiles<WhatsAppOutboxMessage>(outboxDir);
}

/** Keeps a message the sink accepted (again, when its statuses move on). */
export function saveMessage(outboxDir: string, message: WhatsAppOutboxMessage): void {
  writeOutboxFile(outboxDir, message.created_at, message.id, message);
}

/** The shoppers' messages the sink delivered, oldest first. */
export function listReceived(outboxDir: string): WhatsAppInboundMessage[] {
  return readOutboxFiles<WhatsAppInboundMessage>(join(outboxDir, 'inbound'));
}

export function saveReceived(outboxDir: string, message: WhatsAppInboundMessage): void {
  writeOutboxFile(join(outboxDir, 'inbound'), message.created_at, message.id, message);
}

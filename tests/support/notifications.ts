/**
 * What the owner was sent about an order, read where the local stack keeps it: the mail sink's
 * outbox (one JSON file per e-mail) and the WhatsApp sink's (one per message), and the local
 * WhatsApp sink's failure switch. For the tests of both channels' delivery, on the shared test
 * stack or on a stack of their own.
 */
import { listOutbox, type OutboxMessage } from '../../supabase/local/mail-sink.ts';
import { listWhatsAppOutbox, type SinkFailure, type WhatsAppTemplateMessage } from '../../supabase/local/whatsapp-sink.ts';

/** An e-mail the shop sent: it always carries both bodies. */
export type ShopEmail = OutboxMessage & { html: string; text: string };

/** The e-mails about an order, oldest first (the subject names its number, the id's last 8 characters). */
export function emailsFor(outboxDir: string, orderId: string): ShopEmail[] {
  return (listOutbox(outboxDir) as ShopEmail[]).filter((message) => message.subject.includes(`#${orderId.slice(-8)} `));
}

/** The owner's WhatsApp messages about an order (the order page button names its id), oldest first. */
export function whatsappFor(whatsappOutboxDir: string, orderId: string): WhatsAppTemplateMessage[] {
  return listWhatsAppOutbox(whatsappOutboxDir).filter(
    (message): message is WhatsAppTemplateMessage => message.type === 'template' && message.button_parameters[0]?.startsWith(`${orderId}?`) === true,
  );
}

/** Tells a local sink (the WhatsApp Graph API's, or Resend's) to fail the next `times` requests (all until told null). */
async function failSink(url: string, fail: SinkFailure | null, times?: number): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fail, ...(times ? { times } : {}) }),
  });
  if (!response.ok) throw new Error(`the sink refused the failure switch: ${response.status} ${await response.text()}`);
}

export const failWhatsApp = (apiUrl: string, fail: SinkFailure | null, times?: number) => failSink(`${apiUrl}/graph/_sink/fail`, fail, times);
export const failEmail = (apiUrl: string, fail: SinkFailure | null, times?: number) => failSink(`${apiUrl}/resend/_sink/fail`, fail, times);

/** Polls `probe` every 200 ms until it gives something truthy. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false | null> | T | undefined | false | null, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

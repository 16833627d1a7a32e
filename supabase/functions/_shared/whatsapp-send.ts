/**
 * One POST to the WhatsApp Cloud API's `messages` endpoint, as the outbox's dispatcher makes it
 * for every WhatsApp message the shop sends (outbox.deno.ts). Never throws: a
 * refusal, a failed request or no answer within the time-out is a SendFailure saying whether a
 * retry may help, with any secret the platform quoted removed (issue 47 item 5).
 */
import { graphFailure, type SendFailure } from './order-whatsapp.ts';
import { withoutSecrets } from './redact-secrets.ts';

/** Accepted: the message is on its way, with Meta's id when its answer carried one. */
export type SendOutcome = { messageId: string | null } | SendFailure;

/** `<api>/<version>/<phone-number-id>/messages`. */
export function messagesEndpoint(apiUrl: string, apiVersion: string, phoneNumberId: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/${apiVersion}/${encodeURIComponent(phoneNumberId)}/messages`;
}

export async function sendCloudApiMessage(endpoint: string, token: string, message: Record<string, unknown>, timeoutMs: number): Promise<SendOutcome> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const failure = graphFailure(response.status, answer);
      return { ...failure, description: withoutSecrets(failure.description) };
    }
    const id = (answer as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
    return { messageId: typeof id === 'string' ? id : null };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { retry: true, description: timedOut ? `no answer within ${timeoutMs / 1000} s` : withoutSecrets(`request failed: ${(error as Error).message}`) };
  }
}

import { describe, expect, it } from 'vitest';
import { chooseWhatsAppRequest, OUTBOX_KINDS, RELAY_KINDS } from '../../../supabase/functions/_shared/outbox-kinds.ts';

const text = { type: 'text', text: { body: 'Thanks, we got your message' } };
const template = { type: 'template', template: { name: 'shop_reply', language: { code: 'en' }, components: [] } };

describe("Meta's 24-hour window, as the dispatcher applies it", () => {
  it('sends a free-form message while the window is open', () => {
    expect(chooseWhatsAppRequest(text, template, true)).toEqual({ send: text });
    expect(chooseWhatsAppRequest(text, null, true)).toEqual({ send: text });
  });

  it('sends its template instead while the window is closed, and waits without one', () => {
    expect(chooseWhatsAppRequest(text, template, false)).toEqual({ send: template });
    expect(chooseWhatsAppRequest(text, null, false)).toEqual({ wait: true });
    expect(chooseWhatsAppRequest(text, undefined, false)).toEqual({ wait: true });
  });

  it('always sends a template', () => {
    expect(chooseWhatsAppRequest(template, null, false)).toEqual({ send: template });
  });
});

describe('the kinds of message', () => {
  it("are rendered at the send unless their sender enqueues the request, each on one channel", () => {
    expect(Object.fromEntries(Object.entries(OUTBOX_KINDS).map(([name, kind]) => [name, [kind.channel, Boolean(kind.render)]]))).toEqual({
      owner_order_email: ['email', true],
      owner_order_whatsapp: ['whatsapp', true],
      conversation_reply: ['whatsapp', false],
      // The owner in the chat (whatsapp-webhook/relay.ts): each enqueued with its request by a turn.
      ...Object.fromEntries(RELAY_KINDS.map((name) => [name, ['whatsapp', false]])),
    });
    expect(RELAY_KINDS).toEqual(['owner_relay', 'owner_relay_notice', 'shopper_ack', 'order_answer', 'owner_answer', 'owner_answer_notice', 'owner_hint', 'owner_undelivered']);
  });
});

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
      shopper_order_confirm: ['whatsapp', true],
      shopper_order_status: ['whatsapp', true],
      owner_order_notice: ['whatsapp', false],
    });
    expect(RELAY_KINDS).toEqual(['owner_relay', 'owner_relay_notice', 'shopper_ack', 'order_answer', 'owner_answer', 'owner_answer_notice', 'owner_hint', 'owner_undelivered']);
  });
});

describe('what a failure leads to', () => {
  const context = (profileName: string | null, language?: string) => ({
    env: (name: string) => (name === 'WHATSAPP_TEMPLATE_LANGUAGE' ? language : undefined),
    order: async () => null,
    profileName: async () => profileName,
  });

  it("tells the owner, once per answer, that an owner's answer or its notice did not reach the shopper, in the owner's language", async () => {
    const failed = { key: 'answer:wamid.OWNER1:1', recipient: '96171234567' };
    const followUp = { key: 'undelivered:wamid.OWNER1', kind: 'owner_undelivered', recipient: null };
    expect(await OUTBOX_KINDS.owner_answer!.whenFailed!(failed, context('Hadi'))).toEqual({
      ...followUp,
      request: { type: 'text', text: { body: 'Your reply to Hadi (+96171234567) could not be delivered. Try again later, or call them.' } },
    });
    expect(await OUTBOX_KINDS.owner_answer_notice!.whenFailed!({ ...failed, key: 'answer:wamid.OWNER1:notice' }, context(null, 'ar'))).toMatchObject(followUp);
  });

  it('leads to nothing for the other kinds, or a key that names no answer', async () => {
    const withFollowUp = Object.entries(OUTBOX_KINDS).filter(([, kind]) => kind.whenFailed).map(([name]) => name);
    expect(withFollowUp).toEqual(['owner_answer', 'owner_answer_notice']);
    expect(await OUTBOX_KINDS.owner_answer!.whenFailed!({ key: 'relay:wamid.X:0', recipient: '96171234567' }, context('Hadi'))).toBeNull();
    expect(await OUTBOX_KINDS.owner_answer!.whenFailed!({ key: 'answer:wamid.X:0', recipient: null }, context('Hadi'))).toBeNull();
  });
});

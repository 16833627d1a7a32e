// @vitest-environment node
import { readFileSync } from 'node:fs';
import { RELAY_TEMPLATES, shopperMessageOwnerRequest, shopReplyRequest } from '../../../supabase/functions/_shared/relay-templates.ts';
import { describe, expect, it } from 'vitest';
import { WHATSAPP_DIGITS } from '../../support/phone-examples.ts';
import {
  BODY_PARAMETER_MAX_LENGTH,
  graphFailure,
  OWNER_ORDER_TEMPLATE,
  ownerOrderMessage,
  ownerOrderParameters,
  renderTemplateBody,
  TEMPLATE_BODY_MAX_LENGTH,
  templateParameter,
  whatsappSettings,
  type WhatsAppOrder,
} from '../../../supabase/functions/_shared/order-whatsapp.ts';

/** What the Cloud API accepts as a template variable. */
function acceptable(text: string): boolean {
  return text.trim() !== '' && !/[\n\r\t]/.test(text) && !/ {5,}/.test(text);
}

const order: WhatsAppOrder = {
  id: '0b5b6a4e-9d0f-4f57-8d8c-1d0f3f0d9f11',
  order_number: '0d9f11ab',
  total_price: '20.00',
  delivery_area: 'Achrafieh',
  customer_city: 'Beirut',
  lbp_per_usd: 89500,
};

describe('template variables', () => {
  it.each([
    ['quotes', 'Bowl "deep" \'blue\'', 'Bowl "deep" \'blue\''],
    ['line breaks and tabs', 'Bowl\r\nwith\tlid\n\nbig', 'Bowl with lid big'],
    ['runs of spaces', 'Bowl      with    lid', 'Bowl with lid'],
    ['Arabic', '  وعاء   عميق ', 'وعاء عميق'],
    ['direction controls and other control characters', 'Bowl\u202e\u0007 lid\u2028x', 'Bowl lid x'],
    ['nothing', ' \n\t ', '-'],
  ])('clean %s', (_, input, expected) => {
    expect(templateParameter(input)).toBe(expected);
  });

  it('cut 2,000 characters to the limit, with an ellipsis, never half a character', () => {
    const long = templateParameter('وعاء 😀'.repeat(400));
    expect(Array.from(long).length).toBeLessThanOrEqual(BODY_PARAMETER_MAX_LENGTH);
    expect(Array.from(long).length).toBeGreaterThan(BODY_PARAMETER_MAX_LENGTH - 3); // a trailing space is trimmed
    expect(long.endsWith('…')).toBe(true);
    expect(long).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/); // no lone high surrogate
  });

  it("keep the filled-in body within the platform's 1,024 characters whatever the order holds", () => {
    const worst = { ...order, delivery_area: `"x"\n\t${'ع    '.repeat(500)}`, order_number: 'y'.repeat(2000) };
    for (const language of ['en', 'ar'] as const) {
      const parameters = ownerOrderParameters(worst, 12, language);
      expect(parameters.every(acceptable)).toBe(true);
      expect(Array.from(renderTemplateBody(language, parameters)).length).toBeLessThanOrEqual(TEMPLATE_BODY_MAX_LENGTH);
    }
  });
});

describe('the owner order message', () => {
  it('fills the template in order: number, total with pounds, area, payment, lines', () => {
    expect(ownerOrderParameters(order, 3, 'en')).toEqual(['0d9f11ab', '$20.00 ≈ LBP 1,790,000', 'Achrafieh', 'Cash on delivery', '3']);
    expect(ownerOrderParameters({ ...order, lbp_per_usd: null, delivery_area: null }, 1, 'ar')).toEqual(['0d9f11ab', '$20.00', 'Beirut', 'الدفع عند الاستلام', '1']);
  });

  it('is a Cloud API template message with the two URL buttons, naming its order for the status webhook', () => {
    const message = ownerOrderMessage('96170000000', order, 2, { orderPage: `${order.id}?key=k_1`, confirmToken: 'abc.def' }, 'ar');
    expect(message).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '96170000000',
      biz_opaque_callback_data: `order:${order.id}:owner_whatsapp`,
      type: 'template',
      template: {
        name: 'new_order_owner',
        language: { code: 'ar' },
        components: [
          { type: 'body', parameters: ownerOrderParameters(order, 2, 'ar').map((text) => ({ type: 'text', text })) },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: `${order.id}?key=k_1` }] },
          { type: 'button', sub_type: 'url', index: '1', parameters: [{ type: 'text', text: 'abc.def' }] },
        ],
      },
    });
  });

  it('is the template docs/deploy.md tells the owner to submit, in both languages', () => {
    const deployGuide = readFileSync('docs/deploy.md', 'utf8');
    for (const language of ['en', 'ar'] as const) {
      const text = OWNER_ORDER_TEMPLATE.text[language];
      expect(deployGuide).toContain(`\`\`\`text\n${text.body}\n\`\`\``);
      expect(deployGuide).toContain(`Footer: \`${text.footer}\``);
      for (const label of text.buttons) expect(deployGuide).toContain(`| ${label} |`);
    }
    expect(deployGuide).toContain(`Name **\`${OWNER_ORDER_TEMPLATE.name}\`**`);
  });
});

describe("the platform's refusals", () => {
  const refusal = (code: number, message: string) => ({ error: { message, type: 'OAuthException', code, fbtrace_id: 'A1' } });

  it.each([
    [500, 131000, true],
    [503, 2, true],
    [429, 130429, true],
    [400, 131056, true], // pair rate limit: too many messages to one number
    [400, 80007, true],
    [401, 190, false], // a bad or expired token
    [403, 10, false],
    [404, 132001, false], // the template does not exist (or is not approved) in that language
    [400, 132015, false], // paused
    [400, 100, false],
  ])('HTTP %i code %i is retried: %s', (status, code, retry) => {
    expect(graphFailure(status, refusal(code, 'x')).retry).toBe(retry);
  });

  it('describes a refusal in one line without repeating its code', () => {
    expect(graphFailure(400, { error: { message: '(#132001) Template name does not exist in the translation', code: 132001, error_data: { details: 'template name (new_order_owner) does not exist in ar' } } })).toEqual({
      retry: false,
      description: '400 (#132001) Template name does not exist in the translation - template name (new_order_owner) does not exist in ar',
    });
    expect(graphFailure(502, null)).toEqual({ retry: true, description: '502' });
  });
});

describe('the channel settings', () => {
  const full: Record<string, string> = {
    WHATSAPP_TOKEN: 't',
    WHATSAPP_PHONE_NUMBER_ID: '123',
    OWNER_WHATSAPP: '+961 71 234 567',
    ORDER_ACTION_SECRET: 's',
    SITE_URL: 'https://shop.example',
  };
  const settings = (env: Record<string, string>) => whatsappSettings((name) => env[name]);

  it('are on with the three secrets, against the real platform by default', () => {
    expect(settings(full)).toEqual({
      on: true,
      token: 't',
      phoneNumberId: '123',
      to: '96171234567',
      apiUrl: 'https://graph.facebook.com',
      apiVersion: 'v23.0',
      language: 'en',
    });
  });

  it('send to the owner’s number in international form, however it is written', () => {
    for (const [typed, digits] of WHATSAPP_DIGITS) {
      const answer = settings({ ...full, OWNER_WHATSAPP: typed });
      expect(answer.on ? answer.to : null).toBe(digits);
    }
  });

  it('are off, saying why, without one of them', () => {
    const { WHATSAPP_TOKEN: _token, OWNER_WHATSAPP: _owner, ...rest } = full;
    expect(settings(rest)).toEqual({ on: false, off: 'WHATSAPP_TOKEN, OWNER_WHATSAPP are not set' });
    expect(settings({ ...full, OWNER_WHATSAPP: 'the owner' })).toMatchObject({ on: false, off: expect.stringContaining('OWNER_WHATSAPP') });
    expect(settings({ ...full, WHATSAPP_TEMPLATE_LANGUAGE: 'fr' })).toMatchObject({ on: false });
  });
});

describe("the relay's templates", () => {
  it('are the templates docs/deploy.md tells the owner to submit, in both languages', () => {
    const deployGuide = readFileSync('docs/deploy.md', 'utf8');
    for (const template of RELAY_TEMPLATES) {
      expect(deployGuide).toContain(`Name **\`${template.name}\`**`);
      for (const language of ['en', 'ar'] as const) {
        expect(deployGuide).toContain(`\`\`\`text\n${template.text[language].body}\n\`\`\``);
        for (const label of template.text[language].quickReplies) expect(deployGuide).toContain(`| ${label} |`);
      }
    }
  });

  it('fill their variables cleaned, the Show button naming the shopper’s message', () => {
    const request = shopperMessageOwnerRequest('en', { name: 'Rania\nHaddad', number: '+96171123456' }, `kam se3ron?\n${'x'.repeat(200)}`, 'wamid.S1');
    expect(request.template.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: 'Rania Haddad' }, { type: 'text', text: '+96171123456' }, { type: 'text', text: `kam se3ron? ${'x'.repeat(87)}…` }] },
      { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: 'show:wamid.S1' }] },
    ]);
    expect(shopReplyRequest('ar', '').template).toEqual({ name: 'shop_reply', language: { code: 'ar' }, components: [{ type: 'body', parameters: [{ type: 'text', text: '-' }] }] });
  });
});

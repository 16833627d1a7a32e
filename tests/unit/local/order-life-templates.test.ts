/**
 * The order's-life templates (issue 57): `order_update` and `order_confirm_shopper` as the shop
 * sends them (requests built from an order), as the owner submits them (docs/deploy.md quotes
 * their text, byte for byte, in both languages), and as the local sink checks them, refusing what
 * Meta refuses (a missing or extra variable, a line break, an unknown language, a body too long)
 * and what the webhook could not read back (a confirmation whose payloads are not the order's
 * buttons).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ORDER_CONFIRM_SHOPPER_TEMPLATE,
  ORDER_LIFE_TEMPLATES,
  ORDER_UPDATE_TEMPLATE,
  SITE_URL_MARK,
  orderConfirmShopperTemplateRequest,
  orderUpdateTemplateRequest,
} from '../../../supabase/functions/_shared/order-life-templates.ts';
import { chatOrderOf } from '../../../supabase/functions/_shared/order-life-kinds.ts';
import { checkOrderLifeTemplate } from '../../../supabase/local/whatsapp-sink-order-templates.ts';
import { CHAT_ORDER, SHOPPER_REFS } from '../domain/fixtures';

const SITE = 'https://shop.example';
const order = CHAT_ORDER;
const refs = SHOPPER_REFS;

describe('the requests the shop sends', () => {
  it('order_update: the number, the status words and the link end, read by the recipient as one message', () => {
    const request = orderUpdateTemplateRequest(order, 'out_for_delivery', 'en');
    expect(request).toEqual({
      type: 'template',
      template: {
        name: 'order_update',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: ['4f0b23ce', 'out for delivery', `${order.id}?key=KEY_key-123`].map((text) => ({ type: 'text', text })) }],
      },
    });
    expect(checkOrderLifeTemplate(request.template, SITE)).toMatchObject({
      text: `Your order #4f0b23ce is now out for delivery.\nSee it here: ${SITE}/order/${order.id}?key=KEY_key-123\n\nReply to this message if you have any question.`,
      buttons: [],
    });
    expect(checkOrderLifeTemplate(orderUpdateTemplateRequest(order, 'delivered', 'ar').template, SITE)).toMatchObject({
      text: `طلبك رقم #4f0b23ce: وصل.\nشوفه هون: ${SITE}/ar/order/${order.id}?key=KEY_key-123\n\nإذا عندك أي سؤال، ردّ على هالرسالة.`,
    });
  });

  it("order_confirm_shopper: number, cash total with pounds, area, and the shopper's Confirm and Cancel", () => {
    const request = orderConfirmShopperTemplateRequest(order, refs, 'en');
    expect(request.template.components.slice(1)).toEqual([
      { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: 'shopper_confirm:sHc.sig5' }] },
      { type: 'button', sub_type: 'quick_reply', index: '1', parameters: [{ type: 'payload', payload: 'shopper_cancel:sHx.sig6' }] },
    ]);
    expect(checkOrderLifeTemplate(request.template, SITE)).toMatchObject({
      body: ['4f0b23ce', '$26.80 (≈ LBP 2,399,000)', 'Beirut'],
      text: 'Thank you for your order #4f0b23ce!\nTo pay in cash on delivery: $26.80 (≈ LBP 2,399,000)\nDelivery to: Beirut\n\nPlease confirm it so we can send it out.',
      buttons: [
        { label: 'Confirm order', payload: 'shopper_confirm:sHc.sig5' },
        { label: 'Cancel order', payload: 'shopper_cancel:sHx.sig6' },
      ],
    });
    expect(checkOrderLifeTemplate(orderConfirmShopperTemplateRequest({ ...order, area: 'بيروت' }, refs, 'ar').template, SITE)).toMatchObject({
      text: 'شكرًا على طلبك #4f0b23ce!\nالمبلغ يلّي رح تدفعه كاش عند التسليم: $26.80 (≈ 2,399,000 ل.ل.)\nالتوصيل على: بيروت\n\nأكّدلنا الطلب لنبعتلك ياه.',
      buttons: [{ label: 'أكّد الطلب' }, { label: 'إلغاء الطلب' }],
    });
  });
});

describe('the area in the shopper\'s confirmation', () => {
  /** An order's row as the outbox's reader gives it: the English name it keeps, and the listed area's Arabic one. */
  const row = {
    id: order.id, order_number: order.orderNumber, access_key: order.accessKey, status: order.status, total_price: 26.8, lbp_per_usd: 89_500,
    delivery_area: 'Achrafieh', delivery_area_ar: 'الأشرفية', customer_city: 'Beirut', order_items: [], created_at: '2026-12-01T10:00:00Z',
  } as unknown as Parameters<typeof chatOrderOf>[0];

  it('is the Arabic name on an Arabic order, the English one on an English order or when the list has no Arabic name', () => {
    expect(checkOrderLifeTemplate(orderConfirmShopperTemplateRequest(chatOrderOf(row, 'ar'), refs, 'ar').template, SITE)).toMatchObject({
      body: ['4f0b23ce', '$26.80 (≈ 2,399,000 ل.ل.)', 'الأشرفية'],
      text: 'شكرًا على طلبك #4f0b23ce!\nالمبلغ يلّي رح تدفعه كاش عند التسليم: $26.80 (≈ 2,399,000 ل.ل.)\nالتوصيل على: الأشرفية\n\nأكّدلنا الطلب لنبعتلك ياه.',
    });
    expect(checkOrderLifeTemplate(orderConfirmShopperTemplateRequest(chatOrderOf(row, 'en'), refs, 'en').template, SITE)).toMatchObject({
      body: ['4f0b23ce', '$26.80 (≈ LBP 2,399,000)', 'Achrafieh'],
    });
    expect(chatOrderOf({ ...row, delivery_area_ar: null }, 'ar').area).toBe('Achrafieh');
  });
});

describe('the text the owner submits', () => {
  it('is in docs/deploy.md, in both languages, with its name, category and quick replies', () => {
    const guide = readFileSync('docs/deploy.md', 'utf8');
    for (const template of ORDER_LIFE_TEMPLATES) {
      expect(guide).toContain(`Name **\`${template.name}\`**, category **Utility**`);
      for (const language of ['en', 'ar'] as const) {
        expect(guide).toContain(`\`\`\`text\n${template.text[language].body.replace(SITE_URL_MARK, 'https://<your shop>')}\n\`\`\``);
        for (const label of template.text[language].quickReplies) expect(guide).toContain(`| ${label} |`);
      }
    }
  });

  it('never starts or ends with a variable (Meta refuses such a template), and counts its variables right', () => {
    for (const template of ORDER_LIFE_TEMPLATES) {
      for (const language of ['en', 'ar'] as const) {
        const body = template.text[language].body;
        expect(body).not.toMatch(/^\{\{|\}\}$/);
        expect(new Set(body.match(/\{\{\d+\}\}/g)).size).toBe(template.bodyParameterCount);
        expect(template.text[language].quickReplies).toHaveLength(template.quickReplies);
      }
    }
  });
});

describe("the sink's checks", () => {
  const update = () => orderUpdateTemplateRequest(order, 'confirmed', 'en').template as { components: { parameters: { text?: string }[] }[] } & Record<string, unknown>;

  it('leaves a template it does not know to the other checks', () => {
    expect(checkOrderLifeTemplate({ name: 'new_order_owner', language: { code: 'en' } }, SITE)).toBeNull();
  });

  it.each([
    ['an unknown language', (t: ReturnType<typeof update>) => ({ ...t, language: { code: 'fr' } }), 132001],
    ['a variable missing', (t: ReturnType<typeof update>) => ({ ...t, components: [{ type: 'body', parameters: t.components[0]!.parameters.slice(0, 2) }] }), 132000],
    ['a button the template has not', (t: ReturnType<typeof update>) => ({ ...t, components: [...t.components, { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: 'x' }] }] }), 132000],
    ['a line break in a variable', (t: ReturnType<typeof update>) => ({ ...t, components: [{ type: 'body', parameters: [{ type: 'text', text: 'a\nb' }, ...t.components[0]!.parameters.slice(1)] }] }), 132018],
    ['an empty variable', (t: ReturnType<typeof update>) => ({ ...t, components: [{ type: 'body', parameters: [{ type: 'text', text: ' ' }, ...t.components[0]!.parameters.slice(1)] }] }), 131008],
    ['a body over 1,024 characters', (t: ReturnType<typeof update>) => ({ ...t, components: [{ type: 'body', parameters: [{ type: 'text', text: 'x'.repeat(1000) }, ...t.components[0]!.parameters.slice(1)] }] }), 132005],
  ])('refuses %s as Meta does', (_, change, code) => {
    expect(checkOrderLifeTemplate(change(update()), SITE)).toMatchObject({ code });
  });

  it("refuses a confirmation whose quick replies are missing or are not the order's Confirm and Cancel", () => {
    const confirm = orderConfirmShopperTemplateRequest(order, refs, 'en').template;
    const [body, first, second] = confirm.components;
    expect(checkOrderLifeTemplate({ ...confirm, components: [body, first] }, SITE)).toMatchObject({ code: 132000 });
    expect(checkOrderLifeTemplate({ ...confirm, components: [body, { ...second!, index: '0' }, { ...first!, index: '1' }] }, SITE)).toMatchObject({ code: 100 });
    const foreign = { type: 'button', sub_type: 'quick_reply', index: '1', parameters: [{ type: 'payload', payload: 'Unsubscribe' }] };
    expect(checkOrderLifeTemplate({ ...confirm, components: [body, first, foreign] }, SITE)).toMatchObject({ code: 100 });
    const url = { ...second, sub_type: 'url' };
    expect(checkOrderLifeTemplate({ ...confirm, components: [body, first, url] }, SITE)).toMatchObject({ code: 132000 });
    expect(ORDER_CONFIRM_SHOPPER_TEMPLATE.quickReplies).toBe(2);
    expect(ORDER_UPDATE_TEMPLATE.quickReplies).toBe(0);
  });
});

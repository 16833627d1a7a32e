/**
 * The owner's prefilled WhatsApp reply after an action on an order (the order-action page), in the
 * shopper's language with the chat messages' bidi rules (docs/decisions/0022-owner-actions-signed-links.md, docs/decisions/0008-bidi-isolation-and-western-digits.md; issue 33 item 4).
 */
import { describe, expect, it } from 'vitest';
import { buildStatusReplyMessage, type RepliedStatus } from '../../../src/domain/statusReply';

const R = '\u200F'; // RIGHT-TO-LEFT MARK
const F = '\u2068'; // FIRST STRONG ISOLATE
const P = '\u2069'; // POP DIRECTIONAL ISOLATE

const order = { id: '2aef218d-cfe5-4088-a8f3-37604f0b23ce', orderNumber: '4f0b23ce', accessKey: 'KEY_key-123' } as const;
const site = 'https://shop.example';
const englishPage = `${site}/order/${order.id}?key=KEY_key-123`;
const arabicPage = `${site}/ar/order/${order.id}?key=KEY_key-123`;

describe('buildStatusReplyMessage', () => {
  it.each<[RepliedStatus, string]>([
    ['confirmed', 'Your order #4f0b23ce is confirmed. We will message you when it is on its way.'],
    ['out_for_delivery', 'Your order #4f0b23ce is out for delivery and will reach you soon.'],
    ['delivered', 'Your order #4f0b23ce has been delivered. Thank you for shopping with us!'],
    ['cancelled', 'Your order #4f0b23ce has been cancelled. Reply here if you have any question.'],
  ])('English (%s): the sentence, then the English order page, as before', (status, sentence) => {
    expect(buildStatusReplyMessage({ ...order, locale: 'en' }, status, site)).toBe(`${sentence}\n${englishPage}`);
    expect(buildStatusReplyMessage({ ...order, locale: 'en' }, status, null)).toBe(sentence);
  });

  it.each<[RepliedStatus, string]>([
    ['confirmed', `تم تأكيد طلبك ${F}#4f0b23ce${P}. سنراسلك عندما يصبح في الطريق إليك.`],
    ['out_for_delivery', `طلبك ${F}#4f0b23ce${P} في الطريق إليك وسيصلك قريبًا.`],
    ['delivered', `تم تسليم طلبك ${F}#4f0b23ce${P}. شكرًا لتسوّقك معنا!`],
    ['cancelled', `أُلغي طلبك ${F}#4f0b23ce${P}. راسلنا هنا إن كان لديك أي سؤال.`],
  ])('Arabic (%s): RLM on every line, the number and the Arabic page link isolated, byte for byte', (status, sentence) => {
    const message = buildStatusReplyMessage({ ...order, locale: 'ar' }, status, site);
    expect(message).toBe(`${R}${sentence}\n${R}${F}${arabicPage}${P}`);
    // No Latin letter or digit outside an isolate.
    expect(message.replace(/\u2068[^\u2068\u2069]*\u2069/g, '')).not.toMatch(/[\p{Script=Latin}0-9]/u);
    expect(buildStatusReplyMessage({ ...order, locale: 'ar' }, status, null)).toBe(`${R}${sentence}`);
  });
});

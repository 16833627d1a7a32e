/**
 * The order's life in the chat (issue 57), byte for byte in both languages: the owner's order
 * message and its buttons by status, the answers to the owner's taps, the shopper's status message
 * and cash-on-delivery confirmation with their template variables, the answers to the shopper's
 * taps, and button ids read back (only the order's own buttons, with a token as their ref). Every
 * body passes Meta's limits (whatsappMessageProblems): ≤ 3 buttons, titles ≤ 20 characters.
 */
import { describe, expect, it } from 'vitest';
import {
  nextOwnerActions,
  orderAreaName,
  orderButtonId,
  orderConfirmParameters,
  orderUpdateParameters,
  orderUpdateWords,
  ownerOrderChatMessage,
  ownerShopperNotice,
  ownerTapAnswer,
  readOrderButton,
  shopperConfirmMessage,
  shopperStatusMessage,
  shopperTapAnswer,
  type OwnerRefs,
} from '../../../src/domain/orderUpdates.ts';
import { characterCount } from '../../../src/domain/text.ts';
import { whatsappMessageProblems, type OutgoingWhatsApp } from '../../../src/domain/whatsappLimits.ts';
import { LOCALES } from '../../../src/domain/locale.ts';
import { CHAT_ORDER, SHOPPER_REFS } from './fixtures';

const R = '\u200F'; // RIGHT-TO-LEFT MARK
const F = '\u2068'; // FIRST STRONG ISOLATE
const P = '\u2069'; // POP DIRECTIONAL ISOLATE

const SITE = 'https://shop.example';
const order = CHAT_ORDER;
/** Tokens as order-action-token.ts signs them: `<payload>.<signature>`. */
const refs: Required<OwnerRefs> = { confirm: 'cOnF.sig1', out_for_delivery: 'oUt.sig2', delivered: 'dEl.sig3', cancel: 'cAn.sig4' };
const shopperRefs = SHOPPER_REFS;

function body(message: OutgoingWhatsApp): string {
  return message.type === 'text' ? message.text.body : message.interactive.body.text;
}
function buttons(message: OutgoingWhatsApp): [string, string][] {
  if (message.type !== 'interactive' || message.interactive.type !== 'button') return [];
  return message.interactive.action.buttons.map((button) => [button.reply.id, button.reply.title]);
}
function sendable(message: OutgoingWhatsApp): OutgoingWhatsApp {
  expect(whatsappMessageProblems(message)).toEqual([]);
  return message;
}

describe('button ids', () => {
  it('are the action, a colon and the signed ref, and read back as who may tap them', () => {
    expect(orderButtonId('confirm', 'abc.def')).toBe('confirm:abc.def');
    expect(readOrderButton('confirm:abc.def')).toEqual({ who: 'owner', action: 'confirm', ref: 'abc.def' });
    expect(readOrderButton('out_for_delivery:a-b_c.d')).toEqual({ who: 'owner', action: 'out_for_delivery', ref: 'a-b_c.d' });
    expect(readOrderButton('delivered:x.y')).toMatchObject({ who: 'owner', action: 'delivered' });
    expect(readOrderButton('cancel:x.y')).toMatchObject({ who: 'owner', action: 'cancel' });
    expect(readOrderButton('shopper_confirm:x.y')).toEqual({ who: 'shopper', action: 'shopper_confirm', ref: 'x.y' });
    expect(readOrderButton('shopper_cancel:x.y')).toEqual({ who: 'shopper', action: 'shopper_cancel', ref: 'x.y' });
  });

  it("are none of the order's for anything else: the conversation's own confirm:<order id>, an unknown action, a ref that is no token", () => {
    for (const id of [
      'confirm:2aef218d-cfe5-4088-a8f3-37604f0b23ce',
      'cancel:2aef218d-cfe5-4088-a8f3-37604f0b23ce',
      'area:beirut',
      'show:wamid.x',
      'refund:x.y',
      'confirm:',
      'confirm:x.y.z',
      'confirm:x y.z',
      'confirm',
      `confirm:${'a'.repeat(200)}.${'b'.repeat(100)}`,
      '__proto__:x.y',
      'toString:x.y',
      42,
      null,
    ]) {
      expect(readOrderButton(id), String(id)).toBeNull();
    }
    expect(() => orderButtonId('confirm', '2aef218d-cfe5-4088-a8f3-37604f0b23ce')).toThrow(RangeError);
  });

  it('offer the next actions: Confirm and Cancel while pending, then Out for delivery and Cancel, then Delivered', () => {
    expect(nextOwnerActions('pending')).toEqual(['confirm', 'cancel']);
    expect(nextOwnerActions('confirmed')).toEqual(['out_for_delivery', 'cancel']);
    expect(nextOwnerActions('out_for_delivery')).toEqual(['delivered']);
    expect(nextOwnerActions('delivered')).toEqual([]);
    expect(nextOwnerActions('cancelled')).toEqual([]);
  });

  it("titles fit Meta's 20 characters in both languages", () => {
    for (const locale of LOCALES) {
      const words = orderUpdateWords(locale);
      for (const title of [...Object.values(words.ownerButtons), ...Object.values(words.shopperButtons)]) expect(characterCount(title), title).toBeLessThanOrEqual(20);
    }
  });
});

describe("the owner's order message (free-form inside the owner's window)", () => {
  it('English: number, total with pounds, area, payment, lines, the shopper not confirmed yet, the link; Confirm and Cancel', () => {
    const message = sendable(ownerOrderChatMessage(order, refs, SITE, 'en'));
    expect(body(message)).toBe(
      [
        '*New order #4f0b23ce*',
        'Total: $26.80 (≈ LBP 2,399,000)',
        'Delivery to: Beirut',
        'Payment: Cash on delivery',
        'Lines: 2',
        'Confirmation: not confirmed yet',
        `Open: ${SITE}/order/${order.id}?key=KEY_key-123`,
      ].join('\n'),
    );
    expect(buttons(message)).toEqual([
      ['confirm:cOnF.sig1', 'Confirm'],
      ['cancel:cAn.sig4', 'Cancel'],
    ]);
  });

  it('Arabic: every value isolated, RLM where a line starts with one; the buttons in Arabic', () => {
    const message = sendable(ownerOrderChatMessage({ ...order, area: 'بيروت', shopperConfirmedAt: '2026-12-01T10:00:00Z' }, refs, SITE, 'ar'));
    expect(body(message)).toBe(
      [
        `${R}*طلب جديد ${F}#4f0b23ce${P}*`,
        `المجموع: ${F}$26.80${P} (≈ ${F}2,399,000${P} ل.ل.)`,
        'التوصيل على: بيروت',
        'الدفع: كاش عند التسليم',
        `عدد الأصناف: ${F}2${P}`,
        'التأكيد: أكّده الزبون',
        `افتح الطلب: ${F}${SITE}/ar/order/${order.id}?key=KEY_key-123${P}`,
      ].join('\n'),
    );
    expect(buttons(message)).toEqual([
      ['confirm:cOnF.sig1', 'تأكيد'],
      ['cancel:cAn.sig4', 'إلغاء'],
    ]);
  });

  it('without pounds, just the dollars; a button whose ref the server did not give is not offered', () => {
    const message = sendable(ownerOrderChatMessage({ ...order, lbpPerUsd: null }, { cancel: 'cAn.sig4' }, SITE, 'en'));
    expect(body(message)).toContain('\nTotal: $26.80\n');
    expect(buttons(message)).toEqual([['cancel:cAn.sig4', 'Cancel']]);
  });
});

describe("the answers to the owner's taps", () => {
  it('applied: the new status and whether the shopper confirmed, with the next buttons; Delivered alone after out for delivery; none after delivery', () => {
    const confirmed = sendable(ownerTapAnswer({ outcome: 'applied', order: { ...order, status: 'confirmed' } }, refs, 'en'));
    expect(body(confirmed)).toBe('Order #4f0b23ce is now confirmed.\nConfirmation: not confirmed yet');
    expect(buttons(confirmed)).toEqual([
      ['out_for_delivery:oUt.sig2', 'Out for delivery'],
      ['cancel:cAn.sig4', 'Cancel'],
    ]);
    const out = sendable(ownerTapAnswer({ outcome: 'applied', order: { ...order, status: 'out_for_delivery', shopperConfirmedAt: 'x' } }, refs, 'en'));
    expect(body(out)).toBe('Order #4f0b23ce is now out for delivery.\nConfirmation: confirmed by the shopper');
    expect(buttons(out)).toEqual([['delivered:dEl.sig3', 'Delivered']]);
    const delivered = sendable(ownerTapAnswer({ outcome: 'applied', order: { ...order, status: 'delivered' } }, refs, 'en'));
    expect(delivered).toEqual({ type: 'text', text: { body: 'Order #4f0b23ce is now delivered.\nConfirmation: not confirmed yet' } });
  });

  it.each([
    [{ outcome: 'already_done', order: { ...order, status: 'confirmed' } }, 'Order #4f0b23ce was already confirmed. Nothing changed.', `${R}الطلب ${F}#4f0b23ce${P} تأكّد من قبل. ما تغيّر شي.`],
    [
      { outcome: 'not_allowed', order: { ...order, status: 'cancelled' }, wanted: 'delivered' },
      'Order #4f0b23ce is cancelled, so it cannot be marked delivered. Nothing changed.',
      `${R}الطلب ${F}#4f0b23ce${P} انلغى، فما فيك تعلّمه «وصل». ما تغيّر شي.`,
    ],
    [{ outcome: 'not_found' }, 'This order no longer exists. Nothing changed.', `${R}هيدا الطلب ما عاد موجود. ما تغيّر شي.`],
    [{ outcome: 'invalid' }, 'This button is not valid. Nothing changed.', `${R}هيدا الزر مش صالح. ما تغيّر شي.`],
    [
      { outcome: 'expired' },
      'This button has expired (30 days after the order). Nothing changed: change the order in the dashboard.',
      `${R}هيدا الزر خلصت مدّته (شهر بعد الطلب). ما تغيّر شي: غيّر الطلب من لوحة التحكم.`,
    ],
    [{ outcome: 'not_owner' }, 'This button is not for this number. Nothing changed.', `${R}هيدا الزر مش لهالرقم. ما تغيّر شي.`],
  ] as const)('%j: one short line, no buttons', (result, english, arabic) => {
    expect(sendable(ownerTapAnswer(result, refs, 'en'))).toEqual({ type: 'text', text: { body: english } });
    expect(sendable(ownerTapAnswer(result, refs, 'ar'))).toEqual({ type: 'text', text: { body: arabic } });
  });

  it("tells the owner of the shopper's Confirm (with the next buttons) and Cancel", () => {
    const confirmed = sendable(ownerShopperNotice({ ...order, shopperConfirmedAt: 'x' }, 'confirmed', refs, 'en'));
    expect(body(confirmed)).toBe('Order #4f0b23ce was confirmed by the shopper.');
    expect(buttons(confirmed).map(([, title]) => title)).toEqual(['Confirm', 'Cancel']);
    expect(sendable(ownerShopperNotice({ ...order, status: 'cancelled' }, 'cancelled', refs, 'en'))).toEqual({
      type: 'text',
      text: { body: 'The shopper cancelled order #4f0b23ce. Its items are back in stock.' },
    });
    expect(body(ownerShopperNotice({ ...order, status: 'cancelled' }, 'cancelled', refs, 'ar'))).toBe(`${R}الزبون لغى الطلب ${F}#4f0b23ce${P}. رجعت أغراضه عالمخزون.`);
  });
});

describe('to the shopper', () => {
  it("the status message is the owner's manual one, in the order's language, with the private page's link", () => {
    expect(sendable(shopperStatusMessage(order, 'out_for_delivery', SITE, 'en'))).toEqual({
      type: 'text',
      text: { body: `Your order #4f0b23ce is out for delivery and will reach you soon.\n${SITE}/order/${order.id}?key=KEY_key-123` },
    });
    expect(body(shopperStatusMessage(order, 'confirmed', SITE, 'ar'))).toBe(
      `${R}تم تأكيد طلبك ${F}#4f0b23ce${P}. سنراسلك عندما يصبح في الطريق إليك.\n${R}${F}${SITE}/ar/order/${order.id}?key=KEY_key-123${P}`,
    );
  });

  it("order_update's variables: the number, the status words in the order's language, the link's end", () => {
    expect(orderUpdateParameters(order, 'confirmed', 'en')).toEqual(['4f0b23ce', 'confirmed', `${order.id}?key=KEY_key-123`]);
    expect(orderUpdateParameters(order, 'out_for_delivery', 'ar')).toEqual(['4f0b23ce', 'طلع عالطريق', `${order.id}?key=KEY_key-123`]);
    expect(orderUpdateParameters(order, 'cancelled', 'ar')[1]).toBe('انلغى');
  });

  it('the cash-on-delivery confirmation: number, cash total with pounds, area; Confirm order and Cancel order', () => {
    const english = sendable(shopperConfirmMessage(order, shopperRefs, 'en'));
    expect(body(english)).toBe('Thank you for your order #4f0b23ce!\nTo pay in cash on delivery: $26.80 (≈ LBP 2,399,000)\nDelivery to: Beirut\n\nPlease confirm it so we can send it out.');
    expect(buttons(english)).toEqual([
      ['shopper_confirm:sHc.sig5', 'Confirm order'],
      ['shopper_cancel:sHx.sig6', 'Cancel order'],
    ]);
    const arabic = sendable(shopperConfirmMessage({ ...order, area: 'بيروت' }, shopperRefs, 'ar'));
    expect(body(arabic)).toBe(
      `${R}شكرًا على طلبك ${F}#4f0b23ce${P}!\nالمبلغ يلّي رح تدفعه كاش عند التسليم: ${F}$26.80${P} (≈ ${F}2,399,000${P} ل.ل.)\nالتوصيل على: بيروت\n\nأكّدلنا الطلب لنبعتلك ياه.`,
    );
    expect(buttons(arabic).map(([, title]) => title)).toEqual(['أكّد الطلب', 'إلغاء الطلب']);
  });

  it("names a listed area in Arabic on an Arabic order, else as the order keeps it; an unlisted place as the shopper typed it", () => {
    const achrafieh = { listed: 'Achrafieh', listedArabic: 'الأشرفية', typed: 'Beirut' };
    expect(orderAreaName(achrafieh, 'ar')).toBe('الأشرفية');
    expect(orderAreaName(achrafieh, 'en')).toBe('Achrafieh');
    expect(orderAreaName({ ...achrafieh, listedArabic: null }, 'ar')).toBe('Achrafieh');
    expect(orderAreaName({ listed: null, listedArabic: null, typed: 'Jounieh' }, 'ar')).toBe('Jounieh');
  });

  it("order_confirm_shopper's variables: the number, the cash total (pounds when set), the area", () => {
    expect(orderConfirmParameters(order, 'en')).toEqual(['4f0b23ce', '$26.80 (≈ LBP 2,399,000)', 'Beirut']);
    expect(orderConfirmParameters({ ...order, lbpPerUsd: null }, 'en')).toEqual(['4f0b23ce', '$26.80', 'Beirut']);
    // No direction control in a template variable: the Arabic template's own text sets the direction.
    expect(orderConfirmParameters({ ...order, area: 'بيروت' }, 'ar')).toEqual(['4f0b23ce', '$26.80 (≈ 2,399,000 ل.ل.)', 'بيروت']);
  });

  it.each([
    [{ outcome: 'confirmed', order }, 'Thank you! Order #4f0b23ce is confirmed. We will tell you here when it is on its way.', `${R}شكرًا! طلبك ${F}#4f0b23ce${P} تأكّد. منخبرك هون لمّا يطلع عالطريق.`],
    [{ outcome: 'already_confirmed', order }, 'You already confirmed order #4f0b23ce. Nothing changed.', `${R}أكّدت الطلب ${F}#4f0b23ce${P} من قبل. ما تغيّر شي.`],
    [{ outcome: 'cancelled', order: { ...order, status: 'cancelled' } }, 'Order #4f0b23ce is cancelled. You pay nothing.', `${R}انلغى طلبك ${F}#4f0b23ce${P}. ما عليك تدفع شي.`],
    [{ outcome: 'already_cancelled', order: { ...order, status: 'cancelled' } }, 'Order #4f0b23ce was already cancelled. Nothing changed.', `${R}الطلب ${F}#4f0b23ce${P} انلغى من قبل. ما تغيّر شي.`],
    [
      { outcome: 'too_late', order: { ...order, status: 'out_for_delivery' } },
      'Order #4f0b23ce is out for delivery, so it cannot be changed here. Reply to talk to us.',
      `${R}الطلب ${F}#4f0b23ce${P} طلع عالطريق، فما فينا نغيّره من هون. ردّ علينا لنحكي.`,
    ],
    [{ outcome: 'invalid' }, 'This button no longer works. Nothing changed. Reply here to talk to us.', `${R}هيدا الزر ما عاد بيشتغل. ما تغيّر شي. ردّ علينا هون لنحكي.`],
    [{ outcome: 'not_yours' }, 'This button is for the number that placed the order. Nothing changed.', `${R}هيدا الزر بس للرقم يلّي عمل الطلب. ما تغيّر شي.`],
  ] as const)("the answer to the shopper's tap %j", (result, english, arabic) => {
    expect(sendable(shopperTapAnswer(result, 'en'))).toEqual({ type: 'text', text: { body: english } });
    expect(sendable(shopperTapAnswer(result, 'ar'))).toEqual({ type: 'text', text: { body: arabic } });
  });
});

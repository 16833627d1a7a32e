import { describe, expect, it } from 'vitest';
import { storeConfig } from '../../../src/config/store';
import { buildInquiryMessage, orderPagePath } from '../../../src/domain/chat';
import { buildOrderMessage, buildPlacedOrderMessage } from '../../../src/domain/orderMessages';
import {
  acknowledgement,
  acknowledgementKey,
  answerPreview,
  CAPTION_MAX,
  isOwnerNumber,
  notDeliveredNotice,
  orderAnswer,
  ownerHint,
  relayParts,
  siteMessageOf,
  splitText,
  TEXT_BODY_MAX,
  type RelayInput,
} from '../../../src/domain/ownerRelay';
import { characterCount } from '../../../src/domain/text';
import { makeProduct } from './fixtures';

const rania = { name: 'Rania', waId: '96171123456' };
const relay = (message: RelayInput['message'], locale: RelayInput['locale'] = 'en', recognised: RelayInput['recognised'] = null) =>
  relayParts({ shopper: rania, message, locale, recognised });
const bodies = (parts: ReturnType<typeof relayParts>) => parts.map((part) => (part.type === 'text' ? part.text.body : part));

describe('the owner’s copy of a shopper’s message', () => {
  it('passes a text on whole after the shopper’s name and number, in the owner’s language', () => {
    expect(bodies(relay({ kind: 'text', body: 'kam se3ron l glass jars? w fi delivery 3a Jounieh?' }))).toEqual([
      '*Rania* (+96171123456):\nkam se3ron l glass jars? w fi delivery 3a Jounieh?',
    ]);
    expect(bodies(relay({ kind: 'text', body: 'قديش سعر المرطبانات؟' }, 'ar'))).toEqual(['\u200F*\u2068Rania\u2069* (\u2068+96171123456\u2069):\nقديش سعر المرطبانات؟']);
  });

  it('names a shopper without a profile name by their number', () => {
    expect(bodies(relayParts({ shopper: { name: null, waId: '33612345678' }, message: { kind: 'text', body: 'hi' }, locale: 'en' }))).toEqual([
      '*+33612345678* (+33612345678):\nhi',
    ]);
  });

  it('splits a text past Meta’s 4,096 characters into numbered pieces that together are the text, line breaks and emoji kept', () => {
    const line = 'Is the 🫖 kettle in stock?\n';
    const body = line.repeat(200); // 5,200 characters with 200 line breaks and emoji
    const parts = relay({ kind: 'text', body });
    expect(parts).toHaveLength(2);
    const texts = parts.map((part) => (part.type === 'text' ? part.text.body : ''));
    expect(texts[0]!.startsWith('(1/2)\n*Rania* (+96171123456):\nIs the 🫖 kettle')).toBe(true);
    expect(texts[1]!.startsWith('(2/2)\n')).toBe(true);
    for (const text of texts) expect(characterCount(text)).toBeLessThanOrEqual(TEXT_BODY_MAX);
    expect(texts.map((text) => text.replace(/^\(\d\/2\)\n/, '')).join('')).toBe(`*Rania* (+96171123456):\n${body}`);
  });

  it('cuts pieces at a line break or space, never inside an emoji', () => {
    expect(splitText('aaaa bbbb', 6)).toEqual(['aaaa ', 'bbbb']);
    expect(splitText('🫖🫖🫖', 2)).toEqual(['🫖🫖', '🫖']);
  });

  it('re-sends a photo with its caption under the shopper’s name; its stand-in names it with the caption', () => {
    expect(relay({ kind: 'media', media: 'image', mediaId: '1003383421387256', caption: 'Taj Mahal', fileName: null, voice: false })).toEqual([
      {
        type: 'media',
        media: 'image',
        mediaId: '1003383421387256',
        caption: '*Rania* (+96171123456): sent a photo\nTaj Mahal',
        fileName: null,
        fallback: [
          {
            type: 'text',
            text: { body: '*Rania* (+96171123456): sent a photo that could not be fetched from WhatsApp (ask them to send it again)\nCaption: Taj Mahal', preview_url: false },
          },
        ],
      },
    ]);
  });

  it('says a photo whose media id is missing in one line naming it, with the caption, in both languages', () => {
    const photo = { kind: 'media', media: 'image', mediaId: null, caption: 'هيدا اللون؟', fileName: null, voice: false } as const;
    expect(bodies(relay(photo))).toEqual(['*Rania* (+96171123456): sent a photo that could not be fetched from WhatsApp (ask them to send it again)\nCaption: هيدا اللون؟']);
    expect(bodies(relay(photo, 'ar'))).toEqual([
      '\u200F*\u2068Rania\u2069* (\u2068+96171123456\u2069): بعت صورة، بس ما زبط التحميل من واتساب (اطلب منه يبعت مرة تانية)\n\u200Fالتعليق: هيدا اللون؟',
    ]);
  });

  it('sends a voice note and a sticker after a line saying who sent it (they carry no caption)', () => {
    const parts = relay({ kind: 'media', media: 'audio', mediaId: '42', caption: null, fileName: null, voice: true });
    expect(bodies(parts).slice(0, 1)).toEqual(['*Rania* (+96171123456): sent a voice note']);
    expect(parts[1]).toMatchObject({ type: 'media', media: 'audio', mediaId: '42', caption: null });
    expect(bodies(relay({ kind: 'media', media: 'sticker', mediaId: '7', caption: null, fileName: null, voice: false }, 'ar'))[0]).toBe(
      '\u200F*\u2068Rania\u2069* (\u2068+96171123456\u2069): بعت ستيكر',
    );
  });

  it('keeps a document’s file name, and puts a caption too long for media before it as text', () => {
    const long = 'x'.repeat(CAPTION_MAX);
    const parts = relay({ kind: 'media', media: 'document', mediaId: '9', caption: long, fileName: 'invoice.pdf', voice: false });
    expect(bodies(parts)[0]).toBe(`*Rania* (+96171123456): sent a document\n${long}`);
    expect(parts[1]).toMatchObject({ type: 'media', media: 'document', caption: null, fileName: 'invoice.pdf' });
  });

  it('sends a location as a location naming the shopper', () => {
    expect(relay({ kind: 'location', latitude: 33.89, longitude: 35.5, name: 'Hamra', address: 'Bliss St' })).toEqual([
      { type: 'location', location: { latitude: 33.89, longitude: 35.5, name: 'Rania (+96171123456) · Hamra', address: 'Bliss St' } },
    ]);
  });

  it('names a reaction, a contact card, a tap and an unsupported message in one line', () => {
    expect(bodies(relay({ kind: 'reaction', emoji: '👍' }))).toEqual(['*Rania* (+96171123456): reacted 👍 to a message']);
    expect(bodies(relay({ kind: 'reaction', emoji: null }, 'ar'))).toEqual(['\u200F*\u2068Rania\u2069* (\u2068+96171123456\u2069): شال تفاعل']);
    expect(bodies(relay({ kind: 'contacts', cards: ['John Smith +961 3 123 456'] }))).toEqual(['*Rania* (+96171123456): shared a contact: John Smith +961 3 123 456']);
    expect(bodies(relay({ kind: 'tap', title: 'Show' }))).toEqual(['*Rania* (+96171123456): tapped "Show"']);
    expect(bodies(relay({ kind: 'unsupported', type: 'edit' }))).toEqual(['*Rania* (+96171123456): sent a message WhatsApp cannot pass on (edit)']);
    expect(bodies(relay({ kind: 'unsupported', type: 'edit' }, 'ar'))).toEqual(['\u200F*\u2068Rania\u2069* (\u2068+96171123456\u2069): بعت رسالة ما فينا نمرّقها (\u2068edit\u2069)']);
  });

  it('says what a recognised site message is', () => {
    expect(bodies(relay({ kind: 'text', body: 'Hello! …' }, 'en', { kind: 'productQuestion' }))).toEqual(['*Rania* (+96171123456): asks about a product:\nHello! …']);
    expect(bodies(relay({ kind: 'text', body: 'Hi' }, 'en', { kind: 'order', orderNumber: '1a2b3c4d', status: 'pending', total: 4550, updatesHere: true, locale: 'en' }))).toEqual([
      '*Rania* (+96171123456): sent the message of order #1a2b3c4d (Pending, $45.50):\nHi',
    ]);
  });
});

describe('the site’s own messages', () => {
  const product = makeProduct({ id: 'jar-1', name: 'Glass Storage Jars' });
  const orderId = '0b7c2a54-1f7e-4a53-9a0e-3d2f1b6c8e90';

  it('reads the chat checkout’s message by its private link, in either language', () => {
    for (const locale of ['en', 'ar'] as const) {
      const text = buildPlacedOrderMessage(
        { orderNumber: '3d2f1b6c', lines: [], total: 1200, lbpPerUsd: null, orderPath: orderPagePath(orderId, 'k3y_-AbC123xyz', locale), locale },
        'whatsapp',
        storeConfig,
      );
      expect(siteMessageOf(text)).toEqual({ kind: 'order', orderId, accessKey: 'k3y_-AbC123xyz' });
    }
  });

  it('reads a product inquiry and a cart sent as text as questions', () => {
    expect(siteMessageOf(buildInquiryMessage({ product }, 'whatsapp', storeConfig))).toEqual({ kind: 'productQuestion' });
    const cart = buildOrderMessage({ lines: [{ product, variant: null, quantity: 2 }], deliveryRate: null, lbpPerUsd: null }, 'whatsapp', storeConfig);
    expect(siteMessageOf(cart)).toEqual({ kind: 'cartQuestion' });
  });

  it('reads anything else, a link without a key among it, as no site message', () => {
    expect(siteMessageOf('kam se3ron?')).toBeNull();
    expect(siteMessageOf(`https://shop.example/order/${orderId}`)).toBeNull();
    expect(siteMessageOf(`/order/${orderId}?key=%E0%A4%A`)).toBeNull();
  });

  it('answers the chat checkout’s message with the order’s number, status and total, in the order’s language', () => {
    expect(orderAnswer({ kind: 'order', orderNumber: '3d2f1b6c', status: 'confirmed', total: 4500, locale: 'en', updatesHere: true }).text.body).toBe(
      'We have your order #3d2f1b6c: Confirmed, total $45.00. We\'ll write to you here about it.',
    );
    expect(orderAnswer({ kind: 'order', orderNumber: '3d2f1b6c', status: 'pending', total: 4500, locale: 'ar', updatesHere: true }).text.body).toBe(
      '\u200Fوصلنا طلبك \u2068#3d2f1b6c\u2069: قيد الانتظار، المجموع \u2068$45.00\u2069. منحكيك هون بخصوصه.',
    );
  });

  it('promises no updates to a number they do not go to (a forwarded copy, another phone than the one that asked first)', () => {
    expect(orderAnswer({ kind: 'order', orderNumber: '3d2f1b6c', status: 'confirmed', total: 4500, locale: 'en', updatesHere: false }).text.body).toBe(
      'We have your order #3d2f1b6c: Confirmed, total $45.00. Its updates go to the WhatsApp number that asked for them first; write here with any question.',
    );
    expect(orderAnswer({ kind: 'order', orderNumber: '3d2f1b6c', status: 'pending', total: 4500, locale: 'ar', updatesHere: false }).text.body).toBe(
      '\u200Fوصلنا طلبك \u2068#3d2f1b6c\u2069: قيد الانتظار، المجموع \u2068$45.00\u2069. أخبار الطلب بتوصل عالرقم اللي طلبها أوّل؛ إذا عندك أي سؤال، اكتبلنا هون.',
    );
  });
});

describe('beside the relay', () => {
  it('acknowledges in the shopper’s language', () => {
    expect(acknowledgement('en').text.body).toBe("Thanks — we've passed your message on and will answer here.");
    expect(acknowledgement('ar').text.body).toBe('\u200Fشكرًا — وصّلنا رسالتك ومنردّ عليك هون.');
  });

  it('keys the acknowledgement by the shopper and the hour, so one goes an hour', () => {
    const at = Date.UTC(2026, 11, 1, 23, 5);
    expect(acknowledgementKey('96171123456', at)).toBe(acknowledgementKey('96171123456', at + 50 * 60 * 1000));
    expect(acknowledgementKey('96171123456', at)).not.toBe(acknowledgementKey('96171123456', at + 60 * 60 * 1000));
    expect(acknowledgementKey('96171123456', at)).toBe(`ack:96171123456:${Math.floor(at / 3_600_000)}`);
  });

  it('hints the owner once a message reached no one, and says a reply was not delivered', () => {
    expect(ownerHint('en').text.body).toBe('To answer a shopper, reply to (swipe) their message here. This message reached no one.');
    expect(ownerHint('ar').text.body).toBe('\u200Fلتردّ على زبون، ردّ (اسحب) على رسالته هون. هالرسالة ما وصلت لحدا.');
    expect(notDeliveredNotice(rania, 'en').text.body).toBe('Your reply to Rania (+96171123456) could not be delivered. Try again later, or call them.');
    expect(notDeliveredNotice(rania, 'ar').text.body).toBe('\u200Fردّك على \u2068Rania\u2069 (\u2068+96171123456\u2069) ما وصل. جرّب بعدين، أو اتصل فيه.');
  });
});

describe('the shopper’s notice of an answer', () => {
  const photo = { kind: 'media', media: 'image', voice: false, mediaId: 'm1', caption: null, fileName: null } as const;
  it('quotes the answer’s words, or names what it is for the shopper, not as the owner’s copy does', () => {
    expect(answerPreview({ kind: 'text', body: 'Yes, we have it.' }, 'en')).toBe('Yes, we have it.');
    expect(answerPreview({ ...photo, caption: 'This one?' }, 'en')).toBe('This one?');
    expect(answerPreview(photo, 'en')).toBe('(a photo)');
    expect(answerPreview(photo, 'ar')).toBe('(صورة)');
    expect(answerPreview({ ...photo, media: 'audio', voice: true }, 'ar')).toBe('(رسالة صوتية)');
    expect(answerPreview({ kind: 'location', latitude: 33.89, longitude: 35.48, name: null, address: null }, 'en')).toBe('(a location)');
    expect(answerPreview({ kind: 'location', latitude: 33.89, longitude: 35.48, name: 'Momo Bel, Hamra', address: null }, 'ar')).toBe('Momo Bel, Hamra');
  });
});

describe('who the owner is', () => {
  const country = storeConfig.phoneCountry;
  it('compares digits with the country code, however OWNER_WHATSAPP was typed', () => {
    for (const owner of ['+961 70 000 000', '70 000 000', '00961 70 000 000', '+961 070 000 000', '96170000000']) {
      expect(isOwnerNumber('96170000000', owner, country)).toBe(true);
    }
  });
  it('is no one else: a prefix, a suffix, another country, or nothing', () => {
    expect(isOwnerNumber('9617000000', '+961 70 000 000', country)).toBe(false);
    expect(isOwnerNumber('961700000001', '+961 70 000 000', country)).toBe(false);
    expect(isOwnerNumber('3370000000', '70 000 000', country)).toBe(false);
    expect(isOwnerNumber('96170000000', '', country)).toBe(false);
    expect(isOwnerNumber('', '+961 70 000 000', country)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { customerName, inboundContent, isSignedByMeta, quotedMessageId, readDelivery, shopperMessageOf, signDelivery, storable } from '../../../supabase/functions/_shared/whatsapp-inbound.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe("Meta's signature", () => {
  it('is the hex HMAC-SHA256 of the raw body with the app secret, and nothing else passes', async () => {
    const body = '{"object":"whatsapp_business_account","entry":[]}';
    // openssl dgst -sha256 -hmac secret <<< body (without the newline)
    const header = await signDelivery(body, 'secret');
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(await isSignedByMeta(bytes(body), header, 'secret')).toBe(true);
    expect(await isSignedByMeta(bytes(`${body} `), header, 'secret')).toBe(false);
    expect(await isSignedByMeta(bytes(body), header, 'other')).toBe(false);
    expect(await isSignedByMeta(bytes(body), header, '')).toBe(false);
    for (const wrong of [null, '', 'sha256=', header.slice(7), `sha1=${header.slice(7)}`, `${header}00`]) {
      expect(await isSignedByMeta(bytes(body), wrong, 'secret')).toBe(false);
    }
  });
});

describe('a delivery read without trusting it', () => {
  const from = '96171234567';
  const envelope = (value: unknown) => ({ object: 'whatsapp_business_account', entry: [{ changes: [{ value }] }] });

  it('reads messages with their sender’s profile name and Meta’s time, and statuses as sent', () => {
    const delivery = readDelivery(
      envelope({
        contacts: [{ wa_id: from, profile: { name: 'Rania' } }],
        messages: [{ id: 'wamid.A', from, timestamp: '1764300000', type: 'text', text: { body: 'hi' } }],
        statuses: [{ id: 'wamid.B', status: 'read', biz_opaque_callback_data: 'reply:wamid.A' }],
      }),
    );
    expect(delivery).toEqual({
      messages: [{ wamid: 'wamid.A', waId: from, profileName: 'Rania', type: 'text', payload: { id: 'wamid.A', from, timestamp: '1764300000', type: 'text', text: { body: 'hi' } }, sentAt: 1764300000000 }],
      statuses: [{ id: 'wamid.B', status: 'read', callbackData: 'reply:wamid.A' }],
      echoes: [],
    });
  });

  it('leaves out messages without an id or a sender in digits, and is null for a body that is no object', () => {
    expect(readDelivery(envelope({ messages: [{ id: 'wamid.A', from: '+961 71' }, { from }, { id: 'x'.repeat(201), from }, 'x'] }))).toEqual({ messages: [], statuses: [], echoes: [] });
    for (const body of [null, [], 'x', 3]) expect(readDelivery(body)).toBeNull();
    expect(readDelivery({ entry: 'x' })).toEqual({ messages: [], statuses: [], echoes: [] });
  });

  it('makes any text storable: NUL and lone surrogates become U+FFFD, the rest is kept', () => {
    expect(storable({ a: ['x\u0000y', '\ud800', 'ok 🙂 عربي'], 'k\u0000': 1 })).toEqual({ a: ['x\ufffdy', '\ufffd', 'ok 🙂 عربي'], 'k\ufffd': 1 });
  });
});

describe('a message as the conversation reads it', () => {
  it('reads a catalogue cart without its prices, whole quantities only, at most 100 lines', () => {
    const content = inboundContent('order', {
      order: {
        text: 'بسرعة',
        product_items: [
          { product_retailer_id: 'v1', quantity: 2, item_price: 0.01, currency: 'USD' },
          { product_retailer_id: 'p1', quantity: '3' },
          { product_retailer_id: 'p2', quantity: 1.5 },
          { product_retailer_id: 'p3', quantity: 1e21 },
          { quantity: 1 },
        ],
      },
    });
    expect(content).toEqual({
      kind: 'order',
      text: 'بسرعة',
      items: [
        { retailerId: 'v1', quantity: 2 },
        { retailerId: 'p1', quantity: 3 },
        { retailerId: 'p2', quantity: 0 },
        { retailerId: 'p3', quantity: 0 },
      ],
    });
    const many = { order: { product_items: Array.from({ length: 150 }, (_, index) => ({ product_retailer_id: `r${index}`, quantity: 1 })) } };
    expect((inboundContent('order', many) as { items: unknown[] }).items).toHaveLength(100);
  });

  it('reads text, a tapped row or button, a template quick reply, and anything else as unsupported', () => {
    expect(inboundContent('text', { text: { body: 'Hamra\nBldg 5' } })).toEqual({ kind: 'text', body: 'Hamra\nBldg 5' });
    expect(inboundContent('interactive', { interactive: { type: 'list_reply', list_reply: { id: 'area:1', title: 'Beirut' } } })).toEqual({ kind: 'choice', choiceId: 'area:1' });
    expect(inboundContent('interactive', { interactive: { type: 'button_reply', button_reply: { id: 'confirm' } } })).toEqual({ kind: 'choice', choiceId: 'confirm' });
    expect(inboundContent('button', { button: { payload: 'yes', text: 'Yes' } })).toEqual({ kind: 'choice', choiceId: 'yes' });
    for (const [type, payload] of [['image', { image: {} }], ['sticker', {}], ['text', { text: 'not an object' }], ['interactive', { interactive: { nfm_reply: {} } }], ['hologram', {}]] as const) {
      expect(inboundContent(type, payload)).toEqual({ kind: 'unsupported', type });
    }
  });

  it('turns a profile name into a customer name place_order accepts', () => {
    expect(customerName('  Rania\u202e  Haddad\n')).toBe('Rania Haddad');
    expect(customerName('\u200f\u0000')).toBeNull();
    expect(customerName(null)).toBeNull();
    expect(Array.from(customerName('🙂'.repeat(150))!)).toHaveLength(100);
  });
});

describe('a message as the relay passes it on', () => {
  const fixture = (name: string) => {
    const delivery = JSON.parse(readFileSync(`tests/fixtures/meta-webhooks/${name}.json`, 'utf8'));
    const [message] = readDelivery(delivery)!.messages;
    return shopperMessageOf(message!.type, message!.payload);
  };

  it("reads Meta's own examples of every kind", () => {
    expect(fixture('text')).toEqual({ kind: 'text', body: expect.any(String) });
    expect(fixture('image')).toEqual({ kind: 'media', media: 'image', mediaId: '1003383421387256', caption: 'Taj Mahal', fileName: null, voice: false });
    expect(fixture('document')).toEqual({ kind: 'media', media: 'document', mediaId: '622684793477189', caption: 'my receipt', fileName: 'receipt.pdf', voice: false });
    expect(fixture('audio-voice')).toMatchObject({ kind: 'media', media: 'audio', voice: true });
    expect(fixture('location')).toEqual({ kind: 'location', latitude: 37.44221496582, longitude: -122.16165924072, name: 'Philz Coffee', address: '101 Forest Ave, Palo Alto, CA 94301' });
    expect(fixture('reaction')).toEqual({ kind: 'reaction', emoji: '👍' });
    expect(fixture('reaction-removed')).toEqual({ kind: 'reaction', emoji: null });
    expect(fixture('contacts')).toEqual({ kind: 'contacts', cards: ['Barbara J. Johnson +1 (415) 555-0829'] });
    expect(fixture('button')).toEqual({ kind: 'tap', title: 'Unsubscribe' });
    expect(fixture('unsupported')).toEqual({ kind: 'unsupported', type: 'unsupported: edit' });
    expect(fixture('system')).toEqual({ kind: 'unsupported', type: 'system' });
  });

  it('counts a field of the wrong shape as missing, never trusts it', () => {
    expect(shopperMessageOf('image', { image: { id: '../../etc/passwd', caption: 7 } })).toEqual({ kind: 'media', media: 'image', mediaId: null, caption: null, fileName: null, voice: false });
    expect(shopperMessageOf('location', { location: { latitude: 'north', longitude: 200 } })).toEqual({ kind: 'unsupported', type: 'location' });
    expect(shopperMessageOf('text', { text: 'not an object' })).toEqual({ kind: 'unsupported', type: 'text' });
  });

  it('passes a contact card on with its numbers: as the card writes them, else its WhatsApp number, at most three', () => {
    const contacts = (...cards: unknown[]) => shopperMessageOf('contacts', { contacts: cards });
    expect(contacts({ name: { formatted_name: 'Abou Karim' }, phones: [{ wa_id: '96171123456' }, { phone: '01 234 567', type: 'HOME' }] })).toEqual({ kind: 'contacts', cards: ['Abou Karim +96171123456 01 234 567'] });
    expect(contacts({ phones: [{ phone: '+961 3 123 456' }] }, { name: { formatted_name: 'No number' } })).toEqual({ kind: 'contacts', cards: ['+961 3 123 456', 'No number'] });
    expect(contacts({ name: { formatted_name: 'Many' }, phones: ['1', '2', '3', '4'].map((digit) => ({ phone: digit.repeat(6) })) })).toEqual({ kind: 'contacts', cards: ['Many 111111 222222 333333'] });
    expect(contacts({ phones: [{ wa_id: '../etc' }] }, 'not a card')).toEqual({ kind: 'contacts', cards: [] });
  });

  it('reads the message a reply quotes, and an echo from the Business app', () => {
    expect(quotedMessageId({ context: { from: '15550783881', id: 'wamid.X' } })).toBe('wamid.X');
    expect(quotedMessageId({ context: { forwarded: true } })).toBeNull();
    expect(quotedMessageId({ context: 'wamid.X' })).toBeNull();
    const echoes = readDelivery({
      entry: [{ changes: [{ field: 'smb_message_echoes', value: { message_echoes: [{ from: '96170000001', to: '96171123456', id: 'wamid.E', timestamp: '1750000000', type: 'text' }, { to: 'nobody' }] } }] }],
    })!.echoes;
    expect(echoes).toEqual([{ to: '96171123456', sentAt: 1_750_000_000_000 }]);
  });
});

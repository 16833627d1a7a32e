import { describe, expect, it } from 'vitest';
import { outboxKey, outboxKeyOfCallbackData, orderOfOutboxKey } from '../../../supabase/functions/_shared/outbox-keys.ts';
import { recordOutboxStatuses, type StatusDatabase } from '../../../supabase/functions/_shared/whatsapp-status.ts';

const orderId = '0b5b6a4e-9d0f-4f57-8d8c-1d0f3f0d9f11';

/** Records the calls; `answer` is what the database says for a key (true: it marked the message). */
function database(answer: (key: string) => boolean | Error = () => true) {
  const calls: unknown[][] = [];
  const db: StatusDatabase = {
    query: async (text, values) => {
      expect(text).toBe('select private.record_outbox_status($1, $2) as recorded');
      calls.push(values);
      const result = answer(values[0] as string);
      if (result instanceof Error) throw result;
      return { rows: [{ recorded: result }] };
    },
  };
  return { db, calls };
}

describe("a message's biz_opaque_callback_data", () => {
  it('is its outbox key, and an order key names its order', () => {
    expect(outboxKey.ownerOrderWhatsApp(orderId)).toBe(`order:${orderId}:owner_whatsapp`);
    expect(outboxKeyOfCallbackData(outboxKey.ownerOrderWhatsApp(orderId))).toBe(`order:${orderId}:owner_whatsapp`);
    expect(outboxKeyOfCallbackData('reply:wamid.IN')).toBe('reply:wamid.IN');
    expect(orderOfOutboxKey(`order:${orderId.toUpperCase()}:owner_email`)).toBe(orderId);
    for (const value of [undefined, null, 42, 'order:', `order:${orderId}`, `order:not-a-uuid:owner_email`, 'reply:wamid.X']) {
      expect(orderOfOutboxKey(value), String(value)).toBeNull();
    }
  });

  it("reads the owner's template sent before the outbox (order:<id>) as its outbox key", () => {
    expect(outboxKeyOfCallbackData(`order:${orderId.toUpperCase()}`)).toBe(`order:${orderId}:owner_whatsapp`);
    for (const value of [undefined, null, 42, '', 'x'.repeat(513)]) expect(outboxKeyOfCallbackData(value), String(value)).toBeNull();
  });
});

describe('recordOutboxStatuses', () => {
  it('records each sent, delivered or read status of a message of ours with its message id', async () => {
    const { db, calls } = database();
    const key = outboxKey.ownerOrderWhatsApp(orderId);
    const statuses = ['sent', 'delivered', 'read'].map((status) => ({ id: 'wamid.A', status, callbackData: key }));
    expect(await recordOutboxStatuses(db, [...statuses, { id: 'wamid.R', status: 'delivered', callbackData: 'reply:wamid.IN' }])).toEqual([key, key, key, 'reply:wamid.IN']);
    expect(calls).toEqual([...Array(3).fill([key, 'wamid.A']), ['reply:wamid.IN', 'wamid.R']]);
  });

  it('leaves failures and statuses without our data alone', async () => {
    const { db, calls } = database();
    const statuses = [
      { id: 'wamid.F', status: 'failed', callbackData: outboxKey.ownerOrderWhatsApp(orderId) },
      { id: 'wamid.N', status: 'delivered', callbackData: null },
    ];
    expect(await recordOutboxStatuses(db, statuses)).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('says only which messages it marked, and lets a database error through (Meta then delivers again)', async () => {
    const recordedBefore = outboxKey.conversationReply('wamid.EARLIER');
    const status = (key: string) => ({ id: 'wamid.S', status: 'delivered', callbackData: key });
    const key = outboxKey.ownerOrderWhatsApp(orderId);
    expect(await recordOutboxStatuses(database((given) => given !== recordedBefore).db, [status(recordedBefore), status(key)])).toEqual([key]);
    await expect(recordOutboxStatuses(database(() => new Error('connection lost')).db, [status(key)])).rejects.toThrow('connection lost');
  });
});

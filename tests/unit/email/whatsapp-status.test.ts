import { describe, expect, it } from 'vitest';
import { orderCallbackData, orderOfCallbackData, recordOrderStatuses, type StatusDatabase } from '../../../supabase/functions/_shared/whatsapp-status.ts';

const orderId = '0b5b6a4e-9d0f-4f57-8d8c-1d0f3f0d9f11';

/** Records the calls; `answer` is what the database says for an order (true: it marked the order). */
function database(answer: (orderId: string) => boolean | Error = () => true) {
  const calls: unknown[][] = [];
  const db: StatusDatabase = {
    query: async (text, values) => {
      expect(text).toBe('select public.record_order_whatsapp_status($1, $2) as recorded');
      calls.push(values);
      const result = answer(values[0] as string);
      if (result instanceof Error) throw result;
      return { rows: [{ recorded: result }] };
    },
  };
  return { db, calls };
}

describe("the owner's message's biz_opaque_callback_data", () => {
  it('names the order, and reads back only an order id', () => {
    expect(orderCallbackData(orderId)).toBe(`order:${orderId}`);
    expect(orderOfCallbackData(orderCallbackData(orderId))).toBe(orderId);
    expect(orderOfCallbackData(`order:${orderId.toUpperCase()}`)).toBe(orderId);
    for (const value of [undefined, null, 42, '', 'order:', 'order:not-a-uuid', `order:${orderId}x`, `reply:${orderId}`, 'reply:wamid.X']) {
      expect(orderOfCallbackData(value), String(value)).toBeNull();
    }
  });
});

describe('recordOrderStatuses', () => {
  it("records each sent, delivered or read status of an owner's message with its message id", async () => {
    const { db, calls } = database();
    const statuses = ['sent', 'delivered', 'read'].map((status) => ({ id: 'wamid.A', status, callbackData: `order:${orderId}` }));
    expect(await recordOrderStatuses(db, statuses)).toEqual([orderId, orderId, orderId]);
    expect(calls).toEqual(Array(3).fill([orderId, 'wamid.A']));
  });

  it('leaves replies, failures and statuses without our data to others', async () => {
    const { db, calls } = database();
    const statuses = [
      { id: 'wamid.R', status: 'sent', callbackData: 'reply:wamid.IN' },
      { id: 'wamid.F', status: 'failed', callbackData: `order:${orderId}` },
      { id: 'wamid.N', status: 'delivered', callbackData: null },
    ];
    expect(await recordOrderStatuses(db, statuses)).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('says only which orders it marked, and lets a database error through (Meta then delivers again)', async () => {
    const recordedBefore = '1c6c7b5f-0e1a-4a68-9e9d-2e1a4a1e0a22';
    const status = (id: string) => ({ id: `wamid.${id.slice(0, 4)}`, status: 'delivered', callbackData: orderCallbackData(id) });
    expect(await recordOrderStatuses(database((id) => id !== recordedBefore).db, [status(recordedBefore), status(orderId)])).toEqual([orderId]);
    await expect(recordOrderStatuses(database(() => new Error('connection lost')).db, [status(orderId)])).rejects.toThrow('connection lost');
  });
});

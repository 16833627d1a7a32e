import { describe, expect, it } from 'vitest';
import { orderCallbackData, readCallbackData, recordOrderStatuses, replyCallbackData, type StatusDatabase } from '../../../supabase/functions/_shared/whatsapp-status.ts';

const orderId = '0b5b6a4e-9d0f-4f57-8d8c-1d0f3f0d9f11';

/** Records the calls; `recorded` says what the database answers (true: it marked the order). */
function database(answer: (orderId: string) => { data: unknown; error: { message: string } | null } = () => ({ data: true, error: null })) {
  const calls: { p_order_id: string; p_message_id: string }[] = [];
  const db: StatusDatabase = {
    rpc: async (_fn, args) => {
      calls.push(args);
      return answer(args.p_order_id);
    },
  };
  return { db, calls };
}

describe('biz_opaque_callback_data', () => {
  it('names an order or the inbound message a reply answers, and reads them back', () => {
    expect(orderCallbackData(orderId)).toBe(`order:${orderId}`);
    expect(readCallbackData(orderCallbackData(orderId))).toEqual({ kind: 'order', orderId });
    expect(readCallbackData(`order:${orderId.toUpperCase()}`)).toEqual({ kind: 'order', orderId });
    expect(readCallbackData(replyCallbackData('wamid.HBgL=='))).toEqual({ kind: 'reply', inboundMessageId: 'wamid.HBgL==' });
  });

  it('reads nothing the shop did not write', () => {
    for (const value of [undefined, null, 42, '', 'order:', 'order:not-a-uuid', `order:${orderId}x`, 'reply:', 'campaign:1', `order:${'a'.repeat(600)}`]) {
      expect(readCallbackData(value), String(value)).toBeNull();
    }
  });
});

describe('recordOrderStatuses', () => {
  it("records each sent, delivered or read status of an owner's message with its message id", async () => {
    const { db, calls } = database();
    const statuses = ['sent', 'delivered', 'read'].map((status) => ({ id: 'wamid.A', status, recipient_id: '96170000000', biz_opaque_callback_data: `order:${orderId}` }));
    expect(await recordOrderStatuses(db, statuses)).toEqual({ recorded: [orderId, orderId, orderId], errors: [] });
    expect(calls).toEqual(Array(3).fill({ p_order_id: orderId, p_message_id: 'wamid.A' }));
  });

  it("leaves replies, failures, statuses without our data and malformed entries to others", async () => {
    const { db, calls } = database();
    const statuses: unknown[] = [
      { id: 'wamid.R', status: 'sent', biz_opaque_callback_data: 'reply:wamid.IN' },
      { id: 'wamid.F', status: 'failed', biz_opaque_callback_data: `order:${orderId}`, errors: [{ code: 131026 }] },
      { id: 'wamid.N', status: 'delivered' },
      { status: 'sent', biz_opaque_callback_data: `order:${orderId}` },
      null,
      'sent',
    ];
    expect(await recordOrderStatuses(db, statuses)).toEqual({ recorded: [], errors: [] });
    expect(calls).toHaveLength(0);
  });

  it('says which orders it marked, and which calls failed, going on past a failure', async () => {
    const other = '1c6c7b5f-0e1a-4a68-9e9d-2e1a4a1e0a22';
    const third = '2d7d8c6a-1f2b-4b79-8f0e-3f2b5b2f1b33';
    const { db } = database((id) => (id === orderId ? { data: false, error: null } : id === other ? { data: null, error: { message: 'connection lost' } } : { data: true, error: null }));
    const status = (id: string) => ({ id: `wamid.${id.slice(0, 4)}`, status: 'delivered', biz_opaque_callback_data: orderCallbackData(id) });
    expect(await recordOrderStatuses(db, [status(orderId), status(other), status(third)])).toEqual({ recorded: [third], errors: [`order ${other}: connection lost`] });
  });
});

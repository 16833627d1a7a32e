/**
 * The order's life in the chat (issue 57) against the real stack, as the owner and shoppers use
 * it. Here: the checkout's "Send me order updates on WhatsApp" reaches the order through
 * place_order (the shopper's RPC through the gateway with the anon key), state read as the
 * database owner.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/clients.ts';
import { createItem, errorDetails, orderPayload, placeOrderHttp, type CreatedItem } from './order-fixtures.ts';

let item: CreatedItem;

beforeAll(async () => {
  item = await createItem({ price: 12 });
});

const lines = () => [{ item_id: item.id, variant_id: null, quantity: 1 }];

async function storedUpdates(id: string): Promise<boolean | undefined> {
  const [row] = await sql<{ whatsapp_updates: boolean }>('select whatsapp_updates from public.orders where id = $1', [id]);
  return row?.whatsapp_updates;
}

describe('place_order and whatsapp_updates', () => {
  it('stores the ticked box on the order; absent or null, the order asks for nothing', async () => {
    const ticked = orderPayload(lines(), { whatsapp_updates: true });
    expect((await placeOrderHttp(ticked)).status).toBe(200);
    expect(await storedUpdates(ticked.id)).toBe(true);

    const absent = orderPayload(lines());
    expect((await placeOrderHttp(absent)).status).toBe(200);
    expect(await storedUpdates(absent.id)).toBe(false);

    const nulled = { ...orderPayload(lines()), whatsapp_updates: null };
    expect((await placeOrderHttp(nulled)).status).toBe(200);
    expect(await storedUpdates(nulled.id)).toBe(false);
  });

  it('refuses anything but a boolean, and stores nothing', async () => {
    for (const value of ['yes', 1, 'true', {}]) {
      const payload = { ...orderPayload(lines()), whatsapp_updates: value };
      const answer = await placeOrderHttp(payload);
      expect(answer.status, JSON.stringify(value)).toBe(400);
      expect(answer.body.message).toBe('invalid_order');
      expect(errorDetails(answer)).toEqual({ field: 'whatsapp_updates', reason: 'not_a_boolean' });
      expect(await storedUpdates(payload.id)).toBeUndefined();
    }
  });

  it('is not part of the attempt: sent again with the box changed, it is the same order, which keeps what it stored', async () => {
    const first = orderPayload(lines());
    const placed = await placeOrderHttp(first);
    expect(placed.status).toBe(200);
    const again = await placeOrderHttp({ ...first, whatsapp_updates: true });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(placed.body.id);
    expect(await storedUpdates(first.id)).toBe(false);
  });
});

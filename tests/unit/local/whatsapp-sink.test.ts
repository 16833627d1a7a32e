// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownerOrderMessage } from '../../../supabase/functions/_shared/order-whatsapp.ts';
import { LOCAL_WHATSAPP, listWhatsAppOutbox, whatsappEnv, whatsappSinkRoutes } from '../../../supabase/local/whatsapp-sink.ts';

// The local WhatsApp Cloud API stand-in answers as the Graph API does: what the function sends is
// accepted and kept, what the platform would refuse is refused in its error format.
let outboxDir: string;
let server: Server;
let base: string;

beforeEach(async () => {
  outboxDir = mkdtempSync(join(tmpdir(), 'momobel-wa-sink-'));
  const routes = whatsappSinkRoutes({
    outboxDir,
    token: LOCAL_WHATSAPP.token,
    phoneNumberId: LOCAL_WHATSAPP.phoneNumberId,
    siteUrl: 'http://shop.test',
    functionsUrl: 'http://api.test/functions/v1',
  });
  server = createServer((req, res) => routes.find((route) => req.url?.startsWith(route.prefix))!.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(outboxDir, { recursive: true, force: true });
});

const order = { id: '0b5b6a4e-9d0f-4f57-8d8c-1d0f3f0d9f11', order_number: '0d9f11ab', total_price: 12, customer_city: 'Beirut', delivery_area: 'Hamra' };
const valid = () => ownerOrderMessage('96170000000', order, 2, { orderPage: `${order.id}?key=k`, confirmToken: 'a.b' }, 'en');

async function send(body: unknown, { token = LOCAL_WHATSAPP.token as string, phoneNumberId: id = LOCAL_WHATSAPP.phoneNumberId as string } = {}) {
  const response = await fetch(`${base}/graph/v23.0/${id}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe('the local WhatsApp sink', () => {
  it("accepts the function's message as the platform does and keeps it, readable", async () => {
    const answer = await send(valid());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ messaging_product: 'whatsapp', contacts: [{ input: '96170000000', wa_id: '96170000000' }] });
    expect(answer.body.messages[0].id).toMatch(/^wamid\./);
    const [kept] = listWhatsAppOutbox(outboxDir);
    expect(kept).toMatchObject({ id: answer.body.messages[0].id, to: '96170000000', language: 'en', body_parameters: ['0d9f11ab', '$12.00', 'Hamra', 'Cash on delivery', '2'] });
    expect(kept!.text).toContain('New order #0d9f11ab\nTotal: $12.00\nDelivery to: Hamra');
    expect(kept!.buttons).toEqual([
      { label: 'Open order', url: `http://shop.test/order/${order.id}?key=k` },
      { label: 'Confirm', url: 'http://api.test/functions/v1/order-action?token=a.b' },
    ]);
    const page = await fetch(`${base}/whatsapp-outbox/${kept!.id}`);
    expect(await page.text()).toContain('Delivery to: Hamra');
  });

  it("refuses what the platform refuses, in the Graph API's error format", async () => {
    const message = valid() as { template: { components: { parameters: { text: string }[] }[] } };
    const expectError = (answer: { status: number; body: Record<string, any> }, status: number, code: number) => {
      expect(answer.status).toBe(status);
      expect(answer.body.error).toMatchObject({ code, type: expect.any(String), message: expect.any(String), fbtrace_id: expect.any(String) });
    };
    expectError(await send(valid(), { token: 'revoked' }), 401, 190);
    expectError(await send(valid(), { phoneNumberId: '999' }), 400, 100);
    const fewer = structuredClone(message);
    fewer.template.components[0]!.parameters.pop();
    expectError(await send(fewer), 400, 132000);
    const broken = structuredClone(message);
    broken.template.components[0]!.parameters[2]!.text = 'two\nlines';
    expectError(await send(broken), 400, 132018);
    const spaced = structuredClone(message);
    spaced.template.components[0]!.parameters[2]!.text = 'five     spaces';
    expectError(await send(spaced), 400, 132018);
    expectError(await send({ ...valid(), template: { ...(valid().template as object), name: 'other' } }), 404, 132001);
    expect(listWhatsAppOutbox(outboxDir)).toHaveLength(0);
  });

  it('fails on demand: 500 and 429 the given number of times, then answers again', async () => {
    const control = (body: unknown) => fetch(`${base}/graph/_sink/fail`, { method: 'POST', body: JSON.stringify(body) });
    expect((await control({ fail: '500', times: 1 })).status).toBe(200);
    expect((await send(valid())).body.error).toMatchObject({ code: 131000 });
    expect((await send(valid())).status).toBe(200);
    await control({ fail: '429' });
    expect((await send(valid())).status).toBe(429);
    expect((await send(valid())).status).toBe(429);
    await control({ fail: null });
    expect((await send(valid())).status).toBe(200);
    expect(listWhatsAppOutbox(outboxDir)).toHaveLength(2);
  });
});

describe("the functions' WhatsApp settings locally", () => {
  const local = { appSecret: 'local-app-secret', verifyToken: 'local-verify-token' };

  it('point at the sink with local values, unless a real token is set, and are absent when off', () => {
    expect(whatsappEnv('http://127.0.0.1:54321', local, {})).toEqual({
      WHATSAPP_TOKEN: LOCAL_WHATSAPP.token,
      WHATSAPP_PHONE_NUMBER_ID: LOCAL_WHATSAPP.phoneNumberId,
      OWNER_WHATSAPP: LOCAL_WHATSAPP.owner,
      WHATSAPP_API_URL: 'http://127.0.0.1:54321/graph',
      WHATSAPP_APP_SECRET: 'local-app-secret',
      WHATSAPP_VERIFY_TOKEN: 'local-verify-token',
    });
    expect(whatsappEnv('http://127.0.0.1:54321', local, { WHATSAPP_TOKEN: 'EAAG', WHATSAPP_PHONE_NUMBER_ID: '1', OWNER_WHATSAPP: '+96171' })).toEqual({
      WHATSAPP_TOKEN: 'EAAG',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      OWNER_WHATSAPP: '+96171',
    });
    expect(whatsappEnv('http://127.0.0.1:54321', local, { WHATSAPP_TOKEN: 'EAAG', WHATSAPP_APP_SECRET: 'meta', WHATSAPP_VERIFY_TOKEN: 'mine' })).toMatchObject({
      WHATSAPP_APP_SECRET: 'meta',
      WHATSAPP_VERIFY_TOKEN: 'mine',
    });
    expect(whatsappEnv('http://127.0.0.1:54321', local, {}, true)).toEqual({});
  });
});

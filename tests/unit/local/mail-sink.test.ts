// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_WINDOW_MS, listOutbox, mailSinkRoutes } from '../../../supabase/local/mail-sink.ts';

// The local Resend stand-in's idempotency, as Resend documents it: a key is remembered for 24
// hours, across restarts of the stack (read back from the outbox).
let outboxDir: string;
let server: Server | undefined;
let base: string;

beforeEach(() => {
  outboxDir = mkdtempSync(join(tmpdir(), 'momobel-sink-'));
});

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
  rmSync(outboxDir, { recursive: true, force: true });
});

/** A fresh sink on the outbox, as a stack start makes one; returns a sender bound to it. */
async function startSink() {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  const routes = mailSinkRoutes(outboxDir);
  server = createServer((req, res) => routes.find((route) => req.url?.startsWith(route.prefix))!.handle(req, res));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  base = `http://127.0.0.1:${port}`;
  return async (message: Record<string, unknown>, key: string) => {
    const response = await fetch(`http://127.0.0.1:${port}/resend/emails`, {
      method: 'POST',
      headers: { authorization: 'Bearer re_test', 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(message),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

const message = { from: 'Shop <shop@example.test>', to: 'owner@example.test', subject: 'New Order #1', text: 'Hello' };

describe('the local mail sink', () => {
  it('remembers idempotency keys across a restart of the stack', async () => {
    const first = await (await startSink())(message, 'order-1');
    expect(first.status).toBe(200);
    const send = await startSink();
    expect(await send(message, 'order-1')).toEqual({ status: 200, body: { id: first.body.id } });
    expect(listOutbox(outboxDir)).toHaveLength(1);
  });

  it('sends a key again once 24 hours have passed since its message', async () => {
    const old = new Date(Date.now() - IDEMPOTENCY_WINDOW_MS - 1000).toISOString();
    writeFileSync(
      join(outboxDir, `${old.replace(/[:.]/g, '-')}-0b5b6a4e-9d0f-4f57-8d8c-1d0f3f0d9f11.json`),
      JSON.stringify({ id: '0b5b6a4e-9d0f-4f57-8d8c-1d0f3f0d9f11', created_at: old, ...message, to: [message.to], html: null, idempotency_key: 'order-2' }),
    );
    const again = await (await startSink())(message, 'order-2');
    expect(again.status).toBe(200);
    expect(again.body.id).not.toBe('0b5b6a4e-9d0f-4f57-8d8c-1d0f3f0d9f11');
    expect(listOutbox(outboxDir)).toHaveLength(2);
  });

  it('refuses a known key with a different message (409 invalid_idempotent_request)', async () => {
    const send = await startSink();
    await send(message, 'order-3');
    expect(await send({ ...message, subject: 'Other' }, 'order-3')).toMatchObject({ status: 409, body: { name: 'invalid_idempotent_request' } });
    expect(listOutbox(outboxDir)).toHaveLength(1);
  });

  it('fails on demand as Resend does when it is down, throttles or never answers, storing nothing', async () => {
    const send = await startSink();
    const fail = (body: unknown) => fetch(`${base}/resend/_sink/fail`, { method: 'POST', body: JSON.stringify(body) });
    expect((await fail({ fail: '500', times: 1 })).status).toBe(200);
    expect(await send(message, 'order-4')).toMatchObject({ status: 500, body: { name: 'application_error' } });
    await fail({ fail: '429', times: 1 });
    expect(await send(message, 'order-4')).toMatchObject({ status: 429, body: { name: 'rate_limit_exceeded' } });
    await fail({ fail: 'timeout' });
    await expect(
      fetch(`${base}/resend/emails`, { method: 'POST', headers: { authorization: 'Bearer re_test' }, body: JSON.stringify(message), signal: AbortSignal.timeout(500) }),
    ).rejects.toThrow(/aborted/);
    expect(listOutbox(outboxDir)).toHaveLength(0);
    await fail({ fail: null });
    expect(await send(message, 'order-4')).toMatchObject({ status: 200 });
    expect((await fetch(`${base}/outbox`)).status).toBe(200);
    expect(await (await fetch(`${base}/outbox`)).text()).toContain('Outbox');
    expect((await fetch(`${base}/outbox/nope`)).status).toBe(404);
  });
});

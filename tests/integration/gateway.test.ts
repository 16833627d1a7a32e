/**
 * The local API gateway against the real stack, doing what hosted Supabase's does in front of
 * PostgREST and the edge functions: each function's `verify_jwt` from supabase/config.toml
 * (issue 23) and one request body limit (issue 21).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from '../../supabase/local/gateway.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { apiKeys, loadOrCreateSecrets } from '../../supabase/local/keys.ts';
import { stackInfo } from '../support/clients.ts';

async function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const response = await fetch(`${stackInfo().apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  });
  const text = await response.text();
  let json: any = text;
  try {
    json = JSON.parse(text);
  } catch {
    // an HTML page or plain text: kept as is
  }
  return { status: response.status, body: json };
}

const bearer = (token: string) => ({ apikey: stackInfo().anonKey, authorization: `Bearer ${token}` });
const unknownOrder = () => JSON.stringify({ order_id: randomUUID() });
const jwtSecret = () => loadOrCreateSecrets(stackInfo().stateDir).jwtSecret;

describe('verify_jwt from supabase/config.toml', () => {
  it('refuses send-order-email (verify_jwt = true) without a token, before the function runs', async () => {
    expect(await post('/functions/v1/send-order-email', unknownOrder())).toEqual({ status: 401, body: { code: 401, message: 'Missing authorization header' } });
  });

  it('refuses a token not signed with the project secret, an expired one, and one that is not a Bearer token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const invalid = { status: 401, body: { code: 401, message: 'Invalid JWT' } };
    expect(await post('/functions/v1/send-order-email', unknownOrder(), bearer(apiKeys('another project secret').anonKey))).toEqual(invalid);
    expect(await post('/functions/v1/send-order-email', unknownOrder(), bearer(signJwt({ role: 'anon', exp: now - 60 }, jwtSecret())))).toEqual(invalid);
    expect(await post('/functions/v1/send-order-email', unknownOrder(), bearer('not-a-jwt'))).toEqual(invalid);
    expect(await post('/functions/v1/send-order-email', unknownOrder(), { authorization: stackInfo().anonKey })).toEqual({
      status: 401,
      body: { code: 401, message: "Auth header is not 'Bearer {token}'" },
    });
  });

  it('lets the anon key, the service role key and a fresh token of the project through to the function', async () => {
    const { anonKey, serviceRoleKey } = stackInfo();
    const fresh = signJwt({ role: 'anon', exp: Math.floor(Date.now() / 1000) + 60 }, jwtSecret());
    for (const token of [anonKey, serviceRoleKey, fresh]) {
      // The function's own answer for an order that does not exist.
      expect(await post('/functions/v1/send-order-email', unknownOrder(), bearer(token))).toEqual({ status: 404, body: { sent: false, reason: 'not_found' } });
    }
  });

  it('lets an e-mail link reach order-action (verify_jwt = false) without any token', async () => {
    const response = await fetch(`${stackInfo().apiUrl}/functions/v1/order-action?token=forged`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This link is not valid');
  });
});

describe(`request body limit (${MAX_REQUEST_BODY_BYTES} bytes)`, () => {
  const twoMegabytes = JSON.stringify({ p_order: { note: 'x'.repeat(2 * 1024 * 1024) } });
  const tooLarge = { status: 413, body: { message: `Request body too large (limit ${MAX_REQUEST_BODY_BYTES} bytes)` } };
  const streamOf = (text: string) => new Blob([text]).stream();

  it('answers 413 with a JSON error to a 2 MB post to an RPC and to a function', async () => {
    const { anonKey } = stackInfo();
    expect(await post('/rest/v1/rpc/place_order', twoMegabytes, bearer(anonKey))).toEqual(tooLarge);
    expect(await post('/functions/v1/send-order-email', twoMegabytes, bearer(anonKey))).toEqual(tooLarge);
  });

  it('answers 413 to a 2 MB body sent in chunks, which declares no length', async () => {
    const { anonKey } = stackInfo();
    expect(await post('/rest/v1/rpc/place_order', streamOf(twoMegabytes), bearer(anonKey))).toEqual(tooLarge);
    expect(await post('/functions/v1/send-order-email', streamOf(twoMegabytes), bearer(anonKey))).toEqual(tooLarge);
  });

  it('passes a body at the limit on to PostgREST and the function, whole', async () => {
    const { anonKey } = stackInfo();
    const padding = 'x'.repeat(MAX_REQUEST_BODY_BYTES - JSON.stringify({ p_order: { note: '' } }).length);
    const atLimit = JSON.stringify({ p_order: { note: padding } });
    expect(atLimit.length).toBe(MAX_REQUEST_BODY_BYTES);
    // place_order's own refusal of an order without an id: the database read the whole body.
    expect(await post('/rest/v1/rpc/place_order', streamOf(atLimit), bearer(anonKey))).toMatchObject({ status: 400, body: { message: 'invalid_order' } });
    expect(await post('/functions/v1/send-order-email', atLimit, bearer(anonKey))).toEqual({ status: 400, body: { sent: false, reason: 'invalid_request' } });
  });

  // PostgREST refuses a token it cannot decode without reading the body, then resets the
  // connection; the gateway used to lose that answer mid-upload and say 502 "write ECONNRESET".
  it("passes on PostgREST's answer to a large body it refuses unread, every time", async () => {
    const nearLimit = JSON.stringify({ p_order: { note: 'x'.repeat(MAX_REQUEST_BODY_BYTES - 100) } });
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await post('/rest/v1/rpc/place_order', nearLimit, { apikey: 'not-a-key', authorization: 'Bearer not-a-key' });
      expect(answer).toMatchObject({ status: 401, body: { code: 'PGRST301' } });
    }
  });
});

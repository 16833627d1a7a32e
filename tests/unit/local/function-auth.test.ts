// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { functionJwtCheck, jwtVerifyingFunctions } from '../../../supabase/local/function-auth.ts';
import { isValidJwt, signJwt } from '../../../supabase/local/jwt.ts';
import { apiKeys } from '../../../supabase/local/keys.ts';
import { supabaseConfigFile } from '../../../supabase/local/paths.ts';
import { parseToml } from '../../../supabase/local/toml.ts';

// The local gateway's stand-in for hosted Supabase's JWT check in front of edge functions
// (issue 23): which functions config.toml guards, and which tokens pass.
const SECRET = 'a'.repeat(64);
const NOW = Math.floor(Date.parse('2026-11-24T12:00:00Z') / 1000);

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('isValidJwt', () => {
  it('accepts the anon and service_role keys of the same secret', () => {
    const { anonKey, serviceRoleKey } = apiKeys(SECRET);
    expect(isValidJwt(anonKey, SECRET, NOW)).toBe(true);
    expect(isValidJwt(serviceRoleKey, SECRET, NOW)).toBe(true);
  });

  it('refuses a key signed with another secret, or with its payload altered', () => {
    const { anonKey } = apiKeys(SECRET);
    expect(isValidJwt(anonKey, 'b'.repeat(64), NOW)).toBe(false);
    const [header, , signature] = anonKey.split('.');
    const promoted = `${header}.${segment({ iss: 'supabase-local', role: 'service_role', exp: NOW + 60 })}.${signature}`;
    expect(isValidJwt(promoted, SECRET, NOW)).toBe(false);
  });

  it('refuses an expired token and one not valid yet', () => {
    expect(isValidJwt(signJwt({ role: 'anon', exp: NOW + 1 }, SECRET), SECRET, NOW)).toBe(true);
    expect(isValidJwt(signJwt({ role: 'anon', exp: NOW }, SECRET), SECRET, NOW)).toBe(false);
    expect(isValidJwt(signJwt({ role: 'anon', nbf: NOW + 60 }, SECRET), SECRET, NOW)).toBe(false);
  });

  it('refuses other algorithms and anything that is not a JWT', () => {
    const body = segment({ role: 'anon' });
    expect(isValidJwt(`${segment({ alg: 'none', typ: 'JWT' })}.${body}.`, SECRET, NOW)).toBe(false);
    const [, , signature] = signJwt({ role: 'anon' }, SECRET).split('.');
    expect(isValidJwt(`${segment({ alg: 'HS512', typ: 'JWT' })}.${body}.${signature}`, SECRET, NOW)).toBe(false);
    for (const junk of ['', 'anon', 'a.b', 'a.b.c', 'a.b.c.d', `${segment('x')}.${body}.${signature}`]) expect(isValidJwt(junk, SECRET, NOW)).toBe(false);
  });
});

describe('jwtVerifyingFunctions', () => {
  it('reads supabase/config.toml: send-order-email is guarded, order-action (an e-mail link) and catalog-feed (fetched by Meta and Google) are public', () => {
    const verifiesJwt = jwtVerifyingFunctions(readFileSync(supabaseConfigFile, 'utf8'));
    expect(verifiesJwt('send-order-email')).toBe(true);
    expect(verifiesJwt('order-action')).toBe(false);
    expect(verifiesJwt('catalog-feed')).toBe(false);
  });

  it('guards every function not set to verify_jwt = false, as hosted Supabase does', () => {
    const verifiesJwt = jwtVerifyingFunctions(`
[functions.public-feed]
verify_jwt = false # fetched by a crawler
[functions.listed]
enabled = true
[functions.explicit]
verify_jwt = true
`);
    expect(['public-feed', 'listed', 'explicit', 'unlisted', 'toString'].map(verifiesJwt)).toEqual([false, true, true, true, true]);
    expect(jwtVerifyingFunctions('')('anything')).toBe(true);
  });
});

describe('functionJwtCheck', () => {
  const check = functionJwtCheck((name) => name !== 'order-action', SECRET);
  const request = (method: string, authorization?: string) => ({ method, headers: authorization ? { authorization } : {} }) as IncomingMessage;
  const { anonKey } = apiKeys(SECRET);

  it('answers 401 as the platform does when the token is missing, malformed or not ours', () => {
    expect(check('/send-order-email', request('POST'))).toEqual({ status: 401, body: { code: 401, message: 'Missing authorization header' } });
    expect(check('/send-order-email', request('POST', `Basic ${anonKey}`))).toEqual({ status: 401, body: { code: 401, message: "Auth header is not 'Bearer {token}'" } });
    expect(check('/send-order-email?x=1', request('POST', `Bearer ${apiKeys('b'.repeat(64)).anonKey}`))).toEqual({ status: 401, body: { code: 401, message: 'Invalid JWT' } });
  });

  it('lets through a valid key, a public function and a CORS preflight', () => {
    expect(check('/send-order-email', request('POST', `Bearer ${anonKey}`))).toBeUndefined();
    expect(check('/order-action?token=t', request('GET'))).toBeUndefined();
    expect(check('/send-order-email', request('OPTIONS'))).toBeUndefined();
  });
});

describe('parseToml', () => {
  it('reads the whole of supabase/config.toml', () => {
    const config = parseToml(readFileSync(supabaseConfigFile, 'utf8'));
    expect(config.project_id).toBe('momobel-storefront');
    expect(config.api).toMatchObject({ port: 54321, schemas: ['public', 'graphql_public'], tls: { enabled: false } });
    expect(config.functions).toMatchObject({ 'order-action': { verify_jwt: false, entrypoint: './functions/order-action/index.ts' } });
  });

  it('reads strings, numbers, booleans, arrays, dotted and quoted table names, and comments', () => {
    expect(
      parseToml(`
top = "a \\"quoted\\" # not a comment\\n" # a comment
[a.b-c."d.e"]
literal = 'C:\\path'
n = -12
f = 0.5
yes = true
list = [ "x", 'y', 3, false, [1, 2] ] # trailing
empty = []
`),
    ).toEqual({
      top: 'a "quoted" # not a comment\n',
      a: { 'b-c': { 'd.e': { literal: 'C:\\path', n: -12, f: 0.5, yes: true, list: ['x', 'y', 3, false, [1, 2]], empty: [] } } },
    });
  });

  it('refuses what it does not support, naming the line, rather than misread it', () => {
    expect(() => parseToml('a = 1\n[[buckets]]')).toThrow('TOML line 2: unsupported table header');
    expect(() => parseToml('inline = { a = 1 }')).toThrow('TOML line 1: unsupported value');
    expect(() => parseToml('list = [\n  1,\n]')).toThrow('TOML line 1: unterminated or multi-line array');
    expect(() => parseToml('a = 1\na = 2')).toThrow('TOML line 2: a is set twice');
    expect(() => parseToml('a = 1 2')).toThrow('TOML line 1: unexpected text after the value');
    expect(() => parseToml('just words')).toThrow('TOML line 1: expected key = value');
    expect(() => parseToml('a = 1\n[a]')).toThrow('TOML line 2: a is already a value');
  });
});

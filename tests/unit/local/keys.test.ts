// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from '../../../supabase/local/keys.ts';

// The local stack's secrets: made once per data directory and kept, so API keys and the owner's
// e-mailed order links stay valid across restarts.
let stateDir: string;

beforeEach(() => {
  stateDir = mkdtempSync(join(tmpdir(), 'momobel-keys-'));
});

afterEach(() => {
  rmSync(stateDir, { recursive: true, force: true });
});

describe('loadOrCreateSecrets', () => {
  it('creates the JWT secret, the authenticator password and the order action secret once, owner-readable only', () => {
    const first = loadOrCreateSecrets(stateDir);
    expect(first.orderActionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.orderActionSecret).not.toBe(first.jwtSecret);
    expect(first.whatsappAppSecret).toMatch(/^[0-9a-f]{32}$/);
    expect(first.whatsappVerifyToken).toMatch(/^[\w-]{24}$/);
    expect(loadOrCreateSecrets(stateDir)).toEqual(first);
    expect(statSync(join(stateDir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('adds the secrets a data directory made before them lacks (the order action secret, the WhatsApp webhook\'s), keeping the others', () => {
    const old = { jwtSecret: 'a'.repeat(64), authenticatorPassword: 'b'.repeat(36) };
    writeFileSync(join(stateDir, 'secrets.json'), JSON.stringify(old));
    const upgraded = loadOrCreateSecrets(stateDir);
    expect(upgraded).toMatchObject(old);
    expect(upgraded.orderActionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(upgraded.whatsappAppSecret).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(readFileSync(join(stateDir, 'secrets.json'), 'utf8'))).toEqual(upgraded);
    expect(loadOrCreateSecrets(stateDir)).toEqual(upgraded);
  });
});

import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signJwt } from './jwt.ts';

/**
 * The secrets of one local data directory: PostgREST's JWT secret, the database password of the
 * `authenticator` role, ORDER_ACTION_SECRET, which signs the owner's e-mail action links, and the
 * WhatsApp webhook's two (WHATSAPP_APP_SECRET signs Meta's deliveries, which the local Graph API
 * sink signs with it too; WHATSAPP_VERIFY_TOKEN answers Meta's subscription handshake). Hosted,
 * each is a function secret (`supabase secrets set`). Generated on first start and kept beside
 * the data, so keys, e-mailed links and a webhook a person subscribed stay valid across restarts
 * and differ between checkouts.
 */
export interface StackSecrets {
  jwtSecret: string;
  authenticatorPassword: string;
  orderActionSecret: string;
  whatsappAppSecret: string;
  whatsappVerifyToken: string;
}

function newSecrets(): StackSecrets {
  return {
    jwtSecret: randomBytes(32).toString('hex'),
    authenticatorPassword: randomBytes(18).toString('hex'),
    orderActionSecret: randomBytes(32).toString('hex'),
    // A Meta app secret is 32 hex digits; the verify token is any string the owner picks.
    whatsappAppSecret: randomBytes(16).toString('hex'),
    whatsappVerifyToken: randomBytes(18).toString('base64url'),
  };
}

export function loadOrCreateSecrets(stateDir: string): StackSecrets {
  const file = join(stateDir, 'secrets.json');
  const found = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<StackSecrets>) : {};
  // A data directory from before a secret existed keeps the ones it has and gains the new one.
  const secrets: StackSecrets = { ...newSecrets(), ...found };
  if (Object.keys(found).length !== Object.keys(secrets).length) writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

/** The anon and service_role API keys: HS256 JWTs of the stack's secret, as Supabase issues them. */
export function apiKeys(secret: string): { anonKey: string; serviceRoleKey: string } {
  const iat = Math.floor(Date.parse('2026-01-01T00:00:00Z') / 1000);
  const exp = iat + 10 * 365 * 24 * 3600;
  return {
    anonKey: signJwt({ iss: 'supabase-local', role: 'anon', iat, exp }, secret),
    serviceRoleKey: signJwt({ iss: 'supabase-local', role: 'service_role', iat, exp }, secret),
  };
}

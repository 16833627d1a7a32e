import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HS256 JWTs with the project's JWT secret: how Supabase issues its anon and service_role API
 * keys, and what its gateway checks before a function with `verify_jwt = true` runs.
 */

function hs256(signingInput: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${header}.${body}.${hs256(`${header}.${body}`, secret).toString('base64url')}`;
}

/**
 * Whether `token` is an HS256 JWT signed with `secret` and, if it carries `exp` or `nbf`, valid
 * at `nowSeconds`. Any other algorithm is refused, so a token cannot pick a weaker check
 * (`alg: none`) for itself.
 */
export function isValidJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [header, body, signature] = parts as [string, string, string];
  if (decodeJson(header)?.alg !== 'HS256') return false;
  const expected = hs256(`${header}.${body}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const claims = decodeJson(body);
  if (!claims) return false;
  if (typeof claims.exp === 'number' && nowSeconds >= claims.exp) return false;
  if (typeof claims.nbf === 'number' && nowSeconds < claims.nbf) return false;
  return true;
}

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

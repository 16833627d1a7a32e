import type { IncomingMessage } from 'node:http';
import { isValidJwt } from './jwt.ts';
import { parseToml, type TomlTable } from './toml.ts';
import type { Refusal } from './gateway.ts';

/**
 * Which functions the platform guards with a JWT check: `verify_jwt` under
 * `[functions.<name>]` in supabase/config.toml. Hosted Supabase checks every function whose
 * setting is not `false`, listed or not, so the same default holds here.
 */
export function jwtVerifyingFunctions(configToml: string): (name: string) => boolean {
  const functions = parseToml(configToml).functions;
  const settings = isTable(functions) ? functions : {};
  return (name) => {
    const setting = Object.hasOwn(settings, name) ? settings[name] : undefined;
    return !(isTable(setting) && setting.verify_jwt === false);
  };
}

function isTable(value: unknown): value is TomlTable {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The check hosted Supabase makes in front of /functions/v1/<name> when the function verifies
 * JWTs: `Authorization: Bearer <jwt>` signed with the project's JWT secret and not expired (the
 * anon and service_role keys are such JWTs), else 401 with the platform's JSON error, and the
 * function never runs. CORS preflights pass: a browser sends them without credentials, and the
 * function answers them itself.
 */
export function functionJwtCheck(verifiesJwt: (name: string) => boolean, jwtSecret: string) {
  return (path: string, req: IncomingMessage): Refusal | undefined => {
    const name = /^\/([^/?#]*)/.exec(path)?.[1] ?? '';
    if (req.method === 'OPTIONS' || !verifiesJwt(name)) return undefined;
    const authorization = req.headers.authorization;
    if (!authorization) return unauthorized('Missing authorization header');
    const [scheme, token] = authorization.split(' ');
    if (scheme !== 'Bearer' || !token) return unauthorized("Auth header is not 'Bearer {token}'");
    return isValidJwt(token, jwtSecret) ? undefined : unauthorized('Invalid JWT');
  };
}

function unauthorized(message: string): Refusal {
  return { status: 401, body: { code: 401, message } };
}

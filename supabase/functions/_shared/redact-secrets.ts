/**
 * Error text without the secrets it may quote (issue 47 item 5). The platforms' errors are stored
 * on the order (`orders.whatsapp_last_error`, `email_last_error`, which the queries in docs/owner.md show)
 * and written to the function's log, and both can quote what they were sent: the Graph API an
 * access token ("Error validating access token: … EAAG…"), Resend its API key (`re_…`), a proxy
 * the Authorization header or a URL with `access_token=`. Both senders pass every failure through
 * `withoutSecrets` before it is stored or logged.
 *
 * Pure and dependency-free: Deno (the functions), Node (the unit tests) and the project's tsc.
 */

import { UUID_PATTERN } from './format.ts';

export const REDACTED = '[redacted]';

/** Each shape of secret, replaced whole; order matters (a header before the token inside it). */
const SECRET_SHAPES: readonly [RegExp, string][] = [
  // An Authorization header's value, whatever the token looks like.
  [/\b(Bearer|Basic)\s+[^\s"',;]+/gi, `$1 ${REDACTED}`],
  // A secret in a query string or a form: access_token=…, api_key=…, key=… (an order's access key).
  [/\b(access_token|token|api_key|apikey|key|secret|client_secret|password|signature)=[^\s&"'#]+/gi, `$1=${REDACTED}`],
  // A Meta (Graph API) access token: EAA followed by base62.
  [/\bEAA[A-Za-z0-9]{16,}/g, REDACTED],
  // A Resend API key.
  [/\bre_[A-Za-z0-9_]{8,}/g, REDACTED],
  // A JSON Web Token (a Supabase key): three base64url parts, the first a JSON object.
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, REDACTED],
];

/**
 * Long runs of hex or base64 (32 characters or more, with letters and digits mixed) are what
 * generated secrets look like whatever their name: an app secret, a signing key, an HMAC. A
 * canonical UUID (an order id) is not a secret and is kept. A slash ends a run, so a URL's path
 * stays readable; tokens are base64url, which has none.
 */
const LONG_RUN = /[A-Za-z0-9+_-]{32,}={0,2}/g;

function isSecretLooking(run: string): boolean {
  return !UUID_PATTERN.test(run) && /[0-9]/.test(run) && /[A-Za-z]/.test(run);
}

/** `text` with every token-shaped string replaced by "[redacted]". */
export function withoutSecrets(text: string): string {
  let clean = text;
  for (const [shape, replacement] of SECRET_SHAPES) clean = clean.replace(shape, replacement);
  return clean.replace(LONG_RUN, (run) => (isSecretLooking(run) ? REDACTED : run));
}

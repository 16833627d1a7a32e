import { describe, expect, it } from 'vitest';
import { REDACTED, withoutSecrets } from '../../../supabase/functions/_shared/redact-secrets.ts';

// What the platforms answer, and what a failing request's message says, before it is stored on an
// order or logged (issue 47 item 5).
const graphToken = 'EAAGm0PX4ZCpsBAKZCjtQ2PZCZBz0ZCqE3hZA0ZBOZCmZAwZDZD';
const resendKey = 're_123456789_AbCdEfGhIjKlMnOpQrStUv';
const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJlLWJ5dGVzLWhlcmU';

describe('withoutSecrets', () => {
  it('removes a Graph API token quoted in an error', () => {
    const error = `401 (#190) Error validating access token: The session is invalid for token ${graphToken}.`;
    expect(withoutSecrets(error)).toBe(`401 (#190) Error validating access token: The session is invalid for token ${REDACTED}.`);
  });

  it('removes a Resend API key, an Authorization header and a JWT', () => {
    expect(withoutSecrets(`401 validation_error API key is invalid: ${resendKey}`)).toBe(`401 validation_error API key is invalid: ${REDACTED}`);
    expect(withoutSecrets(`request failed: headers {"authorization":"Bearer ${graphToken}"}`)).toBe(`request failed: headers {"authorization":"Bearer ${REDACTED}"}`);
    expect(withoutSecrets('proxy said: Basic dXNlcjpwYXNz refused')).toBe(`proxy said: Basic ${REDACTED} refused`);
    expect(withoutSecrets(`apikey ${jwt} expired`)).toBe(`apikey ${REDACTED} expired`);
  });

  it('removes secrets in query strings: access_token, key and the like', () => {
    expect(withoutSecrets('GET https://graph.facebook.com/v23.0/me?fields=id&access_token=abc123&debug=all failed')).toBe(
      `GET https://graph.facebook.com/v23.0/me?fields=id&access_token=${REDACTED}&debug=all failed`,
    );
    expect(withoutSecrets('https://shop.example/order/0b5b6a4e-9d0f-4f57-8d8c-1d0f3f0d9f11?key=k_0123456789')).toBe(
      `https://shop.example/order/0b5b6a4e-9d0f-4f57-8d8c-1d0f3f0d9f11?key=${REDACTED}`,
    );
  });

  it('removes long runs of hex or base64 that look generated', () => {
    const hex = 'a3f1c2d4e5b60718293a4b5c6d7e8f90';
    expect(withoutSecrets(`signature mismatch with app secret ${hex}`)).toBe(`signature mismatch with app secret ${REDACTED}`);
    expect(withoutSecrets('token dGhpcyBpcyBhIHNlY3JldCB0aGF0IGlzIGxvbmc0Mg== leaked')).toBe(`token ${REDACTED} leaked`);
  });

  it('keeps what is not a secret: the platform’s words, codes, order ids, numbers and Arabic', () => {
    for (const text of [
      '500 (#131000) Something went wrong - Something went wrong. (local sink told to fail)',
      '429 (#130429) Rate limit hit - Cloud API message throughput has been reached.',
      'no answer within 10 s',
      'order 0b5b6a4e-9d0f-4f57-8d8c-1d0f3f0d9f11, attempt 3: request failed: connection refused',
      '400 (#100) Unsupported post request. Object with ID \'100000000000001\' does not exist',
      'Gave up after 10 attempts; the last: no answer within 10 s',
      'internationalization_and_localization_subsystem_error',
      'خطأ في الإرسال: المفتاح غير صالح',
    ]) {
      expect(withoutSecrets(text)).toBe(text);
    }
  });
});

/**
 * `secret` (a key, a signature) one character off: its last character replaced by another of the
 * hex and base64url alphabets, never by itself (a key already ending in the replacement would be
 * the key again, 1 run in 64).
 */
export function oneCharacterOff(secret: string): string {
  return `${secret.slice(0, -1)}${secret.endsWith('0') ? '1' : '0'}`;
}

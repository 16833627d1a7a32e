/**
 * A left-to-right run (a price, a phone number, an order number, a range) inside right-to-left
 * text, isolated so the bidirectional algorithm never reorders it or its neighbours: U+2068 FIRST
 * STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE. For plain strings (toasts, accessible names,
 * titles); in markup the `<Isolate>` component (a `<bdi>`) does the same.
 */
export function isolate(text: string | number): string {
  return `\u2068${text}\u2069`;
}

/**
 * The ids the database gives rows: UUIDs, in any letter case. One pattern for the browser (the
 * edge functions have theirs in supabase/functions/_shared/format.ts). Its one group is the last
 * 12 hex digits, which the cart link shortens (src/domain/cartLink.ts).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-([0-9a-f]{12})$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

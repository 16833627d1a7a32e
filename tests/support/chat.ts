import { expect } from 'vitest';

/** The prefilled text of a wa.me link, after checking that it goes to the demo shop's number. */
export function whatsappText(href: string | null): string {
  const url = new URL(href ?? '');
  expect(url.origin + url.pathname).toBe('https://wa.me/96171234567');
  return url.searchParams.get('text') ?? '';
}

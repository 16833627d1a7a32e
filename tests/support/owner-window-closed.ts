/**
 * Every integration and end-to-end test file starts with the owner's 24-hour window closed, as a
 * day without the owner writing leaves it: the files share one stack, and a file that plays the
 * owner (the relay's, the order taps') opens it, which turns the next file's owner templates into
 * free-form messages. A file that wants it open opens it itself.
 */
import { beforeAll } from 'vitest';
import { sql, stackInfo } from './clients.ts';
import { closeWhatsAppWindow } from './outbox.ts';

beforeAll(async () => {
  const { apiUrl, ownerWhatsapp } = stackInfo();
  if (ownerWhatsapp) await closeWhatsAppWindow(apiUrl, sql, ownerWhatsapp);
});

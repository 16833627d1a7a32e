/**
 * Meta's own webhook payloads (tests/fixtures/meta-webhooks/, with their sources in SOURCES.md),
 * each delivered to the real whatsapp-webhook as Meta would deliver it: a copy with a new wamid
 * for every message, a local number for every sender and this second as its timestamp (the
 * published ones are months old, and a message sent that long ago opens no 24-hour window),
 * serialised as Meta serialises (non-ASCII as \uXXXX, `/` as `\/`) and signed with the app secret. Every one is answered 200, and each
 * message leads to what it should: a catalogue cart to the conversation's reply, anything else to
 * the owner's copy and the shopper's acknowledgement; statuses and errors to nothing sent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql, stackInfo } from '../support/clients.ts';
import { waitFor } from '../support/notifications.ts';
import { newShopperNumber, newWamid, webhookKit } from '../support/whatsapp-shopper.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/meta-webhooks');
const kit = () => webhookKit({ apiUrl: stackInfo().apiUrl, appSecret: stackInfo().whatsappAppSecret!, query: sql });

/** JSON as Meta serialises it. */
const asMeta = (value: unknown) => JSON.stringify(value).replace(/[\u007f-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`).replace(/\//g, '\\/');

type Value = { messages?: { id: string; from: string; type: string; timestamp?: string }[]; contacts?: { wa_id: string }[]; statuses?: unknown[] };

/** A copy of a fixture with new wamids and a new sender; its messages' wamids and the sender. */
function copyOf(file: string): { body: string; wamids: string[]; types: string[]; sender: string } {
  const delivery = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as { entry: { changes: { value: Value }[] }[] };
  const sender = newShopperNumber();
  const wamids: string[] = [];
  const types: string[] = [];
  for (const entry of delivery.entry) {
    for (const change of entry.changes) {
      for (const message of change.value.messages ?? []) {
        message.id = newWamid();
        message.from = sender;
        message.timestamp = String(Math.floor(Date.now() / 1000));
        wamids.push(message.id);
        types.push(message.type);
      }
      for (const contact of change.value.contacts ?? []) contact.wa_id = sender;
    }
  }
  return { body: asMeta(delivery), wamids, types, sender };
}

const files = readdirSync(FIXTURES).filter((file) => file.endsWith('.json'));

beforeAll(async () => {
  // The owner wrote, so the owner's copies go free-form.
  const owner = kit().shopper('Owner', stackInfo().ownerWhatsapp!);
  expect((await owner.text('morning')).status).toBe(200);
});

describe("Meta's published payloads", () => {
  it('covers every fixture', () => expect(files).toHaveLength(30));

  it.each(files)('%s: answered 200 and handled', async (file) => {
    const { body, wamids, types, sender } = copyOf(file);
    // Meta delivers a message only from a number that wrote: its window is open.
    if (wamids.length > 0) await fetch(`${stackInfo().apiUrl}/graph/_sink/window`, { method: 'POST', body: JSON.stringify({ number: sender, wrote: true }) });
    const answer = await kit().postToWebhook(body);
    expect(answer.status, answer.body).toBe(200);
    for (const [index, wamid] of wamids.entries()) {
      const keys = await waitFor(
        `what ${file} led to`,
        async () => {
          const rows = await sql<{ key: string; status: string }>(
            `select key, status from private.outbox where key in ($1, $2, $3) or key like $4`,
            [`reply:${wamid}`, `relay:${wamid}:0`, `order-answer:${wamid}`, `ack:${sender}:%`],
          );
          return rows.length > 0 && rows.every((row) => row.status === 'sent') ? rows : undefined;
        },
        30_000,
      );
      const kinds = keys.map((row) => row.key.split(':')[0]).sort();
      expect(kinds, `${file} (${types[index]})`).toEqual(types[index] === 'order' ? ['reply'] : ['ack', 'relay']);
    }
    if (wamids.length === 0) expect(JSON.parse(answer.body)).toMatchObject({ received: 0 });
  }, 60_000);
});

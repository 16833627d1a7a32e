/**
 * The outbox (private.outbox, docs/decisions/0045-one-outbox.md) as the delivery tests read it:
 * each kind's rows under the names the tests have always asserted on (the owner's e-mail as
 * `notified_at`, `email_attempts` …; the owner's WhatsApp message as `whatsapp_status` …; a reply
 * as `inbound_wamid`, `body` …), so that moving the senders onto one table changed where the
 * tests look, not what they hold the shop to. And the few things a test does to a row: let time
 * pass, or fail its record the way a sender killed after the provider's answer does.
 */

/** Any of the tests' query functions (the shared stack's `sql`, a child stack's `query`). */
export type Query = <T extends Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** 'waiting' is what the old records called a message still to send. */
const WAITING = `case m.status when 'pending' then 'waiting' when 'awaiting_window' then 'waiting' else m.status end`;

/** The owner's e-mail about an order ($1: the order id). */
export const EMAIL_DELIVERY = `
  select m.sent_at as notified_at, m.attempts as email_attempts, m.last_error as email_last_error,
         m.provider_id as email_message_id,
         coalesce(m.lease_expires_at, case when m.next_attempt_at > now() then m.next_attempt_at end) as email_lease_expires_at,
         case when m.status = 'failed' then m.last_attempt_at end as email_failed_at
  from private.outbox m where m.key = 'order:' || $1 || ':owner_email'`;

/** The owner's WhatsApp message about an order ($1: the order id), beside its e-mail's notified_at. */
export const WHATSAPP_DELIVERY = `
  select ${WAITING} as whatsapp_status, m.sent_at as whatsapp_sent_at, m.attempts as whatsapp_attempts,
         m.last_error as whatsapp_last_error, m.provider_id as whatsapp_message_id,
         coalesce(m.lease_expires_at, case when m.next_attempt_at > now() then m.next_attempt_at end) as whatsapp_lease_expires_at,
         (select e.sent_at from private.outbox e where e.key = 'order:' || $1 || ':owner_email') as notified_at
  from private.outbox m where m.key = 'order:' || $1 || ':owner_whatsapp'`;

/** A conversation reply's row, as StoredReply (tests/support/whatsapp-shopper.ts). */
export const REPLY_COLUMNS = `substr(m.key, 7) as inbound_wamid, m.recipient as wa_id, m.request as body, ${WAITING} as status,
  m.attempts, m.provider_id as message_id, m.last_error, m.sent_at, m.created_at`;

/** The reply to one shopper message ($1: its wamid). */
export const REPLY = `select ${REPLY_COLUMNS} from private.outbox m where m.key = 'reply:' || $1`;

/** Time passes for the row under `key`: its lease and its retry wait are over. */
export async function letTimePass(query: Query, key: string): Promise<void> {
  await query(`update private.outbox set lease_expires_at = least(lease_expires_at, now()), next_attempt_at = least(next_attempt_at, now()) where key = $1`, [key]);
}

/** Every lease and retry wait in the outbox is over (a test stack's clock moved on). */
export async function letAllTimePass(query: Query): Promise<void> {
  await query(`update private.outbox set lease_expires_at = now() where lease_expires_at > now()`);
  await query(`update private.outbox set next_attempt_at = now() where next_attempt_at > now() and status = 'pending'`);
}

/**
 * Until the returned function is called, recording the row under `key` as sent fails, as it does
 * for a sender killed between the provider's answer and its record: the message is out, the row
 * still pending under its lease.
 */
export async function failRecordsOf(query: Query, key: string): Promise<() => Promise<void>> {
  const name = `outbox_test_refuses_${Math.random().toString(36).slice(2, 10)}`;
  await query(`create function private.${name}() returns trigger language plpgsql as $$
    begin raise exception 'the sender died before recording %', old.key; end $$`);
  await query(`create trigger ${name} before update on private.outbox for each row
    when (old.key = ${quote(key)} and new.status = 'sent' and old.status <> 'sent') execute function private.${name}()`);
  return async () => {
    await query(`drop trigger ${name} on private.outbox`);
    await query(`drop function private.${name}()`);
  };
}

function quote(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * A number's 24-hour window closed, as a day of silence closes it: in the database, which decides
 * what the shop sends (private.whatsapp_window_open), and at the sink, which plays Meta and
 * refuses free-form messages outside it. The integration files share one stack, so a file that
 * opens the owner's window closes it again, and a file that needs it closed says so.
 */
export async function closeWhatsAppWindow(apiUrl: string, query: Query, number: string): Promise<void> {
  const closed = await fetch(`${apiUrl}/graph/_sink/window`, { method: 'POST', body: JSON.stringify({ number, closed: true }) });
  if (!closed.ok) throw new Error(`the sink did not close ${number}'s window: ${closed.status}`);
  await query("update public.whatsapp_messages set sent_at = sent_at - interval '25 hours' where wa_id = $1 and sent_at > now() - interval '25 hours'", [number]);
}

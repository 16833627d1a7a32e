/**
 * A message the shop sends a shopper on WhatsApp (docs/decisions/0029-ordering-in-the-whatsapp-chat.md), and Meta's limits on it.
 *
 * `OutgoingWhatsApp` is the Cloud API's `POST /{phone-number-id}/messages` body without
 * `messaging_product`, `to` and `biz_opaque_callback_data`, which the sender adds. The reply
 * builders (./whatsappReplies.ts) always produce bodies `whatsappMessageProblems` finds nothing
 * wrong with, and the local Graph API sink refuses any body it does, as Meta does, so a body over
 * a limit fails a test here rather than a shopper's conversation there.
 *
 * Lengths are counted in characters (code points), as Meta counts them.
 */
import { characterCount } from './text.ts';

export interface WhatsAppListRow {
  id: string;
  title: string;
  description?: string;
}

export interface WhatsAppListSection {
  title?: string;
  rows: WhatsAppListRow[];
}

export interface WhatsAppReplyButton {
  type: 'reply';
  reply: { id: string; title: string };
}

interface InteractiveFrame {
  header?: { type: 'text'; text: string };
  body: { text: string };
  footer?: { text: string };
}

export interface WhatsAppList extends InteractiveFrame {
  type: 'list';
  action: { button: string; sections: WhatsAppListSection[] };
}

export interface WhatsAppButtons extends InteractiveFrame {
  type: 'button';
  action: { buttons: WhatsAppReplyButton[] };
}

export type OutgoingWhatsApp =
  | { type: 'text'; text: { body: string; preview_url?: boolean } }
  | { type: 'interactive'; interactive: WhatsAppList | WhatsAppButtons };

/** Meta's limits on a free-form message (Cloud API reference, "Messages"), in characters. */
export const WHATSAPP_LIMITS = {
  textBody: 4096,
  interactiveBody: 1024,
  header: 60,
  footer: 60,
  listButton: 20,
  listSections: 10,
  /** Rows of all the sections together. */
  listRows: 10,
  sectionTitle: 24,
  rowId: 200,
  rowTitle: 24,
  rowDescription: 72,
  replyButtons: 3,
  buttonId: 256,
  buttonTitle: 20,
} as const;

function checkText(problems: string[], what: string, value: unknown, max: number, required = true): void {
  if (typeof value !== 'string') {
    if (required || value !== undefined) problems.push(`${what} is missing`);
    return;
  }
  if (value.trim() === '') problems.push(`${what} is empty`);
  else if (characterCount(value) > max) problems.push(`${what} is longer than ${max} characters (${characterCount(value)})`);
  if (/[\uD800-\uDFFF]/u.test(value)) problems.push(`${what} holds half of a character (a lone surrogate)`);
}

function checkUnique(problems: string[], what: string, ids: readonly string[]): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) problems.push(`${what} "${id}" is used twice`);
    seen.add(id);
  }
}

function checkFrame(problems: string[], frame: InteractiveFrame): void {
  if (frame.header !== undefined) {
    if (frame.header?.type !== 'text') problems.push('header must be of type text');
    checkText(problems, 'header', frame.header?.text, WHATSAPP_LIMITS.header);
  }
  checkText(problems, 'body', frame.body?.text, WHATSAPP_LIMITS.interactiveBody);
  if (frame.footer !== undefined) checkText(problems, 'footer', frame.footer?.text, WHATSAPP_LIMITS.footer);
}

function checkList(problems: string[], list: WhatsAppList): void {
  const sections = Array.isArray(list.action?.sections) ? list.action.sections : null;
  checkText(problems, 'list button', list.action?.button, WHATSAPP_LIMITS.listButton);
  if (!sections || sections.length === 0) {
    problems.push('a list needs at least one section');
    return;
  }
  if (sections.length > WHATSAPP_LIMITS.listSections) problems.push(`a list has at most ${WHATSAPP_LIMITS.listSections} sections (${sections.length})`);
  const rows = sections.flatMap((section) => (Array.isArray(section?.rows) ? section.rows : []));
  if (rows.length > WHATSAPP_LIMITS.listRows) problems.push(`a list has at most ${WHATSAPP_LIMITS.listRows} rows in all (${rows.length})`);
  sections.forEach((section, index) => {
    // Meta wants a title on every section of a list that has more than one.
    checkText(problems, `section ${index + 1} title`, section?.title, WHATSAPP_LIMITS.sectionTitle, sections.length > 1);
    if (!Array.isArray(section?.rows) || section.rows.length === 0) problems.push(`section ${index + 1} has no rows`);
  });
  rows.forEach((row, index) => {
    checkText(problems, `row ${index + 1} id`, row?.id, WHATSAPP_LIMITS.rowId);
    checkText(problems, `row ${index + 1} title`, row?.title, WHATSAPP_LIMITS.rowTitle);
    checkText(problems, `row ${index + 1} description`, row?.description, WHATSAPP_LIMITS.rowDescription, false);
  });
  checkUnique(problems, 'row id', rows.map((row) => String(row?.id)));
}

function checkButtons(problems: string[], message: WhatsAppButtons): void {
  const buttons = Array.isArray(message.action?.buttons) ? message.action.buttons : [];
  if (buttons.length === 0) problems.push('a button message needs at least one button');
  if (buttons.length > WHATSAPP_LIMITS.replyButtons) problems.push(`at most ${WHATSAPP_LIMITS.replyButtons} reply buttons (${buttons.length})`);
  buttons.forEach((button, index) => {
    if (button?.type !== 'reply') problems.push(`button ${index + 1} must be of type reply`);
    checkText(problems, `button ${index + 1} id`, button?.reply?.id, WHATSAPP_LIMITS.buttonId);
    checkText(problems, `button ${index + 1} title`, button?.reply?.title, WHATSAPP_LIMITS.buttonTitle);
  });
  checkUnique(problems, 'button id', buttons.map((button) => String(button?.reply?.id)));
  checkUnique(problems, 'button title', buttons.map((button) => String(button?.reply?.title)));
}

/**
 * What is wrong with a message body by Meta's rules, one sentence each; [] when it may be sent.
 * Takes anything (the sink checks what a sender posted), so a body of the wrong shape is a
 * problem too, never an exception.
 */
export function whatsappMessageProblems(body: unknown): string[] {
  const problems: string[] = [];
  const message = body as Partial<OutgoingWhatsApp> | null;
  if (message === null || typeof message !== 'object') return ['the body is not an object'];
  if (message.type === 'text') {
    checkText(problems, 'text body', message.text?.body, WHATSAPP_LIMITS.textBody);
    if (message.text?.preview_url !== undefined && typeof message.text.preview_url !== 'boolean') problems.push('preview_url must be true or false');
    return problems;
  }
  if (message.type !== 'interactive') return [`unsupported message type ${JSON.stringify(message.type)}`];
  const interactive = message.interactive;
  if (!interactive || typeof interactive !== 'object') return ['interactive is missing'];
  checkFrame(problems, interactive);
  if (interactive.type === 'list') checkList(problems, interactive);
  else if (interactive.type === 'button') checkButtons(problems, interactive);
  else problems.push(`unsupported interactive type ${JSON.stringify((interactive as { type?: unknown }).type)}`);
  return problems;
}

/**
 * What the shop says when a person answers in the chat (issue 56; src/domain/ownerRelay.ts builds
 * the messages): the owner's copy of each shopper message, the shopper's acknowledgement, the
 * chat checkout's answer, and the owner's one-line notices. The edge function imports this file
 * under Deno, so it is plain data and functions. Values come in as they go into the text (names,
 * numbers, amounts, links: in Arabic already isolated); `*…*` is WhatsApp's bold.
 */
import type { RelayedMediaKind } from '../domain/ownerRelay.ts';

export const enRelay = {
  /** The first line of every copy the owner gets: who wrote. */
  from: ({ name, number }: { name: string; number: string }) => `*${name}* (${number}):`,
  /** Before the rest of a text too long for one message. */
  part: ({ part, parts }: { part: number; parts: number }) => `(${part}/${parts})`,
  media: {
    image: 'a photo',
    audio: 'an audio message',
    voice: 'a voice note',
    video: 'a video',
    document: 'a document',
    sticker: 'a sticker',
  } satisfies Record<RelayedMediaKind | 'voice', string>,
  sent: ({ what }: { what: string }) => `sent ${what}`,
  notFetched: ({ what }: { what: string }) => `sent ${what} that could not be fetched from WhatsApp (ask them to send it again)`,
  caption: ({ caption }: { caption: string }) => `Caption: ${caption}`,
  fileName: ({ name }: { name: string }) => `File: ${name}`,
  location: 'sent a location',
  aLocation: 'a location',
  /** What the shopper's notice of an answer quotes when the answer has no words of its own. */
  answered: ({ what }: { what: string }) => `(${what})`,
  reaction: ({ emoji }: { emoji: string }) => `reacted ${emoji} to a message`,
  reactionRemoved: 'removed a reaction',
  contacts: ({ cards }: { cards: string }) => `shared a contact: ${cards}`,
  tapped: ({ title }: { title: string }) => `tapped "${title}"`,
  unsupported: ({ type }: { type: string }) => `sent a message WhatsApp cannot pass on (${type})`,
  productQuestion: 'asks about a product:',
  cartQuestion: 'asks about a cart:',
  orderMessage: ({ order, status, total }: { order: string; status: string; total: string }) => `sent the message of order ${order} (${status}, ${total}):`,
  /** What the shopper reads beside every relay, at most once an hour. */
  acknowledgement: "Thanks — we've passed your message on and will answer here.",
  /** The shopper's answer to the chat checkout's message. */
  orderAnswer: ({ order, status, total }: { order: string; status: string; total: string }) =>
    `We have your order ${order}: ${status}, total ${total}. We'll write to you here about it.`,
  /** The same, to a number that is not the one the order's updates go to (a forwarded copy, another phone). */
  orderAnswerUpdatesElsewhere: ({ order, status, total }: { order: string; status: string; total: string }) =>
    `We have your order ${order}: ${status}, total ${total}. Its updates go to the WhatsApp number that asked for them first; write here with any question.`,
  /** The owner wrote without replying to a passed-on message. */
  ownerHint: 'To answer a shopper, reply to (swipe) their message here. This message reached no one.',
  /** The owner's reply could not reach the shopper. */
  notDelivered: ({ name, number }: { name: string; number: string }) => `Your reply to ${name} (${number}) could not be delivered. Try again later, or call them.`,
};

export type RelayMessages = typeof enRelay;

/**
 * The shop's replies in a WhatsApp chat where a shopper orders from the catalogue (docs/decisions/0029-ordering-in-the-whatsapp-chat.md;
 * src/domain/whatsappReplies.ts builds them). The edge function imports this file under Deno, so
 * it is plain data and functions. Values come in as they go into the text (amounts, names, links:
 * in Arabic already isolated); `*…*` is WhatsApp's bold.
 */
import type { AddressField, FieldProblem, UnavailableReason } from '../domain/whatsappOrder.ts';
import { plural } from './plural.ts';

export const enWhatsApp = {
  greeting: ({ shop }: { shop: string }) =>
    `Hello! To order, open our catalogue here in the chat, add what you like to the cart and tap Send. We'll ask where to deliver and show you the total before anything is ordered.\nOr shop on our site: ${shop}`,
  nothingToCancel: 'There is no order in progress to cancel.',
  cancelled: 'Cancelled: nothing was ordered or reserved. Send a new cart from our catalogue whenever you like.',
  cartFailed: "Sorry, we couldn't read your cart just now. Please send it again in a minute.",
  noOpenCart: 'That order is closed.',

  cartHeading: '*Your cart*',
  line: ({ quantity, name, total }: { quantity: string; name: string; total: string }) => `${quantity} × ${name}: ${total}`,
  moreLines: (count: number) => plural('en', count, { one: `…and 1 more line`, other: `…and ${count} more lines` }),
  limited: ({ name, quantity }: { name: string; quantity: string }) => `${name}: ${quantity} is as many as we can sell.`,
  unavailableHeading: 'Left out:',
  unavailable: ({ name, reason }: { name: string; reason: string }) => `${name} (${reason})`,
  unavailableReasons: { unknown: 'not in our shop', sold_out: 'sold out', not_listed: 'not for sale now' } satisfies Record<UnavailableReason, string>,
  unnamedProduct: ({ id }: { id: string }) => `Product ${id}`,
  moreUnavailable: (count: number) => plural('en', count, { one: `and 1 more`, other: `and ${count} more` }),
  nothingAvailable: ({ shop }: { shop: string }) =>
    `Sorry, none of the products in your cart can be ordered now, so no order was made. See what we have: ${shop}`,
  subtotal: ({ amount }: { amount: string }) => `Subtotal: ${amount}`,
  note: ({ note }: { note: string }) => `Your note: ${note}`,

  areaQuestion: 'Where should we deliver? Choose your area.',
  areaQuestionPaged: "Where should we deliver? Choose your area, or type its name if it isn't on this page.",
  areaQuestionTyped: "Where should we deliver? Type your area's name, in English or Arabic.",
  areaListButton: 'Choose area',
  areaFee: ({ fee, freeFrom }: { fee: string; freeFrom: string | null }) => (freeFrom ? `Delivery ${fee}, free from ${freeFrom}` : `Delivery ${fee}`),
  moreAreas: 'More areas…',
  moreAreasDescription: ({ from, to }: { from: number; to: number }) => `Areas ${from} to ${to}`,
  moreAreasSection: 'More',
  areaNotFound: ({ typed }: { typed: string }) => `We have no area called “${typed}”. Type your area's name again.`,
  areaSeveral: ({ typed }: { typed: string }) => `Several areas match “${typed}”: choose yours.`,
  areaTooMany: ({ typed, count }: { typed: string; count: number }) => `${count} areas match “${typed}”: type more of the name.`,
  areaPickAgain: 'Choose your area from the list, or type its name.',

  streetQuestion: ({ area, fee }: { area: string; fee: string }) => `${area}: ${fee}.\nNow type your street (and anything that helps us find it).`,
  buildingQuestion: 'And the building (name or number, floor)? Type it, or tap "No building".',
  noBuilding: 'No building',
  nameQuestion: 'Which name should we put on the order?',
  fieldProblem: ({ field, problem, max }: { field: AddressField; problem: FieldProblem; max: number }) => {
    const label = { area: 'The area', street: 'The street', building: 'The building', name: 'The name' }[field];
    if (problem === 'required') return `${label} is needed. Please type it.`;
    if (problem === 'tooLong') return `${label} can be at most ${max} characters. Please type it shorter.`;
    return `${label} must be one line of plain text. Please type it again.`;
  },

  summaryHeading: '*Your order*',
  delivery: ({ area, fee }: { area: string; fee: string }) => `Delivery to ${area}: ${fee}`,
  free: 'FREE',
  total: ({ amount }: { amount: string }) => `*Total: ${amount}*`,
  pounds: ({ amount }: { amount: string }) => `≈ LBP ${amount}`,
  deliverTo: ({ name, address }: { name: string; address: string }) => `For ${name}, ${address}`,
  payment: 'Cash on delivery.',
  confirmHint: 'Tap Confirm to place the order.',
  confirm: 'Confirm',
  cancel: 'Cancel',

  pricesChanged: 'Our prices changed since we showed you the total. Here is your order at our prices now:',
  soldOut: ({ name }: { name: string }) => `${name} has just run short, so your cart is updated:`,
  stale: 'That summary is out of date. Here is your order as it is now:',
  useButtons: 'Tap Confirm or Cancel below.',
  rateLimited: 'We are getting many orders at once. Please wait a minute, then tap Confirm again.',
  refused: "We couldn't place this order. Tap Confirm to try again, or send \"cancel\" and message us.",
  failed: 'Something went wrong on our side and your order is not placed yet. Tap Confirm to try again.',

  placed: ({ order, link }: { order: string; link: string }) =>
    `Thank you! Your order ${order} is placed. We'll call you to confirm it.\nFollow it here: ${link}`,
  alreadyPlaced: ({ order, link }: { order: string; link: string }) =>
    `Your order ${order} is placed: ${link}\nTo order more, send a new cart from our catalogue.`,
  cancelTooLate: ({ order, link }: { order: string; link: string }) =>
    `Your order ${order} is already placed. To cancel it, open its page: ${link}`,
};

export type WhatsAppMessages = typeof enWhatsApp;

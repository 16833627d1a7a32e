/**
 * The checkout machine's contract (machines/checkout.ts): what it takes as input, keeps in its
 * context, accepts and emits. Kept apart from the machine so the summary and chat helpers can
 * read the context's type without importing the machine.
 */
import type { Locale } from '../src/domain/locale';
import type {
  AppliedDiscount,
  CartLine,
  ChatChannel,
  ChatConfig,
  Customer,
  NotificationPolicy,
  OrderChannel,
  OrderRequest,
  OrderSuccessCopy,
  PageMode,
  PlacedOrder,
  ShopTerms,
  Toast,
} from '../src/domain';
import type { CustomerField, CustomerForm, FieldErrors } from '../src/domain/checkoutValidation';
import type { PriceChange, ServerError, StockProblem } from '../src/domain/serverErrors';
import type { AttemptStorage } from './checkoutAttempt';
import type { BackgroundSender } from './orderOutbox';
import type { Logger } from './types';

export interface CheckoutInput {
  pageMode?: PageMode;
  /** Defaults to crypto.randomUUID. */
  generateId?: () => string;
  logger?: Logger;
  /** Decides whether the owner is e-mailed and what the success toast says about channels. */
  notifications: NotificationPolicy;
  /** The owner's success toast for the home and product pages (store configuration). */
  orderSuccess: OrderSuccessCopy;
  /** The shop's copy, address and payment options the chat message about a placed order uses. */
  chatConfig: ChatConfig;
  /** The shop's delivery zones, areas and LBP rate, when already known; UPDATE_TERMS brings them later. */
  terms?: ShopTerms | null;
  /** Where an attempt whose outcome is unknown is kept (sessionStorage in the app); none by default. */
  attemptStorage?: AttemptStorage | null;
  attemptStorageKey?: string;
  /** Defaults to SUBMIT_TIMEOUT_MS (machines/checkout.ts). */
  submitTimeoutMs?: number;
  /** Whether the browser has a line (navigator.onLine in the app); online by default. */
  isOnline?: () => boolean;
  /** Where orders completed without a line wait to be sent (localStorage in the app); none by default. */
  outboxStorage?: AttemptStorage | null;
  outboxStorageKey?: string;
  /** Who also sends a kept order with no page open (the service worker's Background Sync); none by default. */
  backgroundSender?: BackgroundSender | null;
  /** The page's language, which the order keeps (its page and messages open in it, the chat checkout's message is written in it), which the toasts and field messages speak. */
  locale: Locale;
}

/** New prices from the server, for the content (lines and code) they were quoted for. */
export interface PriceReview {
  change: PriceChange;
  content: string;
}

export interface CheckoutContext {
  pageMode: PageMode;
  locale: Locale;
  form: CustomerForm;
  /** The "Send me order updates on WhatsApp" box; unticked until the shopper ticks it. */
  whatsappUpdates: boolean;
  errors: FieldErrors;
  /** The last submission error, shown until the next attempt. */
  submitError: string | null;
  /** Id of the current attempt; null until the first SUBMIT and after a success. */
  orderId: string | null;
  /** The request last sent (or being sent). */
  attempt: OrderRequest | null;
  /** The last attempt got no answer: it may have been placed. */
  outcomeUnknown: boolean;
  lines: CartLine[];
  /** The applied discount when the order was sent (the code box is the `discount` child). */
  discount: AppliedDiscount | null;
  stockProblem: StockProblem | null;
  priceReview: PriceReview | null;
  /** The shop throttled this shopper; the order can still go by chat. */
  rateLimited: boolean;
  /** How the shopper asked to send the order last: Complete Order ('web') or the chat checkout. */
  channel: OrderChannel;
  lastOrder: PlacedOrder | null;
  generateId: () => string;
  logger: Logger;
  notifications: NotificationPolicy;
  orderSuccess: OrderSuccessCopy;
  chatConfig: ChatConfig;
  /** null until the shop's terms are known: delivery is then left out of the totals. */
  terms: ShopTerms | null;
  attemptStorage: AttemptStorage | null;
  attemptStorageKey: string;
  submitTimeoutMs: number;
  isOnline: () => boolean;
  outboxStorage: AttemptStorage | null;
  outboxStorageKey: string;
  backgroundSender: BackgroundSender | null;
}

export type CheckoutEvent =
  /** Opens the dialog, optionally with the cart's lines. */
  | { type: 'OPEN'; lines?: readonly CartLine[] }
  | { type: 'CLOSE' }
  | { type: 'EDIT_FIELD'; field: CustomerField; value: string }
  /** The "Send me order updates on WhatsApp" box ticked or unticked. */
  | { type: 'SET_WHATSAPP_UPDATES'; value: boolean }
  /** Keeps the order's lines in step with the cart. */
  | { type: 'UPDATE_ORDER'; lines: readonly CartLine[] }
  /** Complete Order; with a chat channel, the chat checkout (the same order, then the chat). */
  | { type: 'SUBMIT'; channel?: OrderChannel }
  /** The shop's delivery and currency terms, as read now from the database. */
  | { type: 'UPDATE_TERMS'; terms: ShopTerms }
  /** The line that sold out becomes a preorder, and the order is sent again. */
  | { type: 'PREORDER_INSTEAD' }
  /** The line that sold out (or ran short) leaves the order. */
  | { type: 'REMOVE_PROBLEM_LINE' }
  /** The line that ran short asks for what is left. */
  | { type: 'LOWER_QUANTITY' }
  /** Send an order kept on the phone (machines/orderOutbox.ts): the line may be back. */
  | { type: 'SEND_SAVED'; order: OrderRequest }
  /** Back to closed with an empty form and a fresh attempt. */
  | { type: 'RESET' }
  /** Internal: SUBMIT after the order content was read. */
  | { type: 'checkout.place' };

/** A change the checkout made to the order that the cart must make too. */
export type CartChange =
  | { type: 'MARK_PREORDER'; key: string }
  | { type: 'REMOVE'; key: string }
  | { type: 'UPDATE_QUANTITY'; key: string; quantity: number };

export type CheckoutEmitted =
  | { type: 'checkout.invalid'; errors: FieldErrors; toast: Toast }
  | { type: 'checkout.failed'; code: ServerError['code'] | 'timeout'; toast: Toast }
  | {
      type: 'checkout.succeeded';
      order: PlacedOrder;
      customer: Customer;
      lines: CartLine[];
      discount: AppliedDiscount | null;
      pageMode: PageMode;
      /** One toast: the page's title, its sentence, the channels, the order number. */
      toast: { title: string; lines: string[] };
      /** The message to send the shop now, and where; null when the order goes by no chat. */
      chat: { channel: ChatChannel; text: string } | null;
    }
  /** No line: the order is kept on the phone, to be sent when the line is back; nothing was placed yet. */
  | { type: 'checkout.saved'; order: OrderRequest; toast: Toast }
  /** A WhatsApp message will follow this order: open its tab now, within the shopper's tap. */
  | { type: 'checkout.chatTabRequested'; channel: 'whatsapp' }
  | { type: 'checkout.cartClearRequested' }
  | { type: 'checkout.cartChangeRequested'; change: CartChange }
  /** The server priced delivery otherwise than the terms here: read them again (UPDATE_TERMS). */
  | { type: 'checkout.termsStale' };

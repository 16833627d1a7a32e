import { useLocale, useMessages } from '../../components/ui/PageLocale.tsx';
import { buildOrderMessage, type OrderMessageInput } from '../../domain/index.ts';
import { storeConfig } from '../../config/store.ts';
import { ChatButtons, type ChatButtonsProps } from './ChatButtons.tsx';

/**
 * Send the whole cart (and whatever the shopper typed) as an order message, in the page's language.
 * A file of its own: only lazily loaded screens (the cart drawer, the checkout) send an order, so
 * its message builders (src/domain/orderMessages.ts) load with them, not at start-up.
 */
export function OrderChatButtons({ order, ...rest }: { order: Omit<OrderMessageInput, 'locale'> } & Omit<ChatButtonsProps, 'message' | 'purpose'>) {
  const { chat } = useMessages();
  const locale = useLocale();
  return <ChatButtons purpose={chat.sendOrder} message={(channel) => buildOrderMessage({ ...order, locale }, channel, storeConfig)} {...rest} />;
}

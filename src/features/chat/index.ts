/** The chat feature's public API: prefilled WhatsApp and Instagram messages to the shop. */
export { ChatButtons, ProductInquiryButtons } from './ChatButtons.tsx';
export { OrderChatButtons } from './OrderChatButtons.tsx';
export { openChat } from './openChat.ts';

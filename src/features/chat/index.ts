/** The chat feature's public API: prefilled WhatsApp and Instagram messages to the shop. */
export { ChatButtons, ProductInquiryButtons, OrderChatButtons } from './ChatButtons.tsx';
export { openChat } from './openChat.ts';

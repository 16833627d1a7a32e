import { storeConfig } from '../../config/store.ts';
import { instagramProfileLink, whatsappLink } from '../../domain/index.ts';

/** The short greeting prefilled when a shopper opens a chat from the header, menu or footer. */
const CHAT_GREETING = `Hello ${storeConfig.brand.name}! I have a question.`;

export const contactLinks = {
  whatsapp: () => whatsappLink(CHAT_GREETING, storeConfig.contact.whatsappNumber, storeConfig.phoneCountry),
  instagram: () => instagramProfileLink(storeConfig.contact.instagramHandle),
  phone: () => `tel:${storeConfig.contact.whatsappNumber.replace(/[^\d+]/g, '')}`,
  email: () => `mailto:${storeConfig.contact.email}`,
};

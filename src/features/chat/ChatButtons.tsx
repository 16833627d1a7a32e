import { useLocale, useMessages } from '../../components/ui/PageLocale.tsx';
import { buildInquiryMessage, localized, whatsappLink, type ChatChannel, type InquiryMessageInput } from '../../domain/index.ts';
import { storeConfig } from '../../config/store.ts';
import { buttonClass, type ButtonSize } from '../../components/ui/Button.tsx';
import { InstagramIcon, WhatsAppIcon } from '../../components/ui/icons.tsx';
import { openChat } from './openChat.ts';

export interface ChatButtonsProps {
  /** The message for each channel (WhatsApp may use *bold*, Instagram may not). */
  message: (channel: ChatChannel) => string;
  /** What the buttons do, for screen readers: "Ask about Glass Storage Jars on WhatsApp". */
  purpose: string;
  size?: ButtonSize;
  className?: string;
  /** Visible labels; icons only when false. */
  showLabels?: boolean;
}

/** WhatsApp (a real link, prefilled text) and Instagram (copies the text, then opens the chat). */
export function ChatButtons({ message, purpose, size = 'md', className = '', showLabels = true }: ChatButtonsProps) {
  const { chat, layout } = useMessages();
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <a
        href={whatsappLink(message('whatsapp'), storeConfig.contact.whatsappNumber, storeConfig.phoneCountry)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('social', size, 'flex-1')}
        aria-label={chat.onWhatsApp({ purpose })}
      >
        <WhatsAppIcon />
        {showLabels && <span>{layout.whatsapp}</span>}
      </a>
      <button
        type="button"
        onClick={() => openChat('instagram', message('instagram'))}
        className={buttonClass('social', size, 'flex-1')}
        aria-label={chat.onInstagram({ purpose })}
      >
        <InstagramIcon />
        {showLabels && <span>{layout.instagram}</span>}
      </button>
    </div>
  );
}

/** Ask the shop about one product (and variant). */
export function ProductInquiryButtons({ product, variant, ...rest }: Omit<InquiryMessageInput, 'locale'> & Omit<ChatButtonsProps, 'message' | 'purpose'>) {
  const { chat } = useMessages();
  const locale = useLocale();
  return (
    <ChatButtons
      purpose={chat.askAbout({ name: localized(product.name, product.nameAr, locale).text })}
      message={(channel) => buildInquiryMessage({ product, variant, locale }, channel, storeConfig)}
      {...rest}
    />
  );
}

import { toast } from 'sonner';
import { chatTarget, type ChatChannel } from '../../domain/index.ts';

/**
 * Sends a prefilled message to the shop. WhatsApp takes the text in the link. Instagram cannot,
 * so the text is copied to the clipboard first (a failure is only logged) and the shopper pastes
 * it into the direct-message page that opens.
 */
export async function openChat(channel: ChatChannel, text: string): Promise<void> {
  const target = chatTarget(channel, text);
  if (target.clipboardText !== null) {
    try {
      await navigator.clipboard.writeText(target.clipboardText);
      toast.success('Message copied', { description: 'Paste it into the Instagram chat that opens.' });
    } catch (error) {
      console.warn('Could not copy the message to the clipboard', error);
    }
  }
  const opened = window.open(target.url, '_blank', 'noopener,noreferrer');
  if (!opened && target.fallbackUrl) window.open(target.fallbackUrl, '_blank', 'noopener,noreferrer');
}

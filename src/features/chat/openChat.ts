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
  // Not 'noopener' in the features: with it window.open always returns null, so a blocked popup
  // could not be told from an opened one. The new tab is cut off from this page by hand instead.
  const opened = openTab(target.url) ?? (target.fallbackUrl ? openTab(target.fallbackUrl) : null);
  if (!opened) console.warn('Could not open the chat: the browser blocked the new tab');
}

function openTab(url: string): Window | null {
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  return tab;
}

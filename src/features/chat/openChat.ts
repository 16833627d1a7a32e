import { storeConfig } from '../../config/store.ts';
import { notify } from '../../components/ui/toast.ts';
import { chatTarget, type ChatChannel } from '../../domain/index.ts';

/**
 * Sends a prefilled message to the shop. WhatsApp takes the text in the link. Instagram cannot,
 * so the text is copied to the clipboard and the shopper pastes it into the direct-message page.
 *
 * Everything that needs the click happens synchronously inside it: Safari blocks a window opened
 * after an await, and copying needs the page still focused. So the copy is started first, the tab
 * opened at once, and only the copy's outcome is awaited, to tell the shopper.
 */
export function openChat(channel: ChatChannel, text: string): void {
  const target = chatTarget(channel, text, storeConfig);
  const copied = target.clipboardText === null ? null : copyText(target.clipboardText);
  // Not 'noopener' in the features: with it window.open always returns null, so a blocked popup
  // could not be told from an opened one. The new tab is cut off from this page by hand instead.
  const opened = openTab(target.url) ?? (target.fallbackUrl ? openTab(target.fallbackUrl) : null);
  if (!opened) {
    notify('error', 'The chat did not open', 'Your browser blocked the new tab: allow pop-ups for this site and try again.');
  }
  void copied?.then((ok) => {
    if (ok) notify('success', 'Message copied', 'Paste it into the Instagram chat.');
    else notify('error', 'Could not copy the message', 'Type your message into the Instagram chat.');
  });
}

function copyText(text: string): Promise<boolean> {
  try {
    return navigator.clipboard.writeText(text).then(
      () => true,
      () => false,
    );
  } catch {
    return Promise.resolve(false);
  }
}

function openTab(url: string): Window | null {
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  return tab;
}

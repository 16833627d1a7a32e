/**
 * With `notifications.sendWhatsApp` on, the shop's WhatsApp opens after a placed order with the
 * order message (carrying the order number). Browsers block window.open outside a click, and the
 * order is only placed after a network round trip, so the tab is opened blank during the click on
 * Complete Order and pointed at wa.me once the order exists — or closed if it failed.
 */
export interface WhatsAppHandoff {
  /** The order was placed: show the message. Falls back to a plain window.open. */
  send: (url: string) => void;
  /** The order failed: close the blank tab. */
  cancel: () => void;
}

export function prepareWhatsAppHandoff(win: Pick<Window, 'open'> = window): WhatsAppHandoff {
  let tab: Window | null = null;
  try {
    tab = win.open('', '_blank');
    // The shop's page must not be reachable from the chat tab.
    if (tab) tab.opener = null;
  } catch (error) {
    console.warn('Could not open a tab for WhatsApp', error);
  }
  return {
    send(url) {
      if (tab && !tab.closed) {
        tab.location.href = url;
      } else {
        const opened = win.open(url, '_blank');
        if (opened) opened.opener = null;
      }
      tab = null;
    },
    cancel() {
      if (tab && !tab.closed) tab.close();
      tab = null;
    },
  };
}

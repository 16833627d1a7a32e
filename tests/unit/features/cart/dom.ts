/**
 * What jsdom lacks for the shop's components: the native <dialog> modal API (showModal/close,
 * the 'close' event, a task later as in browsers) and window.scrollTo / matchMedia. Shared by the feature tests.
 */
import { vi } from 'vitest';

export function installDomShims(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  if (typeof proto.showModal !== 'function') {
    Object.defineProperty(proto, 'open', {
      configurable: true,
      get(this: HTMLDialogElement) {
        return this.hasAttribute('open');
      },
      set(this: HTMLDialogElement, value: boolean) {
        if (value) this.setAttribute('open', '');
        else this.removeAttribute('open');
      },
    });
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.show = proto.showModal;
    proto.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      // As the HTML standard has it: 'close' fires from a task of its own, not inside close().
      setTimeout(() => this.dispatchEvent(new Event('close')));
    };
  }
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  }
}

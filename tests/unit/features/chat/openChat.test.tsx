/**
 * Instagram takes no prefilled text, so the message is copied and the direct-message page opened.
 * Safari blocks a window opened after an await: the tab must open within the click itself.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { ChatButtons } from '../../../../src/features/chat/index.ts';

vi.mock('sonner', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() });
  return { toast, Toaster: () => null };
});

let resolveCopy: () => void;
let rejectCopy: (error: Error) => void;
const writeText = vi.fn(
  () =>
    new Promise<void>((resolve, reject) => {
      resolveCopy = resolve;
      rejectCopy = reject;
    }),
);
const open = vi.fn<(url?: string | URL, target?: string) => Window | null>();

beforeEach(() => {
  vi.clearAllMocks();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  vi.spyOn(window, 'open').mockImplementation(open);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function clickInstagram() {
  render(<ChatButtons purpose="Ask about Jars" message={(channel) => `Hello from ${channel}`} />);
  // fireEvent dispatches synchronously: whatever the handler does before returning happens in the click's task.
  fireEvent.click(screen.getByRole('button', { name: 'Ask about Jars on Instagram' }));
}

describe('openChat on Instagram', () => {
  it('copies the message and opens the direct-message tab within the click, before the copy has finished', async () => {
    const tab = { opener: window } as unknown as Window;
    open.mockReturnValue(tab);
    clickInstagram();
    expect(writeText).toHaveBeenCalledWith('Hello from instagram');
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://ig.me/m/momobel.lb', '_blank');
    expect(tab.opener).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();

    resolveCopy();
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message copied', { description: 'Paste it into the Instagram chat.' }));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('falls back to the profile page, still within the click, when the direct-message tab is refused', () => {
    open.mockReturnValueOnce(null).mockReturnValueOnce({ opener: null } as unknown as Window);
    clickInstagram();
    expect(open.mock.calls.map(([url]) => url)).toEqual(['https://ig.me/m/momobel.lb', 'https://www.instagram.com/momobel.lb/']);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('tells the shopper when the browser blocks the tab, and when the copy fails', async () => {
    open.mockReturnValue(null);
    clickInstagram();
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('The chat did not open', expect.objectContaining({ description: expect.stringContaining('allow pop-ups') })));
    rejectCopy(new Error('denied'));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not copy the message', { description: 'Type your message into the Instagram chat.' }));
    expect(toast.success).not.toHaveBeenCalled();
  });
});

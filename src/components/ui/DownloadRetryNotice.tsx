import { useSyncExternalStore } from 'react';
import { buttonClass } from './Button.tsx';
import { hasFailedDownloads, retryDownloads, subscribeToFailedDownloads } from './codeDownloads.ts';
import { useMessages } from './PageLocale.tsx';

/**
 * While some of the shop's code could not be downloaded (codeDownloads.ts): a short line over the
 * page's foot saying to check the connection, and Retry. The page stays as it was, usable; what
 * waited for the code (the drawer the shopper opened, a toast) follows once a retry brings it.
 * Its words are start-up words, here whatever failed to arrive.
 */
export function DownloadRetryNotice() {
  const failed = useSyncExternalStore(subscribeToFailedDownloads, hasFailedDownloads, () => false);
  const { common } = useMessages();
  if (!failed) return null;
  return (
    <div
      role="alert"
      data-testid="download-retry"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-lg border border-stone-200 bg-white p-3 shadow-lg"
    >
      <p className="text-sm text-stone-800">{common.connectionHint}</p>
      <button type="button" className={buttonClass('default', 'sm')} onClick={retryDownloads}>
        {common.retry}
      </button>
    </div>
  );
}

/**
 * Reads the build's catalogue snapshot off the page's thread (docs/decisions/0016-live-catalogue-changes.md, issue 35 item 4):
 * at 5,000 products the file is ~2.5 MB of JSON, and parsing it, then reading every product's
 * words for the first search, were each a long task (≥ 50 ms) on a 4× slower CPU. Here they block
 * nothing; the page takes the products in batches, each a short task, with their words as search
 * reads them (postCatalogSnapshot). Started by catalogSnapshotReader.ts.
 */
import { postCatalogSnapshot, type SnapshotMessage, type SnapshotRequest } from './catalogSnapshot.ts';

const scope = self as unknown as { onmessage: ((event: MessageEvent<SnapshotRequest>) => void) | null; postMessage(message: SnapshotMessage): void };

scope.onmessage = (event) => {
  void postCatalogSnapshot(event.data.url, (message) => scope.postMessage(message));
};

/**
 * Reads the build's catalogue snapshot off the page's thread (docs/decisions/0016-live-catalogue-changes.md, issue 35 item 4):
 * at 5,000 products the file is ~2.5 MB of JSON, and parsing it, then reading every product's
 * words for the first search, were each a long task (≥ 50 ms) on a 4× slower CPU. Here they block
 * nothing; the page takes the products in batches, each a short task, with their index for search
 * (postCatalogSnapshot). Started by catalogSnapshotReader.ts.
 */
import type { SearchIndexBatch } from '../domain/search.ts';
import { postCatalogSnapshot, type SnapshotMessage, type SnapshotRequest } from './catalogSnapshot.ts';

/** The index's arrays move to the page rather than being copied. */
function transferable({ ids, starts, categoryStarts, descriptionStarts }: SearchIndexBatch): Transferable[] {
  return [ids.buffer, starts.buffer, categoryStarts.buffer, descriptionStarts.buffer];
}

const scope = self as unknown as { onmessage: ((event: MessageEvent<SnapshotRequest>) => void) | null; postMessage(message: SnapshotMessage, transfer: Transferable[]): void };

scope.onmessage = (event) => {
  void postCatalogSnapshot(event.data.url, (message) => scope.postMessage(message, message.type === 'products' ? transferable(message.index) : []));
};

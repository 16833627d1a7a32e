/**
 * Reading the build's catalogue snapshot in the browser, loaded only when a page needs the whole
 * catalogue (fetchCatalogSnapshot in catalog.ts), so none of it is start-up code.
 */
import { searchIndexReceiver } from '../domain/search.ts';
import type { VersionedCatalog } from '../domain/catalogChanges.ts';
import type { Product } from '../domain/types.ts';
import { CatalogReadError } from './catalogReadError.ts';
import { postCatalogSnapshot, type SnapshotMessage, type SnapshotRequest } from './catalogSnapshot.ts';

/**
 * Takes the worker's messages (or, on the page's thread, postCatalogSnapshot's) into a catalogue;
 * each batch's index joins search's as it arrives (a short task each), so the first search reads
 * no product's text.
 */
function snapshotReceiver(resolve: (snapshot: VersionedCatalog) => void, reject: (error: Error) => void): (message: SnapshotMessage) => boolean {
  const products: Product[] = [];
  const rememberForSearch = searchIndexReceiver();
  return (message) => {
    if (message.type === 'products') {
      rememberForSearch(message.products, message.index);
      products.push(...message.products);
      return false;
    }
    if (message.type === 'failed') reject(new CatalogReadError('the catalogue file', message));
    else resolve({ catalog: { products, categories: message.categories, subcategories: message.subcategories }, version: message.version });
    return true;
  };
}

/** On the page's thread: where no worker can run (tests in jsdom, a worker the browser refused). */
function readHere(url: string): Promise<VersionedCatalog> {
  return new Promise((resolve, reject) => {
    const receive = snapshotReceiver(resolve, reject);
    void postCatalogSnapshot(url, receive);
  });
}

/**
 * In catalogSnapshot.worker.ts: the page's thread only takes the products in batches (a short
 * task each) with their search index made, so no task of its own is long (issue 35 item 4: at
 * 5,000 products, parsing the file here took one long task and the first search's folding
 * another). Rejects with the worker's reason (the file missing or not a catalogue); a worker that
 * cannot start or run at all leaves the file to readHere.
 */
function readInWorker(url: string): Promise<VersionedCatalog> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./catalogSnapshot.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      // A browser that refuses the worker outright (an old one, a strict policy) reads it here.
      readHere(url).then(resolve, reject);
      return;
    }
    const receive = snapshotReceiver(resolve, reject);
    worker.onmessage = ({ data }: MessageEvent<SnapshotMessage>) => {
      if (receive(data)) worker.terminate();
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      readHere(url).then(resolve, reject);
    };
    worker.postMessage({ url: new URL(url, window.location.href).href } satisfies SnapshotRequest);
  });
}

/** The snapshot at `url` with the version the build read it at, off the page's thread where a worker can run. */
export function readCatalogSnapshotFile(url: string): Promise<VersionedCatalog> {
  return typeof Worker === 'function' ? readInWorker(url) : readHere(url);
}

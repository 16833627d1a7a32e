import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, as a new page has it (what was kept is read as the module loads). */
async function freshModule() {
  vi.resetModules();
  return import('../../../src/components/ui/codeDownloads.ts');
}

const failure = () => new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/CartDrawer-abc.js');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('code that failed to download', () => {
  it('waits for a retry while the line does not answer, then resolves with the code', async () => {
    const { untilDownloaded, downloadRecovery, hasFailedDownloads, retryDownloads } = await freshModule();
    vi.spyOn(downloadRecovery, 'lineAnswers').mockResolvedValue(false);
    const reload = vi.spyOn(downloadRecovery, 'reload').mockImplementation(() => {});
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failure()).mockResolvedValue('drawer');
    const loaded = untilDownloaded(load);
    await settle();
    expect(hasFailedDownloads()).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    retryDownloads();
    await expect(loaded).resolves.toBe('drawer');
    expect(hasFailedDownloads()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when the line answers and the code still fails (Chromium keeps the failure), keeping what the page asked to keep', async () => {
    const { untilDownloaded, downloadRecovery, keepAcrossReload, hasFailedDownloads } = await freshModule();
    const lineAnswers = vi.spyOn(downloadRecovery, 'lineAnswers').mockResolvedValue(true);
    const reload = vi.spyOn(downloadRecovery, 'reload').mockImplementation(() => {});
    keepAcrossReload('cartDrawerOpen', () => true);
    keepAcrossReload('nothing', () => undefined);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(failure());
    void untilDownloaded(load);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(lineAnswers).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('CartDrawer-abc.js') }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(hasFailedDownloads()).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('momobel-cart-kept-across-reload')!)).toEqual({ at: expect.any(Number), kept: { cartDrawerOpen: true } });

    // The next page reads what was kept, once; a failure again within the minute does not reload again.
    const next = await freshModule();
    expect(next.keptAcrossReload('cartDrawerOpen')).toBe(true);
    expect(next.keptAcrossReload('nothing')).toBeUndefined();
    expect(sessionStorage.getItem('momobel-cart-kept-across-reload')).toBeNull();
    vi.spyOn(next.downloadRecovery, 'lineAnswers').mockResolvedValue(true);
    const reloadAgain = vi.spyOn(next.downloadRecovery, 'reload').mockImplementation(() => {});
    const stillFailing = vi.fn<() => Promise<string>>().mockRejectedValue(failure());
    void next.untilDownloaded(stillFailing);
    await vi.waitFor(() => expect(stillFailing).toHaveBeenCalledTimes(1));
    await settle();
    await settle();
    expect(reloadAgain).not.toHaveBeenCalled();
    expect(next.hasFailedDownloads()).toBe(true);
  });

  it('keeps nothing it cannot read: a broken stored value starts the page with nothing kept', async () => {
    for (const broken of ['{not json', '5', '"text"', 'null', '{"kept":"open"}']) {
      sessionStorage.setItem('momobel-cart-kept-across-reload', broken);
      const { keptAcrossReload } = await freshModule();
      expect(keptAcrossReload('cartDrawerOpen'), broken).toBeUndefined();
    }
  });
});

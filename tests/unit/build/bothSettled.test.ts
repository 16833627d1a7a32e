import { describe, expect, it } from 'vitest';
import { bothSettled } from '../../../scripts/bothSettled.ts';

const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 20));

describe('bothSettled', () => {
  it('gives both values', async () => {
    await expect(bothSettled(later(1), Promise.resolve('two'))).resolves.toEqual([1, 'two']);
  });

  it('fails only once the other step has finished, with the failure', async () => {
    let otherDone = false;
    const other = later(null).then(() => {
      otherDone = true;
    });
    await expect(bothSettled(Promise.reject(new Error('pages')), other)).rejects.toThrow('pages');
    expect(otherDone).toBe(true);
    otherDone = false;
    const again = later(null).then(() => {
      otherDone = true;
    });
    await expect(bothSettled(again, Promise.reject(new Error('feeds')))).rejects.toThrow('feeds');
    expect(otherDone).toBe(true);
  });

  it("reports the first step's failure when both fail", async () => {
    await expect(bothSettled(Promise.reject(new Error('first')), Promise.reject(new Error('second')))).rejects.toThrow('first');
  });
});

import { STORAGE_KEYS } from '@portal/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetStamp, readStoredStamps, storeStamp, submitStoredStamps } from './stamp-outbox';

beforeEach(() => window.localStorage.clear());

const stored = () =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEYS.stampMedia) ?? 'null') as unknown[];

describe('stampMedia outbox', () => {
  it('keeps one stamp per slot in local storage key stampMedia, the one that reached furthest', () => {
    storeStamp(1, 10, { action: 10, position: 4 });
    storeStamp(1, 10, { action: 10, position: 2 });
    storeStamp(1, 11, { action: 10, page: 3 });
    storeStamp(1, 10, { action: 10, position: 6 });
    expect(readStoredStamps().map((s) => [s.slotId, s.stamp])).toEqual([
      [11, { action: 10, page: 3 }],
      [10, { action: 10, position: 6 }],
    ]);
    expect(stored()).toHaveLength(2);
  });

  it('forgets a slot once a stamp reaching as far was recorded, and clears the key when empty', () => {
    storeStamp(2, 20, { action: 10, position: 5 });
    forgetStamp(2, 20, { action: 10, position: 3 });
    expect(readStoredStamps()).toHaveLength(1);
    forgetStamp(2, 20, { action: 10, position: 5 });
    expect(window.localStorage.getItem(STORAGE_KEYS.stampMedia)).toBeNull();
  });

  it('reads a broken value as nothing stored', () => {
    window.localStorage.setItem(STORAGE_KEYS.stampMedia, '{not json');
    expect(readStoredStamps()).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.stampMedia, JSON.stringify([{ courseId: 'x' }, 5]));
    expect(readStoredStamps()).toEqual([]);
  });

  it('submits stored stamps at start: clears sent and refused ones, keeps those that failed on the way', async () => {
    storeStamp(3, 30, { action: 10, position: 9 });
    storeStamp(3, 31, { action: 10, page: 2 });
    storeStamp(3, 32, { action: 10, percent: 100 });
    const posted: number[] = [];
    const sent = await submitStoredStamps(
      (courseId, slotId) => {
        posted.push(slotId);
        if (slotId === 31) return Promise.reject(new Error('offline'));
        if (slotId === 32) return Promise.reject(new Error('not enrolled'));
        return Promise.resolve({});
      },
      (error) => (error as Error).message === 'offline',
    );
    expect(posted).toEqual([30, 31, 32]);
    expect(sent).toBe(1);
    expect(readStoredStamps().map((s) => s.slotId)).toEqual([31]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedFetch } from './cached-fetch';
import { isNewer } from './update-stamps';

interface Answer {
  stamp: string;
  value: number;
}

/** A stamp that answers only when `release` is called, to see what waits for it. */
function heldStamp(stamp: string | undefined) {
  let release = () => undefined as void;
  const promise = new Promise<string | undefined>((resolve) => {
    release = () => resolve(stamp);
  });
  return { serverStamp: vi.fn(() => promise), release: () => release() };
}

afterEach(() => window.localStorage.clear());

describe('cachedFetch (SPEC §4 config and dictionary)', () => {
  it('without a cached copy fetches at once, while check-update is still on its way', async () => {
    const stamp = heldStamp('2026-11-25T00:00:00Z');
    const fetch = vi.fn(async () => ({ stamp: '2026-11-25T00:00:00Z', value: 1 }));
    const answer = cachedFetch<Answer>({
      cacheKey: 'cache:test',
      fetch,
      stampOf: (a) => a.stamp,
      serverStamp: stamp.serverStamp,
      isNewer,
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(stamp.serverStamp).toHaveBeenCalledTimes(1);
    await expect(answer).resolves.toEqual({ stamp: '2026-11-25T00:00:00Z', value: 1 });
    expect(JSON.parse(window.localStorage.getItem('cache:test') ?? 'null')).toMatchObject({
      value: 1,
    });
    stamp.release();
  });

  it('keeps the cached copy unless check-update says newer', async () => {
    window.localStorage.setItem(
      'cache:test',
      JSON.stringify({ stamp: '2026-11-25T00:00:00Z', value: 1 }),
    );
    const fetch = vi.fn(async () => ({ stamp: '2026-11-26T00:00:00Z', value: 2 }));
    const same = heldStamp('2026-11-25T00:00:00Z');
    const kept = cachedFetch<Answer>({
      cacheKey: 'cache:test',
      fetch,
      stampOf: (a) => a.stamp,
      serverStamp: same.serverStamp,
      isNewer,
    });
    same.release();
    await expect(kept).resolves.toMatchObject({ value: 1 });
    expect(fetch).not.toHaveBeenCalled();

    const newer = heldStamp('2026-11-26T00:00:00Z');
    const fresh = cachedFetch<Answer>({
      cacheKey: 'cache:test',
      fetch,
      stampOf: (a) => a.stamp,
      serverStamp: newer.serverStamp,
      isNewer,
    });
    newer.release();
    await expect(fresh).resolves.toMatchObject({ value: 2 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

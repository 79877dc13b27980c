import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { socketWriter } from './socket-data';

const key = ['notification', 'unread'] as const;

/** A fetch of the count that answers only when told, with what the server had read then. */
function slowFetch(client: QueryClient) {
  let answer: (value: { count: number }) => void = () => undefined;
  const fetching = client
    .fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<{ count: number }>((resolve) => (answer = resolve)),
    })
    .catch(() => undefined);
  return { answer: (count: number) => answer({ count }), fetching };
}

describe('socketWriter', () => {
  it('keeps a pushed value when a fetch that read before it answers after it', async () => {
    const client = new QueryClient();
    const fetch = slowFetch(client);
    const write = socketWriter(client);
    const written = write(key, { count: 1 });
    fetch.answer(0);
    await Promise.all([written, fetch.fetching]);
    expect(client.getQueryData(key)).toEqual({ count: 1 });
  });

  it('writes pushes in the order they came', async () => {
    const client = new QueryClient();
    const fetch = slowFetch(client);
    const write = socketWriter(client);
    const first = write(key, { count: 1 });
    const second = write(key, { count: 2 });
    fetch.answer(0);
    await Promise.all([first, second, fetch.fetching]);
    expect(client.getQueryData(key)).toEqual({ count: 2 });
  });

  it('is what a plain write would not be: the late answer wins without it', async () => {
    const client = new QueryClient();
    const fetch = slowFetch(client);
    client.setQueryData(key, { count: 1 });
    fetch.answer(0);
    await fetch.fetching;
    expect(client.getQueryData(key)).toEqual({ count: 0 });
  });
});

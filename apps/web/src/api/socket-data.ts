import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Writes what a socket pushes into a query, in the order the pushes came. A fetch of the same
 * query still under way is cancelled first: it read the server before the push, and landing after
 * it would put the older value back (the bell showed 0 after the socket had said 1, until the next
 * notification). Returns the writer; each call waits for the previous one.
 */
export function socketWriter(client: QueryClient): <T>(key: QueryKey, data: T) => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return (key, data) => {
    last = last
      .then(() => client.cancelQueries({ queryKey: key, exact: true }))
      .then(() => {
        client.setQueryData(key, data);
      });
    return last;
  };
}

import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messengerKeys } from './api/messenger';
import { useMessengerSocket } from './use-messenger-socket';

/** A WebSocket the test opens, feeds and drops by hand. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  close() {
    this.closed = true;
  }
}

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('useMessengerSocket', () => {
  beforeEach(() => {
    FakeSocket.made = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads the shown conversation again once the socket listens, so nothing sent before is missed', async () => {
    const { client, wrapper } = setUp();
    client.setQueryData(messengerKeys.history(7), { results: [] });
    renderHook(() => useMessengerSocket(true), { wrapper });
    expect(FakeSocket.made).toHaveLength(1);
    const socket = FakeSocket.made[0]!;
    expect(socket.url).toBe(`ws://${window.location.host}/api/websocket/messenger/`);
    // Open is only the handshake: the server subscribes after it, so a read now could still miss
    // a message sent before the subscription.
    act(() => socket.onopen?.());
    expect(client.getQueryState(messengerKeys.history(7))?.isInvalidated).toBe(false);
    // The first unread total comes once the server listens: read again then, once.
    const unread = (count: number) =>
      act(() =>
        socket.onmessage?.({ data: JSON.stringify({ event: 'unread_count', data: { count } }) }),
      );
    unread(2);
    expect(client.getQueryState(messengerKeys.history(7))?.isInvalidated).toBe(true);
    await vi.waitFor(() =>
      expect(client.getQueryData(messengerKeys.unread())).toEqual({ count: 2 }),
    );
    client.setQueryData(messengerKeys.history(7), { results: [] });
    unread(3);
    expect(client.getQueryState(messengerKeys.history(7))?.isInvalidated).toBe(false);
    await vi.waitFor(() =>
      expect(client.getQueryData(messengerKeys.unread())).toEqual({ count: 3 }),
    );
  });

  it('puts the unread total in its query and refreshes a conversation a message arrives in', async () => {
    const { client, wrapper } = setUp();
    client.setQueryData(messengerKeys.history(3), { results: [] });
    client.setQueryData(messengerKeys.history(4), { results: [] });
    renderHook(() => useMessengerSocket(true), { wrapper });
    const socket = FakeSocket.made[0]!;
    act(() =>
      socket.onmessage?.({ data: JSON.stringify({ event: 'unread_count', data: { count: 5 } }) }),
    );
    await vi.waitFor(() =>
      expect(client.getQueryData(messengerKeys.unread())).toEqual({ count: 5 }),
    );
    // That first total read everything again; from here on only what a message touches is.
    client.setQueryData(messengerKeys.history(3), { results: [] });
    client.setQueryData(messengerKeys.history(4), { results: [] });
    act(() =>
      socket.onmessage?.({
        data: JSON.stringify({ event: 'message', data: { conversation_id: 3 } }),
      }),
    );
    expect(client.getQueryState(messengerKeys.history(3))?.isInvalidated).toBe(true);
    expect(client.getQueryState(messengerKeys.history(4))?.isInvalidated).toBe(false);
  });

  it('connects again five seconds after a drop, and not after the page closes it', () => {
    const { wrapper } = setUp();
    const { unmount } = renderHook(() => useMessengerSocket(true), { wrapper });
    act(() => FakeSocket.made[0]!.onclose?.());
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(FakeSocket.made).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(FakeSocket.made).toHaveLength(2);
    unmount();
    expect(FakeSocket.made[1]!.closed).toBe(true);
    act(() => FakeSocket.made[1]!.onclose?.());
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('opens nothing while the messenger is not shown', () => {
    const { wrapper } = setUp();
    renderHook(() => useMessengerSocket(false), { wrapper });
    expect(FakeSocket.made).toHaveLength(0);
  });
});

import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ImportHistoryItem, ImportSocketMessage, Paged } from '@portal/shared';
import { importKeys } from './api/imports';

/** Puts a progress step into every cached list and the item, so badges move without a refetch. */
export function applyImportStep(queryClient: QueryClient, item: ImportHistoryItem): void {
  let known = false;
  queryClient.setQueriesData<Paged<ImportHistoryItem>>({ queryKey: importKeys.lists() }, (page) => {
    if (!page) return page;
    if (!page.results.some((r) => r.id === item.id)) return page;
    known = true;
    return { ...page, results: page.results.map((r) => (r.id === item.id ? item : r)) };
  });
  queryClient.setQueryData(importKeys.item(item.id), item);
  // An import started elsewhere (another tab, another administrator): fetch the list again.
  if (!known) void queryClient.invalidateQueries({ queryKey: importKeys.lists() });
}

/** The WebSocket URL of SPEC §7 on the page's own host. */
export function importSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/websocket/alert/import/`;
}

/**
 * Listens to websocket/alert/import/ while the screen is open and feeds each step into the query
 * cache; reconnects after a drop. Returns whether the live feed is connected.
 */
export function useImportAlerts(): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const open = () => {
      socket = new WebSocket(importSocketUrl(window.location));
      socket.onopen = () => setConnected(true);
      socket.onmessage = (event: MessageEvent<string>) => {
        const message = JSON.parse(event.data) as ImportSocketMessage;
        if (message.event === 'import_history') applyImportStep(queryClient, message.data);
        else for (const item of message.data) applyImportStep(queryClient, item);
      };
      socket.onclose = () => {
        setConnected(false);
        if (!closed) retry = setTimeout(open, 3000);
      };
    };
    open();
    return () => {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [queryClient]);
  return connected;
}

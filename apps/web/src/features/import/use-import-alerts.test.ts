import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ImportHistoryItem, Paged } from '@portal/shared';
import { importKeys } from './api/imports';
import { applyImportStep, importSocketUrl } from './use-import-alerts';

const item = (id: number, percent: number, status: -1 | 2 | 3 = 2): ImportHistoryItem => ({
  id,
  module: 'users',
  input_filename: `f${id}.csv`,
  percent,
  status,
  total_rows: 100,
  ok_rows: percent,
  failed_rows: 0,
  created_by: 1,
  created_by_email: 'a@example.com',
  datetime_create: '2026-01-01T00:00:00Z',
  datetime_update: '2026-01-01T00:00:00Z',
  error_code: null,
});

const page = (results: ImportHistoryItem[]): Paged<ImportHistoryItem> => ({
  count: results.length,
  total: results.length,
  page_size: 50,
  next: null,
  previous: null,
  results,
});

describe('applyImportStep', () => {
  it('moves the item in every cached list page and the detail, without a refetch', () => {
    const client = new QueryClient();
    const key = importKeys.list({ page: 1, search: '', ordering: '-created_at' });
    client.setQueryData(key, page([item(1, 0), item(2, 100, 3)]));
    applyImportStep(client, item(1, 40));
    expect(client.getQueryData<Paged<ImportHistoryItem>>(key)?.results[0]?.percent).toBe(40);
    expect(client.getQueryData<ImportHistoryItem>(importKeys.item(1))?.percent).toBe(40);
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('refetches the lists for an import they do not show yet', () => {
    const client = new QueryClient();
    const key = importKeys.list({ page: 1, search: '', ordering: '-created_at' });
    client.setQueryData(key, page([item(1, 0)]));
    applyImportStep(client, item(9, 10));
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});

describe('importSocketUrl', () => {
  it('uses wss behind HTTPS and the SPEC §7 path', () => {
    expect(importSocketUrl({ protocol: 'https:', host: 'lms.example' })).toBe(
      'wss://lms.example/api/websocket/alert/import/',
    );
    expect(importSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/websocket/alert/import/',
    );
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { queryKeys } from '@/api';
import { createQueryClient } from '@/api/query-client';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { prefetchStartup } from './prefetch-startup';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

/** The page's preload of the dictionary, as the server writes it (landing-preload.ts). */
function preloadDict(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.href = href;
  document.head.append(link);
}

/** Runs the webfront's start-up for a signed-in user until the dictionary is in the cache. */
async function startSignedIn() {
  const server = installFakeServer({
    '/api/account/profile/': { status: 200, body: buildUser() },
  });
  const queryClient = createQueryClient();
  prefetchStartup(queryClient, 'webfront');
  await waitFor(() => expect(queryClient.getQueryData(queryKeys.dict('dict'))).toBeTruthy());
  return {
    dict: server.calls.filter((call) => call.path === '/api/dict/'),
    paths: server.calls.map((call) => call.path),
  };
}

describe('prefetchStartup', () => {
  it('asks the dictionary the page preloads at once, not after the profile (issue 21 item 2)', async () => {
    // The server guessed a visitor (no session cookie); the profile then says signed in. The
    // preloaded address is asked all the same: the two answer the same dictionary.
    preloadDict('/api/dict/?is_login_page=true&format=json');
    const { dict, paths } = await startSignedIn();
    expect(dict).toHaveLength(1);
    expect(dict[0]?.search).toContain('is_login_page=true');
    expect(paths).toContain('/api/account/profile/');
  });

  it('without a preload, asks the dictionary the profile calls for', async () => {
    const { dict } = await startSignedIn();
    expect(dict).toHaveLength(1);
    expect(dict[0]?.search).not.toContain('is_login_page');
  });
});

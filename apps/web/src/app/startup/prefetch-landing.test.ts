import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createQueryClient } from '@/api/query-client';
import { catalogKeys } from '@/features/catalog/api/catalog-keys';
import { createI18n } from '@/i18n';
import { buildCourse } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { prefetchLanding } from './prefetch-landing';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('prefetchLanding', () => {
  it('asks a course page’s course with the start-up calls, in the signed-in user’s language', async () => {
    const server = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/course/7/': { status: 200, body: buildCourse({ id: 7 }) },
    });
    const queryClient = createQueryClient();
    prefetchLanding(queryClient, createI18n('en'), '/course/7/curriculum');
    // The key the page reads (useCourse: the user's language wins over the shown one).
    await waitFor(() => expect(queryClient.getQueryData(catalogKeys.course('th', 7))).toBeTruthy());
    const asked = server.calls.filter((c) => c.path === '/api/course/7/');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.search).toContain('lang=th');
  });

  it('asks a visitor’s course in the shown language, and nothing on other screens', async () => {
    const server = installFakeServer({
      '/api/course/3/': { status: 200, body: buildCourse({ id: 3 }) },
    });
    const queryClient = createQueryClient();
    prefetchLanding(queryClient, createI18n('th'), '/course/3');
    await waitFor(() => expect(queryClient.getQueryData(catalogKeys.course('th', 3))).toBeTruthy());

    for (const path of ['/', '/course', '/course/3/playlist', '/course/x'])
      prefetchLanding(queryClient, createI18n('en'), path);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.filter((c) => c.path.startsWith('/api/course/'))).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PROGRESS_STATUS, type ProgressStatus } from '@portal/shared';
import { renderApp } from '@/test/render-app';
import type { LibraryItem } from '../api/get-library';
import { LibraryItemCard } from './library-item-card';

const item = (assignment: LibraryItem['assignment'], status: ProgressStatus = 0): LibraryItem => ({
  id: 1,
  status,
  status_group: status === PROGRESS_STATUS.completed ? 'done' : 'to_do',
  percent: 0,
  datetime_start: null,
  datetime_complete: null,
  datetime_expire: null,
  datetime_update: '2026-11-23T08:00:00.000Z',
  content: {
    id: 11,
    code: 'C-ERGO-101',
    content_type: { id: 1, code: 'course', name: 'Course' },
    title: 'Healthy desk habits',
    image: null,
  },
  assignment,
});

function show(value: LibraryItem) {
  return renderApp([{ path: '/', element: <LibraryItemCard item={value} /> }], '/');
}

const period = (endDays: number) => ({
  id: 4,
  datetime_start: new Date(Date.now() - 20 * 86_400_000).toISOString(),
  datetime_end: new Date(Date.now() + endDays * 86_400_000).toISOString(),
});

describe('LibraryItemCard', () => {
  it('shows the deadline of an assigned course', async () => {
    show(item(period(10)));
    expect((await screen.findByTestId('library-assignment')).textContent).toMatch(
      /^Assigned · finish by /,
    );
  });

  it('says when the deadline has passed, until the course is done', async () => {
    const { unmount } = show(item(period(-2)));
    expect((await screen.findByTestId('library-assignment')).textContent).toMatch(
      /^Overdue since /,
    );
    unmount();
    show(item(period(-2), 30));
    expect((await screen.findByTestId('library-assignment')).textContent).toMatch(/^Assigned/);
  });

  it('shows nothing for content taken on the learner’s own', async () => {
    show(item(null));
    await screen.findByText('Healthy desk habits');
    expect(screen.queryByTestId('library-assignment')).toBeNull();
  });
});

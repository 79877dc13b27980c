import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { DashboardListToolbar } from './dashboard-list-toolbar';
import { useDashboardListParams } from './list-url';

function Toolbar(props: { clearable?: boolean }) {
  const list = useDashboardListParams('-created');
  return (
    <DashboardListToolbar
      list={list}
      searchDescription="Name or email"
      ordering={{
        value: list.ordering,
        options: [
          { value: '-created', label: 'Newest first' },
          { value: 'created', label: 'Oldest first' },
        ],
      }}
      filters={[
        {
          name: 'status',
          label: 'Status',
          options: [
            { value: '1', label: 'Waiting' },
            { value: '30', label: 'Approved' },
          ],
        },
        {
          name: 'is_paid',
          label: 'Paid',
          options: [
            { value: 'true', label: 'Yes' },
            { value: 'false', label: 'No' },
          ],
        },
      ]}
      clearable={props.clearable}
    />
  );
}

const routes = (clearable?: boolean) => [
  { path: '/list', element: <Toolbar clearable={clearable} /> },
];

describe('DashboardListToolbar', () => {
  it('keeps each filter and the ordering in the URL and clears every filter at once', async () => {
    const { router } = renderApp(routes(true), '/list?search=ada&status=30&page=3');
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect((status as HTMLSelectElement).value).toBe('30');
    expect(screen.getByDisplayValue('ada')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Paid' }), {
      target: { value: 'false' },
    });
    await waitFor(() => expect(router.state.location.search).toContain('is_paid=false'));
    expect(router.state.location.search).not.toContain('page=');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'created' },
    });
    await waitFor(() => expect(router.state.location.search).toContain('ordering=created'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=ada&ordering=created'));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('offers no clearing unless asked to', async () => {
    renderApp(routes(), '/list?status=1');
    await screen.findByRole('combobox', { name: 'Status' });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});

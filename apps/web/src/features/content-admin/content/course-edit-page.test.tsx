import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { preloadRichTextEditor } from '@/test/preload-rich-text';
import { renderApp } from '@/test/render-app';
import { buildCourse, contentServer } from './content-fake-server';

afterEach(() => vi.unstubAllGlobals());
preloadRichTextEditor();

const course = buildCourse();

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/dashboard/content/course/new', { timeout: 30_000 }, () => {
  it('checks the form with the API schema: Thai title required, end after start', async () => {
    const { calls } = contentServer();
    renderApp(dashboardRoutes, '/content/course/new');
    await screen.findByRole('heading', { level: 1, name: 'New course' });
    type(/^Code/, 'NEG-101');
    type(/^Title \(English\)/, 'Negotiation basics');
    type('Enrolment opens', '2026-12-01T09:00');
    type('Enrolment closes', '2026-11-30T09:00');
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));

    expect(await screen.findByText('This field is required')).toBeTruthy();
    const thai = screen.getByLabelText(/^Title \(Thai\)/);
    expect(thai.getAttribute('aria-invalid')).toBe('true');
    // The first field in error gets the focus, so a phone user sees what to fix.
    await waitFor(() => expect(document.activeElement).toBe(thai));
    expect(screen.getByText('The end time must be later than the start time.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Some fields need your attention.');
    expect(calls.some((c) => c.path === '/api/dashboard/course/')).toBe(false);
  });

  it('shows the server field errors by message key', async () => {
    contentServer({
      'POST /api/dashboard/course/': {
        status: 400,
        body: { detail: 'x', code: 'validation_error', errors: { code: ['already_exists'] } },
      },
    });
    renderApp(dashboardRoutes, '/content/course/new');
    await screen.findByRole('heading', { level: 1, name: 'New course' });
    type(/^Code/, 'NEG-101');
    type(/^Title \(English\)/, 'Negotiation basics');
    type(/^Title \(Thai\)/, 'พื้นฐานการเจรจา');
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText('This is already taken.')).toBeTruthy();
  });

  it('asks before leaving a form with unsaved changes (leave_form_warning)', async () => {
    contentServer();
    const { router } = renderApp(dashboardRoutes, '/content/course/new');
    await screen.findByRole('heading', { level: 1, name: 'New course' });
    type(/^Title \(English\)/, 'Half written');
    fireEvent.click(screen.getByRole('link', { name: /Back to content/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(
      within(dialog).getByText('You have unsaved changes. Leave this page and lose them?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/content/course/new');

    fireEvent.click(screen.getByRole('link', { name: /Back to content/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeTruthy();
  });

  // The content list is another lazy screen, first compiled when this test opens it: on a busy
  // CI machine that took longer than a query's 15 s once.
  it('leaves an untouched form without asking', { timeout: 60_000 }, async () => {
    contentServer();
    renderApp(dashboardRoutes, '/content/course/new');
    await screen.findByRole('heading', { level: 1, name: 'New course' });
    fireEvent.click(screen.getByRole('link', { name: /Back to content/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Content' }, { timeout: 40_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('/dashboard/content/course/{id}', { timeout: 30_000 }, () => {
  it('shows the translated 424 when the course is still used', async () => {
    contentServer({
      '/api/dashboard/course/5/': { status: 200, body: course },
      'DELETE /api/dashboard/course/5/': {
        status: 424,
        body: { detail: 'still used', code: 'cannot_delete_because_dependency' },
      },
    });
    const { router } = renderApp(dashboardRoutes, '/content/course/5');
    await screen.findByRole('heading', { level: 1, name: 'Edit course' });
    expect(screen.getByLabelText(/^Title \(Thai\)/)).toHaveProperty('value', 'พื้นฐานการเจรจา');
    fireEvent.click(screen.getByRole('button', { name: 'Delete course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this course?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('This item is still in use, so it cannot be deleted.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/content/course/5');
  });
});

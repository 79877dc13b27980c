import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminProgram } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { preloadRichTextEditor } from '@/test/preload-rich-text';
import { renderApp } from '@/test/render-app';
import { buildCourse, contentServer, empty } from './content-fake-server';

afterEach(() => vi.unstubAllGlobals());
preloadRichTextEditor();

/** A learning path as GET dashboard/learning-path/{id}/ answers it. */
function buildPath(overrides: Partial<AdminProgram> = {}): AdminProgram {
  return {
    ...buildCourse({ id: 8, code: 'PATH-1', title_en: 'Sales path', title_th: 'เส้นทางฝ่ายขาย' }),
    kind: 'learning_path',
    is_ordered: true,
    section_list: [{ id: 3, content_id: 8, name_en: 'Start', name_th: '', sort: 0, slot_list: [] }],
    ...overrides,
  };
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/dashboard/content/learning-path/new', { timeout: 30_000 }, () => {
  it('creates a learning path whose steps open in order, then opens its editor', async () => {
    const sent: unknown[] = [];
    contentServer({
      'POST /api/dashboard/learning-path/': (init) => {
        sent.push(JSON.parse(init.body as string));
        return { status: 201, body: buildPath() };
      },
      '/api/dashboard/learning-path/8/': { status: 200, body: buildPath() },
      '/api/dashboard/content/': {
        status: 200,
        body: {
          ...empty,
          count: 1,
          results: [
            {
              id: 5,
              kind: 'course',
              code: 'NEG-101',
              title_en: 'Negotiation basics',
              title_th: '',
              is_publish: true,
              enroll_count: 0,
              created_at: '2026-01-01T00:00:00Z',
              updated_at: '2026-01-01T00:00:00Z',
            },
          ],
        },
      },
    });
    const { router } = renderApp(dashboardRoutes, '/content/learning-path/new');
    await screen.findByRole('heading', { level: 1, name: 'New learning path' });
    type(/^Code/, 'PATH-1');
    type(/^Title \(English\)/, 'Sales path');
    type(/^Title \(Thai\)/, 'เส้นทางฝ่ายขาย');
    fireEvent.click(screen.getByRole('switch', { name: /Steps open in order/ }));
    const dependency = screen.getByLabelText('Complete first', { selector: 'input' });
    fireEvent.click(dependency);
    fireEvent.click(
      await screen.findByRole('option', {
        name: 'NEG-101 · Negotiation basics (Course)',
        hidden: true,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create learning path' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit learning path' }),
    ).toBeTruthy();
    expect(sent[0]).toMatchObject({ code: 'PATH-1', is_ordered: true, dependency_id: 5 });
    expect(router.state.location.pathname).toBe('/content/learning-path/8');
    expect(screen.getByRole('heading', { level: 2, name: 'Steps' })).toBeTruthy();
  });
});

describe('/dashboard/content/onboard/{id}', { timeout: 30_000 }, () => {
  it("offers courses in the step picker and asks for the onboarding program's step kinds", async () => {
    const onboarding = buildPath({ kind: 'onboard', is_ordered: false });
    const { calls } = contentServer({
      '/api/dashboard/onboard/8/': { status: 200, body: onboarding },
      '/api/dashboard/content/attachable/': { status: 200, body: empty },
    });
    renderApp(dashboardRoutes, '/content/onboard/8');
    await screen.findByRole('heading', { level: 1, name: 'Edit onboarding program' });
    expect(screen.getByRole('switch', { name: /Steps open in order/ })).toHaveProperty(
      'checked',
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add step to Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a step' });
    const kinds = within(dialog).getByRole('combobox', { name: 'Kind' });
    expect(within(kinds).getByRole('option', { name: 'Course' })).toBeTruthy();
    expect(within(kinds).getByRole('option', { name: 'Test' })).toBeTruthy();
    const asked = calls.find((c) => c.path === '/api/dashboard/content/attachable/');
    expect(asked?.search).toContain('container=onboard');
  });

  it('makes a new draft course from the step picker and shows it with a link to its editor', async () => {
    const sent: unknown[] = [];
    const withStep = buildPath({
      kind: 'onboard',
      section_list: [
        {
          id: 3,
          content_id: 8,
          name_en: 'Start',
          name_th: '',
          sort: 0,
          slot_list: [
            {
              id: 41,
              section_id: 3,
              child_id: 77,
              is_required: true,
              sort: 0,
              kind: 'course',
              title_en: 'Fire safety',
              title_th: 'ความปลอดภัยจากอัคคีภัย',
            },
          ],
        },
      ],
    });
    contentServer({
      '/api/dashboard/onboard/8/': () => ({
        status: 200,
        body: sent.length ? withStep : buildPath({ kind: 'onboard' }),
      }),
      '/api/dashboard/content/attachable/': { status: 200, body: empty },
      'POST /api/dashboard/onboard/8/section/3/new-course/': (init) => {
        sent.push(JSON.parse(init.body as string));
        return { status: 201, body: withStep.section_list[0]!.slot_list[0] };
      },
    });
    renderApp(dashboardRoutes, '/content/onboard/8');
    await screen.findByRole('heading', { level: 1, name: 'Edit onboarding program' });
    fireEvent.click(screen.getByRole('button', { name: 'Add step to Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a step' });
    fireEvent.click(within(dialog).getByRole('button', { name: '+ New course' }));
    const form = within(dialog).getByRole('form', { name: 'New course' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create and add' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    fireEvent.change(within(form).getByLabelText(/Course title \(English\)/), {
      target: { value: 'Fire safety' },
    });
    fireEvent.change(within(form).getByLabelText(/Course title \(Thai\)/), {
      target: { value: 'ความปลอดภัยจากอัคคีภัย' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create and add' }));
    const link = await screen.findByRole('link', { name: 'Edit course Fire safety' });
    expect(link.getAttribute('href')).toContain('/content/course/77');
    expect(sent).toEqual([
      { title_en: 'Fire safety', title_th: 'ความปลอดภัยจากอัคคีภัย', is_required: true, sort: 0 },
    ]);
  });

  it('shows the refusal to publish an empty program in the language of the screen', async () => {
    contentServer({
      '/api/dashboard/learning-program/8/': {
        status: 200,
        body: buildPath({ kind: 'learning_program', section_list: [] }),
      },
      'POST /api/dashboard/learning-program/8/publish/': {
        status: 400,
        body: { detail: 'x', code: 'cannot_publish_empty_learning_program' },
      },
    });
    renderApp(dashboardRoutes, '/content/learning-program/8');
    await screen.findByRole('heading', { level: 1, name: 'Edit learning program' });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Add at least one step before publishing.')).toBeTruthy();
  });
});

describe('the onboarding editor', { timeout: 30_000 }, () => {
  it('sets the rule that assigns it to new members of a group', async () => {
    const sent: unknown[] = [];
    contentServer({
      '/api/dashboard/onboard/8/': { status: 200, body: buildPath({ kind: 'onboard' }) },
      '/api/dashboard/onboard/8/auto-assign/': { status: 200, body: { rule: null } },
      'PUT /api/dashboard/onboard/8/auto-assign/': (init) => {
        sent.push(JSON.parse(init.body as string));
        return {
          status: 200,
          body: { rule: { group_id: 4, group_name: 'New staff', deadline_days: 14 } },
        };
      },
      '/api/dashboard/assignment/option/group/': {
        status: 200,
        body: { ...empty, count: 1, results: [{ id: 4, name: 'New staff', member_count: 3 }] },
      },
    });
    renderApp(dashboardRoutes, '/content/onboard/8');
    const legend = await screen.findByText('Assign automatically to new members');
    const form = legend.closest('fieldset') as HTMLElement;
    const group = within(form).getByLabelText('Group', { selector: 'input' });
    fireEvent.click(group);
    fireEvent.click(await screen.findByRole('option', { name: 'New staff', hidden: true }));
    type('Days to complete', '14');
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(
      await screen.findByText('New members of the group will be assigned this program.'),
    ).toBeTruthy();
    expect(sent).toEqual([{ group_id: 4, deadline_days: 14 }]);
    expect(await screen.findByRole('button', { name: 'Stop assigning' })).toBeTruthy();
  });
});

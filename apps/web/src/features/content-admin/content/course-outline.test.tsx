import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCourse, AdminSlot } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { preloadRichTextEditor } from '@/test/preload-rich-text';
import { renderApp } from '@/test/render-app';
import { buildCourse, contentServer, empty, stamp } from './content-fake-server';

afterEach(() => vi.unstubAllGlobals());
preloadRichTextEditor();

const slot = (id: number, title: string, kind: string): AdminSlot => ({
  id,
  section_id: 9,
  child_id: id + 100,
  is_required: true,
  sort: 0,
  kind,
  title_en: title,
  title_th: '',
});

function courseWith(slots: AdminSlot[]): AdminCourse {
  return buildCourse({
    section_list: [
      { id: 9, content_id: 5, name_en: 'Preparing', name_th: '', sort: 0, slot_list: slots },
    ],
  });
}

describe('the lessons of a course', { timeout: 90_000 }, () => {
  it('adds a picked test as an optional lesson and moves a lesson up', async () => {
    let slots = [slot(1, 'Opening video', 'video')];
    const sent: { path: string; body: unknown }[] = [];
    const { calls } = contentServer({
      '/api/dashboard/course/5/': () => ({ status: 200, body: courseWith(slots) }),
      '/api/dashboard/content/attachable/': {
        status: 200,
        body: {
          ...empty,
          count: 1,
          total: 1,
          results: [
            {
              id: 77,
              kind: 'test',
              code: 'QUIZ-1',
              title_en: 'Negotiation quiz',
              title_th: '',
              is_publish: true,
              created_at: stamp,
              updated_at: stamp,
            },
          ],
        },
      },
      'POST /api/dashboard/course/5/section/9/slot/': (init) => {
        sent.push({ path: 'slot', body: JSON.parse(init.body as string) });
        slots = [...slots, slot(2, 'Negotiation quiz', 'test')];
        return { status: 201, body: slots[1] };
      },
      'POST /api/dashboard/course/5/slot/2/move/': (init) => {
        sent.push({ path: 'move', body: JSON.parse(init.body as string) });
        slots = [slots[1] as AdminSlot, slots[0] as AdminSlot];
        return { status: 200, body: courseWith(slots) };
      },
    });
    renderApp(dashboardRoutes, '/content/course/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Add lesson to Preparing' }));
    const picker = await screen.findByRole('dialog', { name: 'Add a lesson' });
    fireEvent.change(within(picker).getByRole('searchbox', { name: /Search content/ }), {
      target: { value: 'quiz' },
    });
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Learners must complete it' }));
    const add = await within(picker).findByRole('button', { name: 'Add Negotiation quiz' });
    await waitFor(() =>
      expect(
        calls.some((c) => c.path.endsWith('/attachable/') && c.search.includes('search=quiz')),
      ).toBe(true),
    );
    fireEvent.click(add);
    await waitFor(() => expect(add).toHaveProperty('disabled', true));
    expect(sent[0]?.body).toEqual({ child_id: 77, is_required: false, sort: 1 });
    fireEvent.click(within(picker).getByRole('button', { name: 'Close' }));

    const lessons = screen.getByRole('list', { name: 'Preparing' });
    await waitFor(() => expect(within(lessons).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Move Opening video up' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Negotiation quiz up' }));
    await waitFor(() =>
      expect(within(lessons).getAllByRole('listitem')[0]?.textContent).toContain(
        'Negotiation quiz',
      ),
    );
    expect(sent[1]).toEqual({ path: 'move', body: { direction: 'up' } });
  });

  it('creates a new test in place with its own form and adds it, as a draft when publishing is refused', async () => {
    let slots = [slot(1, 'Opening video', 'video')];
    const sent: { path: string; body: unknown }[] = [];
    const created = {
      id: 78,
      kind: 'test',
      code: 'WRAP-1',
      title_en: 'Wrap-up quiz',
      title_th: 'แบบทดสอบท้ายบท',
      desc_en: '',
      desc_th: '',
      time_limit_seconds: null,
      pass_percent: 60,
      max_attempts: 1,
      allow_resubmit: false,
      show_answers: 'never',
      shuffle_questions: false,
      shuffle_choices: false,
      is_publish: false,
      created_at: stamp,
      updated_at: stamp,
      attempt_count: 0,
      sections: [],
    };
    contentServer({
      '/api/dashboard/course/5/': () => ({ status: 200, body: courseWith(slots) }),
      '/api/dashboard/content/attachable/': { status: 200, body: empty },
      'POST /api/dashboard/test/': (init) => {
        sent.push({ path: 'test', body: JSON.parse(init.body as string) });
        return { status: 201, body: created };
      },
      'POST /api/dashboard/test/78/publish/': (init) => {
        sent.push({ path: 'publish', body: JSON.parse(init.body as string) });
        return { status: 400, body: { detail: 'no questions', code: 'invalid_value' } };
      },
      'POST /api/dashboard/course/5/section/9/slot/': (init) => {
        sent.push({ path: 'slot', body: JSON.parse(init.body as string) });
        slots = [...slots, slot(78, 'Wrap-up quiz', 'test')];
        return { status: 201, body: slots[1] };
      },
    });
    renderApp(dashboardRoutes, '/content/course/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Add lesson to Preparing' }));
    const picker = await screen.findByRole('dialog', { name: 'Add a lesson' });
    const kinds = within(picker).getByRole('region', { name: 'Create a new lesson' });
    expect(
      within(kinds)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      '+ New article',
      '+ New video',
      '+ New audio',
      '+ New PDF',
      '+ New SCORM package',
      '+ New test',
      '+ New survey',
    ]);
    fireEvent.click(within(kinds).getByRole('button', { name: '+ New test' }));
    const form = await within(picker).findByRole('form', { name: 'New test' }, { timeout: 15_000 });
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type(/^Code/, 'WRAP-1');
    type(/^Title \(English\)/, 'Wrap-up quiz');
    type(/^Title \(Thai\)/, 'แบบทดสอบท้ายบท');
    expect(within(picker).getByRole('checkbox', { name: /Publish it now/ })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Create and add' }));
    expect(
      await screen.findByText(
        '"Wrap-up quiz" was created and added as a draft; publish it in its editor when it is ready.',
      ),
    ).toBeTruthy();
    expect(sent.map((s) => s.path)).toEqual(['test', 'publish', 'slot']);
    expect(sent[0]?.body).toMatchObject({ code: 'WRAP-1', title_en: 'Wrap-up quiz' });
    expect(sent[2]?.body).toEqual({ child_id: 78, is_required: true, sort: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a lesson' })).toBeNull());
    const lessons = screen.getByRole('list', { name: 'Preparing' });
    await waitFor(() => expect(within(lessons).getAllByRole('listitem')).toHaveLength(2));
    expect(within(lessons).getAllByRole('listitem')[1]?.textContent).toContain('Wrap-up quiz');
  });
});

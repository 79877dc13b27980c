import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_TRANSITIONS, type DashboardResult, type ProgressStatus } from '@portal/shared';
import { createQueryClient } from '@/api/query-client';
import { Providers } from '@/app/providers';
import { createI18n } from '@/i18n';
import { installFakeServer } from '@/test/fake-server';
import { StatusChangeDialog } from './status-change-dialog';

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
afterEach(() => vi.unstubAllGlobals());

function buildResult(status: ProgressStatus, kind = 'course'): DashboardResult {
  return {
    id: 41,
    user_id: 7,
    content_id: 3,
    status,
    status_group: null,
    percent: 0,
    datetime_start: null,
    datetime_complete: null,
    datetime_update: '2026-11-20T08:00:00Z',
    user: { id: 7, email: 'learner@example.com', first_name: 'Somchai', last_name: 'Jaidee' },
    content: {
      id: 3,
      code: 'C-LEAD-201',
      content_type: { id: 1, code: kind, name: kind },
      title: 'Leading a team',
    },
  };
}

function renderDialog(result: DashboardResult, language: 'en' | 'th' = 'en') {
  const onClose = vi.fn();
  render(
    <Providers queryClient={createQueryClient()} i18n={createI18n(language)}>
      <StatusChangeDialog result={result} onClose={onClose} />
    </Providers>,
  );
  return { onClose };
}

/** The status codes the select offers (the disabled prompt left out). */
async function offered() {
  const select = await screen.findByRole('combobox', { name: /New status|สถานะใหม่/ });
  return within(select)
    .getAllByRole<HTMLOptionElement>('option')
    .filter((o) => !o.disabled)
    .map((o) => Number(o.value));
}

describe('StatusChangeDialog', { timeout: 20_000 }, () => {
  it.each<ProgressStatus>([0, 21, 22, 30, -5, 6])(
    'offers exactly the learning-result targets of SPEC §4 from %i',
    async (status) => {
      installFakeServer({});
      renderDialog(buildResult(status));
      const table: Record<number, readonly number[]> = ADMIN_TRANSITIONS.learning_result;
      expect(await offered()).toEqual(table[status]);
    },
  );

  it('offers the learning-material table for a material', async () => {
    installFakeServer({});
    renderDialog(buildResult(0, 'video'));
    expect(await offered()).toEqual([30]);
  });

  it('offers nothing from a status with no admin change (waiting for approval)', async () => {
    installFakeServer({});
    renderDialog(buildResult(1));
    expect(await screen.findByText('No status can be chosen from this one.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('labels the choices in Thai', async () => {
    installFakeServer({});
    renderDialog(buildResult(22), 'th');
    const select = await screen.findByRole('combobox', { name: /สถานะใหม่/ });
    const labels = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toEqual(['เลือกสถานะ', 'กำลังเรียน', 'เรียนจบแล้ว', 'ไม่ผ่าน', 'ส่งใหม่']);
  });

  it('requires a status and a reason before sending anything', async () => {
    const { calls } = installFakeServer({});
    renderDialog(buildResult(21));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    fireEvent.change(screen.getByRole('combobox', { name: /New status/ }), {
      target: { value: '30' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), {
      target: { value: '   ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('sends the change with its reason and closes', async () => {
    const { fetch } = installFakeServer({
      'PATCH /api/dashboard/learning-result/41/': { status: 200, body: { ...buildResult(30) } },
    });
    const { onClose } = renderDialog(buildResult(21));
    fireEvent.change(await screen.findByRole('combobox', { name: /New status/ }), {
      target: { value: '30' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Attended in person' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(patch?.[1]?.body as string)).toEqual({
      status: 30,
      reason: 'Attended in person',
    });
  });

  it("shows the server's refusal with its message and stays open", async () => {
    installFakeServer({
      'PATCH /api/dashboard/learning-result/41/': {
        status: 400,
        body: { detail: 'This status change is not allowed.', code: 'invalid_status_transition' },
      },
    });
    const { onClose } = renderDialog(buildResult(21));
    fireEvent.change(await screen.findByRole('combobox', { name: /New status/ }), {
      target: { value: '22' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Check' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog');
    expect(
      (await within(dialog).findByText('This status change is not allowed.')).closest(
        '[role="alert"]',
      ),
    ).not.toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});

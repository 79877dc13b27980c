import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { IMPORT_LIMITS } from '@portal/shared';
import { renderApp } from '@/test/render-app';
import { ImportDropZone, rejectionKey } from './import-drop-zone';
import { ImportTemplates } from './import-templates';

function renderZone(onFile = vi.fn(), onRefused = vi.fn(), file: File | null = null) {
  renderApp(
    [
      {
        path: '/',
        element: (
          <>
            <ImportTemplates module="enrollments" />
            <ImportDropZone file={file} onFile={onFile} onRefused={onRefused} />
          </>
        ),
      },
    ],
    '/',
  );
  return { onFile, onRefused };
}

const choose = async (file: File) => {
  const input = await screen.findByLabelText('File');
  fireEvent.change(input, { target: { files: [file] } });
};

describe('ImportDropZone', () => {
  it('takes a CSV or an Excel file chosen with the browse input', async () => {
    const { onFile, onRefused } = renderZone();
    await screen.findByRole('button', { name: 'Browse files' });
    const csv = new File(['email,course_code\n'], 'people.csv', { type: 'text/csv' });
    await choose(csv);
    await waitFor(() => expect(onFile).toHaveBeenCalledWith(csv));
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('refuses another kind of file and one over the size limit, saying which', async () => {
    const { onFile, onRefused } = renderZone();
    await choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith('file_not_match_accept_only_xx'));
    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: IMPORT_LIMITS.fileBytes + 1 });
    await choose(big);
    await waitFor(() => expect(onRefused).toHaveBeenLastCalledWith('file_size_less_than_xx'));
    expect(onFile).not.toHaveBeenCalled();
  });

  it('names the chosen file and links both templates of the kind', async () => {
    renderZone(vi.fn(), vi.fn(), new File(['a'], 'mine.xlsx'));
    expect(await screen.findByText('Chosen: mine.xlsx')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Download template (.xlsx)' }).getAttribute('href'),
    ).toBe('/api/dashboard/import/enrollments/template/?format=xlsx');
    expect(
      screen.getByRole('link', { name: 'Download template (.csv)' }).getAttribute('href'),
    ).toBe('/api/dashboard/import/enrollments/template/?format=csv');
  });

  it('turns several files into one message', () => {
    expect(
      rejectionKey([
        { errors: [{ code: 'too-many-files', message: '' }] },
        { errors: [{ code: 'file-too-large', message: '' }] },
      ]),
    ).toBe('import_one_file');
  });
});

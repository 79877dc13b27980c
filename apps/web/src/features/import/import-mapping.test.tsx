import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImportPreview } from '@portal/shared';
import { installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { columnLetter } from './import-preview';
import { ImportUploadForm } from './import-upload-form';

/** Issue 21 item 16: the preview of the first rows and the column mapping before an import. */

afterEach(() => vi.unstubAllGlobals());

const PREVIEW: ImportPreview = {
  headers: ['Staff no', 'Work e-mail', 'Given name', 'อีเมลผู้จัดการ'],
  rows: [
    { row_number: 2, cells: ['1', 'a@example.com', 'Ann', ''] },
    { row_number: 3, cells: ['2', 'b@example.com', 'Ben', 'a@example.com'] },
  ],
  total_rows: 1200,
  fields: [
    { field: 'email', required: true },
    { field: 'first_name', required: true },
    { field: 'manager', required: false },
  ],
  mapping: { email: null, first_name: null, manager: null },
};

function renderForm(preview: { status: number; body: unknown } = { status: 200, body: PREVIEW }) {
  const server = installFakeServer({
    'POST /api/dashboard/import/users/preview/': preview,
    'POST /api/dashboard/import/users/': {
      status: 201,
      body: { id: 9, input_filename: 'staff.csv' },
    },
  });
  renderApp([{ path: '/', element: <ImportUploadForm modules={['users']} /> }], '/');
  return server;
}

const choose = async () => {
  const input = await screen.findByLabelText('File');
  const file = new File(['x'], 'staff.csv', { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
};

describe('ImportUploadForm: preview and mapping', () => {
  it('shows the first rows the server read, and imports only once the required fields are mapped', async () => {
    const server = renderForm();
    await choose();
    const table = await screen.findByRole('table', { name: 'First rows of the file' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Column B: Work e-mail')).toBeTruthy();
    expect(within(table).getByText('b@example.com')).toBeTruthy();
    expect(screen.getByText(/The file has 1,200 rows/)).toBeTruthy();

    // Nothing mapped: the import is refused on the screen, next to each required field.
    fireEvent.click(screen.getByRole('button', { name: 'Upload and import' }));
    await screen.findByText('Choose a column for every required field, then import.');
    expect(screen.getAllByText('Choose the column that holds this field.')).toHaveLength(2);
    expect(server.calls.some((c) => c.path === '/api/dashboard/import/users/')).toBe(false);

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText("Manager's email"), { target: { value: '3' } });
    // The column's header says which field it feeds.
    expect(within(table).getByText('→ Email')).toBeTruthy();
    expect(screen.queryByText('Choose the column that holds this field.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload and import' }));
    await waitFor(() =>
      expect(server.calls.some((c) => c.path === '/api/dashboard/import/users/')).toBe(true),
    );
    const upload = server.calls.find((c) => c.path === '/api/dashboard/import/users/');
    const query = new URLSearchParams(upload?.search);
    expect(query.get('filename')).toBe('staff.csv');
    expect([query.get('col_email'), query.get('col_first_name'), query.get('col_manager')]).toEqual(
      ['1', '2', '3'],
    );
  });

  it('starts from the mapping the server suggests', async () => {
    renderForm({
      status: 200,
      body: { ...PREVIEW, mapping: { email: 1, first_name: 2, manager: null } },
    });
    await choose();
    await screen.findByRole('table', { name: 'First rows of the file' });
    expect(screen.getByLabelText<HTMLSelectElement>(/^Email/).value).toBe('1');
    expect(screen.getByLabelText<HTMLSelectElement>("Manager's email").value).toBe('');
  });

  it('says why a file cannot be read, and does not offer to import it', async () => {
    renderForm({ status: 400, body: { code: 'invalid_import_file', detail: 'x' } });
    await choose();
    await screen.findByText('The file cannot be read. Save it again as CSV (UTF-8) or .xlsx.');
    expect(screen.getByRole('button', { name: 'Upload and import' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 27, 51, 52].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });
});

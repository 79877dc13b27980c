import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/i18n';
import { PdfToolbar } from './pdf-toolbar';
import { useArrowPages } from './use-arrow-pages';

/** The toolbar as the PDF viewer wires it: the page kept within 1..pages, arrows turning it. */
function Viewer(props: { pages: number }) {
  const [page, setPage] = useState(1);
  const [continuous, setContinuous] = useState(false);
  const goTo = (next: number) => setPage(Math.min(Math.max(1, next), props.pages));
  useArrowPages((step) => goTo(page + step));
  return (
    <>
      <PdfToolbar
        page={page}
        pages={props.pages}
        continuous={continuous}
        onPage={goTo}
        onContinuous={setContinuous}
        download={null}
      />
      <input aria-label="Note" />
      <output aria-label="view">{continuous ? 'continuous' : 'single'}</output>
    </>
  );
}

function renderViewer(language: 'en' | 'th', pages = 3) {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <MantineProvider>
        <Viewer pages={pages} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('the PDF viewer controls (issue 21 item 12)', () => {
  it('turns pages with the buttons and the arrow keys, but not while typing in a field', async () => {
    renderViewer('en');
    const toolbar = await screen.findByRole('toolbar', { name: 'Document pages' });
    expect(toolbar.textContent).toContain('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByTestId('pdf-page').textContent).toBe('Page 2 of 3');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByTestId('pdf-page').textContent).toBe('Page 3 of 3');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByTestId('pdf-page').textContent).toBe('Page 3 of 3');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Note' }), { key: 'ArrowLeft' });
    expect(screen.getByTestId('pdf-page').textContent).toBe('Page 3 of 3');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft', ctrlKey: true });
    expect(screen.getByTestId('pdf-page').textContent).toBe('Page 3 of 3');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(screen.getByTestId('pdf-page').textContent).toBe('Page 2 of 3');
  });

  it('in Thai: offers continuous scrolling', async () => {
    renderViewer('th', 4);
    await screen.findByRole('toolbar', { name: 'หน้าเอกสาร' });
    expect(screen.getByTestId('pdf-page').textContent).toBe('หน้า 1 จาก 4');
    fireEvent.click(screen.getByRole('switch', { name: 'เลื่อนดูต่อเนื่อง' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'view' }).textContent).toBe('continuous'),
    );
    expect(screen.getByRole('button', { name: 'หน้าถัดไป' })).toBeTruthy();
  });
});

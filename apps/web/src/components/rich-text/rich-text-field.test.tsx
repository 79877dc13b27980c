import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { RichTextField } from './rich-text-field';

vi.setConfig({ testTimeout: 30_000 });

/** A form holding the field's value, shown so the test reads what a save would send. */
function Harness(props: { initial: string; upload?: (file: File) => Promise<string> }) {
  const [value, setValue] = useState(props.initial);
  return (
    <>
      <RichTextField
        label="Article (English)"
        value={value}
        onChange={setValue}
        onImageUpload={props.upload}
        describeUploadError={() => 'Choose an image of at most 2048 KB.'}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('<h2>Loaded</h2><p>Another record</p>')}>
        Load other
      </button>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent ?? '';

async function renderField(initial: string, upload?: (file: File) => Promise<string>) {
  const view = renderApp(
    [{ path: '/', element: <Harness initial={initial} {...(upload ? { upload } : {})} /> }],
    '/',
  );
  const editor = await screen.findByRole('textbox', { name: 'Article (English)' });
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting of Article (English)' });
  return { ...view, editor, toolbar };
}

/** Puts the caret (or a selection) in the editor's DOM, as a click or drag would. */
function select(node: Node, start: number, end = start) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  fireEvent(document, new Event('selectionchange'));
}

describe('RichTextField', () => {
  it('takes Thai typed through an input method (composition) without losing it', async () => {
    const { editor } = await renderField('<p>บทนำ</p>');
    const text = editor.querySelector('p')!.firstChild as Text;
    editor.focus();
    select(text, text.length);
    fireEvent.compositionStart(editor, { data: '' });
    // The input method writes its draft into the page, then commits it.
    for (const draft of ['ส', 'สว', 'สวั', 'สวัส', 'สวัสดี']) {
      text.data = `บทนำ ${draft}`;
      fireEvent.compositionUpdate(editor, { data: draft });
    }
    fireEvent.compositionEnd(editor, { data: 'สวัสดี' });
    fireEvent.input(editor, { data: 'สวัสดี', inputType: 'insertCompositionText' });
    await waitFor(() => expect(value()).toBe('<p>บทนำ สวัสดี</p>'));
    // The text stays in the editor once the form re-renders with its own value.
    expect(editor.textContent).toBe('บทนำ สวัสดี');
    expect(editor.querySelectorAll('p')).toHaveLength(1);
  });

  it('formats with the toolbar: bold, a heading and a list', async () => {
    const { editor, toolbar } = await renderField('<p>Start with the parties</p>');
    const text = editor.querySelector('p')!.firstChild as Text;
    editor.focus();
    select(text, 11, 22);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(value()).toBe('<p>Start with <strong>the parties</strong></p>'));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Heading' }));
    await waitFor(() => expect(value()).toMatch(/^<h2>Start with/));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(value()).toMatch(/^<ul><li><h2>|^<ul><li><p>/));
  });

  it('loads a value changed from outside without sending it back as an edit', async () => {
    const { editor } = await renderField('<p>First</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Load other' }));
    await waitFor(() => expect(editor.querySelector('h2')?.textContent).toBe('Loaded'));
    expect(value()).toBe('<h2>Loaded</h2><p>Another record</p>');
  });

  it('embeds YouTube and Vimeo only, and checks a link’s address', async () => {
    const { editor, toolbar } = await renderField('<p>Watch</p>');
    const text = editor.querySelector('p')!.firstChild as Text;
    editor.focus();
    select(text, 0, 5);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const link = await screen.findByRole('textbox', { name: 'Link address' });
    fireEvent.change(link, { target: { value: 'javascript:alert(1)' } });
    fireEvent.submit((link as HTMLInputElement).form!);
    expect(
      await screen.findByText('Enter an address starting with https://, http://, mailto: or /'),
    ).toBeTruthy();
    fireEvent.change(link, { target: { value: 'https://example.org/a' } });
    fireEvent.submit((link as HTMLInputElement).form!);
    await waitFor(() => expect(value()).toContain('<a '));
    expect(value()).toContain('href="https://example.org/a"');

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Embed video' }));
    const video = await screen.findByRole('textbox', { name: 'YouTube or Vimeo address' });
    fireEvent.change(video, { target: { value: 'https://evil.example/watch?v=dQw4w9WgXcQ' } });
    fireEvent.submit((video as HTMLInputElement).form!);
    expect(await screen.findByText('Enter the address of a YouTube or Vimeo video.')).toBeTruthy();
    fireEvent.change(video, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    fireEvent.submit((video as HTMLInputElement).form!);
    await waitFor(() =>
      expect(value()).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"'),
    );
  });

  it('inserts a table and an uploaded image', async () => {
    const upload = vi.fn(() => Promise.resolve('/media/image/chart.png'));
    URL.createObjectURL = () => 'blob:chart';
    URL.revokeObjectURL = () => undefined;
    const { editor, toolbar } = await renderField('<p>Figures</p>', upload);
    const text = editor.querySelector('p')!.firstChild as Text;
    editor.focus();
    select(text, 7);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Insert table' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Table of 2 columns and 2 rows' }));
    await waitFor(() => expect(value()).toContain('<table'));
    expect(value().match(/<tr>/g)).toHaveLength(2);

    const input = toolbar.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['png'], 'chart.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(value()).toContain('src="/media/image/chart.png"'));
    expect(upload).toHaveBeenCalledWith(file);
  });

  it('says why an image was not inserted and leaves no broken image', async () => {
    const upload = vi.fn(() => Promise.reject(new Error('too big')));
    URL.createObjectURL = () => 'blob:big';
    URL.revokeObjectURL = () => undefined;
    const { toolbar } = await renderField('<p>Figures</p>', upload);
    const input = toolbar.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'big.png', { type: 'image/png' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The image was not inserted: Choose an image of at most 2048 KB.',
    );
    expect(value()).not.toContain('<img');
  });

  it('previews the HTML the way the learner page renders it, in Thai', async () => {
    const { i18n } = await renderField('<h2>บทนำ</h2><ul><li>หนึ่ง</li></ul>');
    await act(() => i18n.changeLanguage('th'));
    fireEvent.click(screen.getByText('ดูตัวอย่าง'));
    const preview = await screen.findByRole('region', {
      name: 'ตัวอย่างArticle (English)ตามที่ผู้เรียนเห็น',
    });
    expect(within(preview).getByRole('heading', { level: 2, name: 'บทนำ' })).toBeTruthy();
    expect(within(preview).getByRole('listitem').textContent).toBe('หนึ่ง');
    await act(() => i18n.changeLanguage('en'));
  });
});

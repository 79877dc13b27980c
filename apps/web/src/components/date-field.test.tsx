import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { DateField, DateTimeField, formatFieldValue, parseFieldValue } from './date-field';

describe('formatFieldValue', () => {
  it('shows a day with Thai month names and the Buddhist era in Thai', () => {
    expect(formatFieldValue('th', '2026-12-01', false)).toBe('1 ธ.ค. 2569');
    expect(formatFieldValue('en', '2026-12-01', false)).toBe('1 Dec 2026');
  });

  it('adds the wall-clock time, whatever the browser zone', () => {
    expect(formatFieldValue('th', '2026-12-01 09:05:00', true)).toBe('1 ธ.ค. 2569 09:05');
    expect(formatFieldValue('en', '2026-12-01T23:30', true)).toBe('1 Dec 2026 23:30');
  });
});

describe('parseFieldValue', () => {
  it('reads ISO, D/M/YYYY in either era and the shown format', () => {
    expect(parseFieldValue('en', '2026-12-01T09:00')).toBe('2026-12-01 09:00:00');
    expect(parseFieldValue('th', '1/12/2569 09:30')).toBe('2026-12-01 09:30:00');
    expect(parseFieldValue('en', '01/12/2026')).toBe('2026-12-01 00:00:00');
    expect(parseFieldValue('th', '1 ธ.ค. 2569 14:00')).toBe('2026-12-01 14:00:00');
    expect(parseFieldValue('en', '1 december 2026')).toBe('2026-12-01 00:00:00');
  });

  it('refuses what is not a whole, real date yet', () => {
    expect(parseFieldValue('en', '31/2/2026')).toBeNull();
    expect(parseFieldValue('en', '1/12/20')).toBeNull();
    expect(parseFieldValue('en', '1/12/2026 25:00')).toBeNull();
    expect(parseFieldValue('th', '1 เดือน 2569')).toBeNull();
  });
});

function Harness(props: { time?: boolean; initial: string }) {
  const [value, setValue] = useState(props.initial);
  const Field = props.time ? DateTimeField : DateField;
  return (
    <>
      <Field label="When" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DateField and DateTimeField', () => {
  it('show the value in Thai with the Buddhist era and give the form an ISO value back', async () => {
    const { i18n } = renderApp(
      [{ path: '/', element: <Harness time initial="2026-12-01T09:00" /> }],
      '/',
    );
    await act(() => i18n.changeLanguage('th'));
    const input = await screen.findByLabelText('When');
    expect((input as HTMLInputElement).value).toBe('1 ธ.ค. 2569 09:00');
    fireEvent.change(input, { target: { value: '15/1/2570 13:45' } });
    expect(screen.getByTestId('value').textContent).toBe('2027-01-15T13:45');
  });

  it('takes a typed ISO day, as the browser tests type it', async () => {
    renderApp([{ path: '/', element: <Harness initial="" /> }], '/');
    const input = await screen.findByLabelText('When');
    fireEvent.change(input, { target: { value: '2026-11-30' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-11-30');
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('30 Nov 2026');
  });
});

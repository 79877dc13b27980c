import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { createI18n } from '@/i18n';
import { addFeatureMessages } from '@/i18n/feature-messages';
import { renderApp } from '@/test/render-app';
import type { AuditLogRow } from './api/get-audit-log';
import { auditLogMessages } from './audit-log-messages';
import { Change } from './audit-log-page';
import { actionSentence, fieldLabel, groupLabel, valueText } from './audit-log-sentence';

/** Issue 21 item 15: audit rows as readable sentences in the viewer's language. */

function translator(language: 'en' | 'th'): TFunction {
  const i18n = createI18n(language);
  addFeatureMessages(i18n, auditLogMessages);
  return i18n.getFixedT(language, 'audit-log');
}

const row = (log: string, log_group: string) => ({ log, log_group });

describe('audit log sentences', () => {
  it('says what a row did from its verb and thing, in English and Thai', () => {
    const en = translator('en');
    const th = translator('th');
    expect(actionSentence(en, 'en', row('create_class_session', 'class_session'))).toBe(
      'Created class session',
    );
    expect(actionSentence(th, 'th', row('create_class_session', 'class_session'))).toBe(
      'สร้างรอบเรียน',
    );
    // A bare verb takes the row's entity; a content kind is named from the content types.
    expect(actionSentence(en, 'en', row('publish', 'course'))).toBe('Published course');
    expect(actionSentence(th, 'th', row('publish', 'course'))).toBe('เผยแพร่คอร์ส');
    // An action with its own label keeps it.
    expect(actionSentence(th, 'th', row('login_as_start', 'user'))).toBe('เข้าสู่ระบบในนามผู้เรียน');
    expect(groupLabel(th, 'th', 'purchase_order')).toBe('คำสั่งซื้อ');
    expect(groupLabel(en, 'en', 'purchase_order')).toBe('Order');
  });

  it('names fields and values in the viewer language, and spaces an unknown name', () => {
    const th = translator('th');
    expect(fieldLabel(th, 'first_name')).toBe('ชื่อ');
    expect(fieldLabel(th, 'some_new_field')).toBe('Some new field');
    expect(valueText(th, 'th', true)).toBe('ใช่');
    expect(valueText(th, 'th', ['a', 'b'])).toBe('a, b');
    expect(valueText(th, 'th', [{ a: 1 }, { b: 2 }])).toBe('2 รายการ');
    expect(valueText(th, 'th', null)).toBe('—');
  });

  it('shows dates and times in the viewer language, Thai in the Buddhist era', () => {
    const th = translator('th');
    const en = translator('en');
    expect(valueText(th, 'th', '2026-11-28')).toBe('28 พ.ย. 2569');
    expect(valueText(en, 'en', '2026-11-28')).toBe('28 Nov 2026');
    const stamp = valueText(th, 'th', '2026-11-28T12:00:00.000Z');
    expect(stamp).toContain('พ.ย. 2569');
    expect(stamp).not.toContain('T12');
    expect(valueText(en, 'en', '2026-11-28T12:00:00Z')).toContain('Nov 2026');
    // Only whole ISO stamps: other text that starts like a date stays as it is.
    expect(valueText(en, 'en', '2026-11-28 report')).toBe('2026-11-28 report');
  });

  it('shows fields as readable lines and the raw JSON only behind "Details"', async () => {
    const entry = {
      data: { first_name: 'Ann', is_active: false, groups: [1, 2] },
    } as unknown as AuditLogRow;
    renderApp([{ path: '/', element: <Change row={entry} /> }], '/');
    await screen.findByText('First name:');
    expect(screen.getByText('Active:')).toBeTruthy();
    expect(screen.getByText('No')).toBeTruthy();
    expect(screen.queryByText(/"first_name"/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByText(/"first_name": "Ann"/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createQueryClient } from '@/api/query-client';
import { Providers } from '@/app/providers';
import { createI18n } from '@/i18n';
import { QuestionPreview, toLearnerQuestion } from './question-preview';
import { newQuestion, type QuestionValues } from './test-form-state';

function question(overrides: Partial<QuestionValues> = {}): QuestionValues {
  return {
    ...newQuestion(1),
    text_en: 'Which sign means stop?',
    text_th: 'ป้ายใดหมายถึงหยุด',
    score: '2',
    choices: [
      { id: 'aa', text_en: 'Red octagon', text_th: 'แปดเหลี่ยมสีแดง', is_correct: true },
      { id: 'bb', text_en: 'Green circle', text_th: '', is_correct: false },
    ],
    ...overrides,
  };
}

function renderPreview(values: QuestionValues, language: 'en' | 'th' = 'en') {
  return render(
    <Providers queryClient={createQueryClient()} i18n={createI18n(language)}>
      <QuestionPreview question={values} number={1} name="Question 1" />
    </Providers>,
  );
}

describe('QuestionPreview', { timeout: 30_000 }, () => {
  it("draws a multiple-choice question with the player's card, in English then Thai", async () => {
    renderPreview(question());
    fireEvent.click(screen.getByRole('button', { name: 'Preview of Question 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Question 1' });
    const card = within(dialog).getByTestId('question-preview');
    expect(within(card).getByRole('heading', { name: 'Question 1' })).toBeTruthy();
    expect(within(card).getByText('2 points')).toBeTruthy();
    const group = within(card).getByRole('radiogroup', { name: 'Which sign means stop?' });
    expect(within(card).getByText('Choose one answer.')).toBeTruthy();
    const red = within(group).getByRole('radio', { name: 'Red octagon' });
    fireEvent.click(red);
    expect((red as HTMLInputElement).checked).toBe(true);
    // Nothing tells the learner which choice is right.
    expect(within(card).queryByText(/correct/i)).toBeNull();

    fireEvent.click(within(dialog).getByText('ไทย'));
    const thai = within(dialog).getByTestId('question-preview');
    expect(thai.getAttribute('lang')).toBe('th');
    expect(within(thai).getByRole('heading', { name: 'ข้อที่ 1' })).toBeTruthy();
    expect(within(thai).getByText('2 คะแนน')).toBeTruthy();
    expect(within(thai).getByText('เลือกคำตอบเดียว')).toBeTruthy();
    expect(within(thai).getByRole('radio', { name: 'แปดเหลี่ยมสีแดง' })).toBeTruthy();
    // A choice without Thai text falls back to English, as the learner's API does.
    expect(within(thai).getByRole('radio', { name: 'Green circle' })).toBeTruthy();
  });

  it('in a Thai dashboard, opens in Thai; several correct choices become checkboxes', async () => {
    renderPreview(question({ is_multiple: true }), 'th');
    fireEvent.click(screen.getByRole('button', { name: 'ดูตัวอย่างQuestion 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('เลือกได้มากกว่าหนึ่งคำตอบ')).toBeTruthy();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('hands the player no answer key for any type', () => {
    const matching = toLearnerQuestion(
      question({
        type: 2,
        pairs: [
          {
            left: { id: 'l1', text_en: 'Red', text_th: '' },
            right: { id: 'r1', text_en: 'Stop', text_th: '' },
          },
          {
            left: { id: 'l2', text_en: 'Green', text_th: '' },
            right: { id: 'r2', text_en: 'Go', text_th: '' },
          },
        ],
      }),
      'en',
      1,
    );
    expect(matching.left_items?.map((i) => i.text)).toEqual(['Red', 'Green']);
    expect(matching.right_items?.map((i) => i.text)).toEqual(['Go', 'Stop']);
    expect(JSON.stringify(toLearnerQuestion(question(), 'en', 1))).not.toContain('is_correct');
  });
});

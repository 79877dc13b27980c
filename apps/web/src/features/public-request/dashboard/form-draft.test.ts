import { describe, expect, it } from 'vitest';
import { RequestFormInputSchema, type AdminRequestForm } from '@portal/shared';
import { draftOf, emptyForm, inputOf } from './form-draft';

const saved: AdminRequestForm = {
  id: 3,
  title_en: 'Room booking',
  title_th: 'จองห้อง',
  desc_en: '',
  desc_th: '',
  is_publish: true,
  survey_id: 12,
  sections: [
    {
      id: 5,
      title_en: 'What',
      title_th: '',
      questions: [
        {
          id: 9,
          text_en: 'Room',
          text_th: 'ห้อง',
          is_required: true,
          body: {
            kind: 'choice',
            is_multiple: false,
            choices: [
              { id: 'a', text_en: 'Room A', text_th: 'ห้อง A' },
              { id: 'b', text_en: 'Room B', text_th: '' },
            ],
          },
        },
        {
          id: 10,
          text_en: 'Urgency',
          text_th: '',
          is_required: false,
          body: { kind: 'rating', scale: 4 },
        },
      ],
    },
  ],
  approvers: [
    { id: 1, name: 'One', email: 'one@example.com' },
    { id: 2, name: 'Two', email: 'two@example.com' },
  ],
  updated_at: '2026-11-27T00:00:00.000Z',
};

describe('the request form editor state', () => {
  it('sends a saved form back as it was: ids, choice ids, approvers in order', () => {
    const input = inputOf(draftOf(saved));
    expect(input).toEqual({
      title_en: 'Room booking',
      title_th: 'จองห้อง',
      desc_en: '',
      desc_th: '',
      is_publish: true,
      survey_id: 12,
      approver_emails: ['one@example.com', 'two@example.com'],
      sections: [
        {
          id: 5,
          title_en: 'What',
          title_th: '',
          questions: [
            {
              id: 9,
              text_en: 'Room',
              text_th: 'ห้อง',
              is_required: true,
              body: saved.sections[0]!.questions[0]!.body,
            },
            {
              id: 10,
              text_en: 'Urgency',
              text_th: '',
              is_required: false,
              body: { kind: 'rating', scale: 4 },
            },
          ],
        },
      ],
    });
    expect(RequestFormInputSchema.safeParse(input).success).toBe(true);
  });

  it('gives new choices fresh ids and an empty survey field no survey', () => {
    const draft = emptyForm();
    draft.sections[0]!.questions[0] = {
      ...draft.sections[0]!.questions[0]!,
      kind: 'choice',
      choices: 'Yes | ใช่\n\nNo',
    };
    const body = inputOf(draft).sections[0]!.questions[0]!.body;
    expect(body.kind).toBe('choice');
    if (body.kind !== 'choice') return;
    expect(body.choices.map((c) => [c.text_en, c.text_th])).toEqual([
      ['Yes', 'ใช่'],
      ['No', ''],
    ]);
    expect(new Set(body.choices.map((c) => c.id)).size).toBe(2);
    expect(inputOf(draft).survey_id).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { checkSurveyResponse, pollResult, SurveyQuestionBodySchema } from './survey';

const questions = [
  {
    id: 1,
    is_required: true,
    body: SurveyQuestionBodySchema.parse({
      kind: 'choice',
      choices: [
        { id: 'a', text_en: 'Yes' },
        { id: 'b', text_en: 'No' },
      ],
    }),
  },
  { id: 2, is_required: false, body: SurveyQuestionBodySchema.parse({ kind: 'text' }) },
  { id: 3, is_required: true, body: SurveyQuestionBodySchema.parse({ kind: 'rating' }) },
];

describe('checkSurveyResponse', () => {
  it('accepts a complete response and drops blank optional answers', () => {
    const { errors, values } = checkSurveyResponse(questions, [
      { question_id: 1, choice_ids: ['a'] },
      { question_id: 2, text: '  ' },
      { question_id: 3, rating: 5 },
    ]);
    expect(errors).toEqual({});
    expect([...values.keys()]).toEqual([1, 3]);
  });

  it('names every required question left blank', () => {
    const { errors } = checkSurveyResponse(questions, [{ question_id: 1, choice_ids: [] }]);
    expect(errors).toEqual({
      'answers.1': ['this_field_is_required'],
      'answers.3': ['this_field_is_required'],
    });
  });

  it('refuses unknown questions and choices, two choices on a single choice, ratings off the scale', () => {
    const { errors } = checkSurveyResponse(questions, [
      { question_id: 1, choice_ids: ['a', 'b'] },
      { question_id: 3, rating: 6 },
      { question_id: 99, text: 'x' },
    ]);
    expect(errors).toEqual({
      'answers.1': ['invalid_choice'],
      'answers.3': ['invalid_value'],
      'answers.99': ['invalid_choice'],
    });
  });

  it('keeps Thai text as written, trimmed', () => {
    const { values } = checkSurveyResponse(questions, [
      { question_id: 1, choice_ids: ['b'] },
      { question_id: 2, text: ' สอนดีมากครับ ' },
      { question_id: 3, rating: 1 },
    ]);
    expect(values.get(2)).toEqual({ text: 'สอนดีมากครับ' });
  });
});

describe('pollResult', () => {
  it('counts votes per choice with floored percents', () => {
    const result = pollResult(
      [
        {
          id: 1,
          choices: [
            { id: 'a', text: 'Yes' },
            { id: 'b', text: 'No' },
            { id: 'c', text: '?' },
          ],
        },
      ],
      new Map([
        [
          1,
          new Map([
            ['a', 2],
            ['b', 1],
          ]),
        ],
      ]),
      new Map([[1, 3]]),
    );
    expect(result[0]?.choices.map((c) => [c.count, c.percent])).toEqual([
      [2, 66],
      [1, 33],
      [0, 0],
    ]);
  });
});

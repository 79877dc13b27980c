import {
  newItemId,
  QUESTION_TYPE,
  TestInputSchema,
  type AdminTest,
  type QuestionKey,
  type QuestionType,
  type ShowAnswers,
  type TestInput,
} from '@portal/shared';
import { errorsByPath, localKey, toNumber, type FieldErrors } from './form-errors';

/** A choice or matching item as the form holds it. */
export interface ItemValues {
  id: string;
  text_en: string;
  text_th: string;
}

/**
 * One question as the form holds it: every type's fields at once, so switching the type keeps
 * what was typed; numbers stay text until the form is checked.
 */
export interface QuestionValues {
  key: string;
  id?: number;
  type: QuestionType;
  text_en: string;
  text_th: string;
  score: string;
  is_multiple: boolean;
  choices: (ItemValues & { is_correct: boolean })[];
  pairs: { left: ItemValues; right: ItemValues }[];
  value: string;
  tolerance: string;
  accepted: string[];
  guide_en: string;
  guide_th: string;
}

export interface SectionValues {
  key: string;
  id?: number;
  title_en: string;
  title_th: string;
  questions: QuestionValues[];
}

export interface TestFormValues {
  code: string;
  title_en: string;
  title_th: string;
  desc_en: string;
  desc_th: string;
  /** Minutes; blank for no limit. */
  time_limit_minutes: string;
  pass_percent: string;
  /** Blank for unlimited. */
  max_attempts: string;
  allow_resubmit: boolean;
  show_answers: ShowAnswers;
  shuffle_questions: boolean;
  shuffle_choices: boolean;
  sections: SectionValues[];
}

export const newItem = (): ItemValues => ({ id: newItemId(), text_en: '', text_th: '' });
const newChoice = () => ({ ...newItem(), is_correct: false });

export function newQuestion(type: QuestionType = QUESTION_TYPE.multiple_choice): QuestionValues {
  return {
    key: localKey(),
    type,
    text_en: '',
    text_th: '',
    score: '1',
    is_multiple: false,
    choices: [newChoice(), newChoice()],
    pairs: [
      { left: newItem(), right: newItem() },
      { left: newItem(), right: newItem() },
    ],
    value: '',
    tolerance: '0',
    accepted: [''],
    guide_en: '',
    guide_th: '',
  };
}

export const newSection = (): SectionValues => ({
  key: localKey(),
  title_en: '',
  title_th: '',
  questions: [newQuestion()],
});

export const EMPTY_TEST: TestFormValues = {
  code: '',
  title_en: '',
  title_th: '',
  desc_en: '',
  desc_th: '',
  time_limit_minutes: '',
  pass_percent: '60',
  max_attempts: '1',
  allow_resubmit: false,
  show_answers: 'never',
  shuffle_questions: false,
  shuffle_choices: false,
  sections: [],
};

const item = (i: { id: string; text_en: string; text_th?: string }): ItemValues => ({
  id: i.id,
  text_en: i.text_en,
  text_th: i.text_th ?? '',
});

function questionToForm(q: { id: number; text_en: string; text_th: string; key: QuestionKey }) {
  const base = { ...newQuestion(q.key.type), id: q.id, text_en: q.text_en, text_th: q.text_th };
  const k = q.key;
  base.score = String(k.score);
  switch (k.type) {
    case QUESTION_TYPE.multiple_choice:
      return {
        ...base,
        is_multiple: k.is_multiple,
        choices: k.choices.map((c) => ({ ...item(c), is_correct: c.is_correct })),
      };
    case QUESTION_TYPE.matching:
      return { ...base, pairs: k.pairs.map((p) => ({ left: item(p.left), right: item(p.right) })) };
    case QUESTION_TYPE.fill_in_number:
      return { ...base, value: String(k.value), tolerance: String(k.tolerance) };
    case QUESTION_TYPE.fill_in_answer:
      return { ...base, accepted: [...k.accepted] };
    case QUESTION_TYPE.fill_in_description:
      return { ...base, guide_en: k.guide_en, guide_th: k.guide_th };
  }
}

export function testToForm(test: AdminTest): TestFormValues {
  return {
    code: test.code,
    title_en: test.title_en,
    title_th: test.title_th,
    desc_en: test.desc_en,
    desc_th: test.desc_th,
    time_limit_minutes:
      test.time_limit_seconds === null ? '' : String(Math.round(test.time_limit_seconds / 60)),
    pass_percent: String(test.pass_percent),
    max_attempts: test.max_attempts === null ? '' : String(test.max_attempts),
    allow_resubmit: test.allow_resubmit,
    show_answers: test.show_answers,
    shuffle_questions: test.shuffle_questions,
    shuffle_choices: test.shuffle_choices,
    sections: test.sections.map((s) => ({
      key: localKey(),
      id: s.id,
      title_en: s.title_en,
      title_th: s.title_th,
      questions: s.questions.map(questionToForm),
    })),
  };
}

/** The grading key of a question, from the fields of its type only. */
function keyOf(q: QuestionValues): Record<string, unknown> {
  const score = toNumber(q.score) ?? Number.NaN;
  switch (q.type) {
    case QUESTION_TYPE.multiple_choice:
      return { type: q.type, score, is_multiple: q.is_multiple, choices: q.choices };
    case QUESTION_TYPE.matching:
      return { type: q.type, score, pairs: q.pairs };
    case QUESTION_TYPE.fill_in_number:
      return {
        type: q.type,
        score,
        value: toNumber(q.value) ?? Number.NaN,
        tolerance: toNumber(q.tolerance) ?? 0,
      };
    case QUESTION_TYPE.fill_in_answer:
      return { type: q.type, score, accepted: q.accepted };
    case QUESTION_TYPE.fill_in_description:
      return { type: q.type, score, guide_en: q.guide_en, guide_th: q.guide_th };
  }
}

/**
 * Checks the form with the API's own schema (TestInputSchema): the body to send, or the first
 * message key per field path (the same paths the server answers with).
 */
export function parseTestForm(
  values: TestFormValues,
): { ok: true; body: TestInput } | { ok: false; errors: FieldErrors } {
  const minutes = toNumber(values.time_limit_minutes);
  const candidate = {
    code: values.code,
    title_en: values.title_en,
    title_th: values.title_th,
    desc_en: values.desc_en,
    desc_th: values.desc_th,
    time_limit_seconds: minutes === null ? null : minutes * 60,
    pass_percent: toNumber(values.pass_percent) ?? Number.NaN,
    max_attempts: toNumber(values.max_attempts),
    allow_resubmit: values.allow_resubmit,
    show_answers: values.show_answers,
    shuffle_questions: values.shuffle_questions,
    shuffle_choices: values.shuffle_choices,
    sections: values.sections.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      title_en: s.title_en,
      title_th: s.title_th,
      questions: s.questions.map((q) => ({
        ...(q.id ? { id: q.id } : {}),
        text_en: q.text_en,
        text_th: q.text_th,
        key: keyOf(q),
      })),
    })),
  };
  const result = TestInputSchema.safeParse(candidate);
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: errorsByPath(result.error.issues) };
}

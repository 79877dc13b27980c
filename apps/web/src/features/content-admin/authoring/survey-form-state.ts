import {
  SurveyInputSchema,
  type AdminSurvey,
  type SurveyFor,
  type SurveyInput,
  type SurveyQuestionKind,
  type SurveyType,
} from '@portal/shared';
import { errorsByPath, localKey, toNumber, type FieldErrors } from './form-errors';
import { newItem, type ItemValues } from './test-form-state';

/** One survey question as the form holds it: every kind's fields at once. */
export interface SurveyQuestionValues {
  key: string;
  id?: number;
  kind: SurveyQuestionKind;
  text_en: string;
  text_th: string;
  is_required: boolean;
  is_multiple: boolean;
  choices: ItemValues[];
  scale: string;
}

export interface SurveyFormValues {
  code: string;
  title_en: string;
  title_th: string;
  desc_en: string;
  desc_th: string;
  survey_type: SurveyType;
  survey_for: SurveyFor;
  /** The content or instructor id, as text; blank for none. */
  target_id: string;
  allow_multiple_responses: boolean;
  questions: SurveyQuestionValues[];
}

export function newSurveyQuestion(kind: SurveyQuestionKind = 'choice'): SurveyQuestionValues {
  return {
    key: localKey(),
    kind,
    text_en: '',
    text_th: '',
    is_required: true,
    is_multiple: false,
    choices: [newItem(), newItem()],
    scale: '5',
  };
}

export const EMPTY_SURVEY: SurveyFormValues = {
  code: '',
  title_en: '',
  title_th: '',
  desc_en: '',
  desc_th: '',
  survey_type: 1,
  survey_for: 2,
  target_id: '',
  allow_multiple_responses: false,
  questions: [],
};

export function surveyToForm(survey: AdminSurvey): SurveyFormValues {
  return {
    code: survey.code,
    title_en: survey.title_en,
    title_th: survey.title_th,
    desc_en: survey.desc_en,
    desc_th: survey.desc_th,
    survey_type: survey.survey_type,
    survey_for: survey.survey_for,
    target_id: survey.target_id === null ? '' : String(survey.target_id),
    allow_multiple_responses: survey.allow_multiple_responses,
    questions: survey.questions.map((q) => {
      const base = {
        ...newSurveyQuestion(q.body.kind),
        id: q.id,
        text_en: q.text_en,
        text_th: q.text_th,
        is_required: q.is_required,
      };
      if (q.body.kind === 'choice')
        return {
          ...base,
          is_multiple: q.body.is_multiple,
          choices: q.body.choices.map((c) => ({ ...c, text_th: c.text_th })),
        };
      if (q.body.kind === 'rating') return { ...base, scale: String(q.body.scale) };
      return base;
    }),
  };
}

function bodyOf(q: SurveyQuestionValues): Record<string, unknown> {
  switch (q.kind) {
    case 'choice':
      return { kind: q.kind, is_multiple: q.is_multiple, choices: q.choices };
    case 'rating':
      return { kind: q.kind, scale: toNumber(q.scale) ?? Number.NaN };
    case 'text':
      return { kind: q.kind };
  }
}

/** Checks the form with SurveyInputSchema: the body to send, or message keys by field path. */
export function parseSurveyForm(
  values: SurveyFormValues,
): { ok: true; body: SurveyInput } | { ok: false; errors: FieldErrors } {
  const candidate = {
    code: values.code,
    title_en: values.title_en,
    title_th: values.title_th,
    desc_en: values.desc_en,
    desc_th: values.desc_th,
    survey_type: values.survey_type,
    survey_for: values.survey_for,
    target_id: toNumber(values.target_id),
    allow_multiple_responses: values.allow_multiple_responses,
    questions: values.questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      text_en: q.text_en,
      text_th: q.text_th,
      is_required: q.is_required,
      body: bodyOf(q),
    })),
  };
  const result = SurveyInputSchema.safeParse(candidate);
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: errorsByPath(result.error.issues) };
}

import {
  SurveyQuestionBodySchema,
  type Language,
  type PublicRequest,
  type RequestFormView,
  type SurveyQuestionView,
} from '@portal/shared';
import { localized } from '@/lib/language';
import { iso } from '@/lib/refs';
import type { RequestRow } from './public-request.repository';
import type { FormSection } from './request-form.repository';

type QuestionRow = FormSection['questions'][number];

/** A stored question as the requester sees it: the survey question view of its body. */
export function questionView(row: QuestionRow, language: Language): SurveyQuestionView {
  const body = SurveyQuestionBodySchema.parse(row.body);
  const base = {
    id: row.id,
    kind: body.kind,
    text: localized({ en: row.text_en, th: row.text_th }, language),
    is_required: row.is_required,
  };
  switch (body.kind) {
    case 'choice':
      return {
        ...base,
        is_multiple: body.is_multiple,
        choices: body.choices.map((c) => ({
          id: c.id,
          text: localized({ en: c.text_en, th: c.text_th }, language),
        })),
      };
    case 'rating':
      return { ...base, scale: body.scale };
    case 'text':
      return base;
  }
}

export function formView(
  form: { id: number; title_en: string; title_th: string; desc_en: string; desc_th: string },
  parts: {
    sections: FormSection[];
    approverCount: number;
    survey: { id: number; title_en: string; title_th: string } | undefined;
  },
  language: Language,
): RequestFormView {
  return {
    id: form.id,
    title: localized({ en: form.title_en, th: form.title_th }, language),
    desc: localized({ en: form.desc_en, th: form.desc_th }, language),
    approver_count: parts.approverCount,
    sections: parts.sections.map((s) => ({
      id: s.id,
      title: localized({ en: s.title_en, th: s.title_th }, language),
      questions: s.questions.map((q) => questionView(q, language)),
    })),
    survey: parts.survey
      ? {
          id: parts.survey.id,
          title: localized({ en: parts.survey.title_en, th: parts.survey.title_th }, language),
        }
      : null,
  };
}

export function requestDto(row: RequestRow, language: Language): PublicRequest {
  return {
    id: row.id,
    form_id: row.form_id,
    form_title: localized({ en: row.title_en, th: row.title_th }, language),
    status: row.status,
    current_step: row.current_step,
    step_count: Number(row.step_count ?? 0),
    requester: { id: row.user_id, name: row.requester_name, email: row.requester_email },
    submitted_at: iso(row.submitted_at),
    decided_at: iso(row.decided_at),
    updated_at: iso(row.updated_at) ?? '',
  };
}

import type { AdminRequestForm, RequestFormInputDraft, SurveyQuestionBody } from '@portal/shared';

/** A question as the editor holds it: the choices as lines "English | Thai". */
export interface QuestionDraft {
  id?: number;
  text_en: string;
  text_th: string;
  is_required: boolean;
  kind: SurveyQuestionBody['kind'];
  is_multiple: boolean;
  choices: string;
  /** The ids of the choices as saved, by line, so saving again keeps them. */
  choiceIds: string[];
  scale: number;
}
export interface SectionDraft {
  id?: number;
  title_en: string;
  title_th: string;
  questions: QuestionDraft[];
}
export interface FormDraft {
  title_en: string;
  title_th: string;
  desc_en: string;
  desc_th: string;
  is_publish: boolean;
  survey_id: string;
  approver_emails: string[];
  sections: SectionDraft[];
}

export const emptyQuestion = (): QuestionDraft => ({
  text_en: '',
  text_th: '',
  is_required: true,
  kind: 'text',
  is_multiple: false,
  choices: '',
  choiceIds: [],
  scale: 5,
});
export const emptySection = (): SectionDraft => ({
  title_en: '',
  title_th: '',
  questions: [emptyQuestion()],
});
export const emptyForm = (): FormDraft => ({
  title_en: '',
  title_th: '',
  desc_en: '',
  desc_th: '',
  is_publish: false,
  survey_id: '',
  approver_emails: [],
  sections: [emptySection()],
});

/** The editor's state of a saved form. */
export function draftOf(form: AdminRequestForm): FormDraft {
  return {
    title_en: form.title_en,
    title_th: form.title_th,
    desc_en: form.desc_en,
    desc_th: form.desc_th,
    is_publish: form.is_publish,
    survey_id: form.survey_id === null ? '' : String(form.survey_id),
    approver_emails: form.approvers.map((a) => a.email),
    sections: form.sections.map((s) => ({
      id: s.id,
      title_en: s.title_en,
      title_th: s.title_th,
      questions: s.questions.map((q) => ({
        ...emptyQuestion(),
        id: q.id,
        text_en: q.text_en,
        text_th: q.text_th,
        is_required: q.is_required,
        kind: q.body.kind,
        ...(q.body.kind === 'choice'
          ? {
              is_multiple: q.body.is_multiple,
              choices: q.body.choices
                .map((c) => (c.text_th ? `${c.text_en} | ${c.text_th}` : c.text_en))
                .join('\n'),
              choiceIds: q.body.choices.map((c) => c.id),
            }
          : {}),
        ...(q.body.kind === 'rating' ? { scale: q.body.scale } : {}),
      })),
    })),
  };
}

const newId = () => Math.random().toString(36).slice(2, 10);

function bodyOf(q: QuestionDraft): SurveyQuestionBody {
  if (q.kind === 'text') return { kind: 'text' };
  if (q.kind === 'rating') return { kind: 'rating', scale: q.scale };
  const lines = q.choices
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    kind: 'choice',
    is_multiple: q.is_multiple,
    choices: lines.map((line, i) => {
      const [en = '', th = ''] = line.split('|').map((part) => part.trim());
      return { id: q.choiceIds[i] ?? newId(), text_en: en, text_th: th };
    }),
  };
}

/** What the server is sent. */
export function inputOf(draft: FormDraft): RequestFormInputDraft {
  const survey = Number(draft.survey_id);
  return {
    title_en: draft.title_en,
    title_th: draft.title_th,
    desc_en: draft.desc_en,
    desc_th: draft.desc_th,
    is_publish: draft.is_publish,
    survey_id: draft.survey_id.trim() && Number.isInteger(survey) ? survey : null,
    approver_emails: draft.approver_emails,
    sections: draft.sections.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      title_en: s.title_en,
      title_th: s.title_th,
      questions: s.questions.map((q) => ({
        ...(q.id ? { id: q.id } : {}),
        text_en: q.text_en,
        text_th: q.text_th,
        is_required: q.is_required,
        body: bodyOf(q),
      })),
    })),
  };
}

import type { AdminMaterial } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { AuthoredEditor } from '../authoring/authored-editor';
import { SurveyFields } from '../authoring/survey-fields';
import { EMPTY_SURVEY, parseSurveyForm, surveyToForm } from '../authoring/survey-form-state';
import { renameTestErrors } from '../authoring/test-edit-page';
import { TestFields } from '../authoring/test-fields';
import { EMPTY_TEST, parseTestForm, testToForm } from '../authoring/test-form-state';
import { MaterialEditor, type InlineCreate } from './material-edit-page';
import { outlineMessages } from './outline-messages';

/** The kinds a course's "Add lesson" makes in place (issue 21 item 4); `document` is the PDF. */
export const NEW_LESSON_KINDS = [
  'article',
  'video',
  'audio',
  'document',
  'scorm',
  'test',
  'survey',
] as const;
export type NewLessonKind = (typeof NEW_LESSON_KINDS)[number];

/** What the outline needs of the new row to put it in the slot. */
export interface NewLessonRow {
  id: number;
  title_en: string;
  title_th: string;
}

/**
 * The kind's own create form (the material, test or survey editor's, uploads included) shown
 * inside the lesson picker; on save the new row is handed to `onCreated` instead of opening its
 * editor page.
 */
export function NewLessonForm(props: {
  kind: NewLessonKind;
  onCreated: (row: NewLessonRow) => void;
  onCancel: () => void;
}) {
  const { t } = useFeatureTranslation(outlineMessages);
  const inline = {
    onCreated: props.onCreated,
    onCancel: props.onCancel,
    submitLabel: t('picker_new_course_create'),
    cancelLabel: t('picker_new_course_cancel'),
  };
  if (props.kind === 'test')
    return (
      <AuthoredEditor
        kind="test"
        row={null}
        initial={EMPTY_TEST}
        toForm={testToForm}
        parse={parseTestForm}
        renameErrors={renameTestErrors}
        answerCount={0}
        fields={(fields) => <TestFields {...fields} />}
        inline={inline}
      />
    );
  if (props.kind === 'survey')
    return (
      <AuthoredEditor
        kind="survey"
        row={null}
        initial={EMPTY_SURVEY}
        toForm={surveyToForm}
        parse={parseSurveyForm}
        answerCount={0}
        fields={(fields) => <SurveyFields {...fields} />}
        inline={inline}
      />
    );
  return (
    <MaterialEditor
      material={null}
      kind={props.kind}
      inline={inline satisfies InlineCreate<AdminMaterial>}
    />
  );
}

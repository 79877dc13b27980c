import { useParams } from 'react-router';
import { AuthoredEditor } from './authored-editor';
import { AuthoredPage } from './authored-page';
import { SurveyFields } from './survey-fields';
import { EMPTY_SURVEY, parseSurveyForm, surveyToForm } from './survey-form-state';

/** /dashboard/content/survey/new and /dashboard/content/survey/{id}: the survey editor. */
export function SurveyEditPage() {
  const { surveyId } = useParams();
  return (
    <AuthoredPage
      kind="survey"
      param={surveyId}
      editor={(survey) => (
        <AuthoredEditor
          key={survey?.id ?? 'new'}
          kind="survey"
          row={survey}
          initial={survey ? surveyToForm(survey) : EMPTY_SURVEY}
          toForm={surveyToForm}
          parse={parseSurveyForm}
          answerCount={survey?.response_count ?? 0}
          fields={(props) => <SurveyFields {...props} />}
        />
      )}
    />
  );
}

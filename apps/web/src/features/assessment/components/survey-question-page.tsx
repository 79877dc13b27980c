import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { PollResult, SurveyAnswerInput, SurveyQuestionView } from '@portal/shared';
import { isAbortError, isApiError } from '@/api';
import { PageContainer } from '@/components/page-container';
import { errorMessage, translateKey } from '@/i18n/messages';
import { useSurvey, useSurveyQuestions, type SurveyInfo } from '../api/get-survey';
import { useRespondToSurvey } from '../api/respond-survey';
import { assessmentPaths } from '../paths';
import { idParam, useAssessmentTranslation } from '../use-assessment-translation';
import { PollResultView } from './poll-result';
import { NotFoundState, QueryState } from './query-state';
import { SurveyField, type SurveyValue } from './survey-field';
import { cannotRespondKey } from './survey-info-page';

/** The answers to send: blank ones are left out (the server says which are required). */
export function surveyAnswers(
  questions: SurveyQuestionView[],
  values: Record<number, SurveyValue | undefined>,
): SurveyAnswerInput[] {
  const answers: SurveyAnswerInput[] = [];
  for (const question of questions) {
    const value = values[question.id];
    if (!value) continue;
    if ('choice_ids' in value && value.choice_ids.length > 0)
      answers.push({ question_id: question.id, choice_ids: value.choice_ids });
    else if ('text' in value && value.text.trim() !== '')
      answers.push({ question_id: question.id, text: value.text });
    else if ('rating' in value) answers.push({ question_id: question.id, rating: value.rating });
  }
  return answers;
}

/** The server's errors per question (`answers.{question_id}`), translated. */
function questionErrors(t: (key: string) => string, error: unknown): Record<number, string> {
  if (!isApiError(error, 400)) return {};
  const errors: Record<number, string> = {};
  for (const [field, keys] of Object.entries(error.errors)) {
    const match = /^answers\.(\d+)$/.exec(field);
    if (match && keys[0]) errors[Number(match[1])] = keys[0];
  }
  return Object.fromEntries(Object.entries(errors).map(([id, key]) => [id, t(key)]));
}

function Done(props: {
  survey: SurveyInfo;
  poll: PollResult | null;
  questions: SurveyQuestionView[];
}) {
  const { t } = useAssessmentTranslation();
  return (
    <Stack gap="lg">
      <Alert color="green" variant="light" role="status">
        {t('survey_thanks')}
      </Alert>
      {props.poll && <PollResultView result={props.poll} questions={props.questions} />}
      <Anchor component={Link} to={assessmentPaths.survey(props.survey.id)} fw={600}>
        {t('survey_back')}
      </Anchor>
    </Stack>
  );
}

function SurveyForm(props: { survey: SurveyInfo; questions: SurveyQuestionView[] }) {
  const { t } = useAssessmentTranslation();
  const { survey, questions } = props;
  const respond = useRespondToSurvey(survey.id);
  const [values, setValues] = useState<Record<number, SurveyValue | undefined>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ poll: PollResult | null } | null>(null);

  if (done) return <Done survey={survey} poll={done.poll} questions={questions} />;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    try {
      const created = await respond.mutateAsync({ answers: surveyAnswers(questions, values) });
      setErrors({});
      setDone({ poll: created.poll_result });
    } catch (error) {
      if (isAbortError(error)) return;
      const perQuestion = questionErrors((key) => translateKey(t, key), error);
      setErrors(perQuestion);
      const first = questions.find((q) => perQuestion[q.id]);
      if (first) {
        setFormError(t('survey_fix_errors'));
        document
          .getElementById(`survey-question-${first.id}`)
          ?.scrollIntoView?.({ block: 'center' });
      } else setFormError(errorMessage(t, error));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby="survey-title">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('survey_required_note')}
        </Text>
        {questions.map((question) => (
          <Paper
            key={question.id}
            id={`survey-question-${question.id}`}
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
          >
            <SurveyField
              question={question}
              value={values[question.id]}
              error={errors[question.id]}
              onChange={(value) => {
                setValues((v) => ({ ...v, [question.id]: value }));
                setErrors(({ [question.id]: _cleared, ...rest }) => rest);
              }}
            />
          </Paper>
        ))}
        {formError && (
          <Alert color="red" variant="outline" role="alert">
            {formError}
          </Alert>
        )}
        <div>
          <Button
            type="submit"
            size="md"
            loading={respond.isPending}
            w={{ base: '100%', xs: 'auto' }}
          >
            {t('survey_send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function SurveyQuestions(props: { survey: SurveyInfo }) {
  const { t } = useAssessmentTranslation();
  const { survey } = props;
  // Once the form is on screen it stays (the survey refreshes after a response).
  const [canRespond] = useState(survey.can_respond);
  const questions = useSurveyQuestions(survey.id, canRespond);
  return (
    <Stack gap="lg">
      <div>
        <Text c="dimmed" size="sm">
          {t('survey_label')} · {t(`survey_type_${survey.survey_type}`)}
        </Text>
        <Title order={1} id="survey-title">
          {survey.title}
        </Title>
      </div>
      {!canRespond ? (
        <Stack gap="md" align="flex-start">
          <Alert color="gray" variant="outline" role="alert" w="100%">
            {t(cannotRespondKey(survey))}
          </Alert>
          <Anchor component={Link} to={assessmentPaths.survey(survey.id)} fw={600}>
            {t('survey_back')}
          </Anchor>
        </Stack>
      ) : questions.data ? (
        <SurveyForm survey={survey} questions={questions.data.results} />
      ) : (
        <QueryState error={questions.error} isLoading={questions.isLoading} />
      )}
    </Stack>
  );
}

/** /survey/{surveyid}/question: the questions, required ones checked by the server. */
export function SurveyQuestionPage() {
  const params = useParams();
  const surveyId = idParam(params.surveyid);
  const query = useSurvey(surveyId);
  return (
    <PageContainer narrow>
      {surveyId === 0 ? (
        <NotFoundState />
      ) : query.data ? (
        <SurveyQuestions key={query.data.id} survey={query.data} />
      ) : (
        <QueryState error={query.error} isLoading={query.isLoading} />
      )}
    </PageContainer>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
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
import { NotFoundState, QueryState } from '@/components/query-state';
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

/**
 * The server's errors per question (`answers.{question_id}`), translated. A required question
 * answered by choosing (choices or a rating) says "Choose an option" rather than "This field is
 * required", which reads as a text box to fill.
 */
export function questionErrors(
  t: (key: string) => string,
  error: unknown,
  questions: SurveyQuestionView[],
): Record<number, string> {
  if (!isApiError(error, 400)) return {};
  const errors: Record<number, string> = {};
  for (const [field, keys] of Object.entries(error.errors)) {
    const match = /^answers\.(\d+)$/.exec(field);
    if (!match || !keys[0]) continue;
    const id = Number(match[1]);
    const chosen = questions.find((q) => q.id === id)?.kind !== 'text';
    errors[id] =
      keys[0] === 'this_field_is_required' && chosen ? 'survey_choose_an_option' : keys[0];
  }
  return Object.fromEntries(Object.entries(errors).map(([id, key]) => [id, t(key)]));
}

/** Moves to a question named in the error summary: scrolled to and its first input focused. */
function goToQuestion(id: number) {
  const element = document.getElementById(`survey-question-${id}`);
  element?.scrollIntoView?.({ block: 'center' });
  element?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
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
        {t('survey_thanks_for', { title: props.survey.title })}
      </Alert>
      {props.poll && <PollResultView result={props.poll} questions={props.questions} />}
      <Anchor component={Link} to={assessmentPaths.survey(props.survey.id)} fw={600}>
        {t('survey_back')}
      </Anchor>
    </Stack>
  );
}

/** The questions still in error, each a link to the question (issue 21 item 17). */
function ErrorSummary(props: { questions: SurveyQuestionView[]; errors: Record<number, string> }) {
  const { t } = useAssessmentTranslation();
  const inError = props.questions
    .map((question, index) => ({ question, number: index + 1 }))
    .filter(({ question }) => props.errors[question.id]);
  if (inError.length === 0) return null;
  return (
    <List size="sm" mt="xs" data-testid="survey-error-summary">
      {inError.map(({ question, number }) => (
        <List.Item key={question.id}>
          <Anchor
            href={`#survey-question-${question.id}`}
            onClick={(event) => {
              event.preventDefault();
              goToQuestion(question.id);
            }}
          >
            {t('survey_go_to_question', { number, text: question.text })}
          </Anchor>
          {' — '}
          {props.errors[question.id]}
        </List.Item>
      ))}
    </List>
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
      const perQuestion = questionErrors((key) => translateKey(t, key), error, questions);
      setErrors(perQuestion);
      const first = questions.find((q) => perQuestion[q.id]);
      if (first) {
        setFormError(t('survey_fix_errors'));
        goToQuestion(first.id);
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
            <ErrorSummary questions={questions} errors={errors} />
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

import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { isCompletedStatus, type SessionSurvey } from '@portal/shared';
import { isAbortError } from '@/api';
import { PageContainer } from '@/components/page-container';
import {
  questionErrors,
  SurveyField,
  surveyAnswers,
  type SurveyValue,
} from '@/features/assessment';
import { CardsSkeleton, DetailError } from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage, translateKey } from '@/i18n/messages';
import {
  useAnswerSessionSurvey,
  useSessionSurvey,
  type SessionSurveyIds,
} from '../api/class-extras';
import { classExtrasMessages } from '../class-extras-messages';
import { useClassPaths } from '../class-paths';

function SurveyForm(props: { survey: SessionSurvey; ids: SessionSurveyIds }) {
  const { t } = useFeatureTranslation(classExtrasMessages);
  const { survey } = props;
  const answer = useAnswerSessionSurvey(props.ids);
  const paths = useClassPaths();
  const [values, setValues] = useState<Record<number, SurveyValue | undefined>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [completed, setCompleted] = useState<boolean | null>(null);

  if (completed !== null)
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="green" variant="light" role="status" w="100%">
          {t('cx_thanks')} {completed ? t('cx_class_completed') : ''}
        </Alert>
        <Anchor component={Link} to={paths.klass(survey.class.id, 'ecertificate')} fw={600}>
          {t('cx_back_to_class')}
        </Anchor>
      </Stack>
    );

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    try {
      const done = await answer.mutateAsync(surveyAnswers(survey.questions, values));
      setCompleted(isCompletedStatus(done.class_result.status));
    } catch (error) {
      if (isAbortError(error)) return;
      const perQuestion = questionErrors((key) => translateKey(t, key), error, survey.questions);
      setErrors(perQuestion);
      setFormError(errorMessage(t, error));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby="survey-title">
      <Stack gap="md">
        {survey.questions.map((question) => (
          <Paper key={question.id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
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
            loading={answer.isPending}
            w={{ base: '100%', xs: 'auto' }}
          >
            {t('cx_send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * /class/session/{classid}/{sessionid}/survey/{surveyid} (and within a class program
 * /class-program/{id}/class/{classid}/session/{sessionid}/survey/{surveyid}): a session's survey,
 * for attendees.
 */
export function SessionSurveyPage() {
  const { t } = useFeatureTranslation(classExtrasMessages);
  const params = useParams();
  const ids = {
    classId: Number(params.classid),
    sessionId: Number(params.sessionid),
    surveyId: Number(params.surveyid),
  };
  const query = useSessionSurvey(ids);
  const paths = useClassPaths();
  // The form stays once shown (the survey refreshes to answered after the response).
  const [shownOpen, setShownOpen] = useState(false);
  if (query.data?.state === 'open' && !shownOpen) setShownOpen(true);
  if (query.isPending && ids.classId > 0)
    return (
      <PageContainer narrow>
        <CardsSkeleton count={1} />
      </PageContainer>
    );
  if (!query.data)
    return (
      <PageContainer narrow>
        <DetailError error={query.error} />
      </PageContainer>
    );
  const survey = query.data;
  return (
    <PageContainer narrow>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.klass(survey.class.id, 'survey')} size="sm">
          {survey.class.title}
        </Anchor>
        <div>
          <Text c="dimmed" size="sm">
            {survey.session_title}
          </Text>
          <Title order={1} id="survey-title">
            {survey.title}
          </Title>
          {survey.desc && <Text mt="xs">{survey.desc}</Text>}
        </div>
        {shownOpen ? (
          <SurveyForm survey={survey} ids={ids} />
        ) : (
          <Stack gap="md" align="flex-start">
            <Badge size="lg" variant="light" color={survey.state === 'answered' ? 'teal' : 'gray'}>
              {t(`cx_state_${survey.state}`)}
            </Badge>
            <Anchor component={Link} to={paths.klass(survey.class.id, 'survey')} fw={600}>
              {t('cx_back_to_class')}
            </Anchor>
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}

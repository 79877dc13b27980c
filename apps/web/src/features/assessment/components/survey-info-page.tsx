import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { useSurvey, useSurveyQuestions, type SurveyInfo } from '../api/get-survey';
import { assessmentPaths } from '../paths';
import { idParam, useAssessmentTranslation } from '../use-assessment-translation';
import { PollResultView } from './poll-result';
import { NotFoundState, QueryState } from '@/components/query-state';
import { Fact } from '@/components/fact';

/** Why a learner cannot answer: already answered (one response only) or closed. */
export function cannotRespondKey(survey: SurveyInfo): 'already_responded' | 'survey_closed' {
  return survey.response_count > 0 && !survey.allow_multiple_responses
    ? 'already_responded'
    : 'survey_closed';
}

function SurveyPoll(props: { survey: SurveyInfo }) {
  const questions = useSurveyQuestions(props.survey.id, props.survey.poll_result !== null);
  if (!props.survey.poll_result || !questions.data) return null;
  return <PollResultView result={props.survey.poll_result} questions={questions.data.results} />;
}

function SurveyInfoView(props: { survey: SurveyInfo }) {
  const { t } = useAssessmentTranslation();
  const { survey } = props;
  return (
    <Stack gap="lg">
      <div>
        <Group gap="xs" mb="xs">
          <Badge variant="light" color="indigo" size="lg">
            {t('survey_label')}
          </Badge>
          <Badge variant="outline" color="gray.8" size="lg">
            {t(`survey_type_${survey.survey_type}`)}
          </Badge>
        </Group>
        <Title order={1}>{survey.title}</Title>
        {survey.desc && (
          <Text mt="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {survey.desc}
          </Text>
        )}
      </div>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
          <Fact weight={600} term={t('survey_subject')}>
            {t(`survey_for_${survey.survey_for}`)}
            {survey.target && ` · ${t('survey_about', { name: survey.target.name })}`}
          </Fact>
          <Fact weight={600} term={t('question_count')}>
            {t('survey_question_count', { count: survey.question_count })}
          </Fact>
        </SimpleGrid>
      </Paper>
      {survey.response_count > 0 && (
        <Text>{t('survey_your_responses', { count: survey.response_count })}</Text>
      )}
      {survey.can_respond ? (
        <div>
          <Button
            component={Link}
            to={assessmentPaths.surveyQuestions(survey.id)}
            size="md"
            w={{ base: '100%', xs: 'auto' }}
          >
            {survey.response_count > 0 ? t('survey_answer_again') : t('survey_start')}
          </Button>
        </div>
      ) : (
        <Alert color="gray" variant="outline">
          {t(cannotRespondKey(survey))}
        </Alert>
      )}
      <SurveyPoll survey={survey} />
    </Stack>
  );
}

/** /survey/{surveyid}: what the survey is about, and its poll result once the learner voted. */
export function SurveyInfoPage() {
  const params = useParams();
  const surveyId = idParam(params.surveyid);
  const query = useSurvey(surveyId);
  return (
    <PageContainer narrow>
      {surveyId === 0 ? (
        <NotFoundState />
      ) : query.data ? (
        <SurveyInfoView survey={query.data} />
      ) : (
        <QueryState error={query.error} isLoading={query.isLoading} />
      )}
    </PageContainer>
  );
}

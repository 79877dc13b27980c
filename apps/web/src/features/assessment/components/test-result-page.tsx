import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ATTEMPT_STATUS, type AttemptResult, type TestInfo } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useAttemptResult } from '../api/get-attempt-result';
import { useTest } from '../api/get-test';
import { assessmentPaths } from '../paths';
import { idParam, useAssessmentTranslation } from '../use-assessment-translation';
import { useStartTest } from '../use-start-test';
import { AttemptStatusBadge } from './attempt-status-badge';
import { formatDateTime } from './format';
import { NotFoundState, QueryState } from '@/components/query-state';
import { ResultQuestion } from './result-question';
import { StatusButton } from './status-button';

function Figure(props: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text component="dd" fw={700} size="xl" m={0}>
        {props.value}
      </Text>
    </div>
  );
}

function ResultView(props: { result: AttemptResult; info: TestInfo | undefined; testId: number }) {
  const { t, i18n } = useAssessmentTranslation();
  const { result, info, testId } = props;
  const { start, isPending, error } = useStartTest(testId);
  const verifying = result.status === ATTEMPT_STATUS.verifying;
  return (
    <Stack gap="lg">
      <div>
        {info && (
          <Text c="dimmed" size="sm">
            {info.title}
          </Text>
        )}
        <Title order={1}>{t('result_title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('attempt_no', { no: result.attempt_no })}
          {result.datetime_submit &&
            ` · ${t('submitted_at')} ${formatDateTime(result.datetime_submit, i18n.language)}`}
        </Text>
      </div>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <div>
            <AttemptStatusBadge status={result.status} size="xl" />
          </div>
          <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" m={0}>
            <Figure
              label={verifying ? t('score_so_far') : t('score')}
              value={
                result.score === null
                  ? '–'
                  : t('score_of', { score: result.score, max: result.max_score })
              }
            />
            <Figure
              label={t('percent_label')}
              value={result.percent === null ? '–' : `${result.percent}%`}
            />
            <Figure label={t('pass_mark')} value={`${result.pass_percent}%`} />
          </SimpleGrid>
          {verifying && <Text>{t('verifying_note')}</Text>}
          {result.is_auto_submitted && (
            <Alert color="orange" variant="light" p="sm">
              {t('auto_submitted_note')}
            </Alert>
          )}
        </Stack>
      </Paper>

      <Stack gap="xs" align="flex-start">
        <Group gap="md">
          <StatusButton button={result.button} loading={isPending} onClick={start} />
          <Anchor component={Link} to={assessmentPaths.test(testId)} fw={600}>
            {t('back_to_test')}
          </Anchor>
        </Group>
        {error && (
          <Alert color="red" variant="outline" role="alert" w="100%">
            {errorMessage(t, error)}
          </Alert>
        )}
      </Stack>

      <section aria-labelledby="result-answers">
        <Title order={2} size="h4" id="result-answers" mb="sm">
          {t('answers_title')}
        </Title>
        {result.is_show_answers ? (
          <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {result.questions.map((question, i) => (
              <ResultQuestion key={question.id} question={question} no={i + 1} />
            ))}
          </Stack>
        ) : (
          <Text>{info ? t(`show_answers_${info.show_answers}`) : ''}</Text>
        )}
      </section>
    </Stack>
  );
}

/**
 * /test/{testid}/section/{sectionid}/answer/{answerid}: the result of a submitted attempt
 * (`answerid` is the attempt id) and, where the test allows, the correct answers.
 */
export function TestResultPage() {
  const params = useParams();
  const testId = idParam(params.testid);
  const attemptId = idParam(params.answerid);
  const result = useAttemptResult({ testId, attemptId });
  const test = useTest(testId);
  return (
    <PageContainer narrow>
      {testId === 0 || attemptId === 0 ? (
        <NotFoundState />
      ) : result.data ? (
        <ResultView result={result.data} info={test.data} testId={testId} />
      ) : (
        <QueryState error={result.error} isLoading={result.isLoading} />
      )}
    </PageContainer>
  );
}

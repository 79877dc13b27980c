import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { AttemptSummary, TestInfo } from '@portal/shared';
import { ATTEMPT_STATUS } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useTest } from '../api/get-test';
import { assessmentPaths } from '../paths';
import { idParam, useAssessmentTranslation } from '../use-assessment-translation';
import { useStartTest } from '../use-start-test';
import { formatDateTime } from './format';
import { NotFoundState, QueryState } from '@/components/query-state';
import { AttemptStatusBadge } from './attempt-status-badge';
import { StatusButton } from './status-button';
import { Fact } from '@/components/fact';

function TestFacts(props: { info: TestInfo }) {
  const { t } = useAssessmentTranslation();
  const { info } = props;
  const minutes = info.time_limit_seconds === null ? null : Math.ceil(info.time_limit_seconds / 60);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="sm">
        {t('test_facts')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" m={0}>
        <Fact weight={600} term={t('time_limit')}>
          {minutes === null ? t('no_time_limit') : t('minutes_count', { count: minutes })}
        </Fact>
        <Fact weight={600} term={t('pass_mark')}>{`${info.pass_percent}%`}</Fact>
        <Fact weight={600} term={t('question_count')}>
          {info.question_count}
        </Fact>
        <Fact weight={600} term={t('full_score')}>
          {t('points_count', { count: info.max_score })}
        </Fact>
        <Fact weight={600} term={t('attempts_used')}>
          {info.max_attempts === null
            ? info.attempts_used
            : t('attempts_used_of', { used: info.attempts_used, max: info.max_attempts })}
        </Fact>
        <Fact weight={600} term={t('attempts_left')}>
          {info.attempts_left === null ? t('unlimited') : info.attempts_left}
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}

function LastResult(props: { info: TestInfo; attempt: AttemptSummary | null }) {
  const { t, i18n } = useAssessmentTranslation();
  const { attempt, info } = props;
  const firstSection = info.sections[0]?.id;
  return (
    <section aria-labelledby="test-last-result">
      <Title order={2} size="h4" id="test-last-result" mb="sm">
        {t('last_result')}
      </Title>
      {!attempt ? (
        <Text c="dimmed">{t('no_attempt_yet')}</Text>
      ) : attempt.status === ATTEMPT_STATUS.in_progress ? (
        <Text>{t('attempt_open_note')}</Text>
      ) : (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" gap="sm">
            <Stack gap={4}>
              <Group gap="xs">
                <Text fw={600}>{t('attempt_no', { no: attempt.attempt_no })}</Text>
                <AttemptStatusBadge status={attempt.status} />
              </Group>
              {attempt.score !== null && (
                <Text size="sm">
                  {t('score')}: {t('score_of', { score: attempt.score, max: attempt.max_score })}
                  {attempt.percent !== null && ` (${attempt.percent}%)`}
                </Text>
              )}
              {attempt.datetime_submit && (
                <Text size="sm" c="dimmed">
                  {t('submitted_at')}: {formatDateTime(attempt.datetime_submit, i18n.language)}
                </Text>
              )}
            </Stack>
            {firstSection !== undefined && (
              <Anchor
                component={Link}
                to={assessmentPaths.result(info.id, firstSection, attempt.id)}
                fw={600}
              >
                {t('view_result')}
              </Anchor>
            )}
          </Group>
        </Paper>
      )}
    </section>
  );
}

function TestInfoView(props: { info: TestInfo }) {
  const { t } = useAssessmentTranslation();
  const { info } = props;
  const { start, isPending, error } = useStartTest(info.id);
  return (
    <Stack gap="lg">
      <div>
        <Badge variant="light" color="indigo" size="lg" mb="xs">
          {t('test_label')}
        </Badge>
        <Title order={1}>{info.title}</Title>
        {info.desc && (
          <Text mt="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {info.desc}
          </Text>
        )}
      </div>
      <TestFacts info={info} />
      <Text size="sm">{t(`show_answers_${info.show_answers}`)}</Text>
      <Stack gap="xs" align="flex-start">
        <StatusButton button={info.button} loading={isPending} onClick={start} />
        {error && (
          <Alert color="red" variant="outline" role="alert" w="100%">
            {errorMessage(t, error)}
          </Alert>
        )}
      </Stack>
      <section aria-labelledby="test-sections">
        <Title order={2} size="h4" id="test-sections" mb="sm">
          {t('sections_title')}
        </Title>
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {info.sections.map((section, index) => (
            <Paper component="li" key={section.id} withBorder radius="md" px="md" py="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={500}>
                  {index + 1}. {section.title}
                </Text>
                <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
                  {t('section_questions', { count: section.question_count })}
                </Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      </section>
      <LastResult info={info} attempt={info.open_attempt ?? info.last_attempt} />
    </Stack>
  );
}

/** /test/{testid}: what the test is, the learner's attempts, and the SPEC §4 status button. */
export function TestInfoPage() {
  const params = useParams();
  const testId = idParam(params.testid);
  const query = useTest(testId);
  return (
    <PageContainer narrow>
      {testId === 0 ? (
        <NotFoundState />
      ) : query.data ? (
        <TestInfoView info={query.data} />
      ) : (
        <QueryState error={query.error} isLoading={query.isLoading} />
      )}
    </PageContainer>
  );
}

import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GradeItem, GradeState, Paged } from '@portal/shared';
import { contentPath, formatDateTime } from '@/components/learning';
import { ListPagination, listMessages, useListParams } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useLibrary, type LibraryItem } from '@/features/enrollment/library';
import { useGrades } from './get-grades';
import { gradesMessages } from './grades-messages';

/** Dark shades: the light badge's text keeps its contrast (WCAG AA) on its tint. */
const STATE_COLOR: Record<GradeState, string> = {
  passed: 'teal.9',
  failed: 'red.9',
  waiting: 'yellow',
};
const COURSES_PAGE_SIZE = 10;

/** A paged section: loading, error, empty, or its rows and pages. */
function PagedSection<T extends { id: number }>(props: {
  title: string;
  empty: string;
  query: UseQueryResult<Paged<T>>;
  page: number;
  onPage: (page: number) => void;
  row: (item: T) => ReactNode;
  testId: string;
}) {
  const { t } = useFeatureTranslation(listMessages);
  const { query } = props;
  return (
    <Stack gap="sm" component="section" aria-label={props.title} data-testid={props.testId}>
      <Title order={2} size="h3">
        {props.title}
      </Title>
      {query.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('list_loading')}>
          <Skeleton height={80} radius="md" />
          <Skeleton height={80} radius="md" />
        </Stack>
      ) : query.isError ? (
        <Alert color="red" variant="outline" role="alert">
          {errorMessage(t, query.error)}
        </Alert>
      ) : query.data.results.length === 0 ? (
        <Text c="dimmed">{props.empty}</Text>
      ) : (
        <>
          <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {query.data.results.map((item) => (
              <li key={item.id}>{props.row(item)}</li>
            ))}
          </Stack>
          <ListPagination
            count={query.data.count}
            pageSize={query.data.page_size}
            page={props.page}
            onChange={props.onPage}
          />
        </>
      )}
    </Stack>
  );
}

function GradeRow(props: { item: GradeItem }) {
  const { t, i18n } = useFeatureTranslation(gradesMessages);
  const { item } = props;
  return (
    <Paper withBorder radius="md" p="md" data-testid="grade-item">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={item.link} inherit>
              {item.test.title}
            </Anchor>
          </Title>
          <Badge color={STATE_COLOR[item.state]} variant="light">
            {t(`grades_state_${item.state}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('grades_attempt', { number: item.attempt_no })} ·{' '}
          {item.score === null
            ? t('grades_waiting_hint')
            : t('grades_score', { score: item.score, max: item.max_score, percent: item.percent })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('grades_pass_mark', { percent: item.pass_percent })} ·{' '}
          <time dateTime={item.datetime_submit}>
            {t('grades_submitted', { date: formatDateTime(i18n.language, item.datetime_submit) })}
          </time>
        </Text>
      </Stack>
    </Paper>
  );
}

function CourseRow(props: { item: LibraryItem }) {
  const { t } = useFeatureTranslation(gradesMessages);
  const { item } = props;
  const label = t('grades_course_percent', { percent: item.percent });
  return (
    <Paper withBorder radius="md" p="md" data-testid="course-completion">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor
            component={Link}
            to={contentPath(item.content.content_type.code, item.content.id)}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {item.content.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </Group>
        <Progress value={item.percent} aria-label={label} size="md" />
      </Stack>
    </Paper>
  );
}

/** /profile/grades (issue 17 item 5): test results (waiting, passed, failed) and course completion. */
export function GradesPage() {
  const { t } = useFeatureTranslation(gradesMessages);
  const list = useListParams();
  const grades = useGrades(list.page);
  const [coursePage, setCoursePage] = useState(1);
  const courses = useLibrary({
    page: coursePage,
    content_type: 'course',
    page_size: COURSES_PAGE_SIZE,
  });
  return (
    <PageContainer>
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('grades_title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('grades_intro')}
          </Text>
        </div>
        <PagedSection
          title={t('grades_tests')}
          empty={t('grades_tests_empty')}
          query={grades}
          page={list.page}
          onPage={list.setPage}
          row={(item) => <GradeRow item={item} />}
          testId="grades-tests"
        />
        <PagedSection
          title={t('grades_courses')}
          empty={t('grades_courses_empty')}
          query={courses}
          page={coursePage}
          onPage={setCoursePage}
          row={(item) => <CourseRow item={item} />}
          testId="grades-courses"
        />
      </Stack>
    </PageContainer>
  );
}

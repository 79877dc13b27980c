import {
  Anchor,
  Breadcrumbs,
  Grid,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { CourseDetail } from '@portal/shared';
import {
  ContentImage,
  formatContentPrice,
  formatMinutes,
  learningMessages,
  StatusBadge,
} from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { useLeavePrepaint } from '@/core/prepaint';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useCourse } from '../api/get-course';
import { catalogMessages } from '../catalog-messages';
import { courseMessages } from '../course-messages';
import { CardsSkeleton, DetailError } from './catalog-states';
import { ContentLabels } from './content-labels';
import { CardSocialProof } from './content-card';
import { CompletionPanel } from './completion-panel';
import { AddToPlaylistButton } from '@/features/playlist';
import { EnrollPanel } from './enroll-panel';
import { hasProgress, showsTab } from './enroll-state';
import { WordBreaks } from '@/components/word-breaks';
import { useAfterFirstPaint } from '@/components/after-first-paint';

/** The tabs of /course/{courseid} (SPEC §2), each its own path; the bare path shows info. */
export const COURSE_TABS = [
  'info',
  'curriculum',
  'additional',
  'approval',
  'certificate',
  'discussion',
] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

/** The tab a path names: `/course/3/curriculum` → curriculum; `/course/3` → info. */
export function courseTabOf(pathname: string): CourseTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (COURSE_TABS as readonly string[]).includes(last) ? (last as CourseTab) : 'info';
}

function CourseHeader(props: { course: CourseDetail }) {
  const { t } = useFeatureTranslation(courseMessages);
  const { course } = props;
  const result = course.learning_result;
  const facts = [
    course.duration_minutes > 0 ? formatMinutes(t, course.duration_minutes) : null,
    course.level ? t(`catalog_level_${course.level}`) : null,
    formatContentPrice(t, course),
  ].filter(Boolean);
  return (
    <Grid gap="xl" align="flex-start">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper radius="lg" style={{ overflow: 'hidden' }}>
          <ContentImage id={course.id} title={course.title} image={course.image} priority />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {course.content_type.name}
          </Text>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            <WordBreaks text={course.title} />
          </Title>
          <ContentLabels labels={course.labels} size="md" learnerState={false} />
          {course.provider && (
            <Text c="dimmed">{t('catalog_by_provider', { name: course.provider.name })}</Text>
          )}
          <Text fw={500}>{facts.join(' · ')}</Text>
          <Group gap="md" wrap="wrap">
            <CardSocialProof content={{ ...course, learner_count: 0 }} />
            {course.learner_count > 0 && (
              <Text size="sm" c="dimmed" data-testid="course-enrolled-count">
                {t('course_enrolled', { count: course.learner_count })}
              </Text>
            )}
          </Group>
          {hasProgress(result) && result && (
            <Stack gap={4} maw={420}>
              <Group gap="sm">
                <Text size="sm" fw={600}>
                  {t('course_your_progress')}
                </Text>
                <StatusBadge status={result.status} size="md" />
              </Group>
              <Progress
                value={result.percent}
                aria-label={t('progress_of', { title: course.title })}
              />
              <Text size="sm" c="dimmed">
                {t('percent_complete', { percent: result.percent })}
              </Text>
            </Stack>
          )}
          <div style={{ maxWidth: 420 }}>
            <EnrollPanel course={course} />
          </div>
          <div>
            <AddToPlaylistButton contentId={course.id} />
          </div>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

const CourseTabPanel = lazy(() => import('./course-tab-panel'));

/** /course/{courseid}[/{tab}]: the course, its enrol button by enroll_case, and its tabs. */
export function CourseDetailPage() {
  useFeatureTranslation(learningMessages);
  useFeatureTranslation(catalogMessages);
  const { t } = useFeatureTranslation(courseMessages);
  const { courseid } = useParams();
  const id = Number(courseid);
  const location = useLocation();
  const navigate = useNavigate();
  const tab = courseTabOf(location.pathname);
  const course = useCourse(id);
  // The tab's content (a description, a syllabus, reviews) is below the header on a phone: it
  // renders after the first paint, from a chunk of its own, so the title paints sooner (issue 21
  // item 2).
  const painted = useAfterFirstPaint();
  // The server's first paint pictured this header: it leaves in the commit that paints the course
  // (or the error), never beside it.
  useLeavePrepaint(!course.isPending);

  if (course.isPending && Number.isInteger(id) && id > 0) {
    return (
      <PageContainer>
        <CardsSkeleton count={2} />
      </PageContainer>
    );
  }
  if (!course.data) {
    return (
      <PageContainer>
        <DetailError error={course.error} />
      </PageContainer>
    );
  }

  const handleTab = (value: string | null) => {
    if (!value) return;
    void navigate({
      pathname: value === 'info' ? `/course/${id}` : `/course/${id}/${value}`,
      search: location.search,
    });
  };

  const data = course.data;
  const tabs = COURSE_TABS.filter((name) => showsTab(name, data));
  // A hidden tab's address (an old link) shows the info tab.
  const shown = tabs.includes(tab) ? tab : 'info';
  return (
    <PageContainer>
      <Stack gap="xl">
        <Breadcrumbs
          aria-label={t('course_breadcrumb')}
          separatorMargin={6}
          style={{ flexWrap: 'wrap' }}
        >
          <Anchor component={Link} to="/course" size="sm">
            {t('catalog_courses_title')}
          </Anchor>
          {data.category && (
            <Anchor component={Link} to={`/category/${data.category.id}`} size="sm">
              {data.category.name}
            </Anchor>
          )}
          <Text size="sm" aria-current="page" lineClamp={1}>
            {data.title}
          </Text>
        </Breadcrumbs>
        <CourseHeader course={data} />
        <CompletionPanel content={data} where="page" />
        <Tabs value={shown} onChange={handleTab} keepMounted={false}>
          <Tabs.List aria-label={t('course_tabs')}>
            {tabs.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`course_tab_${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((name) => (
            <Tabs.Panel key={name} value={name} pt="lg">
              {painted && (
                <Suspense fallback={<Skeleton height={240} radius="md" aria-busy="true" />}>
                  <CourseTabPanel tab={name} course={data} />
                </Suspense>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </PageContainer>
  );
}

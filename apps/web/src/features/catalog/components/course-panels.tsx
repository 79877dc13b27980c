import { Suspense } from 'react';
import {
  Anchor,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import type { CourseDetail } from '@portal/shared';
import { formatContentPrice, formatDate, formatMinutes, StatusBadge } from '@/components/learning';
import { DiscussionPanel } from '@/features/discussion';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { catalogMessages } from '../catalog-messages';
import { courseMessages } from '../course-messages';
import { EmptyPanel } from './catalog-states';
import { Fact } from '@/components/fact';
import {
  CourseDescription,
  CourseInstructors,
  CourseOutcomes,
  CourseReviews,
  RelatedCourses,
} from './course-selling';

function LinkList(props: { items: { id: number; name: string }[]; to: (id: number) => string }) {
  return (
    <Group gap="xs" component="span" wrap="wrap">
      {props.items.map((item, i) => (
        <span key={item.id}>
          <Anchor component={Link} to={props.to(item.id)}>
            {item.name}
          </Anchor>
          {i < props.items.length - 1 ? ',' : ''}
        </span>
      ))}
    </Group>
  );
}

/**
 * Info tab: what you will learn, the description, the instructors, the facts (provider,
 * category, duration, price, level), then ratings and reviews and related courses.
 */
export function CourseInfo(props: { course: CourseDetail }) {
  useFeatureTranslation(catalogMessages);
  const { t } = useFeatureTranslation(courseMessages);
  const { course } = props;
  return (
    <Stack gap="xl">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <CourseOutcomes outcomes={course.outcome_list} />
            <CourseDescription course={course} />
            <CourseInstructors course={course} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md">
            <Stack component="dl" gap="sm" m={0}>
              {course.instructor_list.length > 0 && (
                <Fact term={t('course_instructors')}>
                  <LinkList items={course.instructor_list} to={(id) => `/instructor/${id}`} />
                </Fact>
              )}
              {course.provider && (
                <Fact term={t('course_provider')}>
                  <Anchor component={Link} to={`/provider/${course.provider.id}`}>
                    {course.provider.name}
                  </Anchor>
                </Fact>
              )}
              {course.category && (
                <Fact term={t('course_category')}>
                  <Anchor component={Link} to={`/category/${course.category.id}`}>
                    {course.category.name}
                  </Anchor>
                </Fact>
              )}
              {course.duration_minutes > 0 && (
                <Fact term={t('catalog_duration')}>
                  {formatMinutes(t, course.duration_minutes)}
                </Fact>
              )}
              <Fact term={t('catalog_price')}>{formatContentPrice(t, course)}</Fact>
              {course.level && (
                <Fact term={t('catalog_level')}>{t(`catalog_level_${course.level}`)}</Fact>
              )}
              <Fact term={t('course_code')}>{course.code}</Fact>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <CourseReviews course={course} />
      <RelatedCourses courseId={course.id} />
    </Stack>
  );
}

/** Additional tab: tags, code, type, dates, enrolment window and seats. */
export function CourseAdditional(props: { course: CourseDetail }) {
  const { t, i18n } = useFeatureTranslation(courseMessages);
  const { course } = props;
  const window = [
    course.datetime_enroll_start
      ? t('course_enroll_from', { date: formatDate(i18n.language, course.datetime_enroll_start) })
      : null,
    course.datetime_enroll_end
      ? t('course_enroll_until', { date: formatDate(i18n.language, course.datetime_enroll_end) })
      : null,
  ].filter(Boolean);
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" m={0}>
      <Fact term={t('course_code')}>{course.code}</Fact>
      <Fact term={t('course_type')}>{course.content_type.name}</Fact>
      <Fact term={t('course_created')}>{formatDate(i18n.language, course.datetime_create)}</Fact>
      {course.tag_list.length > 0 && (
        <Fact term={t('course_tags')}>
          <LinkList items={course.tag_list} to={(id) => `/tag/${id}`} />
        </Fact>
      )}
      {window.length > 0 && <Fact term={t('course_enroll_window')}>{window.join(' ')}</Fact>}
      <Fact term={t('course_seats')}>
        {course.capacity === null
          ? t('course_seats_unlimited')
          : t('course_seats_taken', { taken: course.seats_taken, capacity: course.capacity })}
      </Fact>
    </SimpleGrid>
  );
}

/** Approval tab: whether enrolments need approval and where the learner's request stands. */
export function CourseApproval(props: { course: CourseDetail }) {
  const { t } = useFeatureTranslation(courseMessages);
  const { course } = props;
  if (!course.is_approval_required) {
    return (
      <EmptyPanel
        title={t('course_tab_approval')}
        description={t('course_approval_not_required')}
      />
    );
  }
  return (
    <Stack gap="md">
      <Text>{t('course_approval_required')}</Text>
      <Paper withBorder radius="md" p="md">
        <Group gap="sm">
          <Text fw={600}>{t('course_approval_your_request')}</Text>
          {course.learning_result ? (
            <StatusBadge status={course.learning_result.status} />
          ) : (
            <Text c="dimmed">{t('course_approval_none_yet')}</Text>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}

/**
 * Certificate tab: the learner's certificate once issued; otherwise the rule for earning one, or
 * that the course offers none.
 */
export function CourseCertificate(props: { course: CourseDetail }) {
  const { t } = useFeatureTranslation(courseMessages);
  const { course } = props;
  if (!course.is_certificate && !course.certificate) {
    return (
      <EmptyPanel title={t('course_tab_certificate')} description={t('course_certificate_empty')} />
    );
  }
  if (!course.certificate) {
    return (
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('course_tab_certificate')}
          </Title>
          <Text>{t('course_certificate_rule')}</Text>
          {course.learning_result && <StatusBadge status={course.learning_result.status} />}
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('course_tab_certificate')}
        </Title>
        <Text>
          {course.certificate.is_valid
            ? t('course_certificate_issued')
            : t('course_certificate_revoked')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to={`/profile/library/certificate/${course.certificate.id}`}>
            {t('course_certificate_view')}
          </Button>
          <Button component={Link} to="/profile/library/certificate" variant="default">
            {t('course_certificate_all')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Discussion tab: topics and replies of the course's learners (its own lazily loaded chunk). */
export function CourseDiscussion(props: { course: CourseDetail }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader />
        </Center>
      }
    >
      <DiscussionPanel scope="course" contentId={props.course.id} />
    </Suspense>
  );
}

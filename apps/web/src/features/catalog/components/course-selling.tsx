import {
  Anchor,
  Avatar,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import type { CourseDetail } from '@portal/shared';
import { CheckIcon } from '@/components/icons';
import { Description } from '@/components/rich-text/description';
import { ReviewsPanel } from '@/features/material/review';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useRelatedCourses } from '../api/get-related-courses';
import { courseMessages } from '../course-messages';
import { ContentCardView } from './content-card';
import { canLearn } from './enroll-state';

/**
 * What sells a course on its page (issue 21 item 7): what you will learn, the description as
 * rich text, the instructors with photo and biography, reviews and related courses.
 */

/** "What you will learn": the course's outcomes as a checked list. */
export function CourseOutcomes(props: { outcomes: string[] }) {
  const { t } = useFeatureTranslation(courseMessages);
  if (props.outcomes.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="course-outcomes">
      <Stack gap="sm">
        <Title order={2} size="h4" id="course-outcomes">
          {t('course_outcomes')}
        </Title>
        <List
          spacing="xs"
          data-testid="course-outcomes"
          icon={
            <ThemeIcon size={22} radius="xl" color="teal.8" aria-hidden>
              <CheckIcon size={14} />
            </ThemeIcon>
          }
        >
          {props.outcomes.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

/** The course description: sanitised rich text as HTML, an older plain one as text. */
export function CourseDescription(props: { course: CourseDetail }) {
  const { t } = useFeatureTranslation(courseMessages);
  const { course } = props;
  return (
    <Stack gap="sm" component="section" aria-labelledby="course-description">
      <Title order={2} size="h4" id="course-description">
        {t('course_description')}
      </Title>
      {course.desc ? (
        <Description
          text={course.desc}
          isHtml={course.desc_is_html}
          testId="course-description-body"
        />
      ) : (
        <Text c="dimmed">{t('course_no_description')}</Text>
      )}
    </Stack>
  );
}

/** The instructors with their photo (or initials) and biography. */
export function CourseInstructors(props: { course: CourseDetail }) {
  const { t } = useFeatureTranslation(courseMessages);
  const list = props.course.instructor_bio_list;
  if (list.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="course-instructor-bios">
      <Title order={2} size="h4" id="course-instructor-bios">
        {t('course_meet_instructors')}
      </Title>
      <Stack gap="md" data-testid="course-instructor-bios">
        {list.map((person) => (
          <Group key={person.id} align="flex-start" wrap="nowrap" gap="md">
            <Avatar
              src={person.image}
              alt={person.image ? person.name : undefined}
              name={person.name}
              color="initials"
              size={64}
              radius="xl"
            />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/instructor/${person.id}`} fw={600}>
                {person.name}
              </Anchor>
              {person.bio && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {person.bio}
                </Text>
              )}
            </Stack>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/** Ratings and reviews; an enrolled learner writes their own here. */
export function CourseReviews(props: { course: CourseDetail }) {
  const { t } = useFeatureTranslation(courseMessages);
  const { course } = props;
  return (
    <Stack gap="sm" component="section" aria-labelledby="course-reviews">
      <Title order={2} size="h4" id="course-reviews">
        {t('course_reviews')}
      </Title>
      <ReviewsPanel materialId={course.id} target="course" canWrite={canLearn(course)} />
    </Stack>
  );
}

/** A few other courses of the same category (or provider). */
export function RelatedCourses(props: { courseId: number }) {
  const { t } = useFeatureTranslation(courseMessages);
  const related = useRelatedCourses(props.courseId);
  const cards = related.data?.results ?? [];
  if (cards.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="course-related">
      <Title order={2} size="h4" id="course-related">
        {t('course_related')}
      </Title>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="md"
        component="ul"
        data-testid="course-related"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {cards.map((card) => (
          <li key={card.id}>
            <ContentCardView content={card} headingOrder={3} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

import { Anchor, Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CourseDetail } from '@portal/shared';
import { LockIcon } from '@/components/icons';
import { formatMinutes, learningMessages, StatusBadge } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { courseMessages } from '../course-messages';
import { EmptyPanel } from './catalog-states';
import { canLearn } from './enroll-state';

type Slot = CourseDetail['section_list'][number]['slot_list'][number];

function SlotRow(props: { courseId: number; slot: Slot; open: boolean }) {
  const { t } = useFeatureTranslation(courseMessages);
  const { slot } = props;
  const meta = [
    slot.content.content_type.name,
    slot.content.duration_seconds
      ? formatMinutes(t, Math.max(1, Math.round(slot.content.duration_seconds / 60)))
      : null,
    slot.content.page_count ? t('page_count', { count: slot.content.page_count }) : null,
    slot.is_required ? t('course_slot_required') : t('course_slot_optional'),
  ].filter(Boolean);
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-slot-id={slot.id}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {props.open ? (
              <Anchor component={Link} to={`/course/${props.courseId}/playlist/${slot.id}`} inherit>
                {slot.content.title}
              </Anchor>
            ) : (
              slot.content.title
            )}
          </Text>
          <Text size="sm" c="dimmed">
            {meta.join(' · ')}
          </Text>
        </Stack>
        {slot.learning_result && (
          <Stack gap={4} align="flex-end" style={{ flex: '0 0 auto', minWidth: 140 }}>
            <StatusBadge status={slot.learning_result.status} size="sm" />
            <Progress
              value={slot.learning_result.percent}
              size="sm"
              w={140}
              aria-label={t('progress_of', { title: slot.content.title })}
            />
            <Text size="xs" c="dimmed">
              {t('percent_complete', { percent: slot.learning_result.percent })}
            </Text>
          </Stack>
        )}
      </Group>
    </Paper>
  );
}

/** The curriculum tab: sections with their slots, each slot's result, and links once enrolled. */
export function CourseCurriculum(props: { course: CourseDetail }) {
  useFeatureTranslation(learningMessages);
  const { t } = useFeatureTranslation(courseMessages);
  const { course } = props;
  const open = canLearn(course);
  const sections = course.section_list.filter((section) => section.slot_list.length > 0);
  if (sections.length === 0)
    return (
      <EmptyPanel title={t('course_empty_title')} description={t('course_curriculum_empty')} />
    );
  return (
    <Stack gap="lg">
      {!open && (
        <Group gap="xs" c="dimmed" data-testid="curriculum-locked">
          <LockIcon size={16} />
          <Text size="sm">{t('course_slot_locked')}</Text>
        </Group>
      )}
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`}>
          <Group justify="space-between" mb="xs" gap="xs">
            <Title order={3} size="h4" id={`section-${section.id}`}>
              {section.name}
            </Title>
            <Badge variant="outline" color="gray.8">
              {t('course_lessons', { count: section.slot_list.length })}
            </Badge>
          </Group>
          <Stack component="ol" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {section.slot_list.map((slot) => (
              <SlotRow key={slot.id} courseId={course.id} slot={slot} open={open} />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

import { useRef } from 'react';
import { Anchor, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CourseDetail } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { playlistPath } from '../paths';
import { playerMessages } from '../player-messages';
import type { CourseSlot } from './material-list';
import { StickyActionBar } from '@/components/sticky-action-bar';
import { WordBreaks } from '@/components/word-breaks';

/** SPEC §2 progress view navigator: course title, back to the course, previous and next. */
export function NavigatorBar(props: { course: CourseDetail; slots: CourseSlot[]; index: number }) {
  const { t } = useFeatureTranslation(playerMessages);
  const { course, slots, index } = props;
  const previous = slots[index - 1];
  const next = slots[index + 1];
  const percent = course.learning_result?.percent ?? 0;
  const header = useRef<HTMLElement>(null);
  const previousPath = previous && playlistPath(course.id, previous.id);
  const nextPath = next && playlistPath(course.id, next.id);
  return (
    <Paper withBorder radius="md" p="sm" mb="md" component="header" ref={header}>
      {/* On a phone, previous and next stay at hand once this header has scrolled away. */}
      <StickyActionBar watch={header}>
        <StepButton to={previousPath} label={t('player_previous')} variant="default" inBar />
        <StepButton to={nextPath} label={t('player_next')} inBar />
      </StickyActionBar>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Anchor component={Link} to={`/course/${course.id}`} size="sm">
            ← {t('player_back_to_course')}
          </Anchor>
          <Title order={1} size="h4" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            <WordBreaks text={course.title} />
          </Title>
          <Group gap="xs" wrap="nowrap">
            <Progress
              value={percent}
              size="sm"
              style={{ flex: '1 1 auto', maxWidth: 240 }}
              aria-hidden
            />
            <Text size="xs" c="dimmed" data-testid="course-percent">
              {t('player_course_progress', { percent })}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap" style={{ flex: '0 0 auto' }}>
          <Text size="sm" c="dimmed">
            {t('player_position', { current: index + 1, total: slots.length })}
          </Text>
          <StepButton to={previousPath} label={t('player_previous')} variant="default" size="sm" />
          <StepButton to={nextPath} label={t('player_next')} size="sm" />
        </Group>
      </Group>
    </Paper>
  );
}

/** Previous or next: a link to the lesson, or disabled at either end of the course. */
function StepButton(props: {
  to: string | undefined;
  label: string;
  variant?: 'default' | 'filled';
  size?: 'sm';
  /** In the phone's bottom bar: out of the tab order (the bar repeats the header's buttons). */
  inBar?: boolean;
}) {
  const { to, label, variant = 'filled', size } = props;
  const tabIndex = props.inBar ? -1 : undefined;
  return to ? (
    <Button component={Link} to={to} variant={variant} size={size} tabIndex={tabIndex}>
      {label}
    </Button>
  ) : (
    <Button variant={variant} size={size} disabled tabIndex={tabIndex}>
      {label}
    </Button>
  );
}

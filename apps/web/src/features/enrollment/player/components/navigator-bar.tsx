import { Anchor, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CourseDetail } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { playlistPath } from '../paths';
import { playerMessages } from '../player-messages';
import type { CourseSlot } from './material-list';
import { WordBreaks } from '@/components/word-breaks';

/** SPEC §2 progress view navigator: course title, back to the course, previous and next. */
export function NavigatorBar(props: { course: CourseDetail; slots: CourseSlot[]; index: number }) {
  const { t } = useFeatureTranslation(playerMessages);
  const { course, slots, index } = props;
  const previous = slots[index - 1];
  const next = slots[index + 1];
  const percent = course.learning_result?.percent ?? 0;
  return (
    <Paper withBorder radius="md" p="sm" mb="md" component="header">
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
          {previous ? (
            <Button
              component={Link}
              to={playlistPath(course.id, previous.id)}
              variant="default"
              size="sm"
            >
              {t('player_previous')}
            </Button>
          ) : (
            <Button variant="default" size="sm" disabled>
              {t('player_previous')}
            </Button>
          )}
          {next ? (
            <Button component={Link} to={playlistPath(course.id, next.id)} size="sm">
              {t('player_next')}
            </Button>
          ) : (
            <Button size="sm" disabled>
              {t('player_next')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

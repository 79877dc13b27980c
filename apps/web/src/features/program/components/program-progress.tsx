import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { isCompletedStatus, type ProgramDetail } from '@portal/shared';
import { CalendarIcon } from '@/components/icons';
import { formatDate, learningMessages, StatusBadge } from '@/components/learning';
import { hasProgress } from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { programMessages } from '../program-messages';

/** The overall progress: required steps completed of required (every step when none is required). */
export function ProgramProgress(props: { program: ProgramDetail }) {
  const { t } = useFeatureTranslation(programMessages, learningMessages);
  const { program } = props;
  const result = program.learning_result;
  // Before the start the enrol panel's status line says where the learner stands.
  if (!result || !hasProgress(result)) return null;
  const { progress } = program;
  const byRequired = progress.required_count > 0;
  const done = byRequired ? progress.required_completed_count : progress.completed_count;
  const total = byRequired ? progress.required_count : progress.step_count;
  const completed = isCompletedStatus(result.status);
  const percent = completed ? 100 : total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Stack gap={4} maw={460} data-testid="program-progress">
      <Group gap="sm">
        <Text size="sm" fw={600}>
          {t('program_your_progress')}
        </Text>
        <StatusBadge status={result.status} size="md" />
      </Group>
      <Progress
        value={percent}
        size="lg"
        color={completed ? 'teal.8' : undefined}
        aria-label={t('progress_of', { title: program.title })}
      />
      <Text size="sm" c="dimmed">
        {byRequired
          ? t('program_required_done', { done, total })
          : t('program_steps_done', { done, total })}
      </Text>
    </Stack>
  );
}

/** The deadline of the learner's assignment: due, or overdue (red) while not completed. */
export function ProgramDeadline(props: { program: ProgramDetail; prominent?: boolean }) {
  const { t, i18n } = useFeatureTranslation(programMessages);
  const { program } = props;
  const deadline = program.datetime_deadline;
  if (!deadline) return null;
  // The date stays on one line (a Thai date is three words: 9 ธ.ค. 2569).
  const date = formatDate(i18n.language, deadline).replace(/ /g, '\u00a0');
  const completed = isCompletedStatus(program.learning_result?.status);
  const overdue = !completed && Date.parse(deadline) < Date.now();
  const text = completed
    ? t('program_deadline_done', { date })
    : overdue
      ? t('program_deadline_overdue', { date })
      : t('program_deadline_due', { date });
  const color = overdue ? 'red' : completed ? 'teal' : 'indigo';
  if (props.prominent)
    return (
      <Alert
        color={color}
        variant={overdue ? 'filled' : 'light'}
        title={t('program_deadline')}
        icon={<CalendarIcon />}
        data-testid="program-deadline"
        data-overdue={overdue || undefined}
        maw={460}
      >
        <Text size="md" fw={700} inherit>
          {text}
        </Text>
      </Alert>
    );
  return (
    <Group
      gap={6}
      c={overdue ? 'red.9' : `${color}.9`}
      data-testid="program-deadline"
      data-overdue={overdue || undefined}
    >
      <CalendarIcon size={18} />
      <Text size="sm" fw={700}>
        {text}
      </Text>
    </Group>
  );
}

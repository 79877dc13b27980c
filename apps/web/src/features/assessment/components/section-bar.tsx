import { Alert, Group, Paper, Text } from '@mantine/core';
import type { TimerPhase } from '../timer/countdown';
import { formatClock } from '../timer/countdown';
import type { SaveStates } from '../use-attempt-saver';
import { useAssessmentTranslation } from '../use-assessment-translation';
import classes from './section-bar.module.css';

/** One line for all answers: saving, all saved, or some not saved. */
function overallSaveState(states: SaveStates): 'saving' | 'saved' | 'error' | null {
  const values = Object.values(states);
  if (values.includes('error')) return 'error';
  if (values.includes('saving') || values.includes('pending')) return 'saving';
  return values.length > 0 ? 'saved' : null;
}

/**
 * The bar that stays in view while answering: time left (the server's clock, counted down
 * here), the one-minute warning, and whether the answers are saved.
 */
export function SectionBar(props: {
  secondsLeft: number | null;
  phase: TimerPhase | null;
  states: SaveStates;
}) {
  const { t } = useAssessmentTranslation();
  const save = overallSaveState(props.states);
  const warning = props.phase === 'warning';
  return (
    <Paper className={classes.bar} withBorder radius="md" px="md" py="xs" shadow="xs">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        {props.secondsLeft !== null ? (
          <Group gap={8} wrap="nowrap">
            <Text size="sm" c="dimmed" id="test-time-left">
              {t('time_left')}
            </Text>
            <Text
              role="timer"
              aria-labelledby="test-time-left"
              fw={700}
              size="lg"
              c={warning || props.phase === 'time_up' ? 'red.9' : undefined}
              className={classes.clock}
            >
              {formatClock(props.secondsLeft)}
            </Text>
          </Group>
        ) : (
          <span />
        )}
        <Text
          size="sm"
          aria-live="polite"
          c={save === 'error' ? 'red.9' : 'dimmed'}
          ta="right"
          data-save-state={save ?? undefined}
        >
          {save === 'saving'
            ? t('saving_answers')
            : save === 'saved'
              ? t('all_saved')
              : save === 'error'
                ? t('unsaved_answers')
                : ''}
        </Text>
      </Group>
      {warning && (
        <Alert color="red" variant="light" role="alert" mt="xs" p="xs">
          {t('time_warning')}
        </Alert>
      )}
    </Paper>
  );
}

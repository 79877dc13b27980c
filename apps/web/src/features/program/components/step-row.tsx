import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { ProgramStep } from '@portal/shared';
import { isAbortError } from '@/api';
import { LockIcon } from '@/components/icons';
import {
  ContentImage,
  contentPath,
  formatMinutes,
  learningMessages,
  StatusBadge,
} from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { useStartStep } from '../api/start-step';
import type { ProgramKind } from '../program-kinds';
import { programMessages } from '../program-messages';
import { stepAction, stepActionLabel } from './step-state';
import classes from './program.module.css';

/**
 * One step of a program: its content's image, kind, title, duration, required or optional, the
 * learner's own status and percent on it, what unlocks it, and its Start / Continue / Review.
 */
export function StepRow(props: {
  kind: ProgramKind;
  programId: number;
  step: ProgramStep;
  programOpen: boolean;
}) {
  const { t } = useFeatureTranslation(programMessages, learningMessages);
  const { step } = props;
  const navigate = useNavigate();
  const start = useStartStep(props.kind, props.programId);
  const action = stepAction(step, props.programOpen);
  const target = contentPath(step.content.content_type.code, step.content.id);
  const minutes = step.content.duration_seconds
    ? Math.max(1, Math.round(step.content.duration_seconds / 60))
    : 0;
  const meta = [
    step.content.content_type.name,
    minutes > 0 ? formatMinutes(t, minutes) : null,
    step.content.page_count ? t('page_count', { count: step.content.page_count }) : null,
  ].filter(Boolean);
  const result = step.learning_result;
  const failure = start.isError && !isAbortError(start.error) ? errorMessage(t, start.error) : null;

  const handleStart = () => {
    start.mutate(step.id, {
      onSuccess: (answer) =>
        void navigate(contentPath(answer.content_type.code, answer.content_id)),
    });
  };

  const label = action ? t(stepActionLabel(action)) : '';
  const buttonLabel = t('program_step_action', { action: label, title: step.content.title });
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-slot-id={step.id}
      data-locked={step.is_locked || undefined}
      className={classes.step}
    >
      <Group gap="md" align="flex-start" wrap="nowrap">
        <Box className={classes.stepImage}>
          <ContentImage
            id={step.content.id}
            title={step.content.title}
            image={step.content.image}
            small
          />
        </Box>
        <Group gap="sm" align="flex-start" justify="space-between" className={classes.stepBody}>
          <Stack gap={4} className={classes.stepText}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {meta.join(' · ')}
            </Text>
            <Title order={4} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {action && action !== 'start' ? (
                <Link to={target} className={classes.stepLink}>
                  {step.content.title}
                </Link>
              ) : (
                step.content.title
              )}
            </Title>
            <Group gap={6} wrap="wrap">
              <Badge
                variant={step.is_required ? 'filled' : 'outline'}
                color={step.is_required ? 'gray.2' : 'gray.7'}
                autoContrast
                size="sm"
              >
                {step.is_required ? t('program_step_required') : t('program_step_optional')}
              </Badge>
              {result && <StatusBadge status={result.status} size="sm" />}
            </Group>
            {step.is_locked && (
              <Group gap={6} wrap="nowrap" align="flex-start" data-testid="step-locked">
                {/* Orange text on white is below 4.5:1: the icon carries the colour, the words stay dark. */}
                <LockIcon
                  size={16}
                  color="var(--mantine-color-orange-9)"
                  style={{ flex: 'none', marginTop: 2 }}
                />
                <Text size="sm" fw={600} c="dark.6">
                  {step.unlocked_by
                    ? t('program_step_locked', { title: step.unlocked_by.title })
                    : t('program_step_locked_plain')}
                </Text>
              </Group>
            )}
          </Stack>
          <Stack gap={6} className={classes.stepSide}>
            {result && (
              <>
                <Progress
                  value={result.percent}
                  size="sm"
                  aria-label={t('progress_of', { title: step.content.title })}
                />
                <Text size="xs" c="dimmed">
                  {t('percent_complete', { percent: result.percent })}
                </Text>
              </>
            )}
            {action === 'start' ? (
              <Button onClick={handleStart} loading={start.isPending} aria-label={buttonLabel}>
                {label}
              </Button>
            ) : action ? (
              <Button
                component={Link}
                to={target}
                variant={action === 'review' ? 'default' : 'filled'}
                aria-label={buttonLabel}
              >
                {label}
              </Button>
            ) : null}
          </Stack>
        </Group>
      </Group>
      {failure && (
        <Alert color="red" variant="outline" role="alert" p="sm" mt="sm">
          {failure}
        </Alert>
      )}
    </Paper>
  );
}

import { Alert, Badge, Group, Loader, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { isProgramKind, type DashboardResult } from '@portal/shared';
import { learningMessages, statusLabel } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { learnerName, refusalMessage } from '@/features/dashboard/list';
import { useProgramProgress } from './api/get-program-progress';
import { resultsMessages } from './results-messages';

/** A learner's progress on each step of a program (learning path, program, onboarding). */
export function ProgramStepsDialog(props: { result: DashboardResult | null; onClose: () => void }) {
  const { t, i18n } = useFeatureTranslation(resultsMessages, learningMessages);
  const { result } = props;
  const kind = result?.content.content_type.code ?? '';
  const progress = useProgramProgress(
    result && isProgramKind(kind)
      ? { kind, programId: result.content.id, userId: result.user.id }
      : null,
  );
  const th = i18n.language === 'th';
  const local = (row: {
    name_en?: string;
    name_th?: string;
    title_en?: string;
    title_th?: string;
  }) => (th ? (row.title_th ?? row.name_th) : undefined) || (row.title_en ?? row.name_en ?? '');

  return (
    <Modal
      opened={result !== null}
      onClose={props.onClose}
      size="lg"
      title={result ? t('results_steps_of', { name: learnerName(result.user) }) : ''}
      closeButtonProps={{ 'aria-label': t('results_cancel') }}
    >
      {result && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {result.content.title}
          </Text>
          {progress.isPending && <Loader size="sm" aria-label={t('results_steps')} />}
          {progress.isError && (
            <Alert color="red" variant="outline" role="alert">
              {refusalMessage(t, progress.error)}
            </Alert>
          )}
          {progress.data?.section_list.map((section) => (
            <Stack key={section.id} gap={6}>
              <Title order={3} size="h5">
                {local(section)}
              </Title>
              {section.slot_list.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('results_steps_empty')}
                </Text>
              )}
              {section.slot_list.map((step) => (
                <Stack key={step.id} gap={4} role="group" aria-label={local(step)}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}>
                      {local(step)}
                      {!step.is_required && (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          ({t('results_step_optional')})
                        </Text>
                      )}
                    </Text>
                    <Badge variant="light" color={step.status === null ? 'gray' : 'blue'}>
                      {step.status === null
                        ? t('results_step_not_begun')
                        : statusLabel(t, step.status)}
                    </Badge>
                  </Group>
                  <Progress
                    value={step.percent}
                    size="sm"
                    aria-label={t('results_step_percent', {
                      name: local(step),
                      percent: step.percent,
                    })}
                  />
                </Stack>
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import {
  resultAdminTargets,
  StatusChangeFormSchema,
  TEXT_LIMIT,
  type DashboardResult,
} from '@portal/shared';
import { FormError } from '@/components/form-error';
import { zodFieldMessages, type FieldMessages } from '@/components/field-errors';
import { learningMessages, statusLabel, StatusBadge } from '@/components/learning';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { refusalMessage, learnerName } from '@/features/dashboard/list';
import { usePatchResultStatus } from './api/decide-result';
import { resultsMessages } from './results-messages';

/**
 * The admin status change of one result: the select offers exactly the SPEC §4 targets of the
 * row's current status for its content kind (the shared table the server checks), and a reason
 * is required. A refusal from the server is shown in the dialog with its message.
 */
export function StatusChangeDialog(props: { result: DashboardResult | null; onClose: () => void }) {
  const { t } = useFeatureTranslation(resultsMessages);
  useFeatureTranslation(learningMessages);
  const { result } = props;
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldMessages>({});
  const mutation = usePatchResultStatus();
  const { reset } = mutation;

  useEffect(() => {
    setStatus('');
    setReason('');
    setFieldErrors({});
    reset();
  }, [result?.id, reset]);

  const targets = result ? resultAdminTargets(result.content.content_type.code, result.status) : [];

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!result) return;
    const parsed = StatusChangeFormSchema.safeParse({
      status: status === '' ? undefined : Number(status),
      reason,
    });
    if (!parsed.success) {
      setFieldErrors(zodFieldMessages(t, parsed.error));
      return;
    }
    setFieldErrors({});
    mutation.mutate(
      { id: result.id, ...parsed.data },
      {
        onSuccess: (answer) => {
          notify({
            color: 'teal',
            closeButtonProps: { 'aria-label': t('close') },
            message: t('results_status_changed', { status: statusLabel(t, answer.status) }),
          });
          props.onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={result !== null}
      onClose={props.onClose}
      title={t('results_status_dialog_title')}
      closeButtonProps={{ 'aria-label': t('results_cancel') }}
    >
      {result && (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('results_status_dialog_help', {
                name: learnerName(result.user),
                content: result.content.title,
              })}
            </Text>
            <Group gap="xs">
              <Text size="sm">{t('results_current_status')}:</Text>
              <StatusBadge status={result.status} />
            </Group>
            {targets.length === 0 ? (
              <Text>{t('results_no_targets')}</Text>
            ) : (
              <>
                <NativeSelect
                  label={t('results_new_status')}
                  name="status"
                  required
                  value={status}
                  error={fieldErrors.status}
                  onChange={(event) => setStatus(event.currentTarget.value)}
                  data={[
                    { value: '', label: t('results_choose_status'), disabled: true },
                    ...targets.map((code) => ({
                      value: String(code),
                      label: statusLabel(t, code),
                    })),
                  ]}
                />
                <Textarea
                  label={t('results_reason')}
                  description={t('results_reason_help', { count: TEXT_LIMIT })}
                  name="reason"
                  required
                  autosize
                  minRows={2}
                  maxLength={TEXT_LIMIT}
                  value={reason}
                  error={fieldErrors.reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                />
              </>
            )}
            <FormError message={mutation.isError ? refusalMessage(t, mutation.error) : null} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={props.onClose}>
                {t('results_cancel')}
              </Button>
              {targets.length > 0 && (
                <Button type="submit" loading={mutation.isPending}>
                  {t('results_save')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

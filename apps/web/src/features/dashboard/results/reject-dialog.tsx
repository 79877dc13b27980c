import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { TEXT_LIMIT, type DashboardResult } from '@portal/shared';
import { FormError } from '@/components/form-error';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { refusalMessage } from '../list';
import { useDecideResult } from './api/decide-result';
import { learnerName } from './learner-name';
import { resultsMessages } from './results-messages';

/** Confirms rejecting a request waiting for approval, with an optional reason. */
export function RejectDialog(props: { result: DashboardResult | null; onClose: () => void }) {
  const { t } = useFeatureTranslation(resultsMessages);
  const { result } = props;
  const [reason, setReason] = useState('');
  const mutation = useDecideResult();
  const { reset } = mutation;
  useEffect(() => {
    setReason('');
    reset();
  }, [result?.id, reset]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!result) return;
    const name = learnerName(result.user);
    mutation.mutate(
      { id: result.id, decision: 'reject', reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          notify({
            color: 'teal',
            closeButtonProps: { 'aria-label': t('close') },
            message: t('results_rejected', { name }),
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
      title={t('results_reject_title')}
      closeButtonProps={{ 'aria-label': t('results_cancel') }}
    >
      {result && (
        <form onSubmit={handleSubmit}>
          <Stack gap="md">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('results_reject_help', {
                name: learnerName(result.user),
                content: result.content.title,
              })}
            </Text>
            <Textarea
              label={t('results_reason_optional')}
              description={t('results_reason_help', { count: TEXT_LIMIT })}
              name="reason"
              autosize
              minRows={2}
              maxLength={TEXT_LIMIT}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <FormError message={mutation.isError ? refusalMessage(t, mutation.error) : null} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={props.onClose}>
                {t('results_cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={mutation.isPending}>
                {t('results_reject')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

import { useEffect } from 'react';
import { TEXT_LIMIT, type DashboardResult } from '@portal/shared';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { ReasonDialog } from '@/features/dashboard/components';
import { refusalMessage, learnerName } from '@/features/dashboard/list';
import { useDecideResult } from './api/decide-result';
import { resultsMessages } from './results-messages';

/** Confirms rejecting a request waiting for approval, with an optional reason. */
export function RejectDialog(props: { result: DashboardResult | null; onClose: () => void }) {
  const { t } = useFeatureTranslation(resultsMessages);
  const { result } = props;
  const mutation = useDecideResult();
  const { reset } = mutation;
  useEffect(() => reset(), [result?.id, reset]);

  const handleConfirm = (reason: string | undefined) => {
    if (!result) return;
    const name = learnerName(result.user);
    mutation.mutate(
      { id: result.id, decision: 'reject', reason },
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
    <ReasonDialog
      openKey={result?.id ?? null}
      title={t('results_reject_title')}
      help={
        result
          ? t('results_reject_help', {
              name: learnerName(result.user),
              content: result.content.title,
            })
          : ''
      }
      reasonLabel={t('results_reason_optional')}
      reasonDescription={t('results_reason_help', { count: TEXT_LIMIT })}
      confirmLabel={t('results_reject')}
      cancelLabel={t('results_cancel')}
      pending={mutation.isPending}
      error={mutation.isError ? refusalMessage(t, mutation.error) : null}
      onConfirm={handleConfirm}
      onClose={props.onClose}
    />
  );
}

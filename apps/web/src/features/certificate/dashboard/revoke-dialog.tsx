import { useEffect } from 'react';
import type { DashboardCertificate } from '@portal/shared';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { ReasonDialog } from '@/features/dashboard/components';
import { refusalMessage } from '@/features/dashboard/list';
import { useRevokeCertificate } from './api/certificates';
import { certificateAdminMessages } from './certificate-messages';

/** Asks before revoking a certificate, with an optional reason kept in the audit log. */
export function RevokeDialog(props: {
  certificate: DashboardCertificate | null;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(certificateAdminMessages);
  const { certificate } = props;
  const mutation = useRevokeCertificate();
  const { reset } = mutation;
  useEffect(() => reset(), [certificate?.id, reset]);

  const handleConfirm = (reason: string | undefined) => {
    if (!certificate) return;
    mutation.mutate(
      { id: certificate.id, reason },
      {
        onSuccess: () => {
          notify({
            color: 'teal',
            closeButtonProps: { 'aria-label': t('close') },
            message: t('cert_revoked_done', { name: certificate.learner_name }),
          });
          props.onClose();
        },
      },
    );
  };

  return (
    <ReasonDialog
      openKey={certificate?.id ?? null}
      title={t('cert_revoke_title')}
      help={
        certificate
          ? t('cert_revoke_help', {
              name: certificate.learner_name,
              course: certificate.content_title,
            })
          : ''
      }
      reasonLabel={t('cert_reason')}
      confirmLabel={t('cert_revoke')}
      cancelLabel={t('cert_cancel')}
      pending={mutation.isPending}
      error={mutation.isError ? refusalMessage(t, mutation.error) : null}
      onConfirm={handleConfirm}
      onClose={props.onClose}
    />
  );
}

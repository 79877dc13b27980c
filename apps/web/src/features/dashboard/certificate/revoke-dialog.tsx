import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { TEXT_LIMIT, type DashboardCertificate } from '@portal/shared';
import { FormError } from '@/components/form-error';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { refusalMessage } from '../list';
import { useRevokeCertificate } from './api/certificates';
import { certificateAdminMessages } from './certificate-messages';

/** Asks before revoking a certificate, with an optional reason kept in the audit log. */
export function RevokeDialog(props: {
  certificate: DashboardCertificate | null;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(certificateAdminMessages);
  const { certificate } = props;
  const [reason, setReason] = useState('');
  const mutation = useRevokeCertificate();
  const { reset } = mutation;
  useEffect(() => {
    setReason('');
    reset();
  }, [certificate?.id, reset]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!certificate) return;
    mutation.mutate(
      { id: certificate.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          notify({
            color: 'teal',
            closeButtonProps: { 'aria-label': t('cert_cancel') },
            message: t('cert_revoked_done', { name: certificate.learner_name }),
          });
          props.onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={certificate !== null}
      onClose={props.onClose}
      title={t('cert_revoke_title')}
      closeButtonProps={{ 'aria-label': t('cert_cancel') }}
    >
      {certificate && (
        <form onSubmit={handleSubmit}>
          <Stack gap="md">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('cert_revoke_help', {
                name: certificate.learner_name,
                course: certificate.content_title,
              })}
            </Text>
            <Textarea
              label={t('cert_reason')}
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
                {t('cert_cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={mutation.isPending}>
                {t('cert_revoke')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

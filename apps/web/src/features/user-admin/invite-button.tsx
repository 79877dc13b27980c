import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@/components/learning';
import { notify } from '@/core/notify';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useInviteUser } from './api/invite-user';
import { usersMessages } from './users-messages';

/**
 * "Send an invitation" on the user page: asks first, then e-mails the person a single-use link
 * to /account/validate (names, department, position and a password) and says until when it works.
 */
export function InviteButton(props: { userId: number; email: string; isActive: boolean }) {
  const { t, i18n } = useFeatureTranslation(usersMessages);
  const [open, setOpen] = useState(false);
  const invite = useInviteUser();
  const close = () => {
    setOpen(false);
    invite.reset();
  };
  if (!props.isActive) return null;
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('user_invite')}
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title={t('user_invite_title')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack>
          {invite.isSuccess ? (
            <Alert color="teal" variant="light" role="status">
              {t('user_invite_sent', {
                email: props.email,
                until: formatDateTime(i18n.language, invite.data.expires_at),
              })}
            </Alert>
          ) : (
            <Text>{t('user_invite_confirm', { email: props.email })}</Text>
          )}
          {invite.isError && (
            <Alert color="red" variant="outline" role="alert">
              {errorMessage(t, invite.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            {invite.isSuccess ? (
              <Button onClick={close}>{t('user_invite_done')}</Button>
            ) : (
              <>
                <Button variant="default" onClick={close}>
                  {t('user_cancel')}
                </Button>
                <Button
                  loading={invite.isPending}
                  onClick={() =>
                    invite.mutate(props.userId, {
                      onSuccess: () =>
                        notify({
                          color: 'teal',
                          closeButtonProps: { 'aria-label': t('close') },
                          message: t('user_invite_notified', { email: props.email }),
                        }),
                    })
                  }
                >
                  {t('user_invite_send')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { AdminPasswordSchema, checkConditions } from '@portal/shared';
import { isAbortError, isApiError } from '@/api';
import { apiFieldMessages, zodFieldMessages, type FieldMessages } from '@/components/field-errors';
import { PasswordRules } from '@/components/password-rules';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage, passwordMessage } from '@/i18n/messages';
import { useSetUserPassword } from './api/set-password';
import { usePasswordConditionConfig } from './user-form';
import { usersMessages } from './users-messages';

/** Sets a user's password: the config conditions listed live and checked before sending. */
export function SetPasswordDialog(props: {
  user: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t, i18n } = useFeatureTranslation(usersMessages);
  const conditions = usePasswordConditionConfig();
  const mutation = useSetUserPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { user } = props;

  const handleClose = () => {
    setPassword('');
    setConfirm('');
    setErrors({});
    setFailure(null);
    props.onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) return;
    setFailure(null);
    const parsed = AdminPasswordSchema.safeParse({ password });
    const found: FieldMessages = parsed.success ? {} : zodFieldMessages(t, parsed.error);
    const rules = checkConditions(password, conditions);
    if (!password) found.password = t('enter_a_new_password');
    else if (!found.password && !rules.ok)
      found.password = passwordMessage(t, i18n.language, rules) ?? undefined;
    if (!confirm) found.confirm = t('enter_a_confirm_password');
    else if (confirm !== password) found.confirm = t('mismatch_password_and_confirm_password');
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    mutation.mutate(
      { id: user.id, password },
      {
        onSuccess: () => {
          notify({
            color: 'teal',
            closeButtonProps: { 'aria-label': t('close') },
            message: t('password_set_done', { name: user.name }),
          });
          handleClose();
        },
        onError: (error) => {
          if (isAbortError(error)) return;
          const fields = apiFieldMessages(t, error);
          setErrors(fields);
          if (Object.keys(fields).length === 0)
            setFailure(isApiError(error, 403) ? t('user_refused_target') : errorMessage(t, error));
        },
      },
    );
  };

  return (
    <Modal
      opened={user !== null}
      onClose={handleClose}
      title={user ? t('password_dialog_title', { name: user.name }) : ''}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('show_password') }}
            label={t('password_new')}
            name="password"
            required
            autoComplete="new-password"
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
          />
          <PasswordRules value={password} conditions={conditions} />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('show_password') }}
            label={t('password_confirm')}
            name="confirm_password"
            required
            autoComplete="new-password"
            value={confirm}
            error={errors.confirm}
            onChange={(event) => {
              setConfirm(event.currentTarget.value);
              setErrors((current) => ({ ...current, confirm: undefined }));
            }}
          />
          {failure && (
            <Alert color="red" variant="outline" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              {t('user_cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('user_save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

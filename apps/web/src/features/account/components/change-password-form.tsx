import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { ChangePasswordSchema, type ChangePasswordInput } from '@portal/shared';
import { isAbortError } from '@/api';
import { apiFieldMessages, zodFieldMessages, type FieldMessages } from '@/components/field-errors';
import { FormError } from '@/components/form-error';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { accountMessages } from '../account-messages';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordInput = { current_password: '', password: '', confirm_password: '' };

/** The profile's password change: the current password and the new one twice (issue 21 item 19). */
export function ChangePasswordForm() {
  const { t } = useFeatureTranslation(accountMessages);
  const mutation = useChangePassword();
  const [values, setValues] = useState<ChangePasswordInput>(EMPTY);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);

  const field = (name: keyof ChangePasswordInput, label: string, autoComplete: string) => (
    <PasswordInput
      label={label}
      name={name}
      autoComplete={autoComplete}
      required
      value={values[name]}
      error={errors[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
    />
  );

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = ChangePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldMessages(t, parsed.error));
      return;
    }
    setErrors({});
    try {
      await mutation.mutateAsync(parsed.data);
      setValues(EMPTY);
      notify({ color: 'green', message: t('account_password_changed') });
    } catch (error) {
      if (isAbortError(error)) return;
      setErrors(apiFieldMessages(t, error));
      setFormError(errorMessage(t, error));
    }
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-labelledby="change-password-title"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="change-password-title">
            {t('account_password_title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('account_password_intro')}
          </Text>
        </div>
        {field('current_password', t('account_current_password'), 'current-password')}
        {field('password', t('account_new_password'), 'new-password')}
        {field('confirm_password', t('account_confirm_new_password'), 'new-password')}
        <FormError message={formError} />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t('account_password_submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

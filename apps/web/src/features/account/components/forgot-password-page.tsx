import { useState, type FormEvent } from 'react';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordSchema } from '@portal/shared';
import { isAbortError, isApiError } from '@/api';
import { errorMessage } from '@/i18n/messages';
import { zodFieldMessages } from '@/components/field-errors';
import { FormError } from '@/components/form-error';
import { forgotPassword } from '../api/forgot-password';
import { writeForgotState } from '../forgot-password-state';

/** /account/forgot-password: asks for the email, mails a code and a link, then the OTP step. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);
  const mutation = useMutation({ mutationFn: forgotPassword });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setNotFound(false);
    const parsed = ForgotPasswordSchema.safeParse({ username_or_email: value });
    if (!parsed.success) {
      setFieldError(zodFieldMessages(t, parsed.error).username_or_email);
      return;
    }
    setFieldError(undefined);
    try {
      const answer = await mutation.mutateAsync(parsed.data);
      writeForgotState({
        usernameOrEmail: parsed.data.username_or_email,
        email: answer.email,
        referenceId: answer.reference_id,
        sendMethod: answer.send_method,
        token: '',
      });
      await navigate('/account/forgot-password/otp');
    } catch (error) {
      if (isAbortError(error)) return;
      setNotFound(isApiError(error, 400, 'email_not_found'));
      setFormError(errorMessage(t, error));
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('forgot_password_title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('forgot_password_intro')}
        </Text>
      </div>
      <form
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        aria-label={t('forgot_password')}
      >
        <Stack gap="md">
          <TextInput
            label={t('email')}
            name="username_or_email"
            inputMode="email"
            autoComplete="username"
            required
            value={value}
            error={fieldError}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <FormError message={formError} />
          {notFound && (
            <Anchor component={Link} to="/account/forgot-password/contact-admin" size="sm">
              {t('contact_admin')}
            </Anchor>
          )}
          <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
            {t('send_code')}
          </Button>
          <Anchor component={Link} to="/account/signin" size="sm" ta="center">
            {t('back_to_sign_in')}
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}

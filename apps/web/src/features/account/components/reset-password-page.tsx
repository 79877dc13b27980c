import { useState, type FormEvent } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResetPasswordSchema, checkConditions } from '@portal/shared';
import { isAbortError, isApiError } from '@/api';
import { errorMessage, passwordMessage } from '@/i18n/messages';
import { apiFieldMessages, zodFieldMessages, type FieldMessages } from '@/components/field-errors';
import { FormError } from '@/components/form-error';
import { PasswordRules } from '@/components/password-rules';
import { usePasswordConditions } from '../api/get-password-condition';
import { resetPassword } from '../api/reset-password';
import { clearForgotState, readForgotState } from '../forgot-password-state';

/**
 * The new password, either from the mailed link (/account/reset-password?token=...) or after the
 * code (/account/forgot-password/reset). Every enabled condition is listed live.
 */
export function ResetPasswordPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const conditions = usePasswordConditions();
  const fromLink = pathname.startsWith('/account/reset-password');
  const [token] = useState(() =>
    fromLink ? (params.get('token') ?? '') : readForgotState().token,
  );
  const [values, setValues] = useState({ password: '', confirm_password: '' });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [tokenInvalid, setTokenInvalid] = useState(false);
  const mutation = useMutation({ mutationFn: resetPassword });

  if (!token) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('reset_password_title')}</Title>
        <Text>{t('reset_missing_token')}</Text>
        <Button component={Link} to="/account/forgot-password">
          {t('ask_new_link')}
        </Button>
      </Stack>
    );
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = ResetPasswordSchema.safeParse({ token, ...values });
    const next: FieldMessages = parsed.success ? {} : zodFieldMessages(t, parsed.error);
    const rules = checkConditions(values.password, conditions);
    if (values.password !== '' && !rules.ok)
      next.password = passwordMessage(t, i18n.language, rules) ?? undefined;
    setErrors(next);
    if (!parsed.success || !rules.ok) return;
    try {
      await mutation.mutateAsync(parsed.data);
      clearForgotState();
      await navigate(fromLink ? '/account/reset-password/success' : '/account/changedpass', {
        replace: true,
      });
    } catch (error) {
      if (isAbortError(error)) return;
      setTokenInvalid(isApiError(error, 400, 'token_invalid'));
      setErrors(apiFieldMessages(t, error));
      setFormError(errorMessage(t, error));
    }
  };

  const field = (name: 'password' | 'confirm_password') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('reset_password_title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('reset_password_intro')}
        </Text>
      </div>
      <form
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        aria-label={t('reset_password')}
      >
        <Stack gap="md">
          <PasswordInput
            label={t('new_password')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('show_password') }}
            {...field('password')}
          />
          <PasswordRules value={values.password} conditions={conditions} />
          <PasswordInput
            label={t('confirm_new_password')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('show_password') }}
            {...field('confirm_password')}
          />
          <FormError message={formError} />
          {tokenInvalid && (
            <Anchor component={Link} to="/account/forgot-password" size="sm">
              {t('ask_new_link')}
            </Anchor>
          )}
          <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
            {t('set_password')}
          </Button>
          <Anchor component={Link} to="/account/signin" size="sm" ta="center">
            {t('back_to_sign_in')}
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}

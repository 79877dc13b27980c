import { useState, type FormEvent, type ReactNode } from 'react';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LoginSchema,
  type LoginInput,
  type LoginLocked,
  type TwoFactorPending,
  type User,
} from '@portal/shared';
import { isAbortError } from '@/api';
import { errorMessage } from '@/i18n/messages';
import { apiFieldMessages, zodFieldMessages, type FieldMessages } from './field-errors';
import { FormError } from './form-error';

export type LoginSubmit = (input: LoginInput) => Promise<User | LoginLocked | TwoFactorPending>;

function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/**
 * Email + password (zod LoginSchema, errors by message key). A 200 with is_lock_login shows
 * the lock with its end time and does not sign in; a refusal shows the server's code translated.
 */
export function LoginForm(props: {
  submit: LoginSubmit;
  onSignedIn: (user: User) => void | Promise<void>;
  /** A "two-factor required" answer: the page opens the two-factor dialog (auth-factor). */
  onSecondFactor?: (pending: TwoFactorPending) => void;
  forgotPasswordTo?: string;
  extra?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: props.submit });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = LoginSchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(zodFieldMessages(t, parsed.error));
      return;
    }
    setFieldErrors({});
    try {
      const answer = await mutation.mutateAsync(parsed.data);
      if ('is_lock_login' in answer) {
        setFormError(
          t('login_locked', { time: formatDateTime(answer.datetime_unlock, i18n.language) }),
        );
        return;
      }
      if ('is_two_factor_required' in answer) {
        props.onSecondFactor?.(answer);
        return;
      }
      await props.onSignedIn(answer);
    } catch (error) {
      if (isAbortError(error)) return;
      setFieldErrors(apiFieldMessages(t, error));
      setFormError(errorMessage(t, error));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('sign_in')}>
      <Stack gap="md">
        <TextInput
          label={t('email')}
          name="username"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.username}
          error={fieldErrors.username}
          onChange={(event) => {
            const username = event.currentTarget.value;
            setValues((v) => ({ ...v, username }));
          }}
        />
        <PasswordInput
          label={t('password')}
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          error={fieldErrors.password}
          visibilityToggleButtonProps={{ 'aria-label': t('show_password') }}
          onChange={(event) => {
            const password = event.currentTarget.value;
            setValues((v) => ({ ...v, password }));
          }}
        />
        {props.forgotPasswordTo && (
          <Anchor component={Link} to={props.forgotPasswordTo} size="sm" ta="right">
            {t('forgot_password_link')}
          </Anchor>
        )}
        <FormError message={formError} />
        <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
          {t('sign_in')}
        </Button>
        {props.extra}
      </Stack>
    </form>
  );
}

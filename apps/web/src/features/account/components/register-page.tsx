import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RegisterSchema, checkConditions, resolveNext } from '@portal/shared';
import { isAbortError } from '@/api';
import { errorMessage, passwordMessage } from '@/i18n/messages';
import { apiFieldMessages, zodFieldMessages, type FieldMessages } from '@/components/field-errors';
import { FormError } from '@/components/form-error';
import { PasswordRules } from '@/components/password-rules';
import { usePasswordConditions } from '../api/get-password-condition';
import { useRegister } from '../api/register';

/** The documents a new account is asked to accept, readable before signing up (a new tab keeps the form). */
const TERM_LINKS = [
  ['terms_conditions', '/privacy-data/terms-conditions'],
  ['privacy_notice', '/privacy-data/privacy-notice'],
  ['data_consent', '/privacy-data/data-consent'],
] as const;

const EMPTY = { email: '', first_name: '', last_name: '', password: '', confirm_password: '' };
type Field = keyof typeof EMPTY;

/** /account/register: a new learner account, signed in at once, then asked to accept the documents. */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const conditions = usePasswordConditions();
  const mutation = useRegister();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
    },
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = RegisterSchema.safeParse(values);
    const next: FieldMessages = parsed.success ? {} : zodFieldMessages(t, parsed.error);
    const rules = checkConditions(values.password, conditions);
    if (values.password !== '' && !rules.ok)
      next.password = passwordMessage(t, i18n.language, rules) ?? undefined;
    setErrors(next);
    if (!parsed.success || !rules.ok) return;
    try {
      await mutation.mutateAsync(parsed.data);
      await navigate(resolveNext(params.get('next')), { replace: true });
    } catch (error) {
      if (isAbortError(error)) return;
      setErrors(apiFieldMessages(t, error));
      setFormError(errorMessage(t, error));
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('register_title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('register_subtitle')}
        </Text>
      </div>
      <form
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        aria-label={t('register_title')}
      >
        <Stack gap="md">
          <Group grow align="flex-start" wrap="wrap" gap="md">
            <TextInput
              label={t('first_name')}
              autoComplete="given-name"
              required
              miw={160}
              {...bind('first_name')}
            />
            <TextInput
              label={t('last_name')}
              autoComplete="family-name"
              required
              miw={160}
              {...bind('last_name')}
            />
          </Group>
          <TextInput
            label={t('email')}
            type="email"
            autoComplete="email"
            required
            {...bind('email')}
          />
          <PasswordInput
            label={t('password')}
            autoComplete="new-password"
            required
            aria-describedby="register-password-rules"
            visibilityToggleButtonProps={{ 'aria-label': t('show_password') }}
            {...bind('password')}
          />
          <PasswordRules
            id="register-password-rules"
            value={values.password}
            conditions={conditions}
          />
          <PasswordInput
            label={t('confirm_password')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('show_password') }}
            {...bind('confirm_password')}
          />
          <Text size="sm" c="dimmed">
            {t('register_terms_notice')} {t('register_terms_read_now')}{' '}
            {TERM_LINKS.map(([label, to], index) => (
              <span key={to}>
                {index > 0 && ', '}
                <Anchor
                  component={Link}
                  to={`${to}?from=%2Faccount%2Fregister`}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  underline="always"
                >
                  {t(label)}
                </Anchor>
              </span>
            ))}
          </Text>
          <FormError message={formError} />
          <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
            {t('create_account')}
          </Button>
          <Text size="sm" ta="center">
            {t('have_account')}{' '}
            <Anchor component={Link} to="/account/signin" fw={600}>
              {t('sign_in')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}

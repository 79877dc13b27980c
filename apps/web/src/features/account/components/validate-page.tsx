import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ProfileCompletionSchema,
  resolveNext,
  ValidateAccountSchema,
  type ProfileCompletion,
} from '@portal/shared';
import { isAbortError } from '@/api';
import { apiFieldMessages, zodFieldMessages, type FieldMessages } from '@/components/field-errors';
import { FormError } from '@/components/form-error';
import { setProfile, useProfile } from '@/core/session';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { accountMessages } from '../account-messages';
import { useInvitation, validateAccount, validateSsoAccount } from '../api/validate-account';
import { ProfileFields } from './profile-fields';

const EMPTY: ProfileCompletion = { first_name: '', last_name: '', department: '', position: '' };

/**
 * /account/validate?token= (an invitation: the profile and a first password) and
 * /account/sso/validate?next= (a signed-in SSO user: the profile). Both land on `next`.
 */
export function ValidatePage(props: { mode: 'invitation' | 'sso' }) {
  const { t } = useFeatureTranslation(accountMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = props.mode === 'invitation' ? (params.get('token') ?? '') : '';
  const invitation = useInvitation(token);
  const user = useProfile();
  const [values, setValues] = useState<ProfileCompletion>(EMPTY);
  const [password, setPassword] = useState({ password: '', confirm_password: '' });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const prefill = props.mode === 'invitation' ? invitation.data : user;
  useEffect(() => {
    if (prefill)
      setValues({
        first_name: prefill.first_name,
        last_name: prefill.last_name,
        department: prefill.department,
        position: prefill.position,
      });
  }, [prefill]);

  if (props.mode === 'invitation' && (token === '' || invitation.isError))
    return <Alert color="red">{t('account_validate_token_invalid')}</Alert>;
  if (props.mode === 'invitation' && invitation.isPending) return <Skeleton height={240} />;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed =
      props.mode === 'invitation'
        ? ValidateAccountSchema.safeParse({ token, ...values, ...password })
        : ProfileCompletionSchema.safeParse(values);
    setErrors(parsed.success ? {} : zodFieldMessages(t, parsed.error));
    if (!parsed.success) return;
    setSaving(true);
    try {
      const saved =
        props.mode === 'invitation'
          ? await validateAccount({ token, ...values, ...password })
          : await validateSsoAccount(values);
      setProfile(queryClient, saved);
      await navigate(resolveNext(params.get('next'), '/'), { replace: true });
    } catch (error) {
      if (isAbortError(error)) return;
      setErrors(apiFieldMessages(t, error));
      setFormError(errorMessage(t, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('account_validate_title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('account_validate_intro')}
        </Text>
        {invitation.data ? <Text mt={4}>{invitation.data.email}</Text> : null}
      </div>
      <form onSubmit={(e) => void handleSubmit(e)} noValidate>
        <Stack gap="md">
          <ProfileFields values={values} errors={errors} onChange={setValues} invitation={token} />
          {props.mode === 'invitation' ? (
            <>
              <PasswordInput
                label={t('account_validate_password')}
                required
                value={password.password}
                error={errors.password}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setPassword((p) => ({ ...p, password: value }));
                }}
              />
              <PasswordInput
                label={t('account_validate_confirm')}
                required
                value={password.confirm_password}
                error={errors.confirm_password}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setPassword((p) => ({ ...p, confirm_password: value }));
                }}
              />
            </>
          ) : null}
          <FormError message={formError} />
          <Button type="submit" loading={saving}>
            {t('account_validate_submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

export const InvitationValidatePage = () => <ValidatePage mode="invitation" />;
export const SsoValidatePage = () => <ValidatePage mode="sso" />;

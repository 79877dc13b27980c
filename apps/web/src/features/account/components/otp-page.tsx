import { useState, type FormEvent } from 'react';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OTP, OtpSchema } from '@portal/shared';
import { isAbortError } from '@/api';
import { errorMessage } from '@/i18n/messages';
import { zodFieldMessages } from '@/components/field-errors';
import { FormError } from '@/components/form-error';
import { verifyOtp } from '../api/verify-otp';
import { readForgotState, writeForgotState } from '../forgot-password-state';

/** /account/forgot-password/otp: the 6-digit code from the mail, traded for a reset token. */
export function OtpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state] = useState(readForgotState);
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: verifyOtp });

  if (!state.referenceId) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('otp_title')}</Title>
        <Text>{t('otp_missing_reference')}</Text>
        <Button component={Link} to="/account/forgot-password">
          {t('forgot_password')}
        </Button>
      </Stack>
    );
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = OtpSchema.safeParse({ reference_id: state.referenceId, otp });
    if (!parsed.success) {
      setFieldError(zodFieldMessages(t, parsed.error).otp);
      return;
    }
    setFieldError(undefined);
    try {
      const { token } = await mutation.mutateAsync(parsed.data);
      writeForgotState({ token });
      await navigate('/account/forgot-password/reset');
    } catch (error) {
      if (isAbortError(error)) return;
      setFormError(errorMessage(t, error));
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('otp_title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('otp_intro', { email: state.email, minutes: OTP.ttlMinutes })}
        </Text>
      </div>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('otp_title')}>
        <Stack gap="md">
          <TextInput
            label={t('otp_label')}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP.length}
            required
            value={otp}
            error={fieldError}
            styles={{ input: { letterSpacing: '0.4em', fontSize: 20 } }}
            onChange={(event) => setOtp(event.currentTarget.value.replace(/\D/g, ''))}
          />
          <FormError message={formError} />
          <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
            {t('verify')}
          </Button>
          <Text size="sm" ta="center">
            {t('otp_no_code')}{' '}
            <Anchor component={Link} to="/account/forgot-password/choose-identify" fw={600}>
              {t('send_code')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}

import { useState } from 'react';
import { Anchor, Button, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAbortError } from '@/api';
import { errorMessage } from '@/i18n/messages';
import { FormError } from '@/components/form-error';
import { forgotPassword } from '../api/forgot-password';
import { readForgotState, writeForgotState } from '../forgot-password-state';

/** /account/forgot-password/choose-identify: where to send a new code (email for now). */
export function ChooseIdentifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state] = useState(readForgotState);
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: forgotPassword });

  if (!state.usernameOrEmail) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('choose_identify_title')}</Title>
        <Text>{t('otp_missing_reference')}</Text>
        <Button component={Link} to="/account/forgot-password">
          {t('forgot_password')}
        </Button>
      </Stack>
    );
  }

  const handleSend = async () => {
    setFormError(null);
    try {
      const answer = await mutation.mutateAsync({ username_or_email: state.usernameOrEmail });
      writeForgotState({
        email: answer.email,
        referenceId: answer.reference_id,
        sendMethod: answer.send_method,
        token: '',
      });
      await navigate('/account/checkmail');
    } catch (error) {
      if (!isAbortError(error)) setFormError(errorMessage(t, error));
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('choose_identify_title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('choose_identify_intro')}
        </Text>
      </div>
      <Radio.Group
        value="email"
        label={t('choose_identify_title')}
        labelProps={{ className: 'visually-hidden' }}
      >
        <Radio value="email" label={t('send_by_email', { email: state.email })} />
      </Radio.Group>
      <FormError message={formError} />
      <Button fullWidth size="md" loading={mutation.isPending} onClick={() => void handleSend()}>
        {t('send_code')}
      </Button>
      <Anchor component={Link} to="/account/signin" size="sm" ta="center">
        {t('back_to_sign_in')}
      </Anchor>
    </Stack>
  );
}

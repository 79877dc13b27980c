import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlainCard } from '@/components/plain-card';
import { readForgotState } from '../forgot-password-state';

/** /account/forgot-password/contact-admin: no account for that email. */
export function ContactAdminPage() {
  const { t } = useTranslation();
  return (
    <PlainCard title={t('contact_admin_title')} description={t('contact_admin_body')}>
      <Group>
        <Button component={Link} to="/account/signin">
          {t('back_to_sign_in')}
        </Button>
      </Group>
    </PlainCard>
  );
}

/** /account/checkmail: a code and a link were mailed. */
export function CheckmailPage() {
  const { t } = useTranslation();
  const [state] = useState(readForgotState);
  return (
    <PlainCard
      title={t('checkmail_title')}
      description={
        state.email ? t('checkmail_body', { email: state.email }) : t('checkmail_body_generic')
      }
    >
      <Group>
        {state.referenceId && (
          <Button component={Link} to="/account/forgot-password/otp">
            {t('enter_code')}
          </Button>
        )}
        <Button component={Link} to="/account/signin" variant="default">
          {t('back_to_sign_in')}
        </Button>
      </Group>
    </PlainCard>
  );
}

/** /account/changedpass and /account/reset-password/success. */
export function ChangedPasswordPage() {
  const { t } = useTranslation();
  return (
    <PlainCard title={t('changedpass_title')} description={t('changedpass_body')}>
      <Group>
        <Button component={Link} to="/account/signin">
          {t('sign_in')}
        </Button>
      </Group>
    </PlainCard>
  );
}

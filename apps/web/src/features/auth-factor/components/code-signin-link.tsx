import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useConfigValue } from '@/core/app-context';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { authFactorMessages } from '../auth-factor-messages';

/** "Sign in with a code" under the sign-in form, when the config offers it; keeps `next`. */
export function CodeSigninLink(props: { next: string | null }) {
  const { t } = useFeatureTranslation(authFactorMessages);
  if (useConfigValue('otp-email-is-enabled') !== true) return null;
  const to = props.next
    ? `/account/signin/code?next=${encodeURIComponent(props.next)}`
    : '/account/signin/code';
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={to}>
        {t('code_signin_link')}
      </Anchor>
    </Text>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { loginUrl } from '@portal/shared';
import { getLoginPath } from '@/core/session';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { ENROLL_AFTER_SIGN_IN } from './enroll-after-sign-in';
import { visitorMessages } from './visitor-messages';

/**
 * In place of the enrol or buy button for a visitor: sign in or register, then come back to this
 * page with `?enroll=1`, where the enrol panel carries on with the enrolment.
 */
export function VisitorEnroll() {
  const { t } = useFeatureTranslation(visitorMessages);
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set(ENROLL_AFTER_SIGN_IN, '1');
  const next = `${location.pathname}?${params.toString()}`;
  return (
    <Stack gap="xs" data-testid="visitor-enroll">
      <Text size="sm">{t('visitor_enroll_prompt')}</Text>
      <Group gap="sm">
        <Button component={Link} to={loginUrl(next, getLoginPath())} size="md">
          {t('visitor_sign_in')}
        </Button>
        <Button
          component={Link}
          to={`/account/register?next=${encodeURIComponent(next)}`}
          size="md"
          variant="default"
        >
          {t('visitor_register')}
        </Button>
      </Group>
    </Stack>
  );
}

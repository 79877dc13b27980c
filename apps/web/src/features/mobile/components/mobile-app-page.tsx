import { useEffect } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useConfigValue } from '@/core/app-context';
import { logout, useProfile } from '@/core/session';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { mobileMessages } from '../mobile-messages';

/** The store link for this phone: iOS the App Store, Android Google Play, else none. */
export function storeLinkFor(userAgent: string, appStore: string, googlePlay: string): string {
  if (/iPhone|iPod|iPad/i.test(userAgent)) return appStore;
  if (/Android/i.test(userAgent)) return googlePlay;
  return '';
}

/** A configured store link: an https address (the config's own rule), else none. */
const httpsLink = (value: unknown) =>
  typeof value === 'string' && value.startsWith('https://') ? value : '';

/**
 * /mobile-app: where force-use-mobile-app sends a phone (SPEC §4): the configured App Store and
 * Google Play links; a signed-in user is signed out on the web; after 3 s the phone's own store
 * opens when its link is set.
 */
export function MobileAppPage() {
  const { t } = useFeatureTranslation(mobileMessages);
  const appStore = httpsLink(useConfigValue('mobile-app-store-url'));
  const googlePlay = httpsLink(useConfigValue('mobile-app-google-play-url'));
  const user = useProfile();
  const queryClient = useQueryClient();
  const own = storeLinkFor(navigator.userAgent, appStore, googlePlay);

  useEffect(() => {
    if (user) void logout(queryClient, 'webfront');
  }, [user, queryClient]);

  useEffect(() => {
    if (!own) return undefined;
    const timer = window.setTimeout(() => window.location.assign(own), 3000);
    return () => window.clearTimeout(timer);
  }, [own]);

  return (
    <Stack gap="md" maw={480} mx="auto" py="xl" px="md" data-testid="mobile-app-page">
      <Title order={1}>{t('mobile_app_title')}</Title>
      <Text>{t('mobile_app_intro')}</Text>
      {appStore && (
        <Button component="a" href={appStore} size="lg" rel="noopener">
          {t('mobile_app_store')}
        </Button>
      )}
      {googlePlay && (
        <Button component="a" href={googlePlay} size="lg" variant="default" rel="noopener">
          {t('mobile_app_google_play')}
        </Button>
      )}
      {!appStore && !googlePlay && (
        <Alert color="gray" variant="outline">
          {t('mobile_app_no_links')}
        </Alert>
      )}
      {own && (
        <Text size="sm" c="dimmed">
          {t('mobile_app_redirect')}
        </Text>
      )}
    </Stack>
  );
}

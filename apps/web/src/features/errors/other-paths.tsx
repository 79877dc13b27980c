import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { clearPortalCache } from '@/core/startup/clear-cache';

/** A page that only says it is on its way while it leaves. */
function Leaving() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed" role="status">
          {t('loading')}
        </Text>
      </Stack>
    </Center>
  );
}

/** /clearcache: forgets the portal's cached data (not unsent progress), then opens home afresh. */
export function ClearCachePage() {
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.clear();
    void clearPortalCache().then(() => window.location.replace('/'));
  }, [queryClient]);
  return <Leaving />;
}

/**
 * /admin and /console (SPEC §2 other paths, §5): the administration is the dashboard, another
 * application, so the browser goes there with a full load. Never a target after sign-in (SPEC §5).
 */
export function AdminPathPage() {
  useEffect(() => {
    window.location.replace('/dashboard/');
  }, []);
  return <Leaving />;
}

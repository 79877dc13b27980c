import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useUnsubscribe } from '../api/notifications';
import { notificationMessages } from '../notification-messages';

/** /notification/unsubscribe?token=: the e-mails' link; works without signing in. */
export function UnsubscribePage() {
  const { t } = useFeatureTranslation(notificationMessages);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useUnsubscribe(token);
  return (
    <Stack gap="md" maw={560} mx="auto" p="lg">
      <Title order={1}>{t('ntf_unsubscribe_title')}</Title>
      {result.isLoading && (
        <Alert color="gray" variant="outline" icon={<Loader size="xs" />}>
          {t('ntf_unsubscribe_working')}
        </Alert>
      )}
      {result.isSuccess && (
        <Alert color="green" variant="outline" role="status">
          {t('ntf_unsubscribe_done', { kind: t(`ntf_kind_${result.data.kind}`) })}
        </Alert>
      )}
      {(result.isError || token === '') && (
        <Alert color="red" variant="outline" role="alert">
          {t('ntf_unsubscribe_bad')}
        </Alert>
      )}
      <Anchor component={Link} to="/notification/settings">
        {t('ntf_go_settings')}
      </Anchor>
    </Stack>
  );
}

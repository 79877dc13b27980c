import { Button, Divider, Stack } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { usePublicSsoProviders } from '../api/sso-api';
import { ssoMessages } from '../sso-messages';

/**
 * The enabled identity providers' buttons on a sign-in page. Each is a plain link (a full page
 * navigation: the provider's page is another site) carrying the page's `next`.
 */
export function SsoButtons({
  project,
  next,
}: {
  project: 'webfront' | 'dashboard';
  next: string | null;
}) {
  const { t, i18n } = useFeatureTranslation(ssoMessages);
  const providers = usePublicSsoProviders();
  const list = providers.data?.results ?? [];
  if (list.length === 0) return null;
  const href = (url: string) =>
    next ? `${url}${url.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}` : url;
  return (
    <Stack gap="sm" data-testid="sso-buttons">
      <Divider label={t('sso_or')} labelPosition="center" />
      {list.map((p) => {
        const label = i18n.language === 'th' ? p.label_th : p.label_en;
        return (
          <Button
            key={p.id}
            component="a"
            href={href(project === 'dashboard' ? p.dashboard_login_url : p.login_url)}
            variant="default"
            fullWidth
          >
            {label || t('sso_continue_with', { name: p.name })}
          </Button>
        );
      })}
    </Stack>
  );
}

import { Button, Divider, Stack, Text } from '@mantine/core';
import type { PublicSsoProvider, SocialType } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { usePublicSsoProviders } from '../api/sso-api';
import { ssoMessages } from '../sso-messages';

/** A small brand mark for SPEC's social logins (drawn here: no icon font or remote image). */
function SocialMark({ type }: { type: SocialType }) {
  if (type === 'microsoft')
    return (
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <rect x="0" y="0" width="7.5" height="7.5" fill="#F25022" />
        <rect x="8.5" y="0" width="7.5" height="7.5" fill="#7FBA00" />
        <rect x="0" y="8.5" width="7.5" height="7.5" fill="#00A4EF" />
        <rect x="8.5" y="8.5" width="7.5" height="7.5" fill="#FFB900" />
      </svg>
    );
  return (
    <Text
      component="span"
      fw={800}
      fz={16}
      lh={1}
      c={type === 'facebook' ? 'white' : '#4285F4'}
      aria-hidden="true"
    >
      {type === 'facebook' ? 'f' : 'G'}
    </Text>
  );
}

const SOCIAL_STYLE: Record<SocialType, { color?: string; variant: 'filled' | 'default' }> = {
  facebook: { color: '#1877F2', variant: 'filled' },
  google: { variant: 'default' },
  microsoft: { variant: 'default' },
};

/**
 * The enabled identity providers' buttons on a sign-in page. Each is a plain link (a full page
 * navigation: the provider's page is another site) carrying the page's `next`. Social logins
 * (Google, Microsoft, Facebook) carry their brand mark and colour.
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
  const button = (p: PublicSsoProvider) => {
    const label = i18n.language === 'th' ? p.label_th : p.label_en;
    const social = p.social_type ? SOCIAL_STYLE[p.social_type] : null;
    return (
      <Button
        key={p.id}
        component="a"
        href={href(project === 'dashboard' ? p.dashboard_login_url : p.login_url)}
        variant={social?.variant ?? 'default'}
        color={social?.color}
        leftSection={p.social_type ? <SocialMark type={p.social_type} /> : undefined}
        data-social={p.social_type ?? undefined}
        fullWidth
      >
        {label || t('sso_continue_with', { name: p.name })}
      </Button>
    );
  };
  return (
    <Stack gap="sm" data-testid="sso-buttons">
      <Divider label={t('sso_or')} labelPosition="center" />
      {list.map(button)}
    </Stack>
  );
}

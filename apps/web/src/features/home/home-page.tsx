import { lazy, Suspense } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { personName, useProfile } from '@/core/session';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { PageContainer } from '@/components/page-container';
import { useLeavePrepaint } from '@/core/prepaint';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { HOME_MENU } from './home-menu';
import { homeMessages } from './home-messages';

const HomeRows = lazy(() => import('./home-rows'));

/** / : a welcome, links to the portal's areas, and catalog rows (continue, newest, popular, categories). */
export function HomePage() {
  const { t, i18n } = useFeatureTranslation(homeMessages);
  const user = useProfile();
  const name = user ? personName(user, i18n.language) : '';
  // The server painted this heading before the scripts: it leaves as the real one renders.
  useLeavePrepaint();
  return (
    <PageContainer>
      <Stack gap="xl">
        <div>
          <Title order={1}>{user ? t('welcome_user', { name }) : t('portal_name')}</Title>
          <Text c="dimmed" mt={6}>
            {t('catalog_home_intro')}
          </Text>
        </div>
        <nav aria-labelledby="home-menu-title">
          <Title order={2} size="h3" id="home-menu-title" mb="sm">
            {t('home')}
          </Title>
          <Group component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {HOME_MENU.map((item) => (
              <li key={item.key}>
                <Anchor
                  component={Link}
                  to={item.to}
                  underline="never"
                  display="inline-flex"
                  style={{
                    alignItems: 'center',
                    gap: 8,
                    padding: '8px 14px',
                    borderRadius: 999,
                    border: '1px solid var(--mantine-color-gray-4)',
                    background: 'var(--mantine-color-white)',
                  }}
                >
                  <item.icon size={20} />
                  {t(item.key)}
                </Anchor>
              </li>
            ))}
          </Group>
        </nav>
        <AfterFirstPaint>
          {/* The rows' room while their code comes: the footer starts below the screen, so rows
              arriving do not push a footer the reader already sees (layout shift). */}
          <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
            <HomeRows signedIn={Boolean(user)} />
          </Suspense>
        </AfterFirstPaint>
      </Stack>
    </PageContainer>
  );
}

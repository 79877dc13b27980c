import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { personName, useProfile } from '@/core/session';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { PageContainer } from '@/components/page-container';
import { useFeatureTranslation } from '@/i18n/feature-messages';
// The catalog's home entry, not its index (which brings the course page's enrol code along).
import { HomeCatalogRows, HomeRow } from '@/features/catalog/home';
import { LibraryItemCard, useLibrary } from '@/features/enrollment/library';
import { LatestNews } from '@/features/news';
// The classes' home entry only: the tile, not the class pages.
import { UpcomingClassesRow } from '@/features/schedule/home';
import { HOME_MENU } from './home-menu';
import { homeMessages } from './home-messages';
import { WhatsDue } from './whats-due';

/**
 * The learner's content in progress ('doing'), or enrolled in and not started yet ('to_do': a
 * course just bought lands here), when there is any.
 */
function ContinueRow(props: { group?: 'doing' | 'to_do' }) {
  const { t } = useFeatureTranslation(homeMessages);
  const group = props.group ?? 'doing';
  const library = useLibrary({ page: 1, group, page_size: 4 });
  if (!library.data || library.data.results.length === 0) return null;
  return (
    <HomeRow
      id={group === 'doing' ? 'home-continue' : 'home-to-start'}
      title={t(group === 'doing' ? 'catalog_row_continue' : 'catalog_row_to_start')}
      to={`/profile/library?group=${group}`}
    >
      <SimpleGrid
        component="ul"
        cols={{ base: 1, lg: 2 }}
        spacing="sm"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {library.data.results.map((item) => (
          <li key={item.id}>
            <LibraryItemCard item={item} />
          </li>
        ))}
      </SimpleGrid>
    </HomeRow>
  );
}

/** / : a welcome, links to the portal's areas, and catalog rows (continue, newest, popular, categories). */
export function HomePage() {
  const { t, i18n } = useFeatureTranslation(homeMessages);
  const user = useProfile();
  const name = user ? personName(user, i18n.language) : '';
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
          {/* A visitor (B2C explore mode) has no deadlines or library to show. */}
          {user && <WhatsDue />}
          {user && <ContinueRow />}
          {user && <ContinueRow group="to_do" />}
          <UpcomingClassesRow />
          <LatestNews />
          <HomeCatalogRows />
        </AfterFirstPaint>
      </Stack>
    </PageContainer>
  );
}

import { Avatar, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useProfile } from '@/core/session/get-profile';
import { personName } from '@/core/session/person-name';
import { PageContainer } from '@/components/page-container';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { libraryMessages } from '../library-messages';
import { LibrarySummary } from './library-summary';

/** The places of the learner's own space, each shown when the person may use it. */
function useLinks(user: { is_creator: boolean; is_team_dashboard: boolean } | null | undefined) {
  return [
    { to: '/profile/my-profile', key: 'overview_link_profile' },
    { to: '/profile/library', key: 'overview_link_library' },
    { to: '/profile/library/history', key: 'overview_link_history' },
    { to: '/profile/library/certificate', key: 'overview_link_certificates' },
    { to: '/profile/provider-summary', key: 'overview_link_providers' },
    { to: '/profile/calendar', key: 'overview_link_calendar' },
    { to: '/profile/grades', key: 'overview_link_grades' },
    { to: '/profile/order', key: 'overview_link_orders' },
    { to: '/profile/point-gamification', key: 'overview_link_points' },
    ...(user?.is_creator ? [{ to: '/profile/my-material', key: 'overview_link_materials' }] : []),
    ...(user?.is_team_dashboard ? [{ to: '/team-dashboard', key: 'overview_link_team' }] : []),
  ] as const;
}

/**
 * /profile (SPEC §2): the learner's own space at a glance — who they are, their library in four
 * numbers, and the way to each part of their profile.
 */
export function ProfileOverviewPage() {
  const { t, i18n } = useFeatureTranslation(libraryMessages);
  const user = useProfile();
  const links = useLinks(user);
  const name = user ? personName(user, i18n.language) : '';
  const role = user ? [user.position, user.department].filter(Boolean).join(' · ') : '';
  return (
    <PageContainer>
      <Stack gap="lg">
        <Title order={1}>{t('overview_title')}</Title>
        <Paper withBorder radius="md" p="md">
          <Group gap="md" wrap="nowrap" align="center">
            <Avatar src={user?.image ?? null} name={name} size={64} radius="xl" color="initials" />
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {user?.email}
              </Text>
              {role && (
                <Text size="sm" c="dimmed">
                  {role}
                </Text>
              )}
            </Stack>
            <Button
              component={Link}
              to="/profile/my-profile"
              variant="default"
              visibleFrom="sm"
              data-testid="overview-edit"
            >
              {t('overview_edit')}
            </Button>
          </Group>
        </Paper>
        <LibrarySummary />
        <nav aria-label={t('overview_links')}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {links.map((link) => (
              <Button
                key={link.to}
                component={Link}
                to={link.to}
                variant="light"
                justify="space-between"
                rightSection="→"
                size="md"
              >
                {t(link.key)}
              </Button>
            ))}
          </SimpleGrid>
        </nav>
      </Stack>
    </PageContainer>
  );
}

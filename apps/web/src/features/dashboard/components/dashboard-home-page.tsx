import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfigValue } from '@/core/app-context';
import { personName, useProfile } from '@/core/session';
import { PageContainer } from '@/components/page-container';
import { useOutboxCount } from '@/features/outbox';
import { DeskPanel } from '@/features/report';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { rolesOf, usePermission } from '../api/get-permission';
import { permissionMessages } from '@/components/permission-messages';

function SummaryCard(props: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {props.title}
      </Title>
      {props.children}
    </Card>
  );
}

/**
 * Dashboard home: a welcome, the operations desk (queues, the week, recent learning activity),
 * then summary cards of the viewer's account, groups, permissions, maintenance and outbox.
 */
export function DashboardHomePage() {
  const { t, i18n } = useTranslation();
  const { t: permissionLabel } = useFeatureTranslation(permissionMessages);
  const user = useProfile();
  const permission = usePermission();
  const roles = rolesOf(permission.data);
  const outboxCount = useOutboxCount(user?.is_superuser === true);
  const frontMaintenance = useConfigValue('config-is-maintenance') === true;
  const dashboardMaintenance = useConfigValue('config-is-maintenance-dashboard') === true;
  if (!user) return null;
  const name = personName(user, i18n.language);
  // The name is data (not to be translated): the words around it come from the label.
  const welcome = t('welcome_user', { name: '\u0001' }).split('\u0001');
  const lastActive = user.last_active
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(user.last_active),
      )
    : t('never');
  const onOff = (on: boolean) => (
    <Badge color={on ? 'red.9' : 'teal.9'} variant="filled" style={{ flex: 'none' }}>
      {on ? t('status_on') : t('status_off')}
    </Badge>
  );

  return (
    <PageContainer>
      <Stack gap="xl">
        <div>
          <Title order={1}>
            {welcome[0]}
            <span translate="no">{name}</span>
            {welcome[1]}
          </Title>
          <Text c="dimmed" mt={6}>
            {t('dashboard_title')}
          </Text>
        </div>
        <DeskPanel />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <SummaryCard title={t('your_account')}>
            <Stack gap={4}>
              <Text fw={600} translate="no">
                {name}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} translate="no">
                {user.email}
              </Text>
              <Text size="sm">
                {t('last_active')}: {lastActive}
              </Text>
              <Group gap="xs" mt={4}>
                {user.is_superuser && (
                  <Badge variant="outline" color="indigo.9">
                    {t('superuser')}
                  </Badge>
                )}
                {user.is_system_user && (
                  <Badge variant="outline" color="gray.8">
                    {t('system_user')}
                  </Badge>
                )}
              </Group>
            </Stack>
          </SummaryCard>
          <SummaryCard title={t('your_groups')}>
            {roles ? (
              <List size="sm">
                {roles.map((group) => (
                  <List.Item key={group.id} translate="no">
                    {group.name}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                {permission.isPending ? t('loading') : t('no_groups')}
              </Text>
            )}
          </SummaryCard>
          <SummaryCard title={t('your_permissions')}>
            <Text size="sm" mb={6}>
              {t('permission_count', { count: permission.data?.permission_list.length ?? 0 })}
            </Text>
            <List size="sm">
              {permission.data?.permission_list.map((p) => (
                <List.Item key={p.codename}>
                  {permissionLabel(`permission_${p.codename}`, { defaultValue: p.name })}
                </List.Item>
              ))}
            </List>
          </SummaryCard>
          <SummaryCard title={t('maintenance_status')}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{t('front_maintenance')}</Text>
                {onOff(frontMaintenance)}
              </Group>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{t('dashboard_maintenance')}</Text>
                {onOff(dashboardMaintenance)}
              </Group>
            </Stack>
          </SummaryCard>
          {user.is_superuser && outboxCount.data !== undefined && (
            <SummaryCard title={t('outbox_summary')}>
              <Text fz={36} fw={800} c="indigo.9">
                {outboxCount.data}
              </Text>
            </SummaryCard>
          )}
        </SimpleGrid>
      </Stack>
    </PageContainer>
  );
}

import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/core/session';
import { PageContainer } from '@/components/page-container';
import { HOME_MENU } from './home-menu';

/** / : a welcome and the portal's areas as cards, with the dictionary labels (catalog comes later). */
export function HomePage() {
  const { t } = useTranslation();
  const user = useProfile();
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';
  return (
    <PageContainer>
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('welcome_user', { name })}</Title>
          <Text c="dimmed" mt={6}>
            {t('home_intro')}
          </Text>
        </div>
        <section aria-labelledby="home-menu-title">
          <Title order={2} size="h3" id="home-menu-title" mb="md">
            {t('home')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
            {HOME_MENU.map((item) => (
              <Card key={item.key} withBorder radius="lg" padding="lg">
                <Stack gap="sm" align="flex-start">
                  <Group gap="sm" wrap="nowrap">
                    <Text component="span" c="indigo.8" display="inline-flex">
                      <item.icon size={26} />
                    </Text>
                    <Title order={3} size="h4">
                      {t(item.key)}
                    </Title>
                  </Group>
                  <Badge variant="outline" color="gray.8" size="sm" style={{ flex: 'none' }}>
                    {t('coming_soon')}
                  </Badge>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </PageContainer>
  );
}

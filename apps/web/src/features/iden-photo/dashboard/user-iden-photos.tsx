import { useState } from 'react';
import { Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useUserIdenPhotos } from '../api/iden-photo-api';
import { idenPhotoMessages } from '../iden-photo-messages';

/**
 * The user page's sign-in photos (dashboard_manage_user), newest first, paged on the server;
 * with the profile picture beside them when `iden-orig-image-login-is-enabled`. Hidden when
 * the person has none and no profile picture is to be compared.
 */
export function UserIdenPhotos({ userId }: { userId: number }) {
  const { t, i18n } = useFeatureTranslation(idenPhotoMessages);
  const [page, setPage] = useState(1);
  const photos = useUserIdenPhotos(userId, page);
  const data = photos.data;
  if (!data || data.count === 0) return null;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return (
    <Stack gap="sm" mt="xl" data-testid="user-iden-photos">
      <Title order={2} size="h4">
        {t('iden_admin_title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {data.original_image && (
          <Card withBorder padding="xs">
            <Image
              src={data.original_image}
              alt={t('iden_admin_original')}
              radius="sm"
              h={140}
              fit="cover"
            />
            <Text size="xs" fw={600} mt={6}>
              {t('iden_admin_original')}
            </Text>
          </Card>
        )}
        {data.results.map((photo) => (
          <Card key={photo.id} withBorder padding="xs">
            <Image
              src={photo.image_url}
              alt={t('iden_admin_taken', { when: when(photo.created_at), ip: photo.ip })}
              radius="sm"
              h={140}
              fit="cover"
            />
            <Text size="xs" c="dimmed" mt={6}>
              {t('iden_admin_taken', { when: when(photo.created_at), ip: photo.ip })}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {(data.next || data.previous) && (
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={!data.previous}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('iden_admin_newer')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!data.next}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('iden_admin_more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import { Anchor, Avatar, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { ListPagination, listMessages, ListToolbar, useListParams } from '@/components/list';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useEntitySearch, type SearchEntity } from '../api/search-content';
import { catalogMessages } from '../catalog-messages';
import { CardsSkeleton, EmptyPanel, LoadError } from './catalog-states';

type DirectoryType = 'instructor' | 'provider';

/** The labels of each directory, by catalog key. */
const LABELS = {
  instructor: {
    title: 'catalog_instructors_title',
    intro: 'catalog_instructors_intro',
    help: 'catalog_instructor_search_help',
    none: 'catalog_instructors_none',
  },
  provider: {
    title: 'catalog_providers_title',
    intro: 'catalog_providers_intro',
    help: 'catalog_provider_search_help',
    none: 'catalog_providers_none',
  },
} as const;

/**
 * One letter of each of the first two words: a Latin letter or a Thai consonant, skipping Thai
 * leading vowels (เ แ โ ใ ไ) and marks, so โอเพนแคมปัส gives อ and ห้อง… gives ห, never a
 * lone vowel or a tone mark on its own.
 */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => /[\p{L}\p{N}]/u.exec(word.replace(/[\u0E40-\u0E44]/g, ''))?.[0] ?? '')
    .join('')
    .toUpperCase();
}

/** An instructor's photo (round) or a provider's logo (contained); initials when there is none. */
function EntityPicture(props: { entity: SearchEntity }) {
  const { entity } = props;
  if (entity.type === 'provider' && entity.image) {
    return (
      <Image
        src={entity.image}
        alt=""
        h={64}
        w={96}
        fit="contain"
        radius="md"
        data-testid="directory-logo"
      />
    );
  }
  return (
    <Avatar
      src={entity.image}
      name={entity.name}
      color="initials"
      alt=""
      size={64}
      radius={entity.type === 'instructor' ? 64 : 'md'}
      data-testid="directory-picture"
    >
      {initialsOf(entity.name)}
    </Avatar>
  );
}

/** A card of an instructor, provider or category: picture, name (a link), item count, about. */
export function EntityCard(props: { entity: SearchEntity }) {
  const { t } = useFeatureTranslation(catalogMessages);
  const { entity } = props;
  return (
    <Paper component="li" withBorder radius="lg" p="md" h="100%">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <EntityPicture entity={entity} />
        <Stack gap={4} miw={0}>
          <Title order={2} size="h5">
            <Anchor component={Link} to={`/${entity.type}/${entity.id}`} inherit>
              {entity.name}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            {t('catalog_content_count', { count: entity.content_count })}
          </Text>
          {entity.desc && (
            <Text size="sm" lineClamp={2}>
              {entity.desc}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** /instructor and /provider: every displayed one, paged and searched on the server (search/). */
function DirectoryPage(props: { type: DirectoryType }) {
  useFeatureTranslation(listMessages);
  const { t } = useFeatureTranslation(catalogMessages);
  const labels = LABELS[props.type];
  const list = useListParams();
  const result = useEntitySearch({ type: props.type, page: list.page, search: list.search });
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t(labels.title)}</Title>
          <Text c="dimmed" mt={4}>
            {t(labels.intro)}
          </Text>
        </div>
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchDescription={t(labels.help)}
        />
        {result.isPending ? (
          <CardsSkeleton count={3} />
        ) : result.isError ? (
          <LoadError error={result.error} />
        ) : result.data.results.length === 0 ? (
          <EmptyPanel
            title={t('catalog_empty_title')}
            description={list.search ? t('catalog_directory_no_match') : t(labels.none)}
          />
        ) : (
          <>
            <Text size="sm" c="dimmed" role="status">
              {t('list_result_count', { count: result.data.count })}
            </Text>
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="md"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {result.data.results.map((entity) => (
                <EntityCard key={entity.id} entity={entity} />
              ))}
            </SimpleGrid>
            <ListPagination
              count={result.data.count}
              pageSize={result.data.page_size}
              page={list.page}
              onChange={list.setPage}
            />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}

/** /instructor: every instructor with photo, name and how many published items they teach. */
export function InstructorListPage() {
  return <DirectoryPage type="instructor" />;
}

/** /provider: every learning center with logo, name and how many published items it offers. */
export function ProviderListPage() {
  return <DirectoryPage type="provider" />;
}

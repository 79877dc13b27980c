import { SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { ListPagination, listMessages, ListToolbar, useListParams } from '@/components/list';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import type { SearchListQuery, SearchType } from '../api/catalog-keys';
import { useContentSearch, useEntitySearch, type SearchEntity } from '../api/search-content';
import { catalogMessages } from '../catalog-messages';
import { CardsSkeleton, DetailError, EmptyPanel, LoadError } from './catalog-states';
import { ContentGrid } from './content-grid';
import { EntityCard } from './directory-page';

/** The tabs of /search (SPEC §2: root, category, instructor, program, provider) and what each asks search/. */
export const SEARCH_TABS = {
  content: { path: '', query: { type: 'content' } },
  program: {
    path: 'program',
    query: {
      type: 'content',
      content_type: 'learning_path,learning_program,onboard,class_program',
    },
  },
  category: { path: 'category', query: { type: 'category' } },
  instructor: { path: 'instructor', query: { type: 'instructor' } },
  provider: { path: 'provider', query: { type: 'provider' } },
} as const satisfies Record<
  string,
  { path: string; query: { type: SearchType; content_type?: string } }
>;
export type SearchTab = keyof typeof SEARCH_TABS;

/** The tab of a `/search/{searchtype}` path; null for an unknown type (a 404). */
export function searchTabOf(searchtype: string | undefined): SearchTab | null {
  if (!searchtype) return 'content';
  return searchtype in SEARCH_TABS && searchtype !== 'content' ? (searchtype as SearchTab) : null;
}

function EntityList(props: { items: SearchEntity[] }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {props.items.map((entity) => (
        <EntityCard key={`${entity.type}-${entity.id}`} entity={entity} />
      ))}
    </SimpleGrid>
  );
}

function ContentResults(props: {
  query: SearchListQuery;
  page: number;
  onPage: (page: number) => void;
}) {
  const result = useContentSearch(props.query);
  return (
    <ContentGrid query={result} page={props.page} onPage={props.onPage} filtered headingOrder={2} />
  );
}

function EntityResults(props: {
  query: SearchListQuery;
  page: number;
  onPage: (page: number) => void;
}) {
  useFeatureTranslation(listMessages);
  const { t } = useFeatureTranslation(catalogMessages);
  const result = useEntitySearch(props.query);
  if (result.isPending) return <CardsSkeleton count={3} />;
  if (result.isError) return <LoadError error={result.error} />;
  const items = result.data.results;
  if (items.length === 0)
    return <EmptyPanel title={t('catalog_empty_title')} description={t('catalog_empty_body')} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" role="status">
        {t('list_result_count', { count: result.data.count })}
      </Text>
      <EntityList items={items} />
      <ListPagination
        count={result.data.count}
        pageSize={result.data.page_size}
        page={props.page}
        onChange={props.onPage}
      />
    </Stack>
  );
}

/** /search[/{program|category|instructor|provider}]: one search box across content and the catalog's entities. */
export function SearchPage() {
  const { t } = useFeatureTranslation(catalogMessages);
  const tab = searchTabOf(useParams().searchtype);
  const list = useListParams();
  const location = useLocation();
  const navigate = useNavigate();
  if (!tab) {
    return (
      <PageContainer>
        <DetailError error={null} />
      </PageContainer>
    );
  }
  const handleTab = (value: string | null) => {
    if (!value) return;
    // The search words carry over to the other tab; its page starts at 1.
    const params = new URLSearchParams(location.search);
    params.delete('page');
    const path = SEARCH_TABS[value as SearchTab].path;
    void navigate({ pathname: path ? `/search/${path}` : '/search', search: params.toString() });
  };
  const query: SearchListQuery = {
    ...SEARCH_TABS[tab].query,
    page: list.page,
    search: list.search,
  };
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('catalog_search_title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('catalog_search_intro')}
          </Text>
        </div>
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchDescription={t('catalog_search_help')}
        />
        <Tabs value={tab} onChange={handleTab} keepMounted={false}>
          <Tabs.List aria-label={t('catalog_search_tabs')}>
            {(Object.keys(SEARCH_TABS) as SearchTab[]).map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`catalog_search_tab_${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {(Object.keys(SEARCH_TABS) as SearchTab[]).map((name) => (
            <Tabs.Panel key={name} value={name} pt="lg">
              {name === tab &&
                (list.search ? (
                  query.type === 'content' ? (
                    <ContentResults query={query} page={list.page} onPage={list.setPage} />
                  ) : (
                    <EntityResults query={query} page={list.page} onPage={list.setPage} />
                  )
                ) : (
                  <EmptyPanel
                    title={t('catalog_search_title')}
                    description={t('catalog_search_prompt')}
                  />
                ))}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </PageContainer>
  );
}

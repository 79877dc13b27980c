import {
  Anchor,
  Alert,
  Button,
  EmptyState,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CONTENT_TYPES } from '@portal/shared';
import { BookIcon } from '@/components/icons';
import { learningMessages } from '@/components/learning';
import { ListPagination, listMessages, ListToolbar, useListParams } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useLibrary } from '../api/get-library';
import type { LibraryGroup } from '../api/library-keys';
import { libraryMessages } from '../library-messages';
import { LibraryItemCard } from './library-item-card';
import { LibraryNav } from './library-nav';

export const LIBRARY_GROUPS: readonly LibraryGroup[] = ['to_do', 'doing', 'done'];

/** A content type's name in the reader's language. */
function typeName(code: string, language: 'en' | 'th'): string {
  const type = CONTENT_TYPES.find((item) => item.code === code);
  if (!type) return code;
  return language === 'th' ? type.name_th : type.name_en;
}

/** The group in the URL (?group=), to_do by default. */
export function groupOf(value: string | null): LibraryGroup {
  return LIBRARY_GROUPS.includes(value as LibraryGroup) ? (value as LibraryGroup) : 'to_do';
}

/** A content type from the path, by id (`1`) or code (`course`); undefined when absent, null when unknown. */
export function contentTypeOfPath(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return (
    // SPEC's library tabs name kinds with hyphens (public-learning), the API with underscores.
    CONTENT_TYPES.find(
      (type) => type.code === value.replaceAll('-', '_') || String(type.id) === value,
    )?.code ?? null
  );
}

/**
 * /profile/library[/{contenttypeid}]: the learner's content by status group (to_do, doing,
 * done, with counts), filtered by type (the path), searched and ordered in the URL.
 */
export function LibraryPage() {
  useFeatureTranslation(learningMessages);
  useFeatureTranslation(listMessages);
  const { t, i18n } = useFeatureTranslation(libraryMessages);
  const contentType = contentTypeOfPath(useParams().contenttypeid);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const list = useListParams('-updated');
  const group = groupOf(params.get('group'));
  const ordering = list.ordering === 'updated' ? 'updated' : '-updated';
  const library = useLibrary({
    page: list.page,
    group,
    search: list.search,
    ordering,
    content_type: contentType ?? undefined,
  });

  const handleGroup = (value: string | null) => {
    if (value) list.setFilter('group', value === 'to_do' ? '' : value);
  };
  const handleType = (code: string) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    const query = next.toString();
    void navigate(`/profile/library${code ? `/${code}` : ''}${query ? `?${query}` : ''}`);
  };

  const counts = library.data?.group_count;
  const language = i18n.language === 'th' ? 'th' : 'en';
  // The type filter offers the kinds the learner has (and the one chosen, if any).
  const kinds = library.data?.content_type_list ?? [];
  const typeOptions = CONTENT_TYPES.filter(
    (type) => kinds.includes(type.code) || type.code === contentType,
  );

  // Opened without a group, the page shows the first group that holds something (once: a
  // learner who then picks an empty tab stays there).
  const landed = useRef(false);
  useEffect(() => {
    if (landed.current || !counts) return;
    landed.current = true;
    if (params.get('group') !== null || list.search || contentType || counts.to_do > 0) return;
    const first = LIBRARY_GROUPS.find((name) => counts[name] > 0);
    if (!first) return;
    const next = new URLSearchParams(params);
    next.set('group', first);
    void navigate({ search: next.toString() }, { replace: true });
  }, [counts, params, list.search, contentType, navigate]);
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('library_title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('library_intro')}
          </Text>
        </div>
        <LibraryNav current={contentType === 'public_learning' ? 'public-learning' : 'content'} />
        {contentType === null ? (
          <Alert color="red" variant="outline" role="alert">
            {t('library_unknown_type')}
          </Alert>
        ) : (
          <>
            <ListToolbar
              search={list.search}
              onSearch={list.setSearch}
              searchDescription={t('library_search_help')}
              ordering={{
                value: ordering,
                options: [
                  { value: '-updated', label: t('library_order_recent') },
                  { value: 'updated', label: t('library_order_oldest') },
                ],
                onChange: list.setOrdering,
              }}
            >
              <NativeSelect
                label={t('library_content_type')}
                name="content_type"
                value={contentType ?? ''}
                data={[
                  { value: '', label: t('library_all_types') },
                  ...typeOptions.map((type) => ({
                    value: type.code,
                    label: language === 'th' ? type.name_th : type.name_en,
                  })),
                ]}
                onChange={(event) => handleType(event.currentTarget.value)}
                style={{ flex: '0 1 220px' }}
              />
            </ListToolbar>
            {contentType && (
              <Anchor
                component={Link}
                to={`/profile/library/${contentType.replaceAll('_', '-')}/suggestion`}
                size="sm"
                data-testid="suggestion-link"
              >
                {t('suggestion_link', { kind: typeName(contentType, language) })}
              </Anchor>
            )}
            <Tabs value={group} onChange={handleGroup} keepMounted={false}>
              <Tabs.List aria-label={t('library_groups')}>
                {LIBRARY_GROUPS.map((name) => (
                  <Tabs.Tab key={name} value={name} data-group={name}>
                    {t('library_group_tab', {
                      group: t(`group_${name}`),
                      count: counts?.[name] ?? 0,
                    })}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {LIBRARY_GROUPS.map((name) => (
                <Tabs.Panel key={name} value={name} pt="lg">
                  {library.isPending ? (
                    <Stack gap="sm" aria-busy="true" aria-label={t('list_loading')}>
                      <Skeleton height={110} radius="lg" />
                      <Skeleton height={110} radius="lg" />
                    </Stack>
                  ) : library.isError ? (
                    <Alert color="red" variant="outline" role="alert">
                      {errorMessage(t, library.error)}
                    </Alert>
                  ) : library.data.results.length === 0 ? (
                    <EmptyState
                      icon={<BookIcon size={28} />}
                      withIndicatorBackground
                      title={t('library_empty_title')}
                      description={
                        list.search || contentType
                          ? t('library_empty_search')
                          : t(`library_empty_${name}`)
                      }
                      py="xl"
                      data-testid="empty-state"
                    >
                      <EmptyState.Actions>
                        <Button component={Link} to="/course" variant="default">
                          {t('library_browse')}
                        </Button>
                      </EmptyState.Actions>
                    </EmptyState>
                  ) : (
                    <Stack gap="md">
                      <Text size="sm" c="dimmed" role="status">
                        {t('list_result_count', { count: library.data.count })}
                      </Text>
                      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
                        {library.data.results.map((item) => (
                          <li key={item.id}>
                            <LibraryItemCard item={item} />
                          </li>
                        ))}
                      </Stack>
                      <Group justify="center">
                        <ListPagination
                          count={library.data.count}
                          pageSize={library.data.page_size}
                          page={list.page}
                          onChange={list.setPage}
                        />
                      </Group>
                    </Stack>
                  )}
                </Tabs.Panel>
              ))}
            </Tabs>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}

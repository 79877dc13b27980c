import { Alert, Badge, Pagination, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useModerationList, useSetHidden } from '../api/playlist-api';
import { playlistMessages } from '../playlist-messages';

/** Dashboard → Playlists: shared and public playlists; hiding one takes it out of every list. */
export function PlaylistModerationPage() {
  const { t } = useFeatureTranslation(playlistMessages);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const list = useModerationList(page, search);
  const hide = useSetHidden();
  return (
    <PageContainer>
      <Stack gap="md">
        <PageHeader title={t('pl_mod_title')} intro={t('pl_mod_intro')} />
        <TextInput
          label={t('pl_mod_search')}
          defaultValue={search}
          maw={360}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setParams({ search: e.currentTarget.value });
          }}
        />
        {list.isError && <Alert color="red">{errorMessage(t, list.error)}</Alert>}
        {hide.error && <Alert color="red">{errorMessage(t, hide.error)}</Alert>}
        {list.data?.results.length === 0 ? (
          <Alert variant="light">{t('pl_mod_empty')}</Alert>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pl_mod_col_title')}</Table.Th>
                  <Table.Th>{t('pl_mod_col_owner')}</Table.Th>
                  <Table.Th>{t('pl_mod_col_visibility')}</Table.Th>
                  <Table.Th>{t('pl_mod_col_hidden')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data?.results.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Text fw={600}>{row.title_en}</Text>
                      <Text size="xs" c="dimmed">
                        {t('pl_items', { count: row.item_count })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.owner_name}</Text>
                      <Text size="xs" c="dimmed">
                        {row.owner_email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="outline" color="gray.8">
                        {t(`pl_visibility_${row.visibility}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        checked={row.is_hidden}
                        aria-label={t('pl_mod_hide', { title: row.title_en })}
                        onChange={(e) =>
                          hide.mutate({ id: row.id, hidden: e.currentTarget.checked })
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.data && list.data.count > list.data.page_size && (
          <Pagination
            total={Math.ceil(list.data.count / list.data.page_size)}
            value={page}
            onChange={(n) => setParams({ search, page: String(n) })}
          />
        )}
      </Stack>
    </PageContainer>
  );
}

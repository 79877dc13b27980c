import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminNewsRow, NewsKind } from '@portal/shared';
import { ListToolbar } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { formatDateTime } from '@/components/learning';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  DashboardList,
  dashboardListMessages,
  useDashboardListParams,
  type ListColumn,
} from '@/features/dashboard/list';
import { useAdminNews, useSaveNews } from '../api/news-api';
import { newsMessages } from '../news-messages';

/** /dashboard/news and /dashboard/informative: the items, newest first, with edit and delete. */
function NewsAdminPage(props: { kind: NewsKind }) {
  const { t, i18n } = useFeatureTranslation(newsMessages, dashboardListMessages);
  const { kind } = props;
  const list = useDashboardListParams();
  const query = useAdminNews(kind, list.page, list.search);
  const { remove } = useSaveNews(kind);
  const [deleting, setDeleting] = useState<AdminNewsRow | null>(null);
  const title = (row: AdminNewsRow) => (i18n.language === 'th' && row.title_th) || row.title_en;
  const columns: ListColumn<AdminNewsRow>[] = [
    {
      key: 'title',
      header: t('news_admin_col_title'),
      minWidth: 220,
      cell: (row) => (
        <Text size="sm" fw={600}>
          {title(row)}
          {row.is_pinned && (
            <Badge component="span" size="xs" variant="light" ml={8}>
              {t('news_pinned')}
            </Badge>
          )}
        </Text>
      ),
    },
    {
      key: 'state',
      header: t('news_admin_col_state'),
      nowrap: true,
      cell: (row) => (
        <Badge color={row.is_publish ? 'teal.9' : 'gray.7'} variant="outline">
          {row.is_publish ? t('news_admin_published') : t('news_admin_draft')}
        </Badge>
      ),
    },
    {
      key: 'window',
      header: t('news_admin_col_window'),
      nowrap: true,
      cell: (row) =>
        [row.datetime_publish_start, row.datetime_publish_end]
          .map((d) => (d ? formatDateTime(i18n.language, d) : '…'))
          .join(' – '),
    },
  ];
  const heading = kind === 'news' ? t('news_admin_title') : t('news_admin_pages_title');
  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1}>{heading}</Title>
          <Button component={Link} to={`/${kind}/new`}>
            {kind === 'news' ? t('news_admin_new') : t('news_admin_new_page')}
          </Button>
        </Group>
        <ListToolbar search={list.search} onSearch={list.setSearch} />
        <DashboardList
          label={heading}
          query={query}
          columns={columns}
          rowKey={(row) => row.id}
          emptyTitle={list.search ? undefined : t('news_admin_empty')}
          actions={(row) => (
            <>
              <Button
                size="compact-sm"
                variant="default"
                component={Link}
                to={`/${kind}/${row.id}`}
                aria-label={`${t('news_admin_edit')}: ${title(row)}`}
              >
                {t('news_admin_edit')}
              </Button>
              <Button
                size="compact-sm"
                variant="outline"
                color="red.9"
                aria-label={`${t('news_admin_delete')}: ${title(row)}`}
                onClick={() => setDeleting(row)}
              >
                {t('news_admin_delete')}
              </Button>
            </>
          )}
          page={list.page}
          onPage={list.setPage}
        />
      </Stack>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('news_admin_delete')}
        centered
      >
        {deleting && (
          <Stack>
            <Text>{t('news_admin_delete_confirm', { title: title(deleting) })}</Text>
            {remove.isError && (
              <Alert color="red" role="alert">
                {errorMessage(t, remove.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {t('news_cancel')}
              </Button>
              <Button
                color="red.9"
                loading={remove.isPending}
                onClick={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
              >
                {t('news_admin_delete')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </PageContainer>
  );
}

export const NewsListAdminPage = () => <NewsAdminPage kind="news" />;
export const InformativeListAdminPage = () => <NewsAdminPage kind="informative" />;

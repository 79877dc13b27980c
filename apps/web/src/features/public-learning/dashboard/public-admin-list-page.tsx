import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ListToolbar } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  DashboardList,
  dashboardListMessages,
  useDashboardListParams,
  type ListColumn,
} from '@/features/dashboard/list';
import {
  learningInput,
  providerInput,
  useAdminList,
  useSaveAdmin,
  type AdminRow,
  type AdminEntity,
} from '../api/public-learning-admin-api';
import { publicLearningMessages } from '../public-learning-messages';

type Row = AdminRow<AdminEntity>;

const nameOf = (row: Row, language: string) =>
  'name_en' in row
    ? (language === 'th' && row.name_th) || row.name_en
    : (language === 'th' && row.title_th) || row.title_en;

/**
 * /dashboard/public-provider and /dashboard/public-learning: newest first, searched, with
 * publish/unpublish (the whole row saved with the flag flipped: audited), edit and delete.
 */
function PublicAdminListPage(props: { entity: AdminEntity }) {
  const { t, i18n } = useFeatureTranslation(publicLearningMessages, dashboardListMessages);
  const { entity } = props;
  const list = useDashboardListParams();
  const query = useAdminList(entity, list.page, list.search);
  const { save, remove } = useSaveAdmin(entity);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const name = (row: Row) => nameOf(row, i18n.language);

  const handleToggle = (row: Row) => {
    const input = 'name_en' in row ? providerInput(row) : learningInput(row);
    save.mutate({ id: row.id, input: { ...input, is_publish: !row.is_publish } });
  };

  const columns: ListColumn<Row>[] = [
    {
      key: 'name',
      header: t('pl_admin_col_name'),
      minWidth: 220,
      cell: (row) => (
        <Text size="sm" fw={600}>
          {name(row)}
        </Text>
      ),
    },
    {
      key: 'state',
      header: t('pl_admin_col_state'),
      nowrap: true,
      cell: (row) => (
        <Badge color={row.is_publish ? 'teal.9' : 'gray.7'} variant="outline">
          {row.is_publish ? t('pl_admin_published') : t('pl_admin_draft')}
        </Badge>
      ),
    },
  ];
  const heading = entity === 'public-provider' ? t('pl_admin_providers') : t('pl_admin_learning');
  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1}>{heading}</Title>
          <Button component={Link} to={`/${entity}/new`}>
            {entity === 'public-provider' ? t('pl_admin_new_provider') : t('pl_admin_new_learning')}
          </Button>
        </Group>
        <ListToolbar search={list.search} onSearch={list.setSearch} />
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, save.error)}
          </Alert>
        )}
        <DashboardList
          label={heading}
          query={query}
          columns={columns}
          rowKey={(row) => row.id}
          emptyTitle={list.search ? undefined : t('pl_admin_empty')}
          actions={(row) => (
            <>
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`${row.is_publish ? t('pl_admin_unpublish') : t('pl_admin_publish')}: ${name(row)}`}
                loading={save.isPending && save.variables.id === row.id}
                onClick={() => handleToggle(row)}
              >
                {row.is_publish ? t('pl_admin_unpublish') : t('pl_admin_publish')}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                component={Link}
                to={`/${entity}/${row.id}`}
                aria-label={`${t('pl_admin_edit')}: ${name(row)}`}
              >
                {t('pl_admin_edit')}
              </Button>
              <Button
                size="compact-sm"
                variant="outline"
                color="red.9"
                aria-label={`${t('pl_admin_delete')}: ${name(row)}`}
                onClick={() => setDeleting(row)}
              >
                {t('pl_admin_delete')}
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
        title={t('pl_admin_delete')}
        centered
      >
        {deleting && (
          <Stack>
            <Text>{t('pl_admin_delete_confirm', { title: name(deleting) })}</Text>
            {remove.isError && (
              <Alert color="red" role="alert">
                {errorMessage(t, remove.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {t('pl_cancel')}
              </Button>
              <Button
                color="red.9"
                loading={remove.isPending}
                onClick={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
              >
                {t('pl_admin_delete')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </PageContainer>
  );
}

export const PublicProviderAdminPage = () => <PublicAdminListPage entity="public-provider" />;
export const PublicLearningAdminPage = () => <PublicAdminListPage entity="public-learning" />;

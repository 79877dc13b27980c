import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { LinkedServiceAdmin } from '@portal/shared';
import { ListToolbar } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/core/notify';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { DashboardList, useDashboardListParams, type ListColumn } from '@/features/dashboard/list';
import { useDeleteLinkedService, useLinkedServicesAdmin } from '../api/linked-service-admin-api';
import { LinkedServiceForm } from './linked-service-form';
import { linkedServiceAdminMessages } from './linked-service-admin-messages';

/** /dashboard/linked-service: the linked services (superusers), paged on the server. */
export function LinkedServicesAdminPage() {
  const { t } = useFeatureTranslation(linkedServiceAdminMessages);
  const list = useDashboardListParams();
  const query = useLinkedServicesAdmin(list.page, list.search);
  const remove = useDeleteLinkedService();
  // undefined: no dialog; null: a new service; a row: editing it.
  const [editing, setEditing] = useState<LinkedServiceAdmin | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<LinkedServiceAdmin | null>(null);
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };

  const columns: ListColumn<LinkedServiceAdmin>[] = [
    {
      key: 'name',
      header: t('lsa_col_name'),
      minWidth: 200,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.name_en}
          </Text>
          {row.name_th && <Text size="sm">{row.name_th}</Text>}
          <Text size="xs" c="dimmed">
            {row.service_code}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'url',
      header: t('lsa_col_url'),
      minWidth: 200,
      cell: (row) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.url}
        </Text>
      ),
    },
    {
      key: 'groups',
      header: t('lsa_col_groups'),
      minWidth: 160,
      cell: (row) =>
        row.groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('lsa_everyone')}
          </Text>
        ) : (
          <Text size="sm">{row.groups.map((g) => g.name).join(', ')}</Text>
        ),
    },
    {
      key: 'status',
      header: t('lsa_col_status'),
      minWidth: 120,
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          <Badge variant="filled" color={row.is_active ? 'teal.9' : 'gray.8'}>
            {row.is_active ? t('lsa_active') : t('lsa_inactive')}
          </Badge>
          {row.is_new_tab && (
            <Badge variant="outline" color="gray.8">
              {t('lsa_new_tab')}
            </Badge>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <PageContainer>
      <Stack gap="lg">
        <PageHeader title={t('lsa_title')} intro={t('lsa_intro')} align="flex-end" gap="sm">
          <Button onClick={() => setEditing(null)}>{t('lsa_new')}</Button>
        </PageHeader>
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchDescription={t('lsa_search_help')}
        />
        <DashboardList
          label={t('lsa_title')}
          query={query}
          columns={columns}
          rowKey={(row) => row.id}
          emptyTitle={list.search ? undefined : t('lsa_empty')}
          emptyDescription={list.search ? undefined : t('lsa_empty_help')}
          actions={(row) => (
            <>
              <Button
                size="compact-sm"
                variant="default"
                aria-label={t('lsa_edit_of', { name: row.name_en })}
                onClick={() => setEditing(row)}
              >
                {t('lsa_edit')}
              </Button>
              <Button
                size="compact-sm"
                variant="outline"
                color="red.9"
                aria-label={t('lsa_delete_of', { name: row.name_en })}
                onClick={() => setDeleting(row)}
              >
                {t('lsa_delete')}
              </Button>
            </>
          )}
          page={list.page}
          onPage={list.setPage}
        />
      </Stack>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        size="lg"
        title={editing ? t('lsa_edit_title') : t('lsa_new')}
      >
        {editing !== undefined && (
          <LinkedServiceForm service={editing} onDone={() => setEditing(undefined)} />
        )}
      </Modal>
      <Modal opened={deleting !== null} onClose={closeDelete} title={t('lsa_delete')}>
        <Stack>
          <Text>{t('lsa_delete_confirm', { name: deleting?.name_en ?? '' })}</Text>
          {remove.error && (
            <Alert color="red" variant="outline" role="alert">
              {errorMessage(t, remove.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={closeDelete}>
              {t('lsa_cancel')}
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() => {
                if (!deleting) return;
                const name = deleting.name_en;
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    notify({ color: 'teal', message: t('lsa_deleted', { name }) });
                    closeDelete();
                  },
                });
              }}
            >
              {t('lsa_delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageContainer>
  );
}

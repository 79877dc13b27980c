import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { isAbortError } from '@/api';
import { PageContainer } from '@/components/page-container';
import { ListToolbar } from '@/components/list';
import { notify } from '@/core/notify';
import { useProfile } from '@/core/session';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import {
  DashboardList,
  dashboardListMessages,
  useDashboardListParams,
} from '@/features/dashboard/list';
import { useDeleteGroup } from './api/delete-group';
import { useGroups } from './api/get-groups';
import type { GroupRow } from './api/user-keys';
import { GroupFormDialog } from './group-form-dialog';
import { usersMessages } from './users-messages';

/**
 * /dashboard/group: groups and their permissions. Anyone managing users sees them; only a
 * superuser creates, edits or deletes. A group with members cannot be deleted (424).
 */
export function GroupsPage() {
  const { t } = useFeatureTranslation(usersMessages);
  useFeatureTranslation(dashboardListMessages);
  const superuser = useProfile()?.is_superuser === true;
  const list = useDashboardListParams();
  const query = useGroups(list.page, list.search);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [deleting, setDeleting] = useState<GroupRow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteGroup();

  const closeDelete = () => {
    setDeleting(null);
    setDeleteError(null);
  };
  const handleDelete = () => {
    if (!deleting) return;
    const name = deleting.name;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify({
          color: 'teal',
          closeButtonProps: { 'aria-label': t('close') },
          message: t('groups_deleted', { name }),
        });
        closeDelete();
      },
      onError: (error) => {
        if (!isAbortError(error)) setDeleteError(errorMessage(t, error));
      },
    });
  };

  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1}>{t('groups_title')}</Title>
            <Text c="dimmed" mt={4}>
              {t('groups_intro')}
            </Text>
          </div>
          {superuser && <Button onClick={() => setEditing({ id: null })}>{t('groups_new')}</Button>}
        </Group>
        <ListToolbar search={list.search} onSearch={list.setSearch} />
        <DashboardList
          label={t('groups_title')}
          query={query}
          exportTo={{ path: 'dashboard/group/export', query: { search: list.search } }}
          columns={[{ key: 'name', header: t('groups_col_name'), cell: (row) => row.name }]}
          rowKey={(row) => row.id}
          actions={
            superuser
              ? (row) => (
                  <>
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={t('groups_edit_of', { name: row.name })}
                      onClick={() => setEditing({ id: row.id })}
                    >
                      {t('users_edit')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="outline"
                      color="red.9"
                      aria-label={t('groups_delete_of', { name: row.name })}
                      onClick={() => setDeleting(row)}
                    >
                      {t('groups_delete')}
                    </Button>
                  </>
                )
              : undefined
          }
          page={list.page}
          onPage={list.setPage}
        />
      </Stack>
      <GroupFormDialog
        opened={editing !== null}
        groupId={editing?.id ?? null}
        onClose={() => setEditing(null)}
      />
      <Modal
        opened={deleting !== null}
        onClose={closeDelete}
        title={t('groups_delete')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack>
          <Text>{t('groups_delete_confirm', { name: deleting?.name ?? '' })}</Text>
          {deleteError && (
            <Alert color="red" variant="outline" role="alert">
              {deleteError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={closeDelete}>
              {t('user_cancel')}
            </Button>
            <Button color="red.9" loading={remove.isPending} onClick={handleDelete}>
              {t('groups_delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageContainer>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminTaxonomyRow, Paged } from '@portal/shared';
import { ListToolbar } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  DashboardList,
  dashboardListMessages,
  useDashboardListParams,
  type ListColumn,
} from '@/features/dashboard/list';
import type { TaxonomyName } from './api/content-keys';
import { useDeleteTaxonomy } from './api/delete-taxonomy';
import { useTaxonomy, useTaxonomyChoices } from './api/get-taxonomy';
import { useToggleTaxonomyDisplay } from './api/toggle-taxonomy-display';
import { categoryTree, localName, subtreeIds } from './category-tree';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { contentMessages } from './content-messages';
import { TaxonomyFormDialog, type RefChoice } from './taxonomy-form-dialog';
import { taxonomyMessages } from './taxonomy-messages';

type Editing = { row: AdminTaxonomyRow | null; preset?: Partial<AdminTaxonomyRow> };

/**
 * /dashboard/category, /tag, /provider, /instructor: list with search, create, edit, delete
 * (a 424 when still used is shown in the dialog). Categories show as a tree (up to 200 rows,
 * one page) with 'add child' and a parent choice to move one.
 */
export function TaxonomyPage(props: { name: TaxonomyName }) {
  const { t, i18n } = useFeatureTranslation(taxonomyMessages);
  useFeatureTranslation(dashboardListMessages);
  useFeatureTranslation(contentMessages);
  const { name } = props;
  const lang = i18n.language;
  const tree = name === 'category';
  const list = useDashboardListParams();
  const query = useTaxonomy(name, list.search, tree ? 1 : list.page, tree ? 200 : 50);
  const providers = useTaxonomyChoices('provider');
  const remove = useDeleteTaxonomy(name);
  const display = useToggleTaxonomyDisplay(name);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminTaxonomyRow | null>(null);

  const rows = query.data?.results ?? [];
  const ordered = tree ? categoryTree(rows) : rows.map((row) => ({ row, depth: 0 }));
  const depth = new Map(ordered.map((r) => [r.row.id, r.depth]));
  const shown = (
    tree && query.data
      ? { ...query, data: { ...query.data, results: ordered.map((r) => r.row) } }
      : query
  ) as UseQueryResult<Paged<AdminTaxonomyRow>>;

  const reference = (row: AdminTaxonomyRow | null): RefChoice | undefined => {
    if (tree) {
      const excluded = row ? subtreeIds(rows, row.id) : new Set<number>();
      return {
        field: 'parent_id',
        label: t('tax_parent'),
        noneLabel: t('tax_parent_none'),
        options: categoryTree(rows)
          .filter((r) => !excluded.has(r.row.id))
          .map((r) => ({
            value: String(r.row.id),
            label: `${'— '.repeat(r.depth)}${localName(r.row, lang)}`,
          })),
      };
    }
    if (name === 'instructor')
      return {
        field: 'provider_id',
        label: t('tax_provider'),
        noneLabel: t('course_none'),
        options: (providers.data?.results ?? []).map((p) => ({
          value: String(p.id),
          label: localName(p, lang),
        })),
      };
    return undefined;
  };

  const columns: ListColumn<AdminTaxonomyRow>[] = [
    {
      key: 'name',
      header: t('tax_col_name'),
      minWidth: 200,
      cell: (row) => (
        <Text size="sm" fw={600} pl={(depth.get(row.id) ?? 0) * 20}>
          {(depth.get(row.id) ?? 0) > 0 ? '└ ' : ''}
          {row.name_en}
        </Text>
      ),
    },
    { key: 'thai', header: t('tax_col_thai'), minWidth: 160, cell: (row) => row.name_th || '—' },
    {
      key: 'display',
      header: t('tax_col_display'),
      nowrap: true,
      cell: (row) => (
        <Switch
          checked={row.is_display}
          // Off, Mantine's light track hardly shows on a white row: an outline keeps it 3:1.
          styles={{ track: { border: '1px solid var(--mantine-color-gray-6)' } }}
          aria-label={t('tax_display_of', { name: localName(row, lang) })}
          onChange={(event) => display.mutate({ row, isDisplay: event.currentTarget.checked })}
        />
      ),
    },
    ...(name === 'category' || name === 'provider'
      ? [
          {
            key: 'code',
            header: t('tax_col_code'),
            nowrap: true,
            cell: (row: AdminTaxonomyRow) => row.code,
          },
        ]
      : []),
  ];

  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={1}>{t(`tax_${name}_title`)}</Title>
            <Text c="dimmed" mt={4}>
              {t(`tax_${name}_intro`)}
            </Text>
          </div>
          <Button onClick={() => setEditing({ row: null })}>{t(`tax_${name}_new`)}</Button>
        </Group>
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchDescription={t('tax_search_help')}
        />
        {display.isError && (
          <Alert color="red" role="alert" withCloseButton onClose={() => display.reset()}>
            {t('tax_display_failed', { name: localName(display.variables.row, lang) })}
          </Alert>
        )}
        <DashboardList
          label={t(`tax_${name}_title`)}
          query={shown}
          columns={columns}
          rowKey={(row) => row.id}
          emptyTitle={list.search ? undefined : t('tax_empty')}
          actions={(row) => {
            const label = localName(row, lang);
            return (
              <>
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-label={t('tax_edit_of', { name: label })}
                  onClick={() => setEditing({ row })}
                >
                  {t('tax_edit')}
                </Button>
                {tree && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={t('tax_add_child_of', { name: label })}
                    onClick={() => setEditing({ row: null, preset: { parent_id: row.id } })}
                  >
                    {t('tax_add_child')}
                  </Button>
                )}
                <Button
                  size="compact-sm"
                  variant="outline"
                  color="red.9"
                  aria-label={t('tax_delete_of', { name: label })}
                  onClick={() => setDeleting(row)}
                >
                  {t('tax_delete')}
                </Button>
              </>
            );
          }}
          page={tree ? 1 : list.page}
          onPage={list.setPage}
        />
      </Stack>
      {editing && (
        <TaxonomyFormDialog
          name={name}
          title={
            editing.row
              ? t('tax_edit_of', { name: localName(editing.row, lang) })
              : t(`tax_${name}_new`)
          }
          row={editing.row}
          preset={editing.preset}
          reference={reference(editing.row)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={t('tax_delete_title', { name: deleting ? localName(deleting, lang) : '' })}
        body={t('tax_delete_body')}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </PageContainer>
  );
}

/** One route component per taxonomy, for the dashboard routes. */
export const taxonomyPages: Record<TaxonomyName, () => React.JSX.Element> = {
  category: () => <TaxonomyPage name="category" />,
  tag: () => <TaxonomyPage name="tag" />,
  provider: () => <TaxonomyPage name="provider" />,
  instructor: () => <TaxonomyPage name="instructor" />,
};

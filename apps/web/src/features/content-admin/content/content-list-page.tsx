import { Anchor, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  ADMIN_CONTENT_ORDERINGS,
  CONTENT_TYPES,
  isMaterialKind,
  MATERIAL_KINDS,
  PROGRAM_KINDS,
  type AdminContentRow,
} from '@portal/shared';
import { formatDateTime } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  DashboardList,
  DashboardListToolbar,
  dashboardListMessages,
  knownOrdering,
  useDashboardListParams,
  type ListColumn,
} from '@/features/dashboard/list';
import { useAdminContent } from './api/get-admin-content';
import { containerSegment, isEditableContainer } from './container-kinds';
import { contentMessages } from './content-messages';
import { materialMessages } from './material-messages';
import { PublishBadge } from './publish-badge';
import { kindLabel, localTitle } from './kind-label';

const ORDER_LABELS: Record<(typeof ADMIN_CONTENT_ORDERINGS)[number], string> = {
  '-created': 'content_order_created_desc',
  created: 'content_order_created_asc',
  code: 'content_order_code_asc',
  '-code': 'content_order_code_desc',
};
/** Kinds with an editor of their own in the dashboard, by the path segment of their editor. */
const EDITABLE = new Set(['test', 'survey']);
/** The editor of a row: courses, programs, tests, surveys and materials have one here. */
const editPath = (row: AdminContentRow) =>
  isEditableContainer(row.kind)
    ? `/content/${containerSegment(row.kind)}/${row.id}`
    : EDITABLE.has(row.kind)
      ? `/content/${row.kind}/${row.id}`
      : isMaterialKind(row.kind)
        ? `/content/material/${row.id}`
        : null;

/** /dashboard/content: every content row, paged on the server, with search, ordering, filters. */
export function ContentListPage() {
  const { t, i18n } = useFeatureTranslation(contentMessages);
  useFeatureTranslation(dashboardListMessages);
  useFeatureTranslation(materialMessages);
  const lang = i18n.language;
  const list = useDashboardListParams('-created');
  const ordering = knownOrdering(list.ordering, ADMIN_CONTENT_ORDERINGS, '-created');
  const kind = list.filter('kind');
  const state = list.filter('is_publish');
  const filters = {
    page: list.page,
    search: list.search,
    ordering,
    kind: kind || undefined,
    is_publish: state === 'true' || state === 'false' ? state : undefined,
  };
  const query = useAdminContent(filters);

  const columns: ListColumn<AdminContentRow>[] = [
    {
      key: 'title',
      header: t('content_col_title'),
      minWidth: 220,
      cell: (row) => (
        <Stack gap={0}>
          {editPath(row) ? (
            <Anchor component={Link} to={editPath(row) ?? ''} fw={600} size="sm">
              {localTitle(row, lang)}
            </Anchor>
          ) : (
            <Text size="sm" fw={600}>
              {localTitle(row, lang)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {row.code}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'kind',
      header: t('content_col_kind'),
      nowrap: true,
      cell: (row) => kindLabel(row.kind, lang),
    },
    {
      key: 'state',
      header: t('content_col_state'),
      nowrap: true,
      minWidth: 140,
      cell: (row) => <PublishBadge published={row.is_publish} />,
    },
    {
      key: 'learners',
      header: t('content_col_learners'),
      nowrap: true,
      cell: (row) => (row.enroll_count ?? 0).toLocaleString(lang),
    },
    {
      key: 'created',
      header: t('content_col_created'),
      nowrap: true,
      cell: (row) => formatDateTime(lang, row.created_at),
    },
  ];

  return (
    <PageContainer>
      <Stack gap="lg">
        <PageHeader title={t('content_title')} intro={t('content_intro')} gap="sm">
          <Group gap="xs">
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default">{t('content_create_material')}</Button>
              </Menu.Target>
              <Menu.Dropdown>
                {MATERIAL_KINDS.map((kind) => (
                  <Menu.Item key={kind} component={Link} to={`/content/material/new/${kind}`}>
                    {kindLabel(kind, lang)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default">{t('content_create_program')}</Button>
              </Menu.Target>
              <Menu.Dropdown>
                {PROGRAM_KINDS.map((kind) => (
                  <Menu.Item
                    key={kind}
                    component={Link}
                    to={`/content/${containerSegment(kind)}/new`}
                  >
                    {kindLabel(kind, lang)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button component={Link} to="/content/course/new">
              {t('content_create_course')}
            </Button>
            <Button component={Link} to="/content/class/new" variant="default">
              {kindLabel('class', lang)}
            </Button>
            <Button component={Link} to="/content/test/new" variant="default">
              {t('content_create_test')}
            </Button>
            <Button component={Link} to="/content/survey/new" variant="default">
              {t('content_create_survey')}
            </Button>
          </Group>
        </PageHeader>
        <DashboardListToolbar
          list={list}
          searchDescription={t('content_search_help')}
          ordering={{
            value: ordering,
            options: ADMIN_CONTENT_ORDERINGS.map((value) => ({
              value,
              label: t(ORDER_LABELS[value]),
            })),
          }}
          filters={[
            {
              name: 'kind',
              label: t('content_filter_kind'),
              options: CONTENT_TYPES.map((type) => ({
                value: type.code,
                label: kindLabel(type.code, lang),
              })),
            },
            {
              name: 'is_publish',
              label: t('content_filter_state'),
              options: [
                { value: 'true', label: t('content_state_published') },
                { value: 'false', label: t('content_state_draft') },
              ],
            },
          ]}
          clearable
        />
        <DashboardList
          label={t('content_title')}
          query={query}
          exportTo={{ path: 'dashboard/content/export', query: filters }}
          columns={columns}
          rowKey={(row) => row.id}
          actions={(row) =>
            editPath(row) ? (
              <Button
                component={Link}
                to={editPath(row) ?? ''}
                size="compact-sm"
                variant="default"
                aria-label={t('content_edit_of', { name: localTitle(row, lang) })}
              >
                {t('content_edit')}
              </Button>
            ) : null
          }
          page={list.page}
          onPage={list.setPage}
        />
      </Stack>
    </PageContainer>
  );
}

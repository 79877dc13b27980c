import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Competency } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { useContentLanguage } from '@/components/learning';
import { usePermission } from '@/features/dashboard/api';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  exportHref,
  useCompetencies,
  useDeleteCompetency,
  useGapReport,
} from '../api/competency-api';
import { competencyMessages } from '../competency-messages';
import { GapTable } from '../components/gap-table';
import { CompetencyForm } from './competency-form';
import { CompetencyMapping } from './competency-mapping';

const titleOf = (c: Competency, language: string) =>
  language === 'th' && c.title_th ? c.title_th : c.title_en;

/** The framework: competencies with their levels and mapping counts; add, edit, map, delete. */
function Framework() {
  const { t } = useFeatureTranslation(competencyMessages);
  const language = useContentLanguage();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Competency | 'new' | null>(null);
  const [mapping, setMapping] = useState<Competency | null>(null);
  const list = useCompetencies(page, search);
  const remove = useDeleteCompetency();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t('ct_search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          maw={320}
        />
        <Button onClick={() => setEditing('new')}>{t('cd_add')}</Button>
      </Group>
      {(list.error ?? remove.error) && (
        <Alert color="red">{errorMessage(t, list.error ?? remove.error)}</Alert>
      )}
      {list.data?.total === 0 && <Text c="dimmed">{t('cd_empty')}</Text>}
      {list.data && list.data.results.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover data-testid="competency-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cd_col_code')}</Table.Th>
                <Table.Th>{t('cd_col_title')}</Table.Th>
                <Table.Th ta="right">{t('cd_col_levels')}</Table.Th>
                <Table.Th ta="right">{t('cd_col_content')}</Table.Th>
                <Table.Th ta="right">{t('cd_col_positions')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.results.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.code}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {titleOf(c, language)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {c.levels
                        .map((l) => (language === 'th' && l.title_th) || l.title_en)
                        .join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{c.levels.length}</Table.Td>
                  <Table.Td ta="right">{c.content_count}</Table.Td>
                  <Table.Td ta="right">{c.position_count}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setMapping(c)}>
                        {t('cd_mapping')}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setEditing(c)}>
                        {t('cd_edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => {
                          if (
                            window.confirm(t('cd_delete_confirm', { title: titleOf(c, language) }))
                          )
                            remove.mutate(c.id);
                        }}
                      >
                        {t('cd_delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} />}
      {editing && (
        <CompetencyForm
          competency={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {mapping && <CompetencyMapping competency={mapping} onClose={() => setMapping(null)} />}
    </Stack>
  );
}

/** Gaps across the organisation, by department and competency, with the Excel export. */
function GapReport() {
  const { t } = useFeatureTranslation(competencyMessages);
  const language = useContentLanguage();
  const [page, setPage] = useState(1);
  const [department, setDepartment] = useState('');
  const [competency, setCompetency] = useState<string | null>(null);
  const competencies = useCompetencies(1, '', 200);
  const filter = {
    page,
    department,
    competency: competency ? Number(competency) : undefined,
  };
  const gaps = useGapReport(filter);
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t('cd_department')}
          placeholder={t('cd_department_all')}
          value={department}
          onChange={(e) => {
            setDepartment(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 240 }}
        />
        <Select
          label={t('cd_competency_filter')}
          placeholder={t('cd_competency_all')}
          clearable
          data={(competencies.data?.results ?? []).map((c) => ({
            value: String(c.id),
            label: titleOf(c, language),
          }))}
          value={competency}
          onChange={(v) => {
            setCompetency(v);
            setPage(1);
          }}
          w={{ base: '100%', sm: 260 }}
        />
        <Button
          component="a"
          href={exportHref('dashboard/competency/gap/export', filter)}
          variant="default"
          download
        >
          {t('ct_export')}
        </Button>
      </Group>
      {gaps.error && <Alert color="red">{errorMessage(t, gaps.error)}</Alert>}
      {gaps.data && gaps.data.total > 0 && (
        <Text size="sm" c="dimmed">
          {t('cd_report_total', { count: gaps.data.total })}
        </Text>
      )}
      <GapTable data={gaps.data} page={page} onPage={setPage} empty={t('cd_report_empty')} />
    </Stack>
  );
}

const MANAGE_CONTENT = 'dashboard_manage_content';
const VIEW_REPORT = 'dashboard_view_report';

/** Dashboard → Competency (issue 20 item 5): the framework and its mappings, the gap report. */
export function CompetencyAdminPage() {
  const { t } = useFeatureTranslation(competencyMessages);
  const permission = usePermission();
  const codes = permission.data?.permission_list.map((p) => p.codename) ?? [];
  const canManage = codes.includes(MANAGE_CONTENT);
  const canReport = codes.includes(VIEW_REPORT);
  const [tab, setTab] = useState<string | null>(null);
  const current = tab ?? (canManage ? 'framework' : 'report');
  return (
    <PageContainer>
      <Stack gap="lg">
        <Title order={1}>{t('cd_title')}</Title>
        {permission.data && (
          <Tabs value={current} onChange={setTab}>
            <Tabs.List>
              {canManage && <Tabs.Tab value="framework">{t('cd_tab_framework')}</Tabs.Tab>}
              {canReport && <Tabs.Tab value="report">{t('cd_tab_report')}</Tabs.Tab>}
            </Tabs.List>
            {canManage && (
              <Tabs.Panel value="framework" pt="md">
                <Framework />
              </Tabs.Panel>
            )}
            {canReport && (
              <Tabs.Panel value="report" pt="md">
                <GapReport />
              </Tabs.Panel>
            )}
          </Tabs>
        )}
      </Stack>
    </PageContainer>
  );
}

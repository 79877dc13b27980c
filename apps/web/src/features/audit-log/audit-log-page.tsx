import { useState } from 'react';
import { Alert, Badge, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { isApiError } from '@/api';
import { PageContainer } from '@/components/page-container';
import { ListToolbar } from '@/components/list';
import { formatDateTime } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { translateKey } from '@/i18n/messages';
import {
  DashboardList,
  SingleChoiceFilter,
  dashboardListMessages,
  useDashboardListParams,
  type ListColumn,
  PeriodInputs,
} from '@/features/dashboard/list';
import { useAuditLog, type AuditLogRow } from './api/get-audit-log';
import { useLogGroups } from './api/get-log-groups';
import { auditLogMessages } from './audit-log-messages';
import { actionSentence, fieldLabel, groupLabel, valueText } from './audit-log-sentence';

const FILTERS = ['log_group', 'actor', 'date_start', 'date_end'];
const DAY_MS = 86_400_000;

/** A local calendar day as YYYY-MM-DD (SPEC §9 filter period format). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** SPEC §9: the default period is the last 30 days to today. */
export function defaultPeriod(now = new Date()): { start: string; end: string } {
  return { start: isoDay(new Date(now.getTime() - 30 * DAY_MS)), end: isoDay(now) };
}

function actorName(row: AuditLogRow, t: TFunction): string {
  const name = `${row.actor_first_name ?? ''} ${row.actor_last_name ?? ''}`.trim();
  return name || row.actor_email || t('log_system');
}

/** Keys shown as the change's from → to and why, not as fields. */
const SHAPED = ['from', 'to', 'old_value', 'value', 'reason', 'note'];
/** Fields shown before "details". */
const FIELDS_SHOWN = 4;

/**
 * From, to and why when the row says them; else the input given, field by field with the
 * fields' names in the viewer's language; the raw JSON behind a "details" toggle.
 */
export function Change(props: { row: AuditLogRow }) {
  const { t, i18n } = useFeatureTranslation(auditLogMessages);
  const [open, setOpen] = useState(false);
  const data = props.row.data;
  const from = data.from ?? data.old_value;
  const to = data.to ?? data.value;
  const reason = data.reason ?? data.note;
  const rest = Object.entries(data).filter(([key]) => !SHAPED.includes(key));
  if (from === undefined && to === undefined && reason === undefined && rest.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('log_no_details')}
      </Text>
    );
  return (
    <Stack gap={2} align="flex-start">
      {(from !== undefined || to !== undefined) && (
        <Text size="sm">
          {t('log_changed_from')} <span translate="no">{valueText(t, i18n.language, from)}</span> →{' '}
          <span translate="no">{valueText(t, i18n.language, to)}</span>
        </Text>
      )}
      {reason !== undefined && (
        <Text size="sm">
          {t('log_why_label')} <span translate="no">{valueText(t, i18n.language, reason)}</span>
        </Text>
      )}
      {rest.slice(0, FIELDS_SHOWN).map(([key, value]) => (
        <Text key={key} size="xs" lineClamp={2}>
          <Text span size="xs" c="dimmed">
            {fieldLabel(t, key)}:
          </Text>{' '}
          <span translate="no">{valueText(t, i18n.language, value)}</span>
        </Text>
      ))}
      {rest.length > FIELDS_SHOWN && (
        <Text size="xs" c="dimmed">
          {t('log_more_fields', { count: rest.length - FIELDS_SHOWN })}
        </Text>
      )}
      <Button
        variant="subtle"
        size="compact-xs"
        px={0}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('log_details_hide') : t('log_details')}
      </Button>
      {open && (
        <Code
          block
          translate="no"
          maw={360}
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
        >
          {JSON.stringify(data, null, 2)}
        </Code>
      )}
    </Stack>
  );
}

/** /dashboard/log: the audit log, filtered by area, actor, period and search, server-paged. */
export function AuditLogPage() {
  const { t, i18n } = useFeatureTranslation(auditLogMessages);
  useFeatureTranslation(dashboardListMessages);
  const list = useDashboardListParams();
  const period = defaultPeriod();
  const dateStart = list.filter('date_start');
  const dateEnd = list.filter('date_end');
  const actor = list.filter('actor');
  const filters = {
    page: list.page,
    search: list.search,
    log_group: list.filter('log_group') || undefined,
    actor: actor || undefined,
    date_start: dateStart || undefined,
    date_end: dateEnd || undefined,
  };
  const query = useAuditLog(filters);
  const groups = useLogGroups();
  const actorRow = query.data?.results.find((row) => String(row.actor_id) === actor);
  const periodError =
    query.error && isApiError(query.error, 400)
      ? translateKey(
          t,
          query.error.fieldError('date_end') ??
            query.error.fieldError('date_start') ??
            query.error.code,
        )
      : undefined;

  const columns: ListColumn<AuditLogRow>[] = [
    {
      key: 'when',
      header: t('log_col_when'),
      nowrap: true,
      cell: (row) => formatDateTime(i18n.language, row.datetime_create),
    },
    {
      key: 'who',
      header: t('log_col_who'),
      minWidth: 170,
      cell: (row) => (
        <Stack gap={0} align="flex-start">
          <Text
            size="sm"
            fw={600}
            translate={actorName(row, t) === t('log_system') ? undefined : 'no'}
          >
            {actorName(row, t)}
          </Text>
          {row.actor_email && (
            <Text size="xs" c="dimmed" translate="no">
              {row.actor_email}
            </Text>
          )}
          {row.login_as_actor_email && (
            <Text size="xs" c="orange.9">
              {t('log_login_as_by', { email: row.login_as_actor_email })}
            </Text>
          )}
          {row.actor_id !== null && String(row.actor_id) !== actor && (
            <Button
              variant="subtle"
              size="compact-xs"
              px={0}
              onClick={() => list.setFilter('actor', String(row.actor_id))}
            >
              {t('log_only_actor', { name: actorName(row, t) })}
            </Button>
          )}
        </Stack>
      ),
    },
    {
      key: 'what',
      header: t('log_col_what'),
      minWidth: 160,
      cell: (row) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">{actionSentence(t, i18n.language, row)}</Text>
          <Group gap={4}>
            <Badge variant="filled" color="gray.8">
              {groupLabel(t, i18n.language, row.log_group)}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('log_record', { id: row.entity_id })}
            </Text>
          </Group>
        </Stack>
      ),
    },
    {
      key: 'change',
      header: t('log_col_change'),
      minWidth: 220,
      cell: (row) => <Change row={row} />,
    },
    { key: 'address', header: t('log_col_address'), nowrap: true, cell: (row) => row.ip ?? '—' },
  ];

  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('log_title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('log_intro')}
          </Text>
        </div>
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchDescription={t('log_search_help')}
        >
          <SingleChoiceFilter
            label={t('log_filter_group')}
            name="log_group"
            options={(groups.data ?? []).map((g) => ({
              value: g.id,
              label: groupLabel(t, i18n.language, g.id),
            }))}
            value={list.filter('log_group')}
            onChange={(value) => list.setFilter('log_group', value)}
          />
          <PeriodInputs
            labels={{ start: t('log_date_start'), end: t('log_date_end') }}
            start={dateStart}
            end={dateEnd}
            fallback={period}
            error={periodError}
            onChange={(field, value) => list.setFilter(field, value)}
          />
          {FILTERS.some((name) => list.params.has(name)) && (
            <Button variant="default" onClick={() => list.clearFilters(FILTERS)}>
              {t('dlist_clear_filters')}
            </Button>
          )}
        </ListToolbar>
        {actor && (
          <Group gap="sm">
            <Badge size="lg" variant="filled" color="blue.9">
              {t('log_actor_filter', { name: actorRow ? actorName(actorRow, t) : `#${actor}` })}
            </Badge>
            <Button size="compact-sm" variant="subtle" onClick={() => list.setFilter('actor', '')}>
              {t('log_actor_clear')}
            </Button>
          </Group>
        )}
        {query.error && isApiError(query.error, 403) ? (
          <Alert color="red" variant="outline" role="alert">
            {t('log_forbidden')}
          </Alert>
        ) : (
          <DashboardList
            label={t('log_title')}
            query={query}
            exportTo={{ path: 'dashboard/log/export', query: filters }}
            columns={columns}
            rowKey={(row) => Number(row.id)}
            page={list.page}
            onPage={list.setPage}
          />
        )}
      </Stack>
    </PageContainer>
  );
}

import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Pagination,
  Paper,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { CONTENT_TYPES, POINT_ACTIONS, type PointRule } from '@portal/shared';
import { isApiError } from '@/api';
import { apiFieldMessages } from '@/components/field-errors';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { gamificationMessages } from '../gamification-messages';
import { usePointReport, useRules, useSaveRule } from './gamification-admin-api';
import { Challenges } from './gamification-challenges';
import { useKindLabel } from './kind-label';

/** Dashboard: point rules, challenges with badge images, and the points report (issue 19). */
export function GamificationAdminPage() {
  const { t } = useFeatureTranslation(gamificationMessages);
  return (
    <PageContainer>
      <Stack gap="lg">
        <Title order={1}>{t('gmd_title')}</Title>
        <Text c="dimmed" size="sm">
          {t('gmd_toggle_hint')}
        </Text>
        <Tabs defaultValue="rules" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="rules">{t('gmd_tab_rules')}</Tabs.Tab>
            <Tabs.Tab value="challenges">{t('gmd_tab_challenges')}</Tabs.Tab>
            <Tabs.Tab value="report">{t('gmd_tab_report')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="rules" pt="md">
            <Rules />
          </Tabs.Panel>
          <Tabs.Panel value="challenges" pt="md">
            <Challenges />
          </Tabs.Panel>
          <Tabs.Panel value="report" pt="md">
            <Report />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageContainer>
  );
}

function RuleRow(props: { rule: PointRule }) {
  const { t } = useFeatureTranslation(gamificationMessages);
  const kindLabel = useKindLabel();
  const save = useSaveRule();
  const [points, setPoints] = useState<number>(props.rule.points);
  return (
    <Table.Tr>
      <Table.Td>{t(`gm_action_${props.rule.action}`)}</Table.Td>
      <Table.Td>{kindLabel(props.rule.content_kind)}</Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={t('gmd_points')}
          value={points}
          min={0}
          max={100000}
          w={110}
          onChange={(v) => setPoints(typeof v === 'number' ? v : 0)}
          onBlur={() =>
            points !== props.rule.points &&
            save.mutate({ id: props.rule.id, points, is_active: props.rule.is_active })
          }
          error={save.error ? errorMessage(t, save.error) : undefined}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={t('gmd_active')}
          checked={props.rule.is_active}
          onChange={(event) =>
            save.mutate({ id: props.rule.id, points, is_active: event.currentTarget.checked })
          }
        />
      </Table.Td>
    </Table.Tr>
  );
}

function Rules() {
  const { t } = useFeatureTranslation(gamificationMessages);
  const kindLabel = useKindLabel();
  const rules = useRules();
  const save = useSaveRule();
  const [action, setAction] = useState<string>(POINT_ACTIONS[1]);
  const [kind, setKind] = useState('*');
  const [points, setPoints] = useState<number>(10);
  const fields = save.error && isApiError(save.error) ? apiFieldMessages(t, save.error) : {};
  return (
    <Stack gap="md">
      {rules.error && <Alert color="red">{errorMessage(t, rules.error)}</Alert>}
      <Table.ScrollContainer minWidth={520}>
        <Table striped data-testid="point-rules">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('gmd_action')}</Table.Th>
              <Table.Th>{t('gmd_kind')}</Table.Th>
              <Table.Th>{t('gmd_points')}</Table.Th>
              <Table.Th>{t('gmd_active')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.data?.results.map((rule) => (
              <RuleRow key={rule.id} rule={rule} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <NativeSelect
            label={t('gmd_action')}
            value={action}
            onChange={(e) => setAction(e.currentTarget.value)}
            data={POINT_ACTIONS.map((a) => ({ value: a, label: t(`gm_action_${a}`) }))}
            error={fields.action}
          />
          <NativeSelect
            label={t('gmd_kind')}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value)}
            data={['*', ...CONTENT_TYPES.map((c) => c.code)].map((k) => ({
              value: k,
              label: kindLabel(k),
            }))}
          />
          <NumberInput
            label={t('gmd_points')}
            value={points}
            min={0}
            max={100000}
            w={110}
            onChange={(v) => setPoints(typeof v === 'number' ? v : 0)}
          />
          <Button
            loading={save.isPending}
            onClick={() => save.mutate({ action, content_kind: kind, points, is_active: true })}
          >
            {t('gmd_add_rule')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

function Report() {
  const { t } = useFeatureTranslation(gamificationMessages);
  const [page, setPage] = useState(1);
  const report = usePointReport(page);
  return (
    <Stack gap="md">
      {report.error && <Alert color="red">{errorMessage(t, report.error)}</Alert>}
      {report.data?.results.length === 0 && <Text c="dimmed">{t('gmd_empty')}</Text>}
      <Table.ScrollContainer minWidth={560}>
        <Table striped data-testid="point-report">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('gm_name')}</Table.Th>
              <Table.Th>{t('gmd_report_email')}</Table.Th>
              <Table.Th>{t('gmd_report_department')}</Table.Th>
              <Table.Th ta="right">{t('gmd_report_all')}</Table.Th>
              <Table.Th ta="right">{t('gmd_report_month')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.data?.results.map((r) => (
              <Table.Tr key={r.user_id}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>{r.email}</Table.Td>
                <Table.Td>{r.department}</Table.Td>
                <Table.Td ta="right">{r.points_all}</Table.Td>
                <Table.Td ta="right">{r.points_month}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {report.data && report.data.total > report.data.page_size && (
        <Pagination
          total={Math.ceil(report.data.total / report.data.page_size)}
          value={page}
          onChange={setPage}
          size="sm"
        />
      )}
    </Stack>
  );
}

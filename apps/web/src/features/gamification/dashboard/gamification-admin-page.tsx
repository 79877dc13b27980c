import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Image,
  Modal,
  NativeSelect,
  NumberInput,
  Pagination,
  Paper,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  CHALLENGE_ACTIONS,
  CONTENT_TYPES,
  LEADERBOARD_PERIODS,
  POINT_ACTIONS,
  type Challenge,
  type ChallengeInput,
  type PointRule,
} from '@portal/shared';
import { isApiError } from '@/api';
import { apiFieldMessages } from '@/components/field-errors';
import { PageContainer } from '@/components/page-container';
import { ImagePicker } from '@/features/content-admin/content/upload';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { gamificationMessages } from '../gamification-messages';
import {
  useChallenges,
  useDeleteChallenge,
  usePointReport,
  useRules,
  useSaveChallenge,
  useSaveRule,
} from './gamification-admin-api';

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

function useKindLabel() {
  const { t, i18n } = useFeatureTranslation(gamificationMessages);
  return (kind: string) => {
    if (kind === '*') return t('gmd_kind_any');
    const type = CONTENT_TYPES.find((c) => c.code === kind);
    return type ? (i18n.language === 'th' ? type.name_th : type.name_en) : kind;
  };
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

const emptyChallenge = (): ChallengeInput => ({
  title_en: '',
  title_th: '',
  description_en: '',
  description_th: '',
  action: 'complete',
  content_kind: 'course',
  category_id: null,
  target: 3,
  period: 'month',
  badge_image: null,
  is_active: true,
});

function ChallengeForm(props: { initial: ChallengeInput & { id?: number }; onClose: () => void }) {
  const { t } = useFeatureTranslation(gamificationMessages);
  const kindLabel = useKindLabel();
  const save = useSaveChallenge();
  const [values, setValues] = useState(props.initial);
  const set = <K extends keyof ChallengeInput>(key: K, value: ChallengeInput[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const fields = save.error && isApiError(save.error) ? apiFieldMessages(t, save.error) : {};
  return (
    <Modal opened onClose={props.onClose} title={t('gmd_add_challenge')} size="lg">
      <Stack gap="sm">
        {save.error && !Object.values(fields).some(Boolean) && (
          <Alert color="red">{errorMessage(t, save.error)}</Alert>
        )}
        <TextInput
          label={t('gmd_title_en')}
          value={values.title_en}
          onChange={(e) => set('title_en', e.currentTarget.value)}
          error={fields.title_en}
          required
        />
        <TextInput
          label={t('gmd_title_th')}
          value={values.title_th ?? ''}
          onChange={(e) => set('title_th', e.currentTarget.value)}
          error={fields.title_th}
        />
        <Textarea
          label={t('gmd_description_en')}
          value={values.description_en ?? ''}
          onChange={(e) => set('description_en', e.currentTarget.value)}
        />
        <Textarea
          label={t('gmd_description_th')}
          value={values.description_th ?? ''}
          onChange={(e) => set('description_th', e.currentTarget.value)}
        />
        <Group grow wrap="wrap">
          <NativeSelect
            label={t('gmd_action')}
            value={values.action}
            onChange={(e) => set('action', e.currentTarget.value as ChallengeInput['action'])}
            data={CHALLENGE_ACTIONS.map((a) => ({
              value: a,
              label: t(`gmd_challenge_action_${a}`),
            }))}
          />
          <NativeSelect
            label={t('gmd_kind')}
            value={values.content_kind ?? '*'}
            onChange={(e) => set('content_kind', e.currentTarget.value)}
            data={['*', ...CONTENT_TYPES.map((c) => c.code)].map((k) => ({
              value: k,
              label: kindLabel(k),
            }))}
          />
        </Group>
        <Group grow wrap="wrap">
          <NumberInput
            label={t('gmd_target')}
            value={values.target}
            min={1}
            max={1000}
            onChange={(v) => set('target', typeof v === 'number' ? v : 1)}
            error={fields.target}
          />
          <NativeSelect
            label={t('gmd_period')}
            value={values.period}
            onChange={(e) => set('period', e.currentTarget.value as ChallengeInput['period'])}
            data={LEADERBOARD_PERIODS.map((p) => ({ value: p, label: t(`gm_${p}`) }))}
          />
        </Group>
        <ImagePicker
          use="logo"
          name="badge_image"
          label={t('gmd_badge')}
          value={values.badge_image ?? null}
          onChange={(url) => set('badge_image', url)}
          errorKey={
            save.error && isApiError(save.error) ? save.error.errors?.badge_image?.[0] : undefined
          }
        />
        <Switch
          label={t('gmd_active')}
          checked={values.is_active ?? true}
          onChange={(e) => set('is_active', e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('gmd_cancel')}
          </Button>
          <Button
            loading={save.isPending}
            onClick={() => save.mutate(values, { onSuccess: props.onClose })}
          >
            {t('gmd_save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function toInput(c: Challenge): ChallengeInput & { id: number } {
  return {
    id: c.id,
    title_en: c.title.en,
    title_th: c.title.th,
    description_en: c.description.en,
    description_th: c.description.th,
    action: c.action as ChallengeInput['action'],
    content_kind: c.content_kind,
    category_id: c.category_id,
    target: c.target,
    period: c.period,
    badge_image: c.badge_image,
    is_active: c.is_active,
  };
}

function Challenges() {
  const { t, i18n } = useFeatureTranslation(gamificationMessages);
  const challenges = useChallenges();
  const remove = useDeleteChallenge();
  const [editing, setEditing] = useState<(ChallengeInput & { id?: number }) | null>(null);
  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => setEditing(emptyChallenge())}>{t('gmd_add_challenge')}</Button>
      </Group>
      {(challenges.error ?? remove.error) && (
        <Alert color="red">{errorMessage(t, challenges.error ?? remove.error)}</Alert>
      )}
      {challenges.data?.results.length === 0 && <Text c="dimmed">{t('gmd_empty')}</Text>}
      {challenges.data?.results.map((c) => (
        <Paper key={c.id} withBorder radius="md" p="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              {c.badge_image && <Image src={c.badge_image} alt="" w={40} h={40} fit="contain" />}
              <Stack gap={0}>
                <Text fw={600}>
                  {i18n.language === 'th' ? c.title.th || c.title.en : c.title.en}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`gmd_challenge_action_${c.action}`)} × {c.target} · {t(`gm_${c.period}`)}
                </Text>
              </Stack>
              {!c.is_active && <Badge color="gray">{t('gmd_active')}: –</Badge>}
            </Group>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setEditing(toInput(c))}>
                {t('gmd_edit')}
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => remove.mutate(c.id)}>
                {t('gmd_delete')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      {editing && <ChallengeForm initial={editing} onClose={() => setEditing(null)} />}
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

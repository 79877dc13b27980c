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
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  CHALLENGE_ACTIONS,
  CONTENT_TYPES,
  LEADERBOARD_PERIODS,
  type Challenge,
  type ChallengeInput,
} from '@portal/shared';
import { isApiError } from '@/api';
import { apiFieldMessages } from '@/components/field-errors';
import { ImagePicker } from '@/features/content-admin/content/upload';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { gamificationMessages } from '../gamification-messages';
import { useChallenges, useDeleteChallenge, useSaveChallenge } from './gamification-admin-api';
import { useKindLabel } from './kind-label';

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

/** The challenges tab: the list with badge images, and the form to add or edit one. */
export function Challenges() {
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

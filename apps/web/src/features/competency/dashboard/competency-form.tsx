import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { Competency } from '@portal/shared';
import { isApiError } from '@/api';
import { apiFieldMessages } from '@/components/field-errors';
import { notify } from '@/core/notify';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useSaveCompetency } from '../api/competency-api';
import { competencyMessages } from '../competency-messages';

interface LevelDraft {
  title_en: string;
  title_th: string;
}

/** Create or edit a competency: code, names and descriptions in en/th, levels 1..n. */
export function CompetencyForm(props: { competency: Competency | null; onClose: () => void }) {
  const { t } = useFeatureTranslation(competencyMessages);
  const c = props.competency;
  const [code, setCode] = useState(c?.code ?? '');
  const [titleEn, setTitleEn] = useState(c?.title_en ?? '');
  const [titleTh, setTitleTh] = useState(c?.title_th ?? '');
  const [descriptionEn, setDescriptionEn] = useState(c?.description_en ?? '');
  const [descriptionTh, setDescriptionTh] = useState(c?.description_th ?? '');
  const [levels, setLevels] = useState<LevelDraft[]>(
    c?.levels.map((l) => ({ title_en: l.title_en, title_th: l.title_th })) ?? [
      { title_en: '', title_th: '' },
    ],
  );
  const save = useSaveCompetency();
  const fields = save.error && isApiError(save.error) ? apiFieldMessages(t, save.error) : {};
  const setLevel = (index: number, patch: Partial<LevelDraft>) =>
    setLevels((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  const submit = () =>
    save.mutate(
      {
        ...(c ? { id: c.id } : {}),
        code,
        title_en: titleEn,
        title_th: titleTh,
        description_en: descriptionEn,
        description_th: descriptionTh,
        levels,
      },
      {
        onSuccess: () => {
          notify({ message: t('cd_saved'), color: 'teal' });
          props.onClose();
        },
      },
    );

  return (
    <Modal opened onClose={props.onClose} title={c ? t('cd_edit') : t('cd_add')} size="lg">
      <Stack gap="sm">
        {save.error && !Object.values(fields).some(Boolean) && (
          <Alert color="red">{errorMessage(t, save.error)}</Alert>
        )}
        <TextInput
          label={t('cd_code')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={fields.code}
          required
          maw={240}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('cd_title_en')}
            value={titleEn}
            onChange={(e) => setTitleEn(e.currentTarget.value)}
            error={fields.title_en}
            required
          />
          <TextInput
            label={t('cd_title_th')}
            value={titleTh}
            onChange={(e) => setTitleTh(e.currentTarget.value)}
            error={fields.title_th}
          />
          <Textarea
            label={t('cd_description_en')}
            value={descriptionEn}
            onChange={(e) => setDescriptionEn(e.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Textarea
            label={t('cd_description_th')}
            value={descriptionTh}
            onChange={(e) => setDescriptionTh(e.currentTarget.value)}
            autosize
            minRows={2}
          />
        </SimpleGrid>
        <Title order={4}>{t('cd_levels')}</Title>
        {fields.levels && <Alert color="red">{fields.levels}</Alert>}
        {levels.map((level, index) => (
          <SimpleGrid key={index} cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('cd_level_en', { level: index + 1 })}
              value={level.title_en}
              onChange={(e) => setLevel(index, { title_en: e.currentTarget.value })}
              required
            />
            <TextInput
              label={t('cd_level_th', { level: index + 1 })}
              value={level.title_th}
              onChange={(e) => setLevel(index, { title_th: e.currentTarget.value })}
            />
          </SimpleGrid>
        ))}
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={levels.length >= 10}
            onClick={() => setLevels((all) => [...all, { title_en: '', title_th: '' }])}
          >
            {t('cd_add_level')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            disabled={levels.length <= 1}
            onClick={() => setLevels((all) => all.slice(0, -1))}
          >
            {t('cd_remove_level')}
          </Button>
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose}>
            {t('cd_cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('cd_save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

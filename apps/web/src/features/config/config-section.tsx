import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { ConfigName } from '@portal/shared';
import { useAppContext } from '@/core/app-context';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { fieldLabel, isOffered, type ConfigField } from './config-fields';
import { configMessages } from './config-messages';
import { useSaveConfig } from './use-save-config';
import { ImagePicker } from '@/features/content-admin/content/upload';

/** One card of config values with its own Save: only the values changed are sent. */
export function ConfigSection(props: {
  title: string;
  fields: ConfigField[];
  /** Told whether the card has unsaved changes (one leave warning for the whole page). */
  onDirtyChange: (key: string, dirty: boolean) => void;
}) {
  const { t } = useFeatureTranslation(configMessages);
  const { config } = useAppContext();
  const { save, errors, failure, saving } = useSaveConfig();
  const [draft, setDraft] = useState<Partial<Record<ConfigName, unknown>>>({});
  const value = (name: ConfigName) => (name in draft ? draft[name] : config[name]);
  const changes = Object.fromEntries(
    Object.entries(draft).filter(([name, v]) => v !== config[name]),
  ) as Partial<Record<ConfigName, unknown>>;
  const dirty = Object.keys(changes).length > 0;
  const { onDirtyChange, title } = props;
  useEffect(() => onDirtyChange(title, dirty), [onDirtyChange, title, dirty]);
  const set = (name: ConfigName, next: unknown) => setDraft((d) => ({ ...d, [name]: next }));

  const handleSave = async () => {
    if (await save(changes)) setDraft({});
  };

  const control = (field: ConfigField) => {
    const label = t(fieldLabel(field.name));
    const error = errors[field.name];
    switch (field.kind) {
      case 'switch':
        return (
          <Switch
            label={label}
            name={field.name}
            checked={value(field.name) === true}
            error={error}
            onChange={(event) => set(field.name, event.currentTarget.checked)}
          />
        );
      case 'number':
        return (
          <NumberInput
            label={label}
            name={field.name}
            min={field.min}
            max={field.max}
            allowDecimal={false}
            value={typeof value(field.name) === 'number' ? (value(field.name) as number) : ''}
            error={error}
            onChange={(next) => set(field.name, typeof next === 'number' ? next : Number(next))}
          />
        );
      case 'choice':
        return (
          <NativeSelect
            label={label}
            name={field.name}
            value={typeof value(field.name) === 'number' ? String(value(field.name)) : ''}
            data={field.options.map((o) => ({ value: String(o.value), label: t(o.label) }))}
            error={error}
            onChange={(event) => set(field.name, Number(event.currentTarget.value))}
          />
        );
      case 'textarea':
        return (
          <Textarea
            label={label}
            name={field.name}
            autosize
            minRows={2}
            value={typeof value(field.name) === 'string' ? (value(field.name) as string) : ''}
            error={error}
            onChange={(event) => set(field.name, event.currentTarget.value)}
          />
        );
      case 'image': {
        const current = value(field.name);
        return (
          <ImagePicker
            use={field.use}
            name={field.name}
            label={label}
            value={typeof current === 'string' && current !== '' ? current : null}
            onChange={(url) => set(field.name, url ?? '')}
          />
        );
      }
      case 'text':
        return (
          <TextInput
            label={label}
            name={field.name}
            value={typeof value(field.name) === 'string' ? (value(field.name) as string) : ''}
            error={error}
            onChange={(event) => set(field.name, event.currentTarget.value)}
          />
        );
    }
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-label={t(props.title)}
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          {t(props.title)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          {props.fields
            .filter((field) => isOffered(field, config))
            .map((field) => (
              <div key={field.name}>{control(field)}</div>
            ))}
        </SimpleGrid>
        {failure && (
          <Alert color="red" variant="outline" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          {dirty && (
            <Button variant="default" onClick={() => setDraft({})}>
              {t('cfg_reset')}
            </Button>
          )}
          <Button disabled={!dirty} loading={saving} onClick={() => void handleSave()}>
            {t('cfg_save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

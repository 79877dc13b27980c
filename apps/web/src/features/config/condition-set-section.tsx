import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  DEFAULT_PASSWORD_CONDITIONS,
  DEFAULT_USERNAME_CONDITIONS,
  type ConditionSet,
} from '@portal/shared';
import { useConfigValue } from '@/core/app-context';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { configMessages } from './config-messages';
import { useSaveConfig } from './use-save-config';

const KINDS = ['length', 'number', 'symbol', 'upper', 'lower'] as const;

/**
 * Password or username conditions (SPEC §3/§5): each kind switched on or off and the minimum
 * length. The character patterns (`compile`) are kept as they are.
 */
export function ConditionSetSection(props: {
  name: 'password-condition' | 'username-condition';
  onDirtyChange: (key: string, dirty: boolean) => void;
}) {
  const { t } = useFeatureTranslation(configMessages);
  const stored =
    (useConfigValue(props.name) as ConditionSet | undefined) ??
    (props.name === 'password-condition'
      ? DEFAULT_PASSWORD_CONDITIONS
      : DEFAULT_USERNAME_CONDITIONS);
  const { save, errors, failure, saving } = useSaveConfig();
  const [draft, setDraft] = useState<ConditionSet | null>(null);
  const current = draft ?? stored;
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(stored);
  const { onDirtyChange, name } = props;
  useEffect(() => onDirtyChange(name, dirty), [onDirtyChange, name, dirty]);
  const title =
    props.name === 'password-condition' ? 'cfg_section_password' : 'cfg_section_username';

  const update = (
    kind: (typeof KINDS)[number],
    change: Partial<{ is_use: boolean; compile: string }>,
  ) => {
    const key = `condition_${kind}` as const;
    const base = current[key] ?? DEFAULT_PASSWORD_CONDITIONS[key] ?? { is_use: false, compile: '' };
    setDraft({ ...current, [key]: { ...base, ...change } });
  };

  const handleSave = async () => {
    if (draft && (await save({ [props.name]: draft }))) setDraft(null);
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-label={t(title)}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {t(title)}
          </Title>
          <Text size="sm" c="dimmed">
            {t('cfg_conditions_help')}
          </Text>
        </div>
        {KINDS.filter((kind) => kind !== 'symbol' || props.name === 'password-condition').map(
          (kind) => {
            const condition = current[`condition_${kind}`];
            return (
              <Group key={kind} justify="space-between" wrap="wrap" gap="sm">
                <Switch
                  label={t(`cfg_condition_${kind}`)}
                  checked={condition?.is_use === true}
                  onChange={(event) => update(kind, { is_use: event.currentTarget.checked })}
                />
                {kind === 'length' && (
                  <NumberInput
                    aria-label={`${t(title)}: ${t('cfg_condition_length')}`}
                    min={1}
                    max={128}
                    allowDecimal={false}
                    w={120}
                    value={Number.parseInt(condition?.compile ?? '0', 10) || ''}
                    onChange={(next) => update('length', { compile: String(next) })}
                  />
                )}
              </Group>
            );
          },
        )}
        {(failure ?? errors[props.name]) && (
          <Alert color="red" variant="outline" role="alert">
            {failure ?? errors[props.name]}
          </Alert>
        )}
        <Group justify="flex-end">
          {dirty && (
            <Button variant="default" onClick={() => setDraft(null)}>
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

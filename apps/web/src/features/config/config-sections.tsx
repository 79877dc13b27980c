import { useCallback, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { CONFIG_SECTIONS } from './config-fields';
import { ConditionSetSection } from './condition-set-section';
import { configMessages } from './config-messages';
import { ConfigSection } from './config-section';
import { LeaveFormWarning } from '@/features/dashboard/components';

/** The configuration area under the maintenance switches of /dashboard/settings. */
export function ConfigSections() {
  const { t } = useFeatureTranslation(configMessages);
  // A router holds one blocker at a time: the cards report, and one warning covers them all.
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const handleDirtyChange = useCallback((key: string, value: boolean) => {
    setDirty((current) => {
      if (current.has(key) === value) return current;
      const next = new Set(current);
      if (value) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  return (
    <Stack gap="lg">
      <LeaveFormWarning dirty={dirty.size > 0} />
      <div>
        <Title order={2}>{t('cfg_title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('cfg_intro')}
        </Text>
      </div>
      {CONFIG_SECTIONS.map((section) => (
        <ConfigSection
          key={section.title}
          title={section.title}
          fields={section.fields}
          onDirtyChange={handleDirtyChange}
        />
      ))}
      <ConditionSetSection name="password-condition" onDirtyChange={handleDirtyChange} />
      <ConditionSetSection name="username-condition" onDirtyChange={handleDirtyChange} />
    </Stack>
  );
}

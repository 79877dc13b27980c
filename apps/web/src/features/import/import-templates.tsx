import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ImportModule } from '@portal/shared';
import { DownloadIcon } from '@/components/icons';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { importMessages } from './import-messages';

/** GET dashboard/import/{module}/template/: the server builds it from the columns it reads. */
export const templateUrl = (module: ImportModule, format: 'xlsx' | 'csv') =>
  `/api/dashboard/import/${module}/template/?format=${format}`;

/** The two template downloads of the chosen kind (xlsx and csv). */
export function ImportTemplates(props: { module: ImportModule }) {
  const { t } = useFeatureTranslation(importMessages);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('import_template_title')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('import_template_help')}
      </Text>
      <Group gap="lg">
        {(['xlsx', 'csv'] as const).map((format) => (
          <Anchor
            key={format}
            href={templateUrl(props.module, format)}
            download
            size="sm"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
          >
            <DownloadIcon size={16} />
            {t(`import_template_${format}`)}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}

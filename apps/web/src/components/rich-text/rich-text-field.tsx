import { lazy, Suspense, useId, useState } from 'react';
import { Box, Group, Input, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { RichHtml } from './rich-html';
import type { RichTextEditorProps } from './rich-text-editor';
import { richTextMessages } from './rich-text-messages';

/** The editor's code (Tiptap, ProseMirror) loads only when a rich field is shown. */
const Editor = lazy(() => import('./rich-text-editor'));

/**
 * A rich-text field of the dashboard (an article, a news body): the WYSIWYG editor, and a
 * Preview that shows the HTML the way the learner's page renders it. The server sanitises what
 * is saved; the editor only makes HTML its allowlist keeps.
 */
export function RichTextField(
  props: Omit<RichTextEditorProps, 'invalid'> & {
    error?: string | undefined;
    required?: boolean;
  },
) {
  const { t } = useFeatureTranslation(richTextMessages);
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const id = useId();
  const { error, required, ...editor } = props;
  return (
    <Stack gap={4} role="group" aria-labelledby={`${id}-label`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Input.Label id={`${id}-label`} required={required ?? false}>
          {props.label}
        </Input.Label>
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(value) => setMode(value)}
          data={[
            { value: 'edit', label: t('rte_edit') },
            { value: 'preview', label: t('rte_preview') },
          ]}
        />
      </Group>
      <Input.Description>{t('rte_help')}</Input.Description>
      <Box hidden={mode !== 'edit'}>
        <Suspense
          fallback={
            <Skeleton h={260} aria-busy>
              <Text size="sm">{t('rte_loading')}</Text>
            </Skeleton>
          }
        >
          <Editor {...editor} invalid={!!error} />
        </Suspense>
      </Box>
      {mode === 'preview' && (
        <Box
          role="region"
          aria-label={t('rte_preview_label', { name: props.label })}
          p="md"
          mih={200}
          style={{
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          {props.value ? (
            <RichHtml html={props.value} lang={props.lang} />
          ) : (
            <Text c="dimmed">{t('rte_preview_empty')}</Text>
          )}
        </Box>
      )}
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}

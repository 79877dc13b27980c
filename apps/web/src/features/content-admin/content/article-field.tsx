import { useRef } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { ARTICLE_LIMIT } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { materialMessages } from './material-messages';

/** Tags the toolbar wraps the selection in (all kept by the server's sanitiser). */
const FORMATS = [
  { key: 'article_bold', open: '<strong>', close: '</strong>' },
  { key: 'article_italic', open: '<em>', close: '</em>' },
  { key: 'article_heading', open: '<h2>', close: '</h2>' },
  { key: 'article_list', open: '<ul>\n  <li>', close: '</li>\n</ul>' },
  { key: 'article_link', open: '<a href="https://">', close: '</a>' },
] as const;

/**
 * An article body in one language: HTML with a small toolbar that wraps the selected text.
 * The server sanitises what is saved, so the editor never renders the HTML itself.
 */
export function ArticleField(props: {
  label: string;
  value: string;
  error?: string | undefined;
  required?: boolean;
  lang?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useFeatureTranslation(materialMessages);
  const area = useRef<HTMLTextAreaElement>(null);
  const wrap = (open: string, close: string) => {
    const el = area.current;
    const start = el?.selectionStart ?? props.value.length;
    const end = el?.selectionEnd ?? props.value.length;
    const value = props.value;
    props.onChange(
      value.slice(0, start) + open + value.slice(start, end) + close + value.slice(end),
    );
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + open.length, end + open.length);
    });
  };
  return (
    <Stack gap={4}>
      <Group gap={4} role="toolbar" aria-label={t('article_toolbar', { name: props.label })}>
        {FORMATS.map((format) => (
          <Button
            key={format.key}
            size="compact-xs"
            variant="default"
            onClick={() => wrap(format.open, format.close)}
          >
            {t(format.key)}
          </Button>
        ))}
      </Group>
      <Textarea
        ref={area}
        label={props.label}
        description={t('material_article_help')}
        value={props.value}
        error={props.error}
        required={props.required}
        lang={props.lang}
        maxLength={ARTICLE_LIMIT}
        autosize
        minRows={8}
        maxRows={24}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </Stack>
  );
}

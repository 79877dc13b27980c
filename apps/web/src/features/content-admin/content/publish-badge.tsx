import { Badge } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { contentMessages } from './content-messages';

/** Published or not, as a badge whose text stays above 4.5:1 contrast. */
export function PublishBadge(props: { published: boolean }) {
  const { t } = useFeatureTranslation(contentMessages);
  return (
    <Badge
      color={props.published ? 'teal.9' : 'gray.7'}
      variant="filled"
      autoContrast
      // Never cut to "NOT PUBLISH…" in a narrow table column.
      style={{ flex: 'none', minWidth: 'max-content' }}
    >
      {props.published ? t('content_state_published') : t('content_state_draft')}
    </Badge>
  );
}

import { ActionIcon, Group, Switch, Text } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { playerMessages } from '../player-messages';
import classes from './pdf-toolbar.module.css';

/**
 * The PDF viewer's controls (issue 21 item 12): previous and next page, "Page n of m", the
 * continuous-scroll switch and the download link, in a bar that stays on screen above the pages
 * while the learner scrolls (sticky under the header), compact enough for a phone.
 */
export function PdfToolbar(props: {
  page: number;
  pages: number;
  continuous: boolean;
  onPage: (page: number) => void;
  onContinuous: (continuous: boolean) => void;
  download: React.ReactNode;
}) {
  const { t } = useFeatureTranslation(playerMessages);
  const { page, pages } = props;
  return (
    <Group
      className={classes.bar}
      justify="space-between"
      gap="xs"
      wrap="wrap"
      role="toolbar"
      aria-label={t('player_pdf_toolbar')}
    >
      <Group gap={6} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          disabled={page <= 1}
          aria-label={t('player_previous_page')}
          title={t('player_previous_page')}
          onClick={() => props.onPage(page - 1)}
        >
          ‹
        </ActionIcon>
        <Text size="sm" aria-live="polite" data-testid="pdf-page" className={classes.count}>
          {t('player_page_of', { page, total: pages })}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          disabled={page >= pages}
          aria-label={t('player_next_page')}
          title={t('player_next_page')}
          onClick={() => props.onPage(page + 1)}
        >
          ›
        </ActionIcon>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Switch
          size="sm"
          label={t('player_pdf_continuous')}
          checked={props.continuous}
          onChange={(event) => props.onContinuous(event.currentTarget.checked)}
        />
        {props.download}
      </Group>
    </Group>
  );
}

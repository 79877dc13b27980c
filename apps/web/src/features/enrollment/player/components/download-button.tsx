import { Button } from '@mantine/core';
import type { MaterialDetail } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { playerMessages } from '../player-messages';

/** A download link, shown only when the material allows downloads (the server checks too). */
export function DownloadButton(props: { material: MaterialDetail }) {
  const { t } = useFeatureTranslation(playerMessages);
  const url = props.material.media?.download_url;
  if (!url) return null;
  return (
    <Button component="a" href={url} download variant="default" size="xs">
      {t('player_download')}
    </Button>
  );
}

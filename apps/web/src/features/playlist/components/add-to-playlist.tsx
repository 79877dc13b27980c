import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useConfigValue } from '@/core/app-context';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { playlistMessages } from '../playlist-messages';

// The menu (Menu, Popover, floating-ui: about 30 KB compressed) is not part of a content page's
// first load (issue 21 item 2); it loads once the page has rendered.
const AddToPlaylistMenu = lazy(() =>
  import('./add-to-playlist-menu').then((m) => ({ default: m.AddToPlaylistMenu })),
);

/**
 * "Add to playlist" on a content's page. The same button stands in while the menu's code loads;
 * a click or press meanwhile opens the menu as soon as it is there.
 */
export function AddToPlaylistButton(props: { contentId: number }) {
  const { t } = useFeatureTranslation(playlistMessages);
  const enabled = useConfigValue('learning-playlist-is-enabled') !== false;
  const [clicked, setClicked] = useState(false);
  const [pressed, setPressed] = useState(false);
  if (!enabled) return null;
  return (
    <Suspense
      fallback={
        <Button
          variant="default"
          size="sm"
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerDown={() => setPressed(true)}
          onClick={() => setClicked(true)}
        >
          {t('pl_add_to_playlist')}
        </Button>
      }
    >
      <AddToPlaylistMenu contentId={props.contentId} standIn={{ clicked, pressed }} />
    </Suspense>
  );
}

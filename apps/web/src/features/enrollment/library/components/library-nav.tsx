import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useConfigValue } from '@/core/app-context';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { certificateMessages } from '../certificate-messages';
import { libraryMessages } from '../library-messages';

/** The parts of My library: the content by status group, the learning history, certificates. */
export function LibraryNav(props: {
  /** The part shown; `other` for a profile page outside the library's own parts. */
  current:
    'dashboard' | 'content' | 'history' | 'certificate' | 'playlist' | 'public-learning' | 'other';
}) {
  useFeatureTranslation(certificateMessages);
  const { t } = useFeatureTranslation(libraryMessages);
  // SPEC §9 feature toggle "learning playlist".
  const playlists = useConfigValue('learning-playlist-is-enabled') !== false;
  const items = [
    { key: 'dashboard', to: '/profile/library/dashboard', label: t('library_tab_dashboard') },
    { key: 'content', to: '/profile/library', label: t('library_tab_content') },
    { key: 'history', to: '/profile/library/history', label: t('library_tab_history') },
    {
      key: 'certificate',
      to: '/profile/library/certificate',
      label: t('library_tab_certificate'),
    },
    // SPEC §2 library tab public-learning: the learner's results on public learning items.
    {
      key: 'public-learning',
      to: '/profile/library/public-learning',
      label: t('library_tab_public_learning'),
    },
    ...(playlists
      ? [
          {
            key: 'playlist',
            to: '/profile/library/learning-playlist',
            label: t('library_tab_playlist'),
          } as const,
        ]
      : []),
  ];
  return (
    <Group component="nav" aria-label={t('library_sections')} gap="xs" wrap="wrap">
      {items.map((item) => (
        <Button
          key={item.key}
          component={Link}
          to={item.to}
          variant={props.current === item.key ? 'filled' : 'default'}
          aria-current={props.current === item.key ? 'page' : undefined}
          size="sm"
        >
          {item.label}
        </Button>
      ))}
    </Group>
  );
}

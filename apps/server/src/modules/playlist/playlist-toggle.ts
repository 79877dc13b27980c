import { notFound } from '@/lib/errors';

/** The settings store, as far as the toggle reads it. */
export interface PlaylistToggleSetting {
  get(name: 'learning-playlist-is-enabled'): Promise<boolean>;
}

/** SPEC §9 feature toggle "learning playlist": off, the playlist routes answer 404. */
export async function assertPlaylistsEnabled(settings: PlaylistToggleSetting): Promise<void> {
  if (!(await settings.get('learning-playlist-is-enabled'))) throw notFound();
}

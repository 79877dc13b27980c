/** What content pages use from playlists: the "Add to playlist" button. */
export { AddToPlaylistButton } from './components/add-to-playlist';
export { playlistMessages } from './playlist-messages';

/** What other parts of the app use from the player. */
export { useSubmitStoredStamps } from './stamps/use-submit-stored-stamps';
export { playlistPath } from './paths';
// A material's own page plays it with the same per-kind players.
export { PLAYERS, WATERMARKED_KINDS } from './components/players';
// A material's own page records its progress with the same sender.
export { StampSender } from './stamps/stamp-sender';
export type { StampBody } from './stamps/media-clock';
export { isRetryableStampError } from './api/post-progress';

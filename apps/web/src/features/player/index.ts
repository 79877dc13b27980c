/** What other parts of the app use from the player. */
export { useSubmitStoredStamps } from './stamps/use-submit-stored-stamps';
export { playlistPath } from './paths';

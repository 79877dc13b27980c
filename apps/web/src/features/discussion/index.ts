import { lazy } from 'react';

/** What other features use from discussions. */
export type { DiscussionPanelProps } from './components/discussion-panel';

/**
 * The discussion tab, its own chunk: loaded only when a course's, a video's or an audio's
 * discussion tab opens.
 */
export const DiscussionPanel = lazy(() =>
  import('./components/discussion-panel').then((m) => ({ default: m.DiscussionPanel })),
);

import { lazy, type ComponentType } from 'react';
import { ArticlePlayer } from './article-player';
import { ExternalVideoPlayer } from './external-video-player';
import { MediaPlayer } from './media-player';
import type { PlayerProps } from './player-props';

// react-pdf and PDF.js are large: only a document slot loads them.
const DocumentPlayer = lazy(() =>
  import('./document-player').then((m) => ({ default: m.DocumentPlayer })),
);

/**
 * The player of each material kind. A new kind (SCORM) is one more entry here: a component
 * taking PlayerProps (lazy if it is large). Kinds without an entry say they cannot be played.
 */
export const PLAYERS: Partial<Record<string, ComponentType<PlayerProps>>> = {
  video: MediaPlayer,
  audio: MediaPlayer,
  article: ArticlePlayer,
  document: DocumentPlayer,
  external_video: ExternalVideoPlayer,
};

/** Kinds whose frame shows the learner's watermark while content protection is on. */
export const WATERMARKED_KINDS: ReadonlySet<string> = new Set(['video', 'document']);

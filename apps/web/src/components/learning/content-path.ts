/** Route segment of each content kind's detail page (SPEC §2), by kind code. */
const SEGMENTS: Record<string, string> = {
  course: 'course',
  class: 'class',
  class_program: 'class-program',
  learning_path: 'learning-path',
  learning_program: 'learning-program',
  learning_playlist: 'learning-playlist',
  onboard: 'onboard',
  public_learning: 'public-learning',
  test: 'test',
  survey: 'survey',
  activity: 'activity',
  live: 'live',
  video: 'video',
  audio: 'audio',
  article: 'article',
  document: 'document',
  flash_card: 'flash-card',
  external_video: 'external-video',
  scorm: 'learning-material',
  news: 'news',
};

/** The detail page of a content: `/course/3`, `/external-video/12`. */
export function contentPath(kind: string, id: number): string {
  return `/${SEGMENTS[kind] ?? 'learning-material'}/${id}`;
}

/** Where a discussion lives: a course (/course/{id}/discussion) or a video/audio material. */
export type DiscussionScope = 'course' | 'material';

/** Query keys of discussions: a content's topics, and one topic's replies. */
export const discussionKeys = {
  all: () => ['discussion'] as const,
  topics: (scope: DiscussionScope, id: number, ordering: string) =>
    ['discussion', scope, id, 'topics', ordering] as const,
  replies: (topicId: number) => ['discussion', 'replies', topicId] as const,
};

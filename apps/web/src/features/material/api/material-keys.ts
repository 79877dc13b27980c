/** Query keys of a material's own page. */
export const materialKeys = {
  all: () => ['material-page'] as const,
  detail: (language: string, id: number) => ['material-page', id, 'detail', language] as const,
  reviews: (id: number, page: number, ordering: string, target: ReviewTarget = 'material') =>
    ['material-page', id, 'reviews', target, page, ordering] as const,
  related: (language: string, id: number, page: number) =>
    ['material-page', id, 'related', language, page] as const,
};

/** What is reviewed: a material (its page's tab) or a course (its info tab). */
export type ReviewTarget = 'material' | 'course';

/** A content's reviews (summary, the learner's own, the list): a course page shows them too. */
export { ReviewsPanel } from '../components/reviews-panel';
export type { ReviewTarget } from '../api/material-keys';

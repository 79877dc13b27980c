/** What other parts of the app (home) use from the catalog. */
export { catalogMessages } from './catalog-messages';
export { HomeCatalogRows, HomeRow } from './components/home-rows';
export { ContentCardView } from './components/content-card';
// The course player reads the course outline and keeps it current as progress is recorded.
export { courseQueryOptions, useCourse } from './api/get-course';
export { catalogKeys } from './api/catalog-keys';
export { canLearn, nextSlotId } from './components/enroll-state';
export { SurveyRequiredNotice } from './components/survey-required';
export { ContentGrid } from './components/content-grid';
// The program screens (issue 15) reuse the course's enrol panel, list filters, cards and states.
export { EnrollPanel, type EnrollTarget } from './components/enroll-panel';
export { enrollView, hasProgress, showsTab } from './components/enroll-state';
export type { EnrollMessageKey, EnrollMessages } from './course-messages';
export { COURSE_FILTERS, FilterSelect } from './components/course-filters';
// The playlist form's tag picker (issue 19) reads the same filter/tag/ options.
export { useFilterOptions } from './api/get-filter-options';
export { FilterSheet } from './components/filter-sheet';
export { DEFAULT_ORDERING, orderingOptions, validOrdering } from './components/ordering';
export { CardsSkeleton, DetailError, EmptyPanel } from './components/catalog-states';
export { ContentLabels } from './components/content-labels';
// The completion moment (issue 21 item 9) on the course page, the player and program pages.
export { CompletionPanel } from './components/completion-panel';

/** What other dashboard screens (assignments, marking) use from the learning results. */
export { getContentOptions, useContentOption, useContentOptions } from './api/get-content-options';

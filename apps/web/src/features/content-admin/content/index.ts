/** What other dashboard screens (the reports) use from the content list: a kind's name. */
export { kindLabel } from './kind-label';

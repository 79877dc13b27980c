/**
 * What the home page shows of the classes: the upcoming-classes tile. Its own entry, imported
 * only by the (lazy) home page, so nothing of it reaches the first-load chunk.
 */
export { UpcomingClassesRow } from '../components/upcoming-classes-row';

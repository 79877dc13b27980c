/** What other features use of the classes: the session date and time formats. */
export { formatMoment, formatSpan, viewerTimeZone } from './format';

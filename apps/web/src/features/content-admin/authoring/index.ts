/** What the label editor uses from the test and survey editors: issues mapped to fields. */
export { errorsByPath, type FieldErrors } from './form-errors';

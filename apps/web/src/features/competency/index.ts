export { competencyMessages } from './competency-messages';

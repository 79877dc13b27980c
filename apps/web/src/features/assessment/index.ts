/** What other features use from tests and surveys: the authoring preview shows a question card. */
export { QuestionCard } from './components/question-card';
/** Public requests' forms ask survey questions: the same field for each question type. */
export { SurveyField, type SurveyValue } from './components/survey-field';

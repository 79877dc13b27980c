/** What other features use from tests and surveys: the authoring preview shows a question card. */
export { QuestionCard } from './components/question-card';
/**
 * Public requests' forms and class session surveys ask survey questions with the survey's own
 * field for each question type.
 */
export { SurveyField, type SurveyValue } from './components/survey-field';
export { questionErrors, surveyAnswers } from './components/survey-question-page';

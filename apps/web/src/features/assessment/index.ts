/** What other features use from tests and surveys: the authoring preview shows a question card. */
export { QuestionCard } from './components/question-card';
// A class session's survey (issue 16 item 5) is answered with the survey's own fields.
export { SurveyField, type SurveyValue } from './components/survey-field';
export { questionErrors, surveyAnswers } from './components/survey-question-page';

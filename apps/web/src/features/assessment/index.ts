/** What other features use from tests and surveys: the authoring preview shows a question card. */
export { QuestionCard } from './components/question-card';

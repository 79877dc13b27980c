/** Tests and surveys (migration 0004). */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AttemptStatus } from '@portal/shared';
import type { Timestamp, NullableTimestamp, Json } from './columns';

/** numeric(8,2): pg hands it back as a string; repositories turn it into a number. */
type Numeric = ColumnType<string, number | string, number | string>;

/** Settings of a content row of kind 'test'. */
export interface TestTable {
  content_id: number;
  kind: Generated<'test'>;
  time_limit_seconds: number | null;
  pass_percent: Generated<number>;
  /** null: unlimited. */
  max_attempts: number | null;
  allow_resubmit: Generated<boolean>;
  show_answers: Generated<'never' | 'after_submit' | 'after_final'>;
  shuffle_questions: Generated<boolean>;
  shuffle_choices: Generated<boolean>;
  updated_at: Timestamp;
}
export type TestRow = Selectable<TestTable>;
export interface TestSectionTable {
  id: Generated<number>;
  test_id: number;
  title_en: string;
  title_th: Generated<string>;
  sort: Generated<number>;
}
export interface QuestionTable {
  id: Generated<number>;
  test_id: number;
  section_id: number;
  type: number;
  text_en: string;
  text_th: Generated<string>;
  /** The type's key without type and score (see QuestionKeySchema in @portal/shared). */
  body: Json<Record<string, unknown>>;
  score: Numeric;
  sort: Generated<number>;
  updated_at: Timestamp;
}
export type QuestionRow = Selectable<QuestionTable>;
export interface TestAttemptTable {
  id: Generated<number>;
  test_id: number;
  user_id: number;
  attempt_no: number;
  /** 21 open, 22 being marked, 30 passed, -5 failed. */
  status: Generated<AttemptStatus>;
  started_at: Timestamp;
  deadline_at: NullableTimestamp;
  submitted_at: NullableTimestamp;
  is_auto_submitted: Generated<boolean>;
  score: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  max_score: ColumnType<string, number | string | undefined, number | string>;
  updated_at: Timestamp;
}
export type TestAttemptRow = Selectable<TestAttemptTable>;
export interface AttemptQuestionTable {
  attempt_id: number;
  question_id: number;
  section_id: number;
  position: number;
  item_order: ColumnType<string[], string | undefined, string>;
}
export interface AttemptAnswerTable {
  id: Generated<number>;
  attempt_id: number;
  question_id: number;
  answer: Json<Record<string, unknown>>;
  score: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  needs_marking: Generated<boolean>;
  saved_at: Timestamp;
}
export interface MarkingTable {
  id: Generated<number>;
  answer_id: number;
  marker_id: number | null;
  score: Numeric;
  comment: Generated<string>;
  marked_at: Timestamp;
}
/** Settings of a content row of kind 'survey'. */
export interface SurveyTable {
  content_id: number;
  kind: Generated<'survey'>;
  survey_type: number;
  survey_for: number;
  target_id: number | null;
  allow_multiple_responses: Generated<boolean>;
  updated_at: Timestamp;
}
export type SurveyRow = Selectable<SurveyTable>;
export interface SurveyQuestionTable {
  id: Generated<number>;
  survey_id: number;
  kind: 'choice' | 'text' | 'rating';
  text_en: string;
  text_th: Generated<string>;
  body: ColumnType<Record<string, unknown>, string | undefined, string>;
  is_required: Generated<boolean>;
  sort: Generated<number>;
}
export type SurveyQuestionRow = Selectable<SurveyQuestionTable>;
export interface SurveyResponseTable {
  id: Generated<number>;
  survey_id: number;
  user_id: number;
  response_no: Generated<number>;
  /** A class session's survey answer is tied to the session (migration 0056). */
  session_id: Generated<number | null>;
  created_at: Timestamp;
}
export interface SurveyAnswerTable {
  response_id: number;
  question_id: number;
  answer: Json<Record<string, unknown>>;
}

export interface AssessmentTables {
  test: TestTable;
  test_section: TestSectionTable;
  question: QuestionTable;
  test_attempt: TestAttemptTable;
  attempt_question: AttemptQuestionTable;
  attempt_answer: AttemptAnswerTable;
  marking: MarkingTable;
  survey: SurveyTable;
  survey_question: SurveyQuestionTable;
  survey_response: SurveyResponseTable;
  survey_answer: SurveyAnswerTable;
}

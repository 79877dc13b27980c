/** Public requests (migration 0064). */
import type { Generated } from 'kysely';
import type { Json, NullableTimestamp, Timestamp } from './columns';

/** A form an administrator builds; learners fill it once published. */
export interface RequestFormTable {
  id: Generated<number>;
  title_en: string;
  title_th: Generated<string>;
  desc_en: Generated<string>;
  desc_th: Generated<string>;
  is_publish: Generated<boolean>;
  /** The follow-up survey (a survey content) the requester answers after the decision. */
  survey_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RequestFormSectionTable {
  id: Generated<number>;
  form_id: number;
  title_en: string;
  title_th: Generated<string>;
  sort: Generated<number>;
}

/** A question: `body` is a survey question body (SurveyQuestionBody), stored as JSON. */
export interface RequestFormQuestionTable {
  id: Generated<number>;
  section_id: number;
  text_en: string;
  text_th: Generated<string>;
  is_required: Generated<boolean>;
  body: Json<unknown>;
  sort: Generated<number>;
}

export interface RequestFormApproverTable {
  form_id: number;
  step: number;
  user_id: number;
}

/** 0 draft, 1 waiting approve, 30 approved, -3 rejected, -1 canceled (SPEC §4 codes). */
export interface PublicRequestTable {
  id: Generated<number>;
  form_id: number;
  user_id: number;
  status: Generated<number>;
  /** The approver step the request waits on (0 while a draft). */
  current_step: Generated<number>;
  /** Question id -> answer value (SurveyAnswerValue). */
  answers: Json<Record<string, unknown>>;
  submitted_at: NullableTimestamp;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PublicRequestDecisionTable {
  id: Generated<number>;
  request_id: number;
  step: number;
  approver_id: number;
  outcome: 'approved' | 'rejected';
  comment: Generated<string>;
  created_at: Timestamp;
}

export interface PublicRequestAttachmentTable {
  id: Generated<number>;
  request_id: number;
  media_file_id: number;
  name: string;
  created_at: Timestamp;
}

export interface PublicRequestTables {
  request_form: RequestFormTable;
  request_form_section: RequestFormSectionTable;
  request_form_question: RequestFormQuestionTable;
  request_form_approver: RequestFormApproverTable;
  public_request: PublicRequestTable;
  public_request_decision: PublicRequestDecisionTable;
  public_request_attachment: PublicRequestAttachmentTable;
}

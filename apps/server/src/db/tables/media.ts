/** SCORM packages and attempts, certificates, stored files (migrations 0007-0009). */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp, NullableTimestamp } from './columns';

/** A SCORM material's package (migration 0007). */
export interface ScormPackageTable {
  content_id: number;
  version: '1.2' | '2004';
  /** The launch file, relative to the package folder, with its query string if any. */
  launch_href: string;
  title: Generated<string>;
  file_count: number;
  total_bytes: ColumnType<string, number | string, number | string>;
  created_at: Timestamp;
}
export type ScormPackageRow = Selectable<ScormPackageTable>;
/** One learner's CMI data on one SCORM package, per attempt. */
export interface ScormAttemptTable {
  id: Generated<number>;
  user_id: number;
  content_id: number;
  attempt_no: Generated<number>;
  course_id: number | null;
  slot_id: number | null;
  cmi: ColumnType<Record<string, string>, string | undefined, string>;
  completed_at: NullableTimestamp;
  /** When the learner last launched it (GET scorm/{id}/launch/); completion needs it (0030). */
  launched_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type ScormAttemptRow = Selectable<ScormAttemptTable>;

/** The wording of a content's certificate; content_id null is the default template. */
export interface CertificateTemplateTable {
  id: Generated<number>;
  content_id: number | null;
  heading_en: string;
  heading_th: Generated<string>;
  body_en: string;
  body_th: Generated<string>;
  signer_name: Generated<string>;
  signer_title_en: Generated<string>;
  signer_title_th: Generated<string>;
  updated_at: Timestamp;
}

/** An issued certificate; names, titles and wording as they were at issue time. */
export interface CertificateTable {
  id: Generated<number>;
  /** Random public verification code. */
  code: string;
  user_id: number;
  content_id: number;
  learning_result_id: number;
  learner_name: string;
  content_title_en: string;
  content_title_th: string;
  heading_en: string;
  heading_th: string;
  body_en: string;
  body_th: string;
  signer_name: Generated<string>;
  signer_title_en: Generated<string>;
  signer_title_th: Generated<string>;
  issued_at: Timestamp;
  is_revoked: Generated<boolean>;
  revoked_at: NullableTimestamp;
  /** Set exactly when revoked (migration 0033): by an administrator, or completion withdrawn. */
  revoke_cause: Generated<CertificateRevokeCause | null>;
}
export type CertificateRevokeCause = 'admin' | 'completion_withdrawn';
export type CertificateRow = Selectable<CertificateTable>;

/** A stored file under DATA_DIR/media (migration 0009). */
export interface MediaFileTable {
  id: Generated<number>;
  storage_key: string;
  original_name: string;
  mime_type: string;
  /** bigint: pg hands it back as a string. */
  size_bytes: ColumnType<string, number | string, number | string>;
  sha256: string;
  created_by: number | null;
  created_at: Generated<Date>;
  /** Audio and video: the length read from the file (migration 0030), null until read. */
  duration_seconds: ColumnType<number | null, number | null | undefined, number | null>;
}
export type MediaFileRow = Selectable<MediaFileTable>;

export interface MediaTables {
  scorm_package: ScormPackageTable;
  scorm_attempt: ScormAttemptTable;
  certificate_template: CertificateTemplateTable;
  certificate: CertificateTable;
  media_file: MediaFileTable;
}

/** Content kinds of SPEC §1 with stable ids for filter/content-type/. */
export const CONTENT_TYPES = [
  { id: 1, code: 'course', name_en: 'Course', name_th: 'คอร์ส' },
  { id: 2, code: 'class', name_en: 'Class', name_th: 'คลาสเรียน' },
  { id: 3, code: 'class_program', name_en: 'Class program', name_th: 'โปรแกรมคลาสเรียน' },
  { id: 4, code: 'learning_path', name_en: 'Learning path', name_th: 'เส้นทางการเรียนรู้' },
  { id: 5, code: 'learning_program', name_en: 'Learning program', name_th: 'โปรแกรมการเรียนรู้' },
  { id: 6, code: 'learning_playlist', name_en: 'Learning playlist', name_th: 'เพลย์ลิสต์การเรียนรู้' },
  { id: 7, code: 'onboard', name_en: 'Onboard', name_th: 'ออนบอร์ด' },
  { id: 8, code: 'public_learning', name_en: 'Public learning', name_th: 'การเรียนรู้สาธารณะ' },
  { id: 9, code: 'test', name_en: 'Test', name_th: 'แบบทดสอบ' },
  { id: 10, code: 'survey', name_en: 'Survey', name_th: 'แบบสำรวจ' },
  { id: 11, code: 'activity', name_en: 'Activity', name_th: 'กิจกรรม' },
  { id: 12, code: 'live', name_en: 'Live session', name_th: 'ไลฟ์' },
  { id: 13, code: 'video', name_en: 'Video', name_th: 'วิดีโอ' },
  { id: 14, code: 'audio', name_en: 'Audio', name_th: 'เสียง' },
  { id: 15, code: 'article', name_en: 'Article', name_th: 'บทความ' },
  { id: 16, code: 'document', name_en: 'Document', name_th: 'เอกสาร' },
  { id: 17, code: 'flash_card', name_en: 'Flash card', name_th: 'แฟลชการ์ด' },
  { id: 18, code: 'external_video', name_en: 'External video', name_th: 'วิดีโอภายนอก' },
  { id: 19, code: 'scorm', name_en: 'SCORM', name_th: 'สกอร์ม' },
  { id: 20, code: 'news', name_en: 'News', name_th: 'ข่าวสาร' },
] as const;

export type ContentKind = (typeof CONTENT_TYPES)[number]['code'];

/** Kinds that are learning materials: a content row plus a material row. */
export const MATERIAL_KINDS = [
  'video',
  'audio',
  'article',
  'document',
  'external_video',
  'scorm',
] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

export function isMaterialKind(kind: string): kind is MaterialKind {
  return (MATERIAL_KINDS as readonly string[]).includes(kind);
}

/** The content type entry of a kind code, if the kind is known. */
export function contentTypeOf(code: string) {
  return CONTENT_TYPES.find((t) => t.code === code);
}

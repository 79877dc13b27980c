import type { TFunction } from 'i18next';
import { CONTENT_TYPES } from '@portal/shared';
import { formatDate, formatDateTime } from '@/components/learning';

/**
 * Readable audit log rows in the viewer's language (issue 21 item 15). An action is named by
 * its own label (`log_{action}`) when it has one; else by a verb and a thing, from the action's
 * first word (`create_user` → "Created user") or, for a bare verb (`approve`), the row's entity;
 * a thing is `log_entity_{name}`, else a content kind's name. Field names of the input are
 * `log_field_{key}`. Only a name no label knows is shown as it is, words spaced.
 */

/** The verbs actions start with (`{verb}_{entity}` from writeAudit, and the others). */
export const LOG_VERBS = [
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'move',
  'clone',
  'approve',
  'reject',
  'revoke',
  'rotate',
  'cancel',
  'confirm',
  'accept',
  'enable',
  'disable',
  'reset',
  'change',
  'mark',
  'validate',
  'submit',
  'complete',
  'enroll',
  'review',
  'start',
  'pass',
] as const;

/** A name without a label, spaced and capitalised: `class_session` → "Class session". */
export function spaced(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The thing an entity name stands for, in the viewer's language. */
export function entityLabel(t: TFunction, language: string, entity: string): string {
  const key = `log_entity_${entity.replace(/-/g, '_')}`;
  const label = t(key, { defaultValue: '' });
  if (label) return label;
  const kind = CONTENT_TYPES.find((c) => c.code === entity);
  if (kind) return language.startsWith('th') ? kind.name_th : kind.name_en.toLowerCase();
  return spaced(entity).toLowerCase();
}

/** The area filter's label of an entity: its group label, else the thing capitalised. */
export function groupLabel(t: TFunction, language: string, entity: string): string {
  const label = t(`log_group_${entity}`, { defaultValue: '' });
  if (label) return label;
  const thing = entityLabel(t, language, entity);
  return thing.charAt(0).toUpperCase() + thing.slice(1);
}

/** What a row did, as a short sentence: "Created user", "สร้างผู้ใช้". */
export function actionSentence(
  t: TFunction,
  language: string,
  row: { log: string; log_group: string },
): string {
  const own = t(`log_${row.log}`, { defaultValue: '' });
  if (own) return own;
  const verb = LOG_VERBS.find((v) => row.log === v || row.log.startsWith(`${v}_`));
  if (!verb) return spaced(row.log);
  const rest = row.log.slice(verb.length + 1);
  return t('log_sentence', {
    verb: t(`log_verb_${verb}`),
    thing: entityLabel(t, language, rest || row.log_group),
  });
}

/** A field of the input, in the viewer's language. */
export function fieldLabel(t: TFunction, key: string): string {
  return t(`log_field_${key}`, { defaultValue: '' }) || spaced(key);
}

/** An ISO date (2026-11-28) or date-time (2026-11-28T09:30:00.000Z) as the server writes them. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A value as one short line: text as it is, dates in the viewer's language (Thai in the
 * Buddhist era), yes/no, lists joined, objects by their size.
 */
export function valueText(t: TFunction, language: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('log_yes') : t('log_no');
  if (typeof value === 'string' && ISO_DATE_TIME.test(value))
    return formatDateTime(language, value) || value;
  // A bare date is a calendar day: read at noon UTC so no time zone moves it to another day.
  if (typeof value === 'string' && ISO_DATE.test(value))
    return formatDate(language, `${value}T12:00:00Z`) || value;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.length === 0
      ? '—'
      : value.every((v) => typeof v === 'string' || typeof v === 'number')
        ? value.join(', ')
        : t('log_items', { count: value.length });
  return t('log_fields', { count: Object.keys(value).length });
}

import dayjs from 'dayjs';
import { CourseInputSchema, ProgramInputSchema } from '@portal/shared';
import {
  hasCourseForm,
  type AdminContainer,
  type ContainerInput,
  type EditableContainer,
} from './container-kinds';

/** The course form as the inputs hold it: text for numbers and dates, ids as strings. */
export interface CourseFormValues {
  code: string;
  title_en: string;
  title_th: string;
  desc_en: string;
  desc_th: string;
  /** "What you will learn": one outcome a line, per language. */
  outcomes_en: string;
  outcomes_th: string;
  /** '' not said, '1' beginner, '2' intermediate, '3' advanced. */
  level: string;
  /** The cover's address (an uploaded image), null for none. */
  image: string | null;
  category_id: string;
  provider_id: string;
  instructor_ids: string[];
  tag_ids: string[];
  price: string;
  currency: 'thb' | 'usd' | 'jpy';
  capacity: string;
  duration_minutes: string;
  is_approval_required: boolean;
  is_certificate: boolean;
  enroll_start: string;
  enroll_end: string;
  datetime_publish_start: string;
  datetime_publish_end: string;
  /** A program's steps open in order (not sent for a course). */
  is_ordered: boolean;
  /** The content to complete before enrolling: its id ('' for none) and its label. */
  dependency_id: string;
  dependency_label: string;
}

export const EMPTY_COURSE: CourseFormValues = {
  code: '',
  title_en: '',
  title_th: '',
  desc_en: '',
  desc_th: '',
  outcomes_en: '',
  outcomes_th: '',
  level: '',
  image: null,
  category_id: '',
  provider_id: '',
  instructor_ids: [],
  tag_ids: [],
  price: '0',
  currency: 'thb',
  capacity: '',
  duration_minutes: '0',
  is_approval_required: false,
  is_certificate: false,
  enroll_start: '',
  enroll_end: '',
  datetime_publish_start: '',
  datetime_publish_end: '',
  is_ordered: false,
  dependency_id: '',
  dependency_label: '',
};

/** Minor units per major unit: the yen has none. */
const minorUnits = (currency: CourseFormValues['currency']) => (currency === 'jpy' ? 1 : 100);

const toLocalInput = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '');
/** A datetime-local value is in the browser's zone; the API takes an ISO time with offset. */
const toIso = (local: string) => (local ? dayjs(local).format('YYYY-MM-DDTHH:mm:ssZ') : null);
const toId = (value: string) => (value ? Number(value) : null);
/** A one-per-line field as its non-empty lines. */
const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
/** A number field: empty stays empty (null), anything else is parsed (NaN fails the schema). */
const toNumber = (value: string) => (value.trim() === '' ? null : Number(value));

export function courseToForm(course: AdminContainer): CourseFormValues {
  return {
    code: course.code,
    title_en: course.title_en,
    title_th: course.title_th,
    desc_en: course.desc_en,
    desc_th: course.desc_th,
    outcomes_en: (course.outcomes_en ?? []).join('\n'),
    outcomes_th: (course.outcomes_th ?? []).join('\n'),
    level: course.level ? String(course.level) : '',
    image: course.image ?? null,
    category_id: course.category_id ? String(course.category_id) : '',
    provider_id: course.provider_id ? String(course.provider_id) : '',
    instructor_ids: course.instructor_ids.map(String),
    tag_ids: course.tag_ids.map(String),
    price: String(course.price_minor / minorUnits(course.currency)),
    currency: course.currency,
    capacity: course.capacity === null ? '' : String(course.capacity),
    duration_minutes: String(course.duration_minutes),
    is_approval_required: course.is_approval_required,
    is_certificate: course.is_certificate,
    enroll_start: toLocalInput(course.enroll_start),
    enroll_end: toLocalInput(course.enroll_end),
    datetime_publish_start: toLocalInput(course.datetime_publish_start),
    datetime_publish_end: toLocalInput(course.datetime_publish_end),
    is_ordered: 'is_ordered' in course && course.is_ordered,
    dependency_id: course.dependency ? String(course.dependency.id) : '',
    dependency_label: course.dependency
      ? `${course.dependency.code} · ${course.dependency.title_en}`
      : '',
  };
}

/** Message keys per form field; `price` stands for the API's `price_minor`. */
export type CourseFieldErrors = Partial<Record<keyof CourseFormValues, string>>;

/** The API field an error names, as the form field that shows it. */
function formField(apiField: string): keyof CourseFormValues {
  if (apiField === 'price_minor') return 'price';
  return apiField as keyof CourseFormValues;
}

/**
 * Checks the form with the API's own schema (CourseInputSchema for a course, ProgramInputSchema
 * with the order flag for a program): the body to send, or the first message key per field.
 */
export function parseCourseForm(
  values: CourseFormValues,
  kind: EditableContainer = 'course',
): { ok: true; body: ContainerInput } | { ok: false; errors: CourseFieldErrors } {
  const price = toNumber(values.price);
  const candidate = {
    code: values.code,
    title_en: values.title_en,
    title_th: values.title_th,
    desc_en: values.desc_en,
    desc_th: values.desc_th,
    outcomes_en: lines(values.outcomes_en),
    outcomes_th: lines(values.outcomes_th),
    level: toId(values.level),
    image: values.image,
    category_id: toId(values.category_id),
    provider_id: toId(values.provider_id),
    instructor_ids: values.instructor_ids.map(Number),
    tag_ids: values.tag_ids.map(Number),
    price_minor: price === null ? 0 : Math.round(price * minorUnits(values.currency)),
    currency: values.currency,
    capacity: toNumber(values.capacity),
    duration_minutes: toNumber(values.duration_minutes) ?? 0,
    is_approval_required: values.is_approval_required,
    is_certificate: values.is_certificate,
    enroll_start: toIso(values.enroll_start),
    enroll_end: toIso(values.enroll_end),
    datetime_publish_start: toIso(values.datetime_publish_start),
    datetime_publish_end: toIso(values.datetime_publish_end),
    dependency_id: toId(values.dependency_id),
  };
  const result = hasCourseForm(kind)
    ? CourseInputSchema.safeParse(candidate)
    : ProgramInputSchema.safeParse({ ...candidate, is_ordered: values.is_ordered });
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: errorsByField(result.error.issues) };
}

/** The first message key per form field, from zod issues or the server's `errors`. */
export function errorsByField(
  issues: { path: PropertyKey[]; message: string }[] | Record<string, string[]>,
): CourseFieldErrors {
  const errors: CourseFieldErrors = {};
  const pairs = Array.isArray(issues)
    ? issues.map((i) => [String(i.path[0] ?? ''), i.message] as const)
    : Object.entries(issues).map(([field, keys]) => [field, keys[0] ?? ''] as const);
  for (const [field, key] of pairs) {
    if (!field || !key) continue;
    errors[formField(field)] ??= key;
  }
  return errors;
}

/** Whether the form differs from what was loaded (drives the leave-form warning). */
export function isDirty(values: CourseFormValues, initial: CourseFormValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(initial);
}

import { ATTACHABLE_KINDS, PROGRAM_STEP_KINDS, type ContentKind } from '@portal/shared';

/**
 * The kind registry of the content tree (SPEC §1/§3 "content in content"): a container is a
 * content row of one of these kinds, made of sections (section.content_id) and slots
 * (slot.content_id = the container, slot.child_id = the content it holds, is_required, sort).
 * Everything else about a container — its outline, authoring, slot completion, its own
 * completion when its required slots complete, its certificate — is the same generic code,
 * parameterised by the entry here. A new kind is one entry plus its own screens
 * (docs/architecture.md, "Adding a content kind").
 */
export interface ContainerKind {
  /** The content kind code (CONTENT_TYPES in packages/shared). */
  kind: ContentKind;
  /** How messages name it ("A published course keeps at least one lesson."). */
  label: string;
  /** Kinds a slot of it may hold; a container kind here makes a tree of more than one level. */
  childKinds: readonly string[];
  /** Learners enrol in it themselves (enrol, cancel, purchase, import of enrolments). */
  isEnrollable: boolean;
  /** Its content may award a certificate on completion (content.is_certificate). */
  awardsCertificate: boolean;
  /**
   * It may be published without slots: what a learner does in it is not in its slots (a class
   * is held in sessions, modules/schedule). Absent: publishing needs at least one slot.
   */
  publishesEmpty?: true;
}

/** The course: sections of materials, tests and surveys (not other courses). */
const course = {
  kind: 'course',
  label: 'course',
  childKinds: ATTACHABLE_KINDS,
  isEnrollable: true,
  awardsCertificate: true,
} as const satisfies ContainerKind;

/**
 * The learning path: steps (courses, tests, surveys, materials) in sections, completed when its
 * required steps are; `content.is_ordered` makes each step open when the ones before complete.
 */
const learningPath = {
  kind: 'learning_path',
  label: 'learning path',
  childKinds: PROGRAM_STEP_KINDS,
  isEnrollable: true,
  awardsCertificate: true,
} as const satisfies ContainerKind;

/** The learning program: the same steps, shown grouped by content type (SPEC §2). */
const learningProgram = {
  kind: 'learning_program',
  label: 'learning program',
  childKinds: PROGRAM_STEP_KINDS,
  isEnrollable: true,
  awardsCertificate: true,
} as const satisfies ContainerKind;

/** The onboarding program: steps for new staff, usually assigned to a group with a deadline. */
const onboard = {
  kind: 'onboard',
  label: 'onboarding program',
  childKinds: PROGRAM_STEP_KINDS,
  isEnrollable: true,
  awardsCertificate: true,
} as const satisfies ContainerKind;

/**
 * The class (issue 16): held in sessions (modules/schedule, table class_session), enrolled in as
 * a course is (seats, window, approval, price, dependency); attending its required sessions
 * completes it. Its slots are not used yet (no child kinds).
 */
const klass = {
  kind: 'class',
  label: 'class',
  childKinds: [],
  isEnrollable: true,
  awardsCertificate: true,
  publishesEmpty: true,
} as const satisfies ContainerKind;

/**
 * The class program: a container of classes. A learner enrols in the program (the course's
 * rules) and in each class on its own (its seats and sessions); the program completes when its
 * required classes do (slot completion, upwards).
 */
const classProgram = {
  kind: 'class_program',
  label: 'class program',
  childKinds: ['class'],
  isEnrollable: true,
  awardsCertificate: false,
} as const satisfies ContainerKind;

/** Every container kind, by code. */
export const CONTAINER_KINDS: Readonly<Record<string, ContainerKind>> = {
  course,
  learning_path: learningPath,
  learning_program: learningProgram,
  onboard,
  class: klass,
  class_program: classProgram,
};

/** The course entry: what course code passes to the generic functions. */
export const COURSE: ContainerKind = course;

/** The learning path entry. */
export const LEARNING_PATH: ContainerKind = learningPath;

/** The learning program entry. */
export const LEARNING_PROGRAM: ContainerKind = learningProgram;

/** The onboarding program entry. */
export const ONBOARD: ContainerKind = onboard;

/** The class entry. */
export const CLASS: ContainerKind = klass;

/** The class program entry. */
export const CLASS_PROGRAM: ContainerKind = classProgram;

/** The program kinds (a container of steps a learner enrols in), by code. */
export const PROGRAM_CONTAINERS: readonly ContainerKind[] = [
  learningPath,
  learningProgram,
  onboard,
];

/** The registry entry of a kind code, or undefined when the kind is not a container. */
export function containerKind(code: string): ContainerKind | undefined {
  return Object.hasOwn(CONTAINER_KINDS, code) ? CONTAINER_KINDS[code] : undefined;
}

/** Whether content of this kind is a container (has sections and slots). */
export function isContainerKind(code: string): boolean {
  return containerKind(code) !== undefined;
}

/** Container kinds learners enrol in themselves. */
export const ENROLLABLE_CONTAINER_KINDS: string[] = Object.values(CONTAINER_KINDS)
  .filter((entry) => entry.isEnrollable)
  .map((entry) => entry.kind);

import { demoCourseAge, seedSellingDemo } from './demo-selling';
import { sql } from 'kysely';
import type { Database, Executor } from '@/db/database';
import { hashPassword } from '@/lib/crypto';
import { touch } from '@/lib/settings/settings';
import { DEMO_CATALOG } from './demo-catalog';
import { seedLearning } from './demo-learning';
import { seedDemoCovers, seedDemoMedia, seedDemoPortraits } from './demo-media';
import { seedAssessmentDemo } from './demo-assessment';
import { seedScormDemo } from './demo-scorm';
import { seedStandaloneMaterials } from './demo-standalone';
import { seedDiscussionDemo } from './demo-discussion';
import { seedReportActivity } from './demo-report';
import { seedPaymentDemo } from './demo-payment';
import { seedNotificationDemo } from './demo-notification';
import { seedCalendarDemo } from './demo-calendar';
import { seedMessengerDemo } from './demo-messenger';
import { seedPrograms } from './demo-program';
import { seedClasses } from './demo-class';
import { seedClassExtras } from './demo-class-extras';
import { seedNewsDemo } from './demo-news';
import { seedPublicLearningDemo } from './demo-public-learning';
import { seedGamificationDemo } from './demo-gamification';
import { seedPublicRequestDemo } from './demo-public-request';
import { seedCompetencyDemo } from './demo-competency';
import { seedPlaylistDemo } from './demo-playlist';
import { seedUgcMediaDemo } from './demo-ugc-media';
import { seedAccountLinksDemo } from './demo-account-links';

export const DEMO_ACCOUNTS = [
  {
    role: 'learner',
    email: 'learner@example.com',
    password: 'Learner#2026',
    first: 'Somchai',
    last: 'Jaidee',
    /** The name in Thai, shown to Thai readers (issue 18). */
    first_th: 'สมชาย',
    last_th: 'ใจดี',
  },
  {
    role: 'administrator',
    email: 'admin@example.com',
    password: 'Admin#2026',
    first: 'Ada',
    last: 'Admin',
    first_th: '',
    last_th: '',
  },
  {
    role: 'system user',
    email: 'system@example.com',
    password: 'System#2026',
    first: 'System',
    last: 'Operator',
    first_th: '',
    last_th: '',
  },
  {
    role: 'manager',
    email: 'manager@example.com',
    password: 'Manager#2026',
    first: 'Malee',
    last: 'Manager',
    first_th: 'มาลี',
    last_th: 'ผู้จัดการ',
  },
] as const;

export const PERMISSIONS = [
  { codename: 'dashboard_view_dashboard', name: 'Can open the dashboard' },
  { codename: 'dashboard_manage_content', name: 'Can manage content' },
  { codename: 'dashboard_manage_user', name: 'Can manage users and groups' },
  { codename: 'dashboard_manage_enrollment', name: 'Can manage enrolments and assignments' },
  { codename: 'dashboard_manage_config', name: 'Can manage configuration' },
  { codename: 'dashboard_view_report', name: 'Can view reports' },
  { codename: 'dashboard_manage_order', name: 'Can confirm and cancel orders' },
  { codename: 'dashboard_login_as', name: 'Can sign in as a learner' },
] as const;

/** Permissions and the Administrator group: needed on every database, demo or not. */
export async function seedPermissions(db: Executor): Promise<number> {
  await db
    .insertInto('auth_permission')
    .values(PERMISSIONS.map((p) => ({ ...p })))
    .onConflict((oc) => oc.column('codename').doNothing())
    .execute();
  await db
    .insertInto('auth_group')
    .values({ name: 'Administrator' })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const group = await db
    .selectFrom('auth_group')
    .select('id')
    .where('name', '=', 'Administrator')
    .executeTakeFirstOrThrow();
  await sql`INSERT INTO auth_group_permission (group_id, permission_id)
            SELECT ${group.id}, id FROM auth_permission ON CONFLICT DO NOTHING`.execute(db);
  return group.id;
}

const TERMS = [
  {
    kind: 'term' as const,
    topic_en: 'Terms and conditions',
    topic_th: 'ข้อกำหนดและเงื่อนไข',
    body_en:
      'By using the learning portal you agree to use it for learning, to keep your account to yourself, and to respect the work of instructors and other learners.',
    body_th:
      'การใช้งานพอร์ทัลการเรียนรู้นี้ถือว่าคุณตกลงใช้งานเพื่อการเรียนรู้ เก็บรักษาบัญชีของคุณไว้เป็นการส่วนตัว และเคารพผลงานของผู้สอนและผู้เรียนคนอื่น',
  },
  {
    kind: 'privacy' as const,
    topic_en: 'Privacy notice',
    topic_th: 'ประกาศความเป็นส่วนตัว',
    body_en:
      'We keep your name, email, learning records and sign-in times to run the portal. We do not sell them. You can ask an administrator for a copy or for deletion.',
    body_th:
      'เราเก็บชื่อ อีเมล ประวัติการเรียน และเวลาเข้าสู่ระบบของคุณเพื่อให้บริการพอร์ทัล เราไม่ขายข้อมูลเหล่านี้ คุณขอสำเนาหรือขอให้ลบข้อมูลได้จากผู้ดูแลระบบ',
  },
  {
    kind: 'data_consent' as const,
    topic_en: 'Consent to data processing',
    topic_th: 'ความยินยอมในการประมวลผลข้อมูล',
    body_en:
      'I consent to the processing of my personal data for learning records and certificates, as described in the privacy notice (Thailand PDPA).',
    body_th:
      'ข้าพเจ้ายินยอมให้ประมวลผลข้อมูลส่วนบุคคลเพื่อบันทึกการเรียนและออกใบประกาศนียบัตร ตามที่ระบุในประกาศความเป็นส่วนตัว (พ.ร.บ. คุ้มครองข้อมูลส่วนบุคคล)',
  },
];

/**
 * Fills an empty database with demo data; returns false when it is not empty. With `mediaDir`,
 * the lessons get their playable media files and the courses and programs their covers; with `dataDir`, the demo SCORM package is
 * imported too (its files go under DATA_DIR/media/scorm/).
 */
export async function seedDemo(
  db: Database,
  options: { dataDir?: string; mediaDir?: string } = {},
): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const seeded = await db.transaction().execute(async (trx) => {
    // Instances starting together on one empty database: one seeds, the others wait and skip.
    await sql`select pg_advisory_xact_lock(hashtext('portal:seed-demo'))`.execute(trx);
    if (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
    const groupId = await seedPermissions(trx);
    const users = await trx
      .insertInto('users')
      .values(
        DEMO_ACCOUNTS.map((a, i) => ({
          email: a.email,
          password_hash: hashes[i] ?? '',
          first_name: a.first,
          last_name: a.last,
          first_name_th: a.first_th,
          last_name_th: a.last_th,
          is_verified_email: true,
          is_superuser: a.role === 'administrator',
          is_system_user: a.role === 'system user',
          department:
            a.role === 'learner' || a.role === 'manager' ? 'Sales' : 'Learning & Development',
          position:
            a.role === 'learner'
              ? 'Account executive'
              : a.role === 'manager'
                ? 'Sales manager'
                : 'Administrator',
        })),
      )
      .returning(['id', 'email'])
      .execute();
    const admin = users.find((u) => u.email === 'admin@example.com');
    if (admin)
      await trx.insertInto('user_group').values({ user_id: admin.id, group_id: groupId }).execute();

    const docs = await trx
      .insertInto('term_document')
      .values(
        TERMS.map((t) => ({ ...t, version: 1, is_publish: true, datetime_publish: new Date() })),
      )
      .returning(['id', 'kind', 'version'])
      .execute();
    // Demo accounts have accepted the current documents; new registrations are asked.
    await trx
      .insertInto('term_acceptance')
      .values(
        users.flatMap((u) =>
          docs.map((d) => ({ user_id: u.id, document_id: d.id, kind: d.kind, version: d.version })),
        ),
      )
      .execute();

    await trx
      .insertInto('dictionary_label')
      .values([
        { key: 'portal_name', en: 'Learning Portal', th: 'พอร์ทัลการเรียนรู้' },
        {
          key: 'portal_tagline',
          en: 'Learn anything, anywhere, in English and Thai.',
          th: 'เรียนรู้ได้ทุกที่ ทุกเวลา ทั้งภาษาไทยและภาษาอังกฤษ',
        },
      ])
      .execute();
    await seedCatalog(trx);
    const media = options.mediaDir ? await seedDemoMedia(trx, options.mediaDir) : {};
    await seedLearning(trx, media);
    await seedStandaloneMaterials(trx, media);
    await seedAssessmentDemo(trx);
    const learner = users.find((u) => u.email === 'learner@example.com');
    if (admin && learner) {
      await seedPrograms(trx, { adminId: admin.id, learnerId: learner.id });
      await seedNotificationDemo(trx, { adminId: admin.id, learnerId: learner.id });
    }
    await seedClasses(trx);
    await seedClassExtras(trx);
    if (options.mediaDir) await seedDemoCovers(trx, options.mediaDir);
    if (options.mediaDir) await seedDemoPortraits(trx, options.mediaDir);
    if (admin && learner) await seedCalendarDemo(trx, { adminId: admin.id, learnerId: learner.id });
    if (admin && learner)
      await seedMessengerDemo(trx, { adminId: admin.id, learnerId: learner.id });
    if (admin) await seedDiscussionDemo(trx, admin.id);
    await seedReportActivity(trx);
    await seedSellingDemo(trx);
    await seedPaymentDemo(trx);
    await seedNewsDemo(trx, options.mediaDir);
    await seedPublicLearningDemo(trx, options.mediaDir, learner?.id);
    const manager = users.find((u) => u.email === 'manager@example.com');
    if (manager && learner)
      await seedGamificationDemo(trx, {
        learnerId: learner.id,
        managerId: manager.id,
        passwordHash: hashes[0] ?? '',
      });
    if (manager && learner && admin)
      await seedPublicRequestDemo(trx, {
        learnerId: learner.id,
        managerId: manager.id,
        adminId: admin.id,
      });
    await seedCompetencyDemo(trx);
    await seedAccountLinksDemo(trx);
    if (learner) await seedPlaylistDemo(trx, { learnerId: learner.id });
    if (learner && admin)
      await seedUgcMediaDemo(trx, { learnerId: learner.id, adminId: admin.id }, media);
    for (const area of ['config', 'dict', 'filter', 'home_menu'] as const) await touch(trx, area);
    return true;
  });
  if (seeded && options.dataDir) await seedScormDemo(db, options.dataDir);
  return seeded;
}

async function seedCatalog(db: Executor): Promise<void> {
  const categories = await db
    .insertInto('category')
    .values(DEMO_CATALOG.categories.map((c, i) => ({ ...c, sort: i })))
    .returning(['id', 'code'])
    .execute();
  const providers = await db
    .insertInto('provider')
    .values(DEMO_CATALOG.providers.map((p) => ({ ...p })))
    .returning(['id', 'code'])
    .execute();
  const instructors = await db
    .insertInto('instructor')
    .values(
      DEMO_CATALOG.instructors.map((i, n) => ({
        name_en: i.name_en,
        name_th: i.name_th,
        bio_en: i.bio_en,
        bio_th: i.bio_th,
        provider_id: providers[n % providers.length]?.id ?? null,
      })),
    )
    .returning('id')
    .execute();
  const tags = await db
    .insertInto('tag')
    .values(DEMO_CATALOG.tags.map((t) => ({ ...t })))
    .returning('id')
    .execute();
  const idOf = (list: { id: number; code: string }[], code: string) =>
    list.find((x) => x.code === code)?.id ?? null;
  for (const [n, course] of DEMO_CATALOG.courses.entries()) {
    const row = await db
      .insertInto('content')
      .values({
        kind: 'course',
        code: course.code,
        title_en: course.title_en,
        title_th: course.title_th,
        desc_en: course.desc_en,
        desc_th: course.desc_th,
        category_id: idOf(categories, course.category),
        provider_id: idOf(providers, course.provider),
        is_publish: true,
        price_minor: course.price_minor,
        duration_minutes: course.duration_minutes,
        created_at: new Date(Date.now() - demoCourseAge(n) * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const instructor = instructors[n % instructors.length];
    if (instructor)
      await db
        .insertInto('content_instructor')
        .values({ content_id: row.id, instructor_id: instructor.id })
        .execute();
    const picked = [tags[n % tags.length], tags[(n + 2) % tags.length]].filter(
      (t): t is { id: number } => t !== undefined,
    );
    await db
      .insertInto('content_tag')
      .values(picked.map((t) => ({ content_id: row.id, tag_id: t.id })))
      .execute();
  }
}

import { sql } from 'kysely';
import type { CloneClassInput } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@/db/database';
import type { UserRow } from '@/db/types';
import { writeAudit } from '@/lib/audit';
import { randomToken } from '@/lib/crypto';
import { notFound, validationError } from '@/lib/errors';
import { contentChanged } from '@/lib/moment-cache';
import { contentSearchText } from '@/lib/search-text';

const DAY_MS = 86_400_000;

/** A moment moved by whole days; null stays null. */
function shifted(at: Date | null, days: number): Date | null {
  return at === null ? null : new Date(new Date(at).getTime() + days * DAY_MS);
}

/**
 * A class copied for a new run (issue 16 item 8), in one transaction: a draft class with the new
 * code and the original's fields, tags, instructors, sections and lessons, and each session
 * moved by `shift_days` with a fresh QR token; the enrolment and publish windows move by the same
 * days. Nothing of its learners is copied (results, attendance, seats taken). Audited as
 * `clone_content`. 404 when the id is not a class; 400 when the code is taken.
 */
export async function cloneClass(
  db: Database,
  request: FastifyRequest,
  admin: UserRow,
  classId: number,
  input: CloneClassInput,
): Promise<{ id: number; session_count: number }> {
  const answer = await db.transaction().execute(async (trx) => {
    const source = await trx
      .selectFrom('content')
      .selectAll()
      .where('id', '=', classId)
      .where('kind', '=', 'class')
      .executeTakeFirst();
    if (!source) throw notFound();
    const taken = await trx
      .selectFrom('content')
      .select('id')
      .where(sql<string>`lower(code)`, '=', input.code.toLowerCase())
      .executeTakeFirst();
    if (taken) throw validationError({ code: ['already_exists'] });

    const days = input.shift_days;
    const {
      id: _id,
      created_at: _created,
      updated_at: _updated,
      enroll_count: _count,
      search_text: _search,
      // A copy starts without reviews (they stay with the class reviewed).
      rating_count: _ratings,
      rating_sum: _stars,
      ...fields
    } = source;
    const columns = {
      ...fields,
      outcomes_en: JSON.stringify(source.outcomes_en),
      outcomes_th: JSON.stringify(source.outcomes_th),
      code: input.code,
      is_publish: false,
      enroll_start: shifted(source.enroll_start, days),
      enroll_end: shifted(source.enroll_end, days),
      datetime_publish_start: shifted(source.datetime_publish_start, days),
      datetime_publish_end: shifted(source.datetime_publish_end, days),
    };
    const created = await trx
      .insertInto('content')
      .values({ ...columns, search_text: contentSearchText(columns) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = created.id;

    await trx
      .insertInto('content_tag')
      .columns(['content_id', 'tag_id'])
      .expression((eb) =>
        eb
          .selectFrom('content_tag')
          .select([sql.lit(id).as('content_id'), 'tag_id'])
          .where('content_id', '=', classId),
      )
      .execute();
    await trx
      .insertInto('content_instructor')
      .columns(['content_id', 'instructor_id'])
      .expression((eb) =>
        eb
          .selectFrom('content_instructor')
          .select([sql.lit(id).as('content_id'), 'instructor_id'])
          .where('content_id', '=', classId),
      )
      .execute();
    const sections = await trx
      .selectFrom('section')
      .selectAll()
      .where('content_id', '=', classId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    for (const section of sections) {
      const copy = await trx
        .insertInto('section')
        .values({
          content_id: id,
          name_en: section.name_en,
          name_th: section.name_th,
          sort: section.sort,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('slot')
        .columns(['section_id', 'content_id', 'child_id', 'is_required', 'sort'])
        .expression((eb) =>
          eb
            .selectFrom('slot')
            .select([
              sql.lit(copy.id).as('section_id'),
              sql.lit(id).as('content_id'),
              'child_id',
              'is_required',
              'sort',
            ])
            .where('section_id', '=', section.id),
        )
        .execute();
    }
    const sessions = await trx
      .selectFrom('class_session')
      .selectAll()
      .where('class_id', '=', classId)
      .orderBy('start_at')
      .orderBy('id')
      .execute();
    if (sessions.length > 0)
      await trx
        .insertInto('class_session')
        .values(
          sessions.map(({ id: _sid, created_at: _c, updated_at: _u, ...session }) => ({
            ...session,
            class_id: id,
            start_at: shifted(session.start_at, days) as Date,
            end_at: shifted(session.end_at, days) as Date,
            checkin_secret: randomToken(24),
          })),
        )
        .execute();
    await writeAudit(trx, request, admin.id, 'clone', 'content', id, {
      from: classId,
      ...input,
    });
    return { id, session_count: sessions.length };
  });
  contentChanged();
  return answer;
}

import type { CompetencyInputSchema } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database, Executor } from '@/db/database';
import { writeAudit } from '@/lib/audit';
import { notFound, validationError } from '@/lib/errors';
import {
  awardPriorCompletions,
  getCompetency,
  highestMappedLevel,
} from './competency-admin.repository';

type Input = z.infer<typeof CompetencyInputSchema>;

const codeTaken = () => validationError({ code: ['competency_code_exists'] });
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/** Creates or replaces a competency and its levels (1..n in the order given), audited. */
export async function saveCompetency(
  db: Database,
  request: FastifyRequest,
  actorId: number,
  input: Input,
  id?: number,
) {
  try {
    const savedId = await db.transaction().execute(async (trx) => {
      const values = {
        code: input.code,
        title_en: input.title_en,
        title_th: input.title_th,
        description_en: input.description_en,
        description_th: input.description_th,
      };
      let rowId: number;
      if (id === undefined) {
        rowId = (
          await trx
            .insertInto('competency')
            .values(values)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      } else {
        const row = await trx
          .updateTable('competency')
          .set({ ...values, updated_at: new Date() })
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirst();
        if (!row) throw notFound();
        rowId = row.id;
        // Fewer levels than a mapping uses would leave the mapping pointing at nothing.
        if ((await highestMappedLevel(trx, rowId)) > input.levels.length)
          throw validationError({ levels: ['competency_level_in_use'] });
        await trx.deleteFrom('competency_level').where('competency_id', '=', rowId).execute();
      }
      await trx
        .insertInto('competency_level')
        .values(
          input.levels.map((l, i) => ({
            competency_id: rowId,
            level: i + 1,
            title_en: l.title_en,
            title_th: l.title_th,
          })),
        )
        .execute();
      await writeAudit(trx, request, actorId, id ? 'update' : 'create', 'competency', rowId, input);
      return rowId;
    });
    const saved = await getCompetency(db, savedId);
    if (!saved) throw notFound();
    return saved;
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

export async function deleteCompetency(
  db: Database,
  request: FastifyRequest,
  actorId: number,
  id: number,
) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('competency')
      .where('id', '=', id)
      .returning(['id', 'code'])
      .executeTakeFirst();
    if (!row) throw notFound();
    await writeAudit(trx, request, actorId, 'delete', 'competency', id, { code: row.code });
  });
}

/** The levels a competency has (its row locked against a change meanwhile), or 404. */
async function lockedLevels(trx: Executor, id: number) {
  const row = await trx
    .selectFrom('competency')
    .select((eb) =>
      eb
        .selectFrom('competency_level')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('competency_id', '=', 'competency.id')
        .as('levels'),
    )
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return Number(row.levels ?? 0);
}

/**
 * Maps content to the competency at a level (0 removes the mapping). Learners who completed
 * the content already are given the level now, as a completion after the mapping would.
 */
export async function mapContent(
  db: Database,
  request: FastifyRequest,
  actorId: number,
  competencyId: number,
  input: { content_id: number; level: number },
) {
  await db.transaction().execute(async (trx) => {
    const levels = await lockedLevels(trx, competencyId);
    if (input.level > levels) throw validationError({ level: ['competency_level_unknown'] });
    const content = await trx
      .selectFrom('content')
      .select('id')
      .where('id', '=', input.content_id)
      .executeTakeFirst();
    if (!content) throw validationError({ content_id: ['does_not_exist'] });
    if (input.level === 0) {
      await trx
        .deleteFrom('content_competency')
        .where('competency_id', '=', competencyId)
        .where('content_id', '=', input.content_id)
        .execute();
    } else {
      await trx
        .insertInto('content_competency')
        .values({ competency_id: competencyId, content_id: input.content_id, level: input.level })
        .onConflict((oc) =>
          oc.columns(['content_id', 'competency_id']).doUpdateSet({ level: input.level }),
        )
        .execute();
      await awardPriorCompletions(trx, competencyId, input.content_id, input.level);
    }
    await writeAudit(trx, request, actorId, 'update', 'competency', competencyId, {
      content: input,
    });
  });
}

/** Sets the level a position needs (0 removes the requirement). */
export async function mapPosition(
  db: Database,
  request: FastifyRequest,
  actorId: number,
  competencyId: number,
  input: { position: string; level: number },
) {
  await db.transaction().execute(async (trx) => {
    const levels = await lockedLevels(trx, competencyId);
    if (input.level > levels) throw validationError({ level: ['competency_level_unknown'] });
    if (input.level === 0) {
      await trx
        .deleteFrom('position_competency')
        .where('competency_id', '=', competencyId)
        .where('position', '=', input.position)
        .execute();
    } else {
      await trx
        .insertInto('position_competency')
        .values({ competency_id: competencyId, position: input.position, level: input.level })
        .onConflict((oc) =>
          oc.columns(['position', 'competency_id']).doUpdateSet({ level: input.level }),
        )
        .execute();
    }
    await writeAudit(trx, request, actorId, 'update', 'competency', competencyId, {
      position: input,
    });
  });
}

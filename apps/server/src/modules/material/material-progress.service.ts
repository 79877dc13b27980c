import { sql } from 'kysely';
import {
  isMaterialKind,
  type MaterialProgressAnswer,
  type ProgressStamp,
  PROGRESS_STATUS,
} from '@portal/shared';
import type { Database } from '@/db/database';
import type { UserRow } from '@/db/types';
import { AppError, notFound } from '@/lib/errors';
import { findMaterial } from './material.repository';
import { notEnrolled } from '@/modules/enrollment/enrollment.policy';
import { lockResult } from '@/modules/enrollment/enrollment.repository';
import { applyMaterialState, nextState, type Slot } from '@/modules/enrollment/progress.service';
import { createResult } from '@/modules/enrollment/status';

/**
 * Records a progress stamp on a material published on its own (/video/{id}, /document/{id}...),
 * with the same stamp rules as in a course. The first stamp puts the material in the learner's
 * library (a result of its own, not started, then started). A material only reachable through a
 * course records its progress on the course's slot instead (403 not_enrolled here). One
 * transaction; concurrent first stamps of one learner wait for each other on an advisory lock.
 */
export async function recordMaterialProgress(
  db: Database,
  user: UserRow,
  materialId: number,
  stamp: ProgressStamp,
): Promise<MaterialProgressAnswer> {
  return db.transaction().execute(async (trx) => {
    const material = await findMaterial(trx, materialId);
    if (!material) throw notFound();
    if (!material.is_published_now) throw notEnrolled();
    if (!isMaterialKind(material.kind) || material.kind === 'scorm')
      throw new AppError(400, 'material_not_supported', 'This material is not a media file');
    await sql`SELECT pg_advisory_xact_lock(${user.id}::int, ${materialId}::int)`.execute(trx);
    const found =
      (await lockResult(trx, user.id, materialId)) ??
      (await createResult(trx, {
        userId: user.id,
        contentId: materialId,
        status: PROGRESS_STATUS.not_start,
        actor: user.id,
        kind: 'learner',
      }));
    const asSlot: Slot = {
      id: 0,
      child_id: materialId,
      kind: material.kind,
      material_id: material.id,
      duration_seconds: material.duration_seconds,
      file_duration_seconds: material.file_duration_seconds,
      page_count: material.page_count,
    };
    const now = new Date();
    const row = await applyMaterialState(
      trx,
      user.id,
      found,
      nextState(asSlot, stamp, found, now),
      stamp,
      {
        slotId: null,
        now,
      },
    );
    return {
      material: {
        id: materialId,
        status: row.status,
        percent: row.percent,
        position: row.position_seconds,
        page: row.page,
      },
    };
  });
}

import { notify } from '@/modules/notification';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  FLOW_CREATE_MATERIAL,
  MATERIAL_REQUEST_STATUS,
  type MaterialRequestData,
} from '@portal/shared';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { notFound } from '@/lib/errors';
import { sanitizeHtml } from '@/lib/html';
import { contentSearchText } from '@/lib/search-text';
import { touch } from '@/lib/settings/settings';
import { insertAudit } from '@/lib/audit';
import {
  assertCanReview,
  assertCreator,
  assertOwnRequest,
  assertWaiting,
} from './material-request.policy';
import {
  findMaterialRequest,
  lockMaterialRequest,
  setMaterialRequestStatus,
} from './material-request.repository';

type Action = 'create' | 'approve' | 'reject' | 'cancel';

/** One audit_log row per change of a request: who, which request, with the reason given. */
async function audit(
  db: Executor,
  request: FastifyRequest,
  actorId: number,
  action: Action,
  id: number,
  data: unknown,
) {
  await insertAudit(db, {
    actorId,
    action: `${action}_material_request`,
    entity: 'material_request',
    entityId: id,
    data,
    ip: request.ip,
  });
}

async function reload(db: Executor, id: number) {
  const row = await findMaterialRequest(db, id);
  if (!row) throw notFound();
  return row;
}

/**
 * A creator's material: made unpublished in content/material (the article sanitised like the
 * dashboard's), with a waiting request row of flow type 1, in one audited transaction.
 */
export async function createMaterialRequest(
  db: Database,
  user: UserRow,
  input: MaterialRequestData,
  request: FastifyRequest,
) {
  assertCreator(user);
  return db.transaction().execute(async (trx) => {
    const text = {
      code: `ugc-${randomUUID()}`,
      title_en: input.title,
      title_th: input.title,
      desc_en: input.desc,
      desc_th: input.desc,
    };
    const content = await trx
      .insertInto('content')
      .values({
        ...text,
        kind: input.kind,
        is_publish: false,
        search_text: contentSearchText(text),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const article = input.kind === 'article' ? sanitizeHtml(input.article_html) : '';
    await trx
      .insertInto('material')
      .values({
        content_id: content.id,
        media_path: null,
        duration_seconds: null,
        page_count: null,
        media_file_id: null,
        article_html_en: article,
        article_html_th: article,
        external_url: input.kind === 'external_video' ? input.external_url.trim() : null,
      })
      .execute();
    const created = await trx
      .insertInto('material_request')
      .values({
        content_id: content.id,
        user_id: user.id,
        flow_type: FLOW_CREATE_MATERIAL,
        status: MATERIAL_REQUEST_STATUS.waiting,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, request, user.id, 'create', created.id, { kind: input.kind });
    return reload(trx, created.id);
  });
}

/** The learner takes back a request still waiting (status -1, canceled by user). */
export async function cancelMaterialRequest(
  db: Database,
  user: UserRow,
  id: number,
  request: FastifyRequest,
) {
  assertCreator(user);
  return db.transaction().execute(async (trx) => {
    const row = assertOwnRequest(user, await lockMaterialRequest(trx, id));
    assertWaiting(row);
    await setMaterialRequestStatus(trx, id, {
      status: MATERIAL_REQUEST_STATUS.canceled,
      reason: '',
      decidedBy: user.id,
    });
    await audit(trx, request, user.id, 'cancel', id, {});
    return reload(trx, id);
  });
}

/**
 * The dashboard's decision on a waiting request: approved (30) publishes the material, so it
 * opens at its own page; rejected (-3) keeps it unpublished with the reason for the learner.
 */
export async function decideMaterialRequest(
  db: Database,
  admin: UserRow,
  id: number,
  decision: { approve: boolean; reason: string },
  request: FastifyRequest,
) {
  await assertCanReview(db, admin);
  return db.transaction().execute(async (trx) => {
    const row = await lockMaterialRequest(trx, id);
    if (!row) throw notFound();
    assertWaiting(row);
    const status = decision.approve
      ? MATERIAL_REQUEST_STATUS.approved
      : MATERIAL_REQUEST_STATUS.rejected;
    await setMaterialRequestStatus(trx, id, {
      status,
      reason: decision.reason,
      decidedBy: admin.id,
    });
    if (decision.approve) {
      await trx
        .updateTable('content')
        .set({ is_publish: true, updated_at: new Date() })
        .where('id', '=', row.content_id)
        .execute();
      await touch(trx, 'home_menu');
    }
    const material = await trx
      .selectFrom('content')
      .select(['id', 'kind', 'title_en', 'title_th'])
      .where('id', '=', row.content_id)
      .executeTakeFirstOrThrow();
    await notify(trx, {
      kind: 'material_request_decision',
      key: `material_request:${id}`,
      recipients: [row.user_id],
      ...(decision.approve ? { contentId: material.id } : { path: '/profile/my-material' }),
      params: {
        title_en: material.title_en,
        title_th: material.title_th,
        outcome: decision.approve ? 'approved' : 'rejected',
      },
    });
    await audit(trx, request, admin.id, decision.approve ? 'approve' : 'reject', id, {
      from_status: row.status,
      to_status: status,
      reason: decision.reason,
    });
    return reload(trx, id);
  });
}

/** One request in full for the dashboard's review. */
export async function getMaterialRequestForReview(db: Database, admin: UserRow, id: number) {
  await assertCanReview(db, admin);
  return reload(db, id);
}

import {
  FlashCardSetInputSchema,
  MATERIAL_REQUEST_STATUS,
  WAITING_APPROVE_STATUSES,
  nextLeitner,
  type FlashCardSet,
} from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { insertAudit } from '@/lib/audit';
import { checkImageField } from '@/lib/image-field';
import { AppError, notFound } from '@/lib/errors';
import { hasPermission } from '@/lib/permission';
import { iso } from '@/lib/refs';
import { contentSearchText } from '@/lib/search-text';
import { openMaterialRequest } from '@/modules/material-request';
import {
  cardsWithBoxes,
  findSet,
  lockCardBox,
  type FlashCardSetRow,
} from './flash-card.repository';

type SetInput = z.output<typeof FlashCardSetInputSchema>;

async function audit(
  db: Executor,
  request: FastifyRequest,
  actorId: number,
  action: 'create' | 'update' | 'request_approval',
  id: number,
  data: unknown,
) {
  await insertAudit(db, {
    actorId,
    action: `${action}_flash_card_set`,
    entity: 'flash_card_set',
    entityId: id,
    data,
    ip: request.ip,
  });
}

/**
 * A set the caller may study: published, their own, or (to review it) any set for whoever
 * reviews learner-made materials. Others are not found.
 */
export async function visibleSet(db: Executor, user: UserRow, id: number) {
  const set = await findSet(db, id);
  if (!set) throw notFound();
  if (set.is_publish || set.owner_id === user.id) return set;
  if (!(await hasPermission(db, user, 'dashboard_manage_content'))) throw notFound();
  return set;
}

/** The set's maker only; a set waiting for approval or approved is no longer edited. */
function assertEditable(set: FlashCardSetRow | undefined, user: UserRow): FlashCardSetRow {
  if (!set || set.owner_id !== user.id) throw notFound();
  const waiting =
    set.request_status !== null && WAITING_APPROVE_STATUSES.includes(set.request_status);
  if (set.is_publish || waiting)
    throw new AppError(400, 'flash_card_locked', 'A set sent for approval cannot be changed.');
  return set;
}

/** A card image must be an image stored by an upload (photo rule). */
async function checkImages(db: Executor, mediaRoot: string, input: SetInput) {
  for (const [index, card] of input.cards.entries())
    await checkImageField(db, mediaRoot, 'photo', card.image, `cards.${index}.image`);
}

async function writeCards(db: Executor, setId: number, input: SetInput) {
  await db.deleteFrom('flash_card').where('content_id', '=', setId).execute();
  await db
    .insertInto('flash_card')
    .values(
      input.cards.map((card, sort) => ({
        content_id: setId,
        sort,
        front_en: card.front_en,
        front_th: card.front_th,
        back_en: card.back_en,
        back_th: card.back_th,
        image: card.image ?? null,
      })),
    )
    .execute();
}

const texts = (input: SetInput) => ({
  title_en: input.title_en,
  title_th: input.title_th || input.title_en,
  desc_en: input.desc_en,
  desc_th: input.desc_th,
});

/** A learner's own set (ugc): unpublished content of kind flash_card with its cards. */
export async function createSet(
  db: Database,
  mediaRoot: string,
  user: UserRow,
  input: SetInput,
  request: FastifyRequest,
) {
  await checkImages(db, mediaRoot, input);
  return db.transaction().execute(async (trx) => {
    const text = { code: `ugc-${randomUUID()}`, ...texts(input) };
    const content = await trx
      .insertInto('content')
      .values({
        ...text,
        kind: 'flash_card',
        is_publish: false,
        search_text: contentSearchText(text),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The empty material row lets the set travel the learner-made material approval flow.
    await trx
      .insertInto('material')
      .values({
        content_id: content.id,
        media_path: null,
        duration_seconds: null,
        page_count: null,
        media_file_id: null,
        external_url: null,
      })
      .execute();
    await trx
      .insertInto('flash_card_set')
      .values({ content_id: content.id, owner_id: user.id })
      .execute();
    await writeCards(trx, content.id, input);
    await audit(trx, request, user.id, 'create', content.id, { cards: input.cards.length });
    return content.id;
  });
}

/** ugc/edit: the maker changes a set not yet sent (or sent back) — its texts and cards. */
export async function updateSet(
  db: Database,
  mediaRoot: string,
  user: UserRow,
  id: number,
  input: SetInput,
  request: FastifyRequest,
) {
  await checkImages(db, mediaRoot, input);
  await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('flash_card_set')
      .select('content_id')
      .where('content_id', '=', id)
      .forNoKeyUpdate()
      .executeTakeFirst();
    assertEditable(await findSet(trx, id), user);
    const text = { code: '', ...texts(input) };
    await trx
      .updateTable('content')
      .set({ ...texts(input), search_text: contentSearchText(text), updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('flash_card_set')
      .set({ updated_at: sql<Date>`now()` })
      .where('content_id', '=', id)
      .execute();
    await writeCards(trx, id, input);
    await audit(trx, request, user.id, 'update', id, { cards: input.cards.length });
  });
}

/** request-approval: the set waits for the dashboard's decision as a learner-made material. */
export async function requestApproval(
  db: Database,
  user: UserRow,
  id: number,
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('flash_card_set')
      .select('content_id')
      .where('content_id', '=', id)
      .forNoKeyUpdate()
      .executeTakeFirst();
    assertEditable(await findSet(trx, id), user);
    const requestId = await openMaterialRequest(trx, id, user.id);
    await insertAudit(trx, {
      actorId: user.id,
      action: 'create_material_request',
      entity: 'material_request',
      entityId: requestId,
      data: { kind: 'flash_card', content_id: id, status: MATERIAL_REQUEST_STATUS.waiting },
      ip: request.ip,
    });
    await trx
      .updateTable('flash_card_set')
      .set({ updated_at: sql<Date>`now()` })
      .where('content_id', '=', id)
      .execute();
    await audit(trx, request, user.id, 'request_approval', id, { request_id: requestId });
  });
}

/** "I knew it" moves the card one Leitner box up, "again" back to box 1 (lib: nextLeitner). */
export async function answerCard(
  db: Database,
  user: UserRow,
  setId: number,
  cardId: number,
  knew: boolean,
) {
  await visibleSet(db, user, setId);
  return db.transaction().execute(async (trx) => {
    const card = await lockCardBox(trx, setId, cardId, user.id);
    if (!card) throw notFound();
    const next = nextLeitner(card.box ?? 1, knew, new Date());
    await trx
      .insertInto('flash_card_box')
      .values({ user_id: user.id, card_id: cardId, box: next.box, due_at: next.due, reviews: 1 })
      .onConflict((oc) =>
        oc.columns(['user_id', 'card_id']).doUpdateSet({
          box: next.box,
          due_at: next.due,
          reviews: sql<number>`flash_card_box.reviews + 1`,
          updated_at: sql<Date>`now()`,
        }),
      )
      .execute();
    return { card_id: cardId, box: next.box, due_at: next.due.toISOString() };
  });
}

/** The set as the study page shows it, with the caller's boxes. */
export async function setDetail(db: Executor, user: UserRow, id: number): Promise<FlashCardSet> {
  const set = await visibleSet(db, user, id);
  const cards = await cardsWithBoxes(db, id, user.id);
  const mine = set.owner_id === user.id;
  return {
    id: set.id,
    title_en: set.title_en,
    title_th: set.title_th,
    desc_en: set.desc_en,
    desc_th: set.desc_th,
    is_publish: set.is_publish,
    is_mine: mine,
    request_status: mine ? set.request_status : null,
    request_reason: mine ? (set.request_reason ?? '') : '',
    cards: cards.map((c) => ({ ...c, box: c.box ?? 1, due_at: iso(c.due_at) })),
  };
}

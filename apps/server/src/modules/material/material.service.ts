import { existsSync } from 'node:fs';
import type { Language, MaterialDetail, SlotDetail } from '@portal/shared';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { notFound } from '@/lib/errors';
import { assertCanLearn } from '@/modules/enrollment/enrollment.policy';
import { toMaterialDetail } from './material.mapper';
import { assertCanDownload, assertCanSeeMaterial } from './material.policy';
import { findMaterial, findSlot, resultOf, type MaterialRow } from './material.repository';
import { mediaPath } from '@/lib/media/media-storage';
import { assertMediaSignature, mediaUrlExpiry, signedMediaQuery } from './media-url';

/** Who is looking: the user and their session cookie (the key of their signed media addresses). */
export interface Viewer {
  user: UserRow;
  sessionCookie: string;
}

/** The signed query of a material's file for this viewer, issued now. */
const signedQueryFor = (viewer: Viewer, row: MaterialRow) =>
  signedMediaQuery(
    viewer.sessionCookie,
    viewer.user.id,
    row.id,
    mediaUrlExpiry(new Date(), row.file_duration_seconds ?? row.duration_seconds),
  );

/** GET material/{id}/: a material the learner may see, with their own progress on it. */
export async function getMaterial(
  db: Executor,
  viewer: Viewer,
  id: number,
  language: Language,
): Promise<MaterialDetail> {
  const { user } = viewer;
  const row = await findMaterial(db, id);
  if (!row) throw notFound();
  await assertCanSeeMaterial(db, user, row);
  return toMaterialDetail(
    row,
    await resultOf(db, user.id, id),
    language,
    signedQueryFor(viewer, row),
  );
}

/** GET course/{id}/slot/{slotid}/: a slot's material for a learner enrolled in the course. */
export async function getSlot(
  db: Executor,
  viewer: Viewer,
  courseId: number,
  slotId: number,
  language: Language,
): Promise<SlotDetail> {
  const { user } = viewer;
  const slot = await findSlot(db, courseId, slotId);
  if (!slot) throw notFound();
  assertCanLearn(await resultOf(db, user.id, courseId));
  const row = await findMaterial(db, slot.child_id);
  if (!row) throw notFound();
  return {
    id: slot.id,
    course_id: courseId,
    is_required: slot.is_required,
    material: toMaterialDetail(
      row,
      await resultOf(db, user.id, row.id),
      language,
      signedQueryFor(viewer, row),
    ),
  };
}

/**
 * The file a learner may stream (or download, where allowed) and where it is on disk. A file
 * that may not be downloaded is streamed only through a live address signed for this viewer
 * (media-url.ts); access is checked again on every request all the same.
 */
export async function openMedia(
  db: Executor,
  viewer: Viewer,
  id: number,
  root: string,
  request: { download: boolean; exp?: string | undefined; sig?: string | undefined },
) {
  const { user } = viewer;
  const row = await findMaterial(db, id);
  if (!row) throw notFound();
  await assertCanSeeMaterial(db, user, row);
  if (request.download) assertCanDownload(row);
  if (row.storage_key === null || row.mime_type === null || row.sha256 === null) throw notFound();
  if (!row.is_allow_download)
    assertMediaSignature(viewer.sessionCookie, user.id, row.id, request, new Date());
  const file = mediaPath(root, row.storage_key);
  // A row whose file is gone (a restored database without its media folder) is a 404, not a 500.
  if (!existsSync(file)) throw notFound();
  return {
    path: file,
    size: Number(row.size_bytes),
    mimeType: row.mime_type,
    etag: `"${row.sha256.slice(0, 32)}"`,
    lastModified: row.file_created_at ?? new Date(0),
    name: row.original_name ?? `material-${row.id}`,
  };
}
